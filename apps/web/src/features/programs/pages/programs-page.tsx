import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME, type Program } from '@studio/shared';
import { LoadError } from '../../../components/ui/load-error';
import { NoResults } from '../../../components/ui/no-results';
import { t } from '../../../lib/i18n';
import { usePrograms } from '../api/get-programs';
import { ProgramCard } from '../components/program-card';
import { ProgramCardsSkeleton } from '../components/skeletons';

const ProgramList = ({ programs }: { programs: Program[] }) =>
  programs.length === 0 ? (
    <NoResults message={t('common.library.noResults')} />
  ) : (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {programs.map((program) => (
        <ProgramCard key={program.id} program={program} />
      ))}
    </SimpleGrid>
  );

/** /page/programs: the programs list (spec M2). */
export const ProgramsPage = () => {
  useDocumentTitle(`Programs · ${PRODUCT_NAME}`);
  const programs = usePrograms();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Programs</Title>
        <Text c="dimmed">Multi-week training plans, on the days you choose.</Text>
      </Stack>
      {programs.data ? (
        <ProgramList programs={programs.data} />
      ) : programs.isError ? (
        <LoadError what="The programs" onRetry={() => programs.refetch()} retrying={programs.isFetching} />
      ) : (
        <ProgramCardsSkeleton />
      )}
    </Stack>
  );
};
