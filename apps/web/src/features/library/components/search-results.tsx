import type { MessageId } from '@lingui/core';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ItemKind, SearchResults } from '@studio/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NoResults } from '../../../components/ui/no-results';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useClearRecentSearches, useRecentSearches } from '../api/search';
import type { SaveSlot } from '../save-slot';
import { ItemGrid } from './item-grid';
import { ListTile } from './list-tile';

/** A search's results and the recent searches: their own chunk, loaded when the box is first used. */

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
export const Found = ({
  results,
  storeId,
  save,
}: {
  results: SearchResults;
  storeId: string;
  save: SaveSlot;
}) => {
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
export const Recent = ({ onPick }: { onPick: (query: string) => void }) => {
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
