import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type SignIn, SignInSchema } from '@studio/shared';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isSubmitBlocked } from '../../../lib/forms';
import { type LoginInput, useLogin } from '../api/login';
import { ServerErrorAlert } from '../components/server-error-alert';
import { SignPageTitle } from '../components/sign-page-title';
import { useReferralToken } from '../hooks/use-referral-token';
import { useServerError } from '../hooks/use-server-error';
import { browserTimeZone } from '../time-zone';

/** Set by the reset-password page when it sends the member here. */
export type LoginLocationState = { notice?: string } | null;

/** /sign/login (spec A2): home when the member has a profile, onboarding otherwise. */
export const LoginPage = () => {
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginLocationState)?.notice;
  useReferralToken();
  const login = useLogin();
  const { serverError, show, clear, onFocus } = useServerError();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SignIn, unknown, LoginInput>({
    resolver: standardSchemaResolver(SignInSchema),
    defaultValues: { email: '', password: '', keep_session: false },
  });

  const submit = (values: LoginInput) =>
    login.mutate(
      { ...values, time_zone: browserTimeZone() },
      {
        onSuccess: (user) => navigate(user.has_profile ? paths.home : paths.sign.workout, { replace: true }),
        onError: show,
      },
    );
  const blocked = isSubmitBlocked({ pending: login.isPending, serverError, fieldErrors: errors });

  return (
    <Stack gap="lg">
      <SignPageTitle title="Sign in">Welcome back.</SignPageTitle>
      {notice ? (
        <Alert color="teal" variant="light" role="status">
          {notice}
        </Alert>
      ) : null}
      <form onSubmit={handleSubmit(submit)} onFocus={onFocus} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Group justify="space-between" wrap="wrap">
            <Controller
              control={control}
              name="keep_session"
              render={({ field }) => (
                <Checkbox
                  label="Keep me signed in"
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <Anchor component={Link} to={paths.sign.recover} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <ServerErrorAlert message={serverError} onClose={clear} />
          <Button type="submit" loading={login.isPending} disabled={blocked}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        New here?{' '}
        <Anchor component={Link} to={paths.sign.signup}>
          Sign up
        </Anchor>
      </Text>
    </Stack>
  );
};
