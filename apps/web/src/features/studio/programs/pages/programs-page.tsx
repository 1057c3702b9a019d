import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type StudioProgramSummary } from '@studio/shared';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { useDisplay, useT } from '../../../../lib/i18n';
import { consolePaths } from '../../studio-paths';
import { useStudioPrograms } from '../api/programs';
import { ProgramBadges, standingText } from '../components/program-badges';

const ProgramCard = ({ program }: { program: StudioProgramSummary }) => {
  const t = useT();
  const display = useDisplay();
  return (
    <Paper component="li" withBorder p="sm" aria-label={program.title}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text component={Link} to={consolePaths.program(program.id)} fw={600} c="var(--mantine-color-anchor)">
          {program.title}
        </Text>
        <ProgramBadges program={program} />
      </Group>
      <Text size="sm">
        {t('studioPrograms.list.facts', {
          price: formatMoney(program.price, display),
          weeks: program.weeks,
          days: program.week_required_days,
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {standingText(program, t)}
      </Text>
    </Paper>
  );
};

/** Coaches see every program, on offer or not, and open one to change it (issue 17). */
export const ProgramsPage = () => {
  const programs = useStudioPrograms();
  const t = useT();
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('studioPrograms.list.title')}
        </Title>
        <Button component={Link} to={consolePaths.newProgram}>
          {t('studioPrograms.list.new')}
        </Button>
      </Group>
      {programs.isError ? (
        <LoadError
          what={t('studioPrograms.list.loadWhat')}
          onRetry={() => programs.refetch()}
          retrying={programs.isFetching}
        />
      ) : programs.isSuccess && programs.data.length === 0 ? (
        <Text c="dimmed">{t('studioPrograms.list.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('studioPrograms.list.title')}
        >
          {(programs.data ?? []).map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
