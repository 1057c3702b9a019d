import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Program } from '@studio/shared';
import { LoadError } from '../../../components/ui/load-error';
import { NoResults } from '../../../components/ui/no-results';
import { t, useT } from '../../../lib/i18n';
import { usePrograms } from '../api/get-programs';
import { ProgramCard } from '../components/program-card';
import { ProgramCardsSkeleton } from '../components/skeletons';

const ProgramList = ({ programs }: { programs: Program[] }) =>
  programs.length === 0 ? (
    <NoResults message={t('shared.library.noResults')} />
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {programs.map((program) => (
        <ProgramCard key={program.id} program={program} />
      ))}
    </SimpleGrid>
  );

/** /page/programs: the programs list (spec M2). */
export const ProgramsPage = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('programs.list.title') }));
  const programs = usePrograms();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('programs.list.title')}</Title>
        <Text c="dimmed">{t('programs.list.lead')}</Text>
      </Stack>
      {programs.data ? (
        <ProgramList programs={programs.data} />
      ) : programs.isError ? (
        <LoadError
          what={t('programs.list.loadWhat')}
          onRetry={() => programs.refetch()}
          retrying={programs.isFetching}
        />
      ) : (
        <ProgramCardsSkeleton />
      )}
    </Stack>
  );
};
