import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type SignUp, SignUpSchema } from '@studio/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isSubmitBlocked } from '../../../lib/forms';
import { type RegisterInput, useRegister } from '../api/register';
import { ServerErrorAlert } from '../components/server-error-alert';
import { SignPageTitle } from '../components/sign-page-title';
import { useReferralToken } from '../hooks/use-referral-token';
import { useServerError } from '../hooks/use-server-error';
import { browserTimeZone } from '../time-zone';

/** /sign/signup (spec A2, A4): the session is kept (keep_session true), then onboarding. */
export const SignupPage = () => {
  const navigate = useNavigate();
  const referralToken = useReferralToken();
  const registerUser = useRegister();
  const { serverError, show, clear, onFocus } = useServerError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUp, unknown, RegisterInput>({
    resolver: standardSchemaResolver(SignUpSchema),
    defaultValues: { name: '', last_name: '', email: '', password: '', keep_session: true },
  });

  const submit = (values: RegisterInput) =>
    registerUser.mutate(
      { ...values, keep_session: true, time_zone: browserTimeZone(), referral_token: referralToken },
      { onSuccess: () => navigate(paths.sign.workout, { replace: true }), onError: show },
    );
  const blocked = isSubmitBlocked({ pending: registerUser.isPending, serverError, fieldErrors: errors });

  return (
    <Stack gap="lg">
      <SignPageTitle title="Sign up">Create your account to start training.</SignPageTitle>
      <form onSubmit={handleSubmit(submit)} onFocus={onFocus} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <ServerErrorAlert message={serverError} onClose={clear} />
          <Button type="submit" loading={registerUser.isPending} disabled={blocked}>
            Sign up
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already a member?{' '}
        <Anchor component={Link} to={paths.sign.login}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
};
