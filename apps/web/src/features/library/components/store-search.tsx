import type { MessageId } from '@lingui/core';
import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ItemKind, SearchResults } from '@studio/shared';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NoResults } from '../../../components/ui/no-results';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import {
  hasSearchWord,
  useClearRecentSearches,
  useRecentSearches,
  useRecordSearch,
  useSearch,
} from '../api/search';
import type { SaveSlot } from '../save-slot';
import { ItemGrid } from './item-grid';
import { ListTile } from './list-tile';

/** The search parameter of a store page's search (issue 36): `/page/on_demand?q=yoga` can be shared. */
export const SEARCH_PARAM = 'q';
/** How long typing pauses before the search goes out. */
const TYPING_PAUSE_MS = 200;

const KIND_TITLES: Record<ItemKind, MessageId> = {
  workout: 'library.search.kind.workout',
  exercise: 'library.search.kind.exercise',
  live_training: 'library.search.kind.live_training',
  suggestion_training: 'library.search.kind.suggestion_training',
  recipe: 'library.search.kind.recipe',
  program_recipes: 'library.search.kind.program_recipes',
};

const count = (results: SearchResults) =>
  results.groups.reduce((sum, group) => sum + group.items.length, 0) +
  results.trainers.length +
  results.lists.length +
  results.programs.length;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="sm" component="section" aria-label={title}>
    <Title order={2} size="h4">
      {title}
    </Title>
    {children}
  </Stack>
);

/** A search's answer: the items by kind, then trainers, lists and programs; or what to try instead. */
const Found = ({ results, storeId, save }: { results: SearchResults; storeId: string; save: SaveSlot }) => {
  const t = useT();
  const total = count(results);
  if (total === 0) {
    return (
      <NoResults
        message={t('library.search.noResults', { query: results.query })}
        hint={t('library.search.noResultsHint')}
      />
    );
  }
  return (
    <Stack gap="xl">
      <Text c="dimmed" size="sm" role="status">
        {t('library.search.results', { count: total, query: results.query })}
      </Text>
      {results.groups.map((group) => (
        <Section key={group.kind} title={t(KIND_TITLES[group.kind])}>
          <ItemGrid items={group.items} storeId={storeId} save={save} />
        </Section>
      ))}
      {results.trainers.length > 0 ? (
        <Section title={t('library.search.trainers')}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
            {results.trainers.map((list) => (
              <ListTile key={list.id} list={list} storeId={storeId} variant="category" />
            ))}
          </SimpleGrid>
        </Section>
      ) : null}
      {results.lists.length > 0 ? (
        <Section title={t('library.search.lists')}>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
            {results.lists.map((list) => (
              <ListTile key={list.id} list={list} storeId={storeId} variant="category" />
            ))}
          </SimpleGrid>
        </Section>
      ) : null}
      {results.programs.length > 0 ? (
        <Section title={t('library.search.programs')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {results.programs.map((program) => (
              <Card key={program.id} component={Link} to={paths.programDetails(program.id)} withBorder>
                <Text fw={600}>{program.title}</Text>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {program.description}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Section>
      ) : null}
    </Stack>
  );
};

/** The member's recent searches, to search again with one tap, and a way to forget them. */
const Recent = ({ onPick }: { onPick: (query: string) => void }) => {
  const t = useT();
  const { data } = useRecentSearches();
  const clear = useClearRecentSearches();
  if (!data || data.searches.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('library.search.recent')}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('library.search.recent')}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => clear.mutate()}>
          {t('library.search.clearRecent')}
        </Anchor>
      </Group>
      <Group gap="xs">
        {data.searches.map((query) => (
          <Button key={query} variant="light" size="xs" radius="xl" onClick={() => onPick(query)}>
            {query}
          </Button>
        ))}
      </Group>
    </Stack>
  );
};

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
        {opened && !hasSearchWord(typed) ? <Recent onPick={(picked) => setTyped(picked)} /> : null}
      </Stack>
      {searching && data ? (
        // Opening a result keeps the search among the member's recent ones.
        <div onClickCapture={keep}>
          <Found results={data} storeId={storeId} save={save} />
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
