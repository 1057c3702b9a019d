import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useMe } from '../../accounts';
import { useFormOpen } from '../hooks/use-form-open';
import { usePictures } from '../photos/api/get-pictures';
import { ComparePhotos } from '../photos/components/compare-photos';
import { PhotoDetailDialog } from '../photos/components/photo-detail-dialog';
import { PhotoGrid } from '../photos/components/photo-grid';
import { UploadPhotoDialog } from '../photos/components/upload-photo-dialog';

const PhotosContent = () => {
  const t = useT();
  const { data: pictures, isError, refetch } = usePictures();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [uploading, setUploading] = useFormOpen();

  return (
    <Stack gap="lg" maw={960} w="100%" mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t('profile.photos.title')}</Title>
        <Text c="dimmed">{t('profile.photos.lead')}</Text>
      </Stack>
      {isError ? (
        <LoadError what={t('profile.photos.what')} onRetry={() => void refetch()} />
      ) : (
        <PhotoGrid pictures={pictures} onAdd={() => setUploading(true)} onOpen={setSelectedId} />
      )}
      {pictures?.length === 0 && <Text c="dimmed">{t('profile.photos.none')}</Text>}
      {pictures && pictures.length >= 2 && <ComparePhotos pictures={pictures} />}
      <PhotoDetailDialog pictures={pictures ?? []} selectedId={selectedId} onSelect={setSelectedId} />
      <UploadPhotoDialog opened={uploading} onClose={() => setUploading(false)} />
    </Stack>
  );
};

/**
 * /page/progress-photos (spec M2): the photos grid, the detail and the upload dialog. Without a
 * loaded profile the member goes back to the profile page.
 */
export const ProgressPhotosPage = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('profile.photos.title') }));
  const { data: user, isLoading } = useMe();
  if (isLoading) return <FullPageLoader />;
  if (!user?.profile) return <Navigate to={paths.profile} replace />;
  return <PhotosContent />;
};
