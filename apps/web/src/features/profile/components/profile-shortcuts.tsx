import type { MessageId } from '@lingui/core';
import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBookmark, IconCamera, IconRuler } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

type Shortcut = {
  label: MessageId;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
};

const SHORTCUTS: Shortcut[] = [
  { label: 'profile.shortcuts.measurements', to: paths.measurements, icon: IconRuler },
  { label: 'profile.shortcuts.favourites', to: paths.saved(), icon: IconBookmark },
  { label: 'profile.shortcuts.photos', to: paths.progressPhotos, icon: IconCamera },
];

/** Spec M2: shortcuts from the profile to measurements, saved lists and progress photos. */
export const ProfileShortcuts = () => {
  const t = useT();
  return (
    <SimpleGrid cols={3} spacing="sm" component="nav" aria-label={t('profile.shortcuts.label')}>
      {SHORTCUTS.map(({ label, to, icon: Icon }) => (
        <UnstyledButton key={to} component={Link} to={to}>
          <Paper withBorder radius="md" p="sm" h="100%">
            <Stack align="center" gap={6}>
              <Icon size={26} aria-hidden />
              <Text size="sm" fw={500} ta="center">
                {t(label)}
              </Text>
            </Stack>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
};
