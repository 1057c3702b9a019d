import { Button, Stack } from '@mantine/core';
import { IconCreditCard, IconHelpCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { NewTabHint } from '../../../components/ui/new-tab-hint';
import { externalLinks, paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The profile setup's account actions: subscription, support and account deletion (spec M2). */
export const ProfileActions = () => {
  const t = useT();
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack gap="xs">
      <Button
        component={Link}
        to={paths.subscription}
        variant="light"
        justify="flex-start"
        leftSection={<IconCreditCard size={18} aria-hidden />}
      >
        {t('profile.actions.subscription')}
      </Button>
      <Button
        component="a"
        href={externalLinks.help}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        justify="flex-start"
        leftSection={<IconHelpCircle size={18} aria-hidden />}
      >
        {t('profile.actions.support')}
        <NewTabHint />
      </Button>
      <Button
        variant="subtle"
        color="red"
        justify="flex-start"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setDeleting(true)}
      >
        {t('profile.actions.delete')}
      </Button>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
};
