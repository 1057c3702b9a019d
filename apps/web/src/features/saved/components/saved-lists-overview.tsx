import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME, SAVED_LIST_KINDS, type SavedListKind } from '@studio/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { NoResults } from '../../../components/ui/no-results';
import { GridSkeleton } from '../../../components/ui/skeletons';
import { t } from '../../../lib/i18n';
import { useSavedLists } from '../api/get-saved-lists';
import { LIST_KIND_LABELS } from '../saved-kinds';
import { CreateListDialog } from './create-list-dialog';
import { SavedListCard } from './saved-list-card';
import { TileGrid } from './tile-grid';

const ALL = 'all';
const FILTERS = [
  { value: ALL, label: 'All' },
  ...SAVED_LIST_KINDS.map((kind) => ({ value: kind, label: LIST_KIND_LABELS[kind] })),
];

const isKind = (value: string | null): value is SavedListKind =>
  SAVED_LIST_KINDS.includes(value as SavedListKind);

/**
 * /page/saved/: the member's lists, newest first, with a workout/recipe filter (spec M2). The
 * filter is in the address (`?kind=recipe`), so coming back from a list keeps it.
 */
export const SavedListsOverview = () => {
  useDocumentTitle(`Saved · ${PRODUCT_NAME}`);
  const [search, setSearch] = useSearchParams();
  const kindParam = search.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  const [creating, setCreating] = useState(false);
  const lists = useSavedLists();
  const shown = (lists.data ?? []).filter((list) => kind === null || list.kind === kind);

  let content = (
    <div role="status" aria-label="Loading saved lists">
      <GridSkeleton />
    </div>
  );
  if (lists.data) {
    content =
      shown.length === 0 ? (
        <NoResults message={t('common.library.noResults')} />
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
    content = <LoadError what="Your saved lists" onRetry={() => void lists.refetch()} />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Saved</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          Create a list
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Show lists"
        data={FILTERS}
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
