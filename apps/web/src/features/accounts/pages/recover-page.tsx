import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type Recover, RecoverSchema } from '@studio/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isSubmitBlocked } from '../../../lib/forms';
import { useRecoverPassword } from '../api/recover-password';
import { ServerErrorAlert } from '../components/server-error-alert';
import { SignPageTitle } from '../components/sign-page-title';
import { useReferralToken } from '../hooks/use-referral-token';
import { useServerError } from '../hooks/use-server-error';

/** /sign/recover (spec A2, A4): asks for a reset link, then /sign/thanks. */
export const RecoverPage = () => {
  const navigate = useNavigate();
  useReferralToken();
  const recover = useRecoverPassword();
  const { serverError, show, clear, onFocus } = useServerError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Recover, unknown, Recover>({
    resolver: standardSchemaResolver(RecoverSchema),
    defaultValues: { email: '' },
  });

  const submit = (values: Recover) =>
    recover.mutate(values, { onSuccess: () => navigate(paths.sign.thanks), onError: show });
  const blocked = isSubmitBlocked({ pending: recover.isPending, serverError, fieldErrors: errors });

  return (
    <Stack gap="lg">
      <SignPageTitle title="Recover password">
        Enter the e-mail of your account and we will send you a link to choose a new password.
      </SignPageTitle>
      <form onSubmit={handleSubmit(submit)} onFocus={onFocus} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <ServerErrorAlert message={serverError} onClose={clear} />
          <Button type="submit" loading={recover.isPending} disabled={blocked}>
            Send the link
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
