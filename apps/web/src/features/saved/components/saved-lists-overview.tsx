import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { SAVED_LIST_KINDS, type SavedListKind } from '@studio/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { NoResults } from '../../../components/ui/no-results';
import { GridSkeleton } from '../../../components/ui/skeletons';
import { useT } from '../../../lib/i18n';
import { useSavedLists } from '../api/get-saved-lists';
import { LIST_KIND_LABELS } from '../saved-kinds';
import { CreateListDialog } from './create-list-dialog';
import { SavedListCard } from './saved-list-card';
import { TileGrid } from './tile-grid';

const ALL = 'all';

const isKind = (value: string | null): value is SavedListKind =>
  SAVED_LIST_KINDS.includes(value as SavedListKind);

/**
 * /page/saved/: the member's lists, newest first, with a workout/recipe filter (spec M2). The
 * filter is in the address (`?kind=recipe`), so coming back from a list keeps it.
 */
export const SavedListsOverview = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('saved.overview.title') }));
  const filters = [
    { value: ALL, label: t('saved.kind.all') },
    ...SAVED_LIST_KINDS.map((kind) => ({ value: kind, label: t(LIST_KIND_LABELS[kind]) })),
  ];
  const [search, setSearch] = useSearchParams();
  const kindParam = search.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  const [creating, setCreating] = useState(false);
  const lists = useSavedLists();
  const shown = (lists.data ?? []).filter((list) => kind === null || list.kind === kind);

  let content = (
    <div role="status" aria-label={t('saved.overview.loading')}>
      <GridSkeleton />
    </div>
  );
  if (lists.data) {
    content =
      shown.length === 0 ? (
        <NoResults message={t('shared.library.noResults')} />
      ) : (
        <TileGrid>
          {shown.map((list) => (
            <li key={list.id}>
              <SavedListCard list={list} />
            </li>
          ))}
        </TileGrid>
      );
  } else if (lists.isError)
    content = <LoadError what={t('saved.overview.loadWhat')} onRetry={() => void lists.refetch()} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('saved.overview.title')}</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          {t('saved.overview.create')}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t('saved.overview.filter')}
        data={filters}
        value={kind ?? ALL}
        onChange={(value) => setSearch(isKind(value) ? { kind: value } : {}, { replace: true })}
        w={{ base: '100%', xs: 'fit-content' }}
      />
      {content}
      {creating ? (
        <CreateListDialog initialKind={kind ?? 'workout'} onClose={() => setCreating(false)} />
      ) : null}
    </Stack>
  );
};
