import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { AVATAR_CROP_SIZE, AVATAR_ZOOM } from '@studio/shared';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useT } from '../../../lib/i18n';
import { cropToDataUrl } from '../utils/crop-image';

type AvatarCropDialogProps = {
  /** The picked picture as a data URL; the dialog is open while it is set. */
  source: string | null;
  onCancel: () => void;
  onCropped: (dataUrl: string) => void;
};

const CROP_SIZE = { width: AVATAR_CROP_SIZE, height: AVATAR_CROP_SIZE };
// Room around the 200 px circle so the member sees what is cut away.
const STAGE_HEIGHT = AVATAR_CROP_SIZE + 100;

/** Spec M2: the avatar is cropped as a 200x200 circle, zoom 1 to 3 in steps of 0.02. */
export const AvatarCropDialog = ({ source, onCancel, onCropped }: AvatarCropDialogProps) => {
  const t = useT();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(AVATAR_ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(AVATAR_ZOOM.min);
    setArea(null);
    setFailure(null);
  };

  const close = () => {
    reset();
    onCancel();
  };

  const apply = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      const dataUrl = await cropToDataUrl(source, area);
      reset();
      onCropped(dataUrl);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('profile.crop.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={source !== null}
      onClose={close}
      title={t('profile.crop.title')}
      closeButtonProps={{ 'aria-label': t('profile.close') }}
      centered
    >
      <Stack gap="md">
        <Box pos="relative" h={STAGE_HEIGHT} bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              minZoom={AVATAR_ZOOM.min}
              maxZoom={AVATAR_ZOOM.max}
              cropShape="round"
              cropSize={CROP_SIZE}
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </Box>
        <div>
          <Text size="sm" fw={500} aria-hidden>
            {t('profile.crop.zoom')}
          </Text>
          <Slider
            thumbLabel={t('profile.crop.zoom')}
            min={AVATAR_ZOOM.min}
            max={AVATAR_ZOOM.max}
            step={AVATAR_ZOOM.step}
            value={zoom}
            onChange={setZoom}
            label={(value) => `${value.toFixed(2)}×`}
          />
        </div>
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('profile.cancel')}
          </Button>
          <Button onClick={apply} loading={busy} disabled={!area}>
            {t('profile.crop.use')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
