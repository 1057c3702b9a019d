import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { SignPageTitle } from '../components/sign-page-title';

/** /sign/thanks: shown after a recovery request (spec A8 "Recover success"). */
export const ThanksPage = () => (
  <Stack gap="lg">
    <SignPageTitle title="Check your e-mail">{t('common.account.recoverSuccess')}</SignPageTitle>
    <Button component={Link} to={paths.sign.login}>
      Back to sign in
    </Button>
  </Stack>
);
