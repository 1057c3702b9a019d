import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBookmark, IconCamera, IconRuler } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type Shortcut = {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
};

const SHORTCUTS: Shortcut[] = [
  { label: 'Measurements', to: paths.measurements, icon: IconRuler },
  { label: 'Favourites', to: paths.saved(), icon: IconBookmark },
  { label: 'Progress photos', to: paths.progressPhotos, icon: IconCamera },
];

/** Spec M2: shortcuts from the profile to measurements, saved lists and progress photos. */
export const ProfileShortcuts = () => (
  <SimpleGrid cols={3} spacing="sm" component="nav" aria-label="Profile shortcuts">
    {SHORTCUTS.map(({ label, to, icon: Icon }) => (
      <UnstyledButton key={to} component={Link} to={to}>
        <Paper withBorder radius="md" p="sm" h="100%">
          <Stack align="center" gap={6}>
            <Icon size={26} aria-hidden />
            <Text size="sm" fw={500} ta="center">
              {label}
            </Text>
          </Stack>
        </Paper>
      </UnstyledButton>
    ))}
  </SimpleGrid>
);
