import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StudioProgramSummary } from '@studio/shared';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { formatMoney } from '../../../../lib/format';
import { consolePaths } from '../../studio-paths';
import { useStudioPrograms } from '../api/programs';
import { ProgramBadges, standingText } from '../components/program-badges';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const ProgramCard = ({ program }: { program: StudioProgramSummary }) => (
  <Paper component="li" withBorder p="sm" aria-label={program.title}>
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text component={Link} to={consolePaths.program(program.id)} fw={600} c="var(--mantine-color-anchor)">
        {program.title}
      </Text>
      <ProgramBadges program={program} />
    </Group>
    <Text size="sm">
      {formatMoney(program.price)} · {plural(program.weeks, 'week')} ·{' '}
      {plural(program.week_required_days, 'day')} a week
    </Text>
    <Text size="sm" c="dimmed">
      {standingText(program)}
    </Text>
  </Paper>
);

/** Coaches see every program, on offer or not, and open one to change it (issue 17). */
export const ProgramsPage = () => {
  const programs = useStudioPrograms();
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Programs
        </Title>
        <Button component={Link} to={consolePaths.newProgram}>
          New program
        </Button>
      </Group>
      {programs.isError ? (
        <LoadError what="The programs" onRetry={() => programs.refetch()} retrying={programs.isFetching} />
      ) : programs.isSuccess && programs.data.length === 0 ? (
        <Text c="dimmed">No programs yet. Make the first one.</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Programs">
          {(programs.data ?? []).map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
