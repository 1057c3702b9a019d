import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { itemOpens } from '@studio/shared';
import { Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePlatform } from '../../../lib/use-platform';
import { useItem } from '../api/get-item';
import { useItemParam } from '../hooks/use-item-param';
import type { SaveSlot } from '../save-slot';
import type { DetailsContext } from './item-details-body';

// The body brings the player, saving and buying: a page loads it when details first open.
const ItemDetailsBody = lazyComponent(
  () => import('./item-details-body'),
  (m) => m.ItemDetailsBody,
);

const DetailsSkeleton = () => {
  const t = useT();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('library.details.loading')}>
      <Skeleton height={220} radius="md" />
      <Skeleton height={16} width="40%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
    </Stack>
  );
};

/**
 * Item details over a library page, opened by `?item=kind-id` (see useItemParam); full screen on
 * the phone layout. While the player is open above it, the player has Escape and the focus.
 * `save` is the save button of the details (see SaveSlot).
 */
export const ItemDetailsModal = ({ save, ...from }: DetailsContext & { save: SaveSlot }) => {
  const t = useT();
  const { current, close } = useItemParam();
  const { data: item, isError } = useItem(current);
  const [playing, setPlaying] = useState(false);
  const isPhone = usePlatform() !== 'web';
  // Only a hand-typed address can point at an upcoming class: it still does not open (spec M2).
  const opensNow = item ? itemOpens(item) : true;

  return (
    <Modal
      opened={current !== null && !isError}
      onClose={close}
      fullScreen={isPhone}
      size="xl"
      title={item?.title ?? t('library.details.title')}
      closeButtonProps={{ 'aria-label': t('library.details.close') }}
      closeOnEscape={!playing}
      trapFocus={!playing}
    >
      {!item ? (
        <DetailsSkeleton />
      ) : opensNow ? (
        <Suspense fallback={<DetailsSkeleton />}>
          <ItemDetailsBody item={item} from={from} onPlayerOpenChange={setPlaying} save={save} />
        </Suspense>
      ) : (
        <Text>{t('shared.library.upcoming')}</Text>
      )}
    </Modal>
  );
};
