import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { SignInSchema } from '@studio/shared';
import { Link, useLocation, useNavigate } from 'react-router';
import { PlainCheckbox } from '../../../components/ui/plain-checkbox';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { signIn } from '../api/login';
import { ServerErrorAlert } from '../components/server-error-alert';
import { SignPageTitle } from '../components/sign-page-title';
import { useReferralToken } from '../hooks/use-referral-token';
import { useSignForm } from '../hooks/use-sign-form';
import { browserTimeZone } from '../time-zone';

/** Set by the reset-password page when it sends the member here. */
export type LoginLocationState = { notice?: string } | null;

/** /sign/login (spec A2): home when the member has a profile, onboarding otherwise. */
export const LoginPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginLocationState)?.notice;
  useReferralToken();
  const { formProps, errors, isPending, serverError, clearServerError, blocked } = useSignForm({
    schema: SignInSchema,
    defaults: { email: '', password: '', keep_session: false },
    send: async (values) => {
      const user = await signIn({ ...values, time_zone: browserTimeZone() });
      navigate(user.has_profile ? paths.home : paths.sign.workout, { replace: true });
    },
  });

  return (
    <Stack gap="lg">
      <SignPageTitle title={t('sign.login.title')}>{t('sign.login.welcome')}</SignPageTitle>
      {notice ? (
        <Alert color="teal" variant="light" role="status">
          {notice}
        </Alert>
      ) : null}
      <form {...formProps}>
        <Stack gap="md">
          <TextInput
            label={t('sign.field.email')}
            type="email"
            autoComplete="email"
            name="email"
            defaultValue=""
            error={errors.email}
          />
          <PasswordInput
            label={t('sign.field.password')}
            autoComplete="current-password"
            name="password"
            defaultValue=""
            error={errors.password}
          />
          <Group justify="space-between" wrap="wrap">
            <PlainCheckbox label={t('sign.login.keepSession')} name="keep_session" />
            <Anchor component={Link} to={paths.sign.recover} size="sm">
              {t('sign.login.forgot')}
            </Anchor>
          </Group>
          <ServerErrorAlert message={serverError} onClose={clearServerError} />
          <Button type="submit" loading={isPending} disabled={blocked}>
            {t('sign.login.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('sign.login.newHere')}{' '}
        <Anchor component={Link} to={paths.sign.signup}>
          {t('sign.login.signUp')}
        </Anchor>
      </Text>
    </Stack>
  );
};
