import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { ResetPasswordSchema } from '@studio/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { resetPassword } from '../api/reset-password';
import { ServerErrorAlert } from '../components/server-error-alert';
import { SignPageTitle } from '../components/sign-page-title';
import { useSignForm } from '../hooks/use-sign-form';
import type { LoginLocationState } from './login-page';

/** /sign/reset?token=…: the mailed link's page; a new password, then sign in with a success note. */
export const ResetPage = () => {
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
        <SignPageTitle title="Choose a new password">{t('common.account.resetTokenInvalid')}</SignPageTitle>
        <Button component={Link} to={paths.sign.recover}>
          Ask for a new link
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <SignPageTitle title="Choose a new password" />
      <form {...formProps}>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            name="password"
            defaultValue=""
            error={errors.password}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            name="password_confirmation"
            defaultValue=""
            error={errors.password_confirmation}
          />
          <ServerErrorAlert message={serverError} onClose={clearServerError} />
          <Button type="submit" loading={isPending} disabled={blocked}>
            Save the new password
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.sign.login}>
          Back to sign in
        </Anchor>
      </Text>
    </Stack>
  );
};
