import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { RecoverSchema } from '@studio/shared';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { recoverPassword } from '../api/recover-password';
import { ServerErrorAlert } from '../components/server-error-alert';
import { SignPageTitle } from '../components/sign-page-title';
import { useReferralToken } from '../hooks/use-referral-token';
import { useSignForm } from '../hooks/use-sign-form';

/** /sign/recover (spec A2, A4): asks for a reset link, then /sign/thanks. */
export const RecoverPage = () => {
  const t = useT();
  const navigate = useNavigate();
  useReferralToken();
  const { formProps, errors, isPending, serverError, clearServerError, blocked } = useSignForm({
    schema: RecoverSchema,
    defaults: { email: '' },
    send: async (values) => {
      await recoverPassword(values);
      navigate(paths.sign.thanks);
    },
  });

  return (
    <Stack gap="lg">
      <SignPageTitle title={t('sign.recover.title')}>{t('sign.recover.intro')}</SignPageTitle>
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
          <ServerErrorAlert message={serverError} onClose={clearServerError} />
          <Button type="submit" loading={isPending} disabled={blocked}>
            {t('sign.recover.submit')}
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
