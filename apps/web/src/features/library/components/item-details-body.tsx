import { AspectRatio, Badge, Box, Group, Image, Overlay, Stack, Text, ThemeIcon } from '@mantine/core';
import { type ItemDetails, itemLocked, showsBannerActions } from '@studio/shared';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n';
import { DownloadControl, PlayAction } from '../../playback';
import { libraryKeys } from '../api/query-keys';
import { markItemCompleted } from '../mark-completed';
import type { SaveSlot } from '../save-slot';
import { ItemDetailsSections } from './item-details-sections';
import { itemMinutes, minutesText } from './item-meta';

export type DetailsContext = { storeId: string; listStoreId?: string | null };

type ItemDetailsBodyProps = {
  item: ItemDetails;
  from: DetailsContext;
  onPlayerOpenChange: (open: boolean) => void;
  /** The save button beside the play action (see SaveSlot). */
  save: SaveSlot;
};

/** Item details: banner (locked or with its play action), minutes, description, then the sections. */
export const ItemDetailsBody = ({ item, from, onPlayerOpenChange, save: Save }: ItemDetailsBodyProps) => {
  const t = useT();
  const queryClient = useQueryClient();
  const banner = item.banner_image.url ?? item.image;
  const locked = itemLocked(item, from.storeId);
  return (
    <Stack gap="lg">
      <Box pos="relative">
        <AspectRatio ratio={16 / 9}>
          {banner ? <Image src={banner} alt="" radius="md" /> : <Box bg="var(--studio-color-empty-art)" />}
        </AspectRatio>
        {locked ? (
          <Overlay color="#000" backgroundOpacity={0.45} radius="md" center>
            <ThemeIcon size={56} radius="xl" color="dark">
              <IconLock size={30} aria-hidden />
            </ThemeIcon>
          </Overlay>
        ) : null}
      </Box>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs">
          <Text fw={600}>{minutesText(t, itemMinutes(item))}</Text>
          {item.is_new ? <Badge>{t('library.item.new')}</Badge> : null}
          {item.completed ? (
            <Badge color="teal.9" leftSection={<IconCircleCheck size={14} aria-hidden />}>
              {t('library.item.completed')}
            </Badge>
          ) : null}
          {locked ? <Badge color="dark">{t('library.item.locked')}</Badge> : null}
        </Group>
        <Group gap="xs">
          {/* Its dialog, like the player, takes Escape and the focus from the details meanwhile. */}
          <Save item={item} variant="light" size="input-md" onDialogOpenChange={onPlayerOpenChange} />
          {showsBannerActions(item, from) ? (
            <PlayAction
              item={item}
              onOpenChange={onPlayerOpenChange}
              // "recently watched" follows a start; a finish also shows the check everywhere (spec M4).
              onStarted={() => void queryClient.invalidateQueries({ queryKey: libraryKeys.stores })}
              onFinished={() => markItemCompleted(queryClient, item)}
            />
          ) : null}
        </Group>
      </Group>
      {/* Offline viewing (issue 36): a recorded video the member may watch. */}
      {showsBannerActions(item, from) &&
      item.can_watch === true &&
      item.kind !== 'live_training' &&
      item.file_url_hls ? (
        <DownloadControl item={item} />
      ) : null}
      {item.description ? <Text style={{ whiteSpace: 'pre-line' }}>{item.description}</Text> : null}
      <ItemDetailsSections item={item} />
    </Stack>
  );
};
