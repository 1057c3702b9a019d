import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { type ResetPassword, ResetPasswordSchema, serverMessages } from '@studio/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { isSubmitBlocked } from '../../../lib/forms';
import { type ResetPasswordInput, useResetPassword } from '../api/reset-password';
import { ServerErrorAlert } from '../components/server-error-alert';
import { SignPageTitle } from '../components/sign-page-title';
import { useServerError } from '../hooks/use-server-error';
import type { LoginLocationState } from './login-page';

/** /sign/reset?token=…: the mailed link's page; a new password, then sign in with a success note. */
export const ResetPage = () => {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();
  const { serverError, show, clear, onFocus } = useServerError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPassword, unknown, ResetPasswordInput>({
    resolver: standardSchemaResolver(ResetPasswordSchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  if (!token) {
    return (
      <Stack gap="lg">
        <SignPageTitle title="Choose a new password">{serverMessages.resetTokenInvalid}</SignPageTitle>
        <Button component={Link} to={paths.sign.recover}>
          Ask for a new link
        </Button>
      </Stack>
    );
  }

  const submit = (values: ResetPasswordInput) =>
    reset.mutate(values, {
      onSuccess: ({ message }) =>
        navigate(paths.sign.login, {
          replace: true,
          state: { notice: message } satisfies LoginLocationState,
        }),
      onError: show,
    });
  const blocked = isSubmitBlocked({ pending: reset.isPending, serverError, fieldErrors: errors });

  return (
    <Stack gap="lg">
      <SignPageTitle title="Choose a new password" />
      <form onSubmit={handleSubmit(submit)} onFocus={onFocus} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...register('password_confirmation')}
          />
          <ServerErrorAlert message={serverError} onClose={clear} />
          <Button type="submit" loading={reset.isPending} disabled={blocked}>
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
