import { Alert, Button, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { MAX_IMAGE_BYTES } from '@studio/shared';
import { useRef, useState } from 'react';
import { apiErrorText } from '../../../../lib/error-handler';
import { useT } from '../../../../lib/i18n';
import { readFileAsDataUrl } from '../../utils/crop-image';
import { useUploadPicture } from '../api/upload-picture';
import { ACCEPTED_PHOTO_TYPES, PhotoDropZone } from './photo-drop-zone';

type UploadPhotoDialogProps = { opened: boolean; onClose: () => void };

type Picked = { status: 'empty' } | { status: 'reading' } | { status: 'ready'; dataUrl: string };

/**
 * Spec M2, M5 "Photo upload": drop or browse for a png or jpeg, see it, and send it as a data URL.
 * The upload waits until the image is read; a refused file or the server's error shows here.
 */
export const UploadPhotoDialog = ({ opened, onClose }: UploadPhotoDialogProps) => {
  const t = useT();
  const [picked, setPicked] = useState<Picked>({ status: 'empty' });
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadPicture();
  // A read that ends after the dialog closed, or after another photo was chosen, is dropped.
  const reading = useRef(0);

  const close = () => {
    reading.current += 1;
    setPicked({ status: 'empty' });
    setError(null);
    upload.reset();
    onClose();
  };

  const fail = (message: string) => {
    setPicked({ status: 'empty' });
    setError(message);
  };
  const choose = async (file: File) => {
    const read = ++reading.current;
    upload.reset();
    setError(null);
    // Checked here to spare a 10 MB upload the server would refuse; it checks the content again.
    if (!ACCEPTED_PHOTO_TYPES.includes(file.type)) return fail(t('shared.upload.imageType'));
    if (file.size > MAX_IMAGE_BYTES) return fail(t('shared.upload.imageTooLarge'));
    setPicked({ status: 'reading' });
    try {
      const dataUrl = await readFileAsDataUrl(file);
      if (read === reading.current) setPicked({ status: 'ready', dataUrl });
    } catch {
      if (read === reading.current) fail(t('shared.upload.imageType'));
    }
  };

  const send = () => {
    if (picked.status !== 'ready') return;
    upload.mutate(picked.dataUrl, { onSuccess: close, onError: (cause) => setError(apiErrorText(cause)) });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('profile.upload.title')}
      closeButtonProps={{ 'aria-label': t('profile.close') }}
      centered
    >
      <Stack gap="md">
        <PhotoDropZone onFile={(file) => void choose(file)} disabled={upload.isPending} />
        {picked.status === 'reading' && (
          <Group justify="center" role="status" aria-label={t('profile.upload.reading')}>
            <Loader size="sm" />
          </Group>
        )}
        {picked.status === 'ready' && (
          <Image src={picked.dataUrl} alt={t('profile.upload.preview')} radius="md" fit="contain" mah={280} />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" style={{ whiteSpace: 'pre-line' }}>
            <Text size="sm">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('profile.cancel')}
          </Button>
          <Button
            onClick={send}
            loading={upload.isPending}
            // Spec M5: only once an image is ready; DESIGN 6: not while an error shows.
            disabled={picked.status !== 'ready' || error !== null}
          >
            {t('profile.upload.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
