import { AspectRatio, Image, Paper, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatShortDate, type Picture, SKELETONS } from '@studio/shared';
import { IconCameraPlus } from '@tabler/icons-react';
import { skeletonKeys } from '../../../../components/ui/skeletons';
import { useDisplay, useT } from '../../../../lib/i18n';

const SKELETON_KEYS = skeletonKeys(SKELETONS.photoTiles, 'photo-tile');
const COLUMNS = { base: 2, xs: 3, md: 5 };

type PhotoGridProps = {
  /** Undefined while the photos load: skeleton tiles hold their place. */
  pictures: Picture[] | undefined;
  onAdd: () => void;
  onOpen: (id: number) => void;
};

/** Spec M2: the upload tile first, then the photos newest first (10 skeleton tiles while loading). */
export const PhotoGrid = ({ pictures, onAdd, onOpen }: PhotoGridProps) => {
  const t = useT();
  const display = useDisplay();
  return (
    <SimpleGrid
      cols={COLUMNS}
      spacing="sm"
      component="ul"
      aria-label={t('profile.grid.label')}
      aria-busy={!pictures}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      <li>
        <UnstyledButton onClick={onAdd} w="100%" aria-label={t('profile.grid.add')}>
          <AspectRatio ratio={1}>
            <Paper withBorder radius="md" style={{ borderStyle: 'dashed', borderWidth: 2 }}>
              <Stack align="center" justify="center" gap={4} h="100%">
                <IconCameraPlus size={32} aria-hidden />
                <Text size="sm" fw={500}>
                  {t('profile.grid.add')}
                </Text>
              </Stack>
            </Paper>
          </AspectRatio>
        </UnstyledButton>
      </li>
      {pictures
        ? pictures.map((picture) => (
            <li key={picture.id}>
              <UnstyledButton
                onClick={() => onOpen(picture.id)}
                w="100%"
                aria-label={t('profile.grid.photo', { date: formatShortDate(picture.created_at, display) })}
              >
                <AspectRatio ratio={1}>
                  <Image src={picture.photo.url} alt="" radius="md" fit="cover" loading="lazy" />
                </AspectRatio>
              </UnstyledButton>
            </li>
          ))
        : SKELETON_KEYS.map((key) => (
            <li key={key} aria-hidden>
              <AspectRatio ratio={1}>
                <Skeleton radius="md" data-testid="photo-tile-skeleton" />
              </AspectRatio>
            </li>
          ))}
    </SimpleGrid>
  );
};
