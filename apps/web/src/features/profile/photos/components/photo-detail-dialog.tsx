import { ActionIcon, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { formatShortDate, type Picture } from '@studio/shared';
import { IconChevronLeft, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useDisplay, useT } from '../../../../lib/i18n';
import { useDeletePicture } from '../api/delete-picture';
import { wrapIndex } from '../utils/wrap-index';

type PhotoDetailDialogProps = {
  pictures: Picture[];
  /** The photo shown; null keeps the dialog closed. */
  selectedId: number | null;
  onSelect: (id: number | null) => void;
};

/**
 * Spec M2, M4 "Photo detail": one photo with its date, previous and next that wrap around, and a
 * delete that asks first. Closing, and a confirmed delete, clear the selection.
 */
export const PhotoDetailDialog = ({ pictures, selectedId, onSelect }: PhotoDetailDialogProps) => {
  const t = useT();
  const display = useDisplay();
  const [confirming, setConfirming] = useState(false);
  const deletePicture = useDeletePicture();
  const index = pictures.findIndex((picture) => picture.id === selectedId);
  const picture = index === -1 ? null : pictures[index];

  const step = (by: number) => {
    const next = pictures[wrapIndex(index + by, pictures.length)];
    if (next) onSelect(next.id);
  };
  const close = () => {
    setConfirming(false);
    onSelect(null);
  };
  const remove = () => {
    if (!picture) return;
    deletePicture.mutate(picture.id, { onSuccess: close });
  };
  const date = picture ? formatShortDate(picture.created_at, display) : '';

  return (
    // The stack shows one dialog at a time: the confirmation hides the photo until it is answered.
    <Modal.Stack>
      <Modal
        stackId="photo-detail"
        opened={picture !== null}
        onClose={close}
        title={t('profile.photo.title')}
        closeButtonProps={{ 'aria-label': t('profile.close') }}
        size="lg"
        centered
      >
        <Stack gap="sm">
          <Text component="time" dateTime={picture?.created_at} fw={600}>
            {date}
          </Text>
          {picture && (
            <Image
              src={picture.photo.url}
              alt={t('profile.photo.alt', { date })}
              radius="md"
              fit="contain"
              mah="60vh"
            />
          )}
          <Group justify="space-between" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="xl"
              aria-label={t('profile.photo.previous')}
              onClick={() => step(-1)}
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('profile.photo.delete')}
            </Button>
            <ActionIcon
              variant="default"
              size="xl"
              aria-label={t('profile.photo.next')}
              onClick={() => step(1)}
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        stackId="photo-delete-confirm"
        opened={confirming && picture !== null}
        title={t('profile.photo.deleteTitle')}
        text={t('profile.photo.deleteText', { date })}
        confirmLabel={t('profile.delete')}
        pending={deletePicture.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Modal.Stack>
  );
};
