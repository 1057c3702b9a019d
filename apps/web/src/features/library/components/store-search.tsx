import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n';
import { hasSearchWord, useRecordSearch, useSearch } from '../api/search';
import type { SaveSlot } from '../save-slot';

/** The search parameter of a store page's search (issue 36): `/page/on_demand?q=yoga` can be shared. */
export const SEARCH_PARAM = 'q';
/** How long typing pauses before the search goes out. */
const TYPING_PAUSE_MS = 200;

// The results and recent searches load when the box is first used: home, which shares the library's
// code, stays within its weight (issue 13).
const Found = lazy(() => import('./search-results').then((module) => ({ default: module.Found })));
const Recent = lazy(() => import('./search-results').then((module) => ({ default: module.Recent })));

/**
 * A store page's search box (issue 36) over `children` (the store's library): as the member types,
 * the results take the library's place; what was typed stays in the address (`?q=`), so the back
 * button and a shared link bring it back. A result opened, or Enter, keeps the search as a recent one.
 */
export const StoreSearch = ({
  storeId,
  save,
  children,
}: {
  storeId: string;
  save: SaveSlot;
  children: ReactNode;
}) => {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const [opened, setOpened] = useState(false);
  const [query] = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const searching = hasSearchWord(query);
  const { data, isFetching } = useSearch(storeId, query);
  const record = useRecordSearch();

  useEffect(() => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (hasSearchWord(query)) next.set(SEARCH_PARAM, query.trim());
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [query, setParams]);

  const keep = () => {
    if (hasSearchWord(typed)) record.mutate(typed.trim());
  };

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <TextInput
          type="search"
          size="md"
          radius="xl"
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={isFetching && searching ? <Loader size="xs" /> : null}
          aria-label={t('library.search.label')}
          placeholder={t(
            storeId === 'nutrition' ? 'library.search.placeholderNutrition' : 'library.search.placeholder',
          )}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onFocus={() => setOpened(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') keep();
          }}
        />
        {/* Once the box was used, until a word is typed (a tap on one would blur the box first). */}
        {opened && !hasSearchWord(typed) ? (
          <Suspense fallback={null}>
            <Recent onPick={(picked) => setTyped(picked)} />
          </Suspense>
        ) : null}
      </Stack>
      {searching && data ? (
        // Opening a result keeps the search among the member's recent ones.
        <div onClickCapture={keep}>
          <Suspense fallback={null}>
            <Found results={data} storeId={storeId} save={save} />
          </Suspense>
        </div>
      ) : searching ? (
        <Text c="dimmed" role="status">
          {t('library.search.loading')}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
};
