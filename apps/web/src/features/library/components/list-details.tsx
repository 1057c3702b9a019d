import { Badge, Button, Center, Collapse, Group, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ListStoreId } from '@studio/shared';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { NoResults } from '../../../components/ui/no-results';
import { BannerSkeleton, GridSkeleton } from '../../../components/ui/skeletons';
import { useT } from '../../../lib/i18n';
import { useFilters } from '../api/get-filters';
import { useList } from '../api/get-list';
import { useLoadMore } from '../hooks/use-load-more';
import type { SaveSlot } from '../save-slot';
import { CategoryChips } from './category-chips';
import { FilterPanel, toggleFilter } from './filter-panel';
import { ItemDetailsModal } from './item-details-modal';
import { ItemGrid } from './item-grid';
import { ListHead } from './list-head';

/** `save`: the save button of the cards and details (see SaveSlot). */
type ListDetailsProps = { storeId: string; listStoreId: ListStoreId; id: string; save: SaveSlot };

/**
 * One list (spec M2, M4): head, filters, and a grid paged 10 at a time as the member scrolls.
 * Mounted per list (keyed by the page), so another list starts with no filters and offset 0.
 */
export const ListDetails = ({ storeId, listStoreId, id, save }: ListDetailsProps) => {
  const t = useT();
  const [search] = useSearchParams();
  const [filters, setFilters] = useState<number[]>([]);
  const panelId = useId();
  // Categories and trainers filter (spec M2); on demand behind a toggle, nutrition chips' lists
  // always, unless their link says ?filter=false.
  const filterable = listStoreId !== 'curated_lists';
  const withToggle = storeId === 'on_demand';
  const [panelOpen, setPanelOpen] = useState(false);
  const groups = useFilters(storeId, filterable).data ?? [];
  const showsPanel = filterable && groups.length > 0 && search.get('filter') !== 'false';

  const list = useList({ storeId, listStoreId, id, filters });
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const summary = pages[0]?.list;
  useDocumentTitle(t('common.pageTitle', { page: summary?.title ?? t('library.list.untitled') }));
  const sentinel = useLoadMore({
    // After a failed page the observer must not retry by itself (it would fire again at once).
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError,
    loadMore: () => void list.fetchNextPage(),
    pageCount: pages.length,
  });

  let results: ReactNode;
  if (list.isPending) results = <GridSkeleton />;
  else if (list.isError && items.length === 0)
    results = <LoadError what={t('library.list.thisList')} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    results = (
      <NoResults
        message={filters.length > 0 ? t('shared.library.noFilterResults') : t('shared.library.noResults')}
      />
    );
  else results = <ItemGrid items={items} storeId={storeId} save={save} />;

  return (
    <Stack gap="lg">
      {summary ? <ListHead list={summary} /> : listStoreId === 'categories' ? null : <BannerSkeleton />}
      <CategoryChips storeId={storeId} current={listStoreId === 'categories' ? Number(id) : null} />
      {showsPanel && withToggle ? (
        <Group>
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={filters.length > 0 ? <Badge size="sm">{filters.length}</Badge> : null}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            {t('library.filters.title')}
          </Button>
        </Group>
      ) : null}
      {showsPanel ? (
        <Collapse expanded={!withToggle || panelOpen}>
          <FilterPanel
            id={panelId}
            groups={groups}
            active={filters}
            onToggle={(option) => setFilters((active) => toggleFilter(active, option))}
          />
        </Collapse>
      ) : null}
      {results}
      <div ref={sentinel} aria-hidden />
      {list.isFetchingNextPage ? (
        <Center role="status" aria-label={t('library.list.loadingMore')}>
          <Loader size="sm" />
        </Center>
      ) : null}
      <ItemDetailsModal storeId={storeId} listStoreId={listStoreId} save={save} />
    </Stack>
  );
};
