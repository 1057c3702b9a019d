import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { ResetPasswordSchema } from '@studio/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { resetPassword } from '../api/reset-password';
import { ServerErrorAlert } from '../components/server-error-alert';
import { SignPageTitle } from '../components/sign-page-title';
import { useSignForm } from '../hooks/use-sign-form';
import type { LoginLocationState } from './login-page';

/** /sign/reset?token=…: the mailed link's page; a new password, then sign in with a success note. */
export const ResetPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const { formProps, errors, isPending, serverError, clearServerError, blocked } = useSignForm({
    schema: ResetPasswordSchema,
    defaults: { token, password: '', password_confirmation: '' },
    send: async (values) => {
      const { message } = await resetPassword(values);
      navigate(paths.sign.login, { replace: true, state: { notice: message } satisfies LoginLocationState });
    },
  });

  if (!token) {
    return (
      <Stack gap="lg">
        <SignPageTitle title={t('sign.reset.title')}>{t('common.account.resetTokenInvalid')}</SignPageTitle>
        <Button component={Link} to={paths.sign.recover}>
          {t('sign.reset.askNewLink')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <SignPageTitle title={t('sign.reset.title')} />
      <form {...formProps}>
        <Stack gap="md">
          <PasswordInput
            label={t('sign.field.newPassword')}
            autoComplete="new-password"
            name="password"
            defaultValue=""
            error={errors.password}
          />
          <PasswordInput
            label={t('sign.field.confirmPassword')}
            autoComplete="new-password"
            name="password_confirmation"
            defaultValue=""
            error={errors.password_confirmation}
          />
          <ServerErrorAlert message={serverError} onClose={clearServerError} />
          <Button type="submit" loading={isPending} disabled={blocked}>
            {t('sign.reset.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.sign.login}>
          {t('sign.backToSignIn')}
        </Anchor>
      </Text>
    </Stack>
  );
};
