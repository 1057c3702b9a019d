import { Group, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../../lib/i18n';

/** Holds the head's place while the user loads. */
export const ProfileHeadSkeleton = () => {
  const t = useT();
  return (
    <Group wrap="nowrap" gap="md" aria-busy="true" aria-label={t('profile.head.loading')}>
      <Skeleton circle height={96} />
      <Stack gap={8} style={{ flex: 1 }}>
        <Skeleton height={28} width="60%" radius="sm" />
        <Skeleton height={14} width="30%" radius="sm" />
        <Skeleton height={14} width="40%" radius="sm" />
      </Stack>
    </Group>
  );
};
