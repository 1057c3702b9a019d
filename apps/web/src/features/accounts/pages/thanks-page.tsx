import { Button, Stack } from '@mantine/core';

import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { SignPageTitle } from '../components/sign-page-title';

/** /sign/thanks: shown after a recovery request (spec A8 "Recover success"). */
export const ThanksPage = () => {
  const t = useT();
  return (
    <Stack gap="lg">
      <SignPageTitle title={t('sign.thanks.title')}>{t('common.account.recoverSuccess')}</SignPageTitle>
      <Button component={Link} to={paths.sign.login}>
        {t('sign.backToSignIn')}
      </Button>
    </Stack>
  );
};
