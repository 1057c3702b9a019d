import { Badge, Group, Text } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useT } from '../../../../lib/i18n';

/** "Live" in red, and how many members watch with the chat open (once the chat has said). */
export const LiveStatus = ({ viewers }: { viewers: number | undefined }) => {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color="red.8" leftSection={<IconBroadcast size={12} aria-hidden />}>
        {t('library.player.live')}
      </Badge>
      {viewers === undefined ? null : (
        <Text size="sm" c="gray.4">
          {t('library.player.watching', { count: viewers })}
        </Text>
      )}
    </Group>
  );
};
