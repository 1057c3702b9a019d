import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BANNER_HEIGHT } from '@studio/shared';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { NoResults } from '../../../components/ui/no-results';
import { BannerSkeleton, SliderSkeleton } from '../../../components/ui/skeletons';
import { useT } from '../../../lib/i18n';
import { useLibrary } from '../api/get-library';
import type { SaveSlot } from '../save-slot';
import { Banner } from './banner';
import { ItemDetailsModal } from './item-details-modal';
import { LibrarySections, libraryIsEmpty } from './library-sections';
import { StoreSearch } from './store-search';

/** Three sliders fill a screen while the library loads, each with 10 tiles (spec M9). */
const SKELETON_SLIDERS = ['first', 'second', 'third'];

/** /page/{store}: a store's banner and sections (spec M2), with item details over it. */
export const StoreLibrary = ({
  storeId,
  title,
  save,
}: {
  storeId: string;
  title: string;
  save: SaveSlot;
}) => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: title }));
  const { data: library, isError, refetch } = useLibrary(storeId);

  let body: ReactNode;
  if (library) {
    body = (
      <>
        <Banner
          title={library.banner.title || title}
          text={library.banner.description}
          image={library.banner.image}
          height={BANNER_HEIGHT.onDemand}
        />
        {libraryIsEmpty(library) ? (
          <NoResults message={t('shared.library.noResults')} />
        ) : (
          <LibrarySections library={library} save={save} />
        )}
      </>
    );
  } else if (isError) {
    body = <LoadError what={title} onRetry={() => void refetch()} />;
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label={t('library.store.loading', { title })}>
        <Stack gap="xl">
          <BannerSkeleton />
          {SKELETON_SLIDERS.map((key) => (
            <SliderSkeleton key={key} />
          ))}
        </Stack>
      </div>
    );
  }

  return (
    <Stack gap="xl">
      <StoreSearch storeId={storeId} save={save}>
        {body}
      </StoreSearch>
      <ItemDetailsModal storeId={storeId} save={save} />
    </Stack>
  );
};
