import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { AVATAR_CROP_SIZE, MAX_IMAGE_BYTES } from '@studio/shared';
import { IconUser } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { readFileAsDataUrl } from '../utils/crop-image';
import { AvatarCropDialog } from './avatar-crop-dialog';

// Spec A5: photos are png or jpeg; the server checks the content again.
const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
const PREVIEW_SIZE = AVATAR_CROP_SIZE / 2;

type AvatarFieldProps = {
  /** What the preview shows: the newly cropped data URL, else the stored avatar URL. */
  value: string | null;
  onChange: (dataUrl: string) => void;
  error?: string;
  disabled?: boolean;
};

/** Picks a png or jpeg, lets the member crop it in a circle, and hands back the cropped data URL. */
export const AvatarField = ({ value, onChange, error, disabled }: AvatarFieldProps) => {
  const t = useT();
  const [source, setSource] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    // Clearing the input lets the member pick the same file again after cancelling.
    resetRef.current?.();
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type)) return setPickError(t('shared.upload.imageType'));
    if (file.size > MAX_IMAGE_BYTES) return setPickError(t('shared.upload.imageTooLarge'));
    setPickError(null);
    try {
      setSource(await readFileAsDataUrl(file));
    } catch {
      setPickError(t('shared.upload.imageType'));
    }
  };

  const shownError = pickError ?? error;

  return (
    <Stack gap={6}>
      <Input.Label labelElement="div">{t('profile.avatar.label')}</Input.Label>
      <Group gap="md">
        <Avatar src={value} alt={t('profile.avatar.preview')} size={PREVIEW_SIZE} radius="50%">
          <IconUser size={PREVIEW_SIZE / 2} aria-hidden />
        </Avatar>
        <Stack gap={4}>
          <FileButton
            onChange={pick}
            accept={ACCEPTED_TYPES.join(',')}
            resetRef={resetRef}
            disabled={disabled}
            inputProps={{ 'aria-label': t('profile.avatar.file') }}
          >
            {(props) => (
              <Button variant="light" {...props} disabled={disabled}>
                {value ? t('profile.avatar.change') : t('profile.avatar.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('profile.avatar.types')}
          </Text>
        </Stack>
      </Group>
      {shownError && (
        <Text c="red" size="sm" role="alert">
          {shownError}
        </Text>
      )}
      <AvatarCropDialog
        source={source}
        onCancel={() => setSource(null)}
        onCropped={(dataUrl) => {
          setSource(null);
          onChange(dataUrl);
        }}
      />
    </Stack>
  );
};
