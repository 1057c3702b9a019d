import { Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { MAX_IMAGE_BYTES } from '@studio/shared';
import { IconPhotoUp } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useT } from '../../../../lib/i18n';
import { usePlatform } from '../../../../lib/use-platform';

/** Spec A5: photos are png or jpeg; the server checks the content again. */
export const ACCEPTED_PHOTO_TYPES = ['image/png', 'image/jpeg'];

type PhotoDropZoneProps = { onFile: (file: File) => void; disabled?: boolean };

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Spec M2 "Upload dialog": drop a photo on the zone or browse for one ("Upload photo" on phones).
 * Native drag events: the app has no drop-zone package, and a zone plus a file input is all it takes.
 */
export const PhotoDropZone = ({ onFile, disabled = false }: PhotoDropZoneProps) => {
  const t = useT();
  const phone = usePlatform() !== 'web';
  const [over, setOver] = useState(false);
  const resetRef = useRef<() => void>(null);

  const onDragOver = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    // Without preventDefault the browser refuses the drop (and would open the file instead).
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer?.files?.[0];
    if (!disabled && file) onFile(file);
  };
  const pick = (file: File | null) => {
    // Clearing the input lets the member pick the same file again.
    resetRef.current?.();
    if (file) onFile(file);
  };

  return (
    <Paper
      role="group"
      aria-label={t('profile.drop.label')}
      withBorder
      radius="md"
      p="lg"
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-over={over || undefined}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
        background: over ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Stack align="center" gap="xs">
        <IconPhotoUp size={40} aria-hidden />
        {!phone && <Text ta="center">{t('profile.drop.drag')}</Text>}
        <FileButton
          onChange={pick}
          accept={ACCEPTED_PHOTO_TYPES.join(',')}
          resetRef={resetRef}
          disabled={disabled}
          inputProps={{ 'aria-label': t('profile.drop.file') }}
        >
          {(props) => (
            <Button variant="light" {...props} disabled={disabled}>
              {phone ? t('profile.avatar.upload') : t('profile.drop.browse')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed" ta="center">
          {t('profile.drop.types', { megabytes: MAX_IMAGE_BYTES / (1024 * 1024) })}
        </Text>
      </Stack>
    </Paper>
  );
};
