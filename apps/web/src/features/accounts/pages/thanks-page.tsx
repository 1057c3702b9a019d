import { Button, Stack } from '@mantine/core';
import { messages } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SignPageTitle } from '../components/sign-page-title';

/** /sign/thanks: shown after a recovery request (spec A8 "Recover success"). */
export const ThanksPage = () => (
  <Stack gap="lg">
    <SignPageTitle title="Check your e-mail">{messages.recoverSuccess}</SignPageTitle>
    <Button component={Link} to={paths.sign.login}>
      Back to sign in
    </Button>
  </Stack>
);
