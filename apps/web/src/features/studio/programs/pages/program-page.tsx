import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StudioProgram } from '@studio/shared';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '../../../../components/ui/full-page-loader';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n';
import { DetailShell } from '../../shared/components/detail-shell';
import { consolePaths } from '../../studio-paths';
import { useProgramVisibility, useProgramWorkouts, useStudioProgram } from '../api/programs';
import { ProgramBadges, standingText } from '../components/program-badges';
import { ProgramForm } from '../components/program-form';
import { ProgramRecipesEditor } from '../components/program-recipes-editor';

/** What showing or hiding means for members, as it stands. */
const visibilityText = (program: StudioProgram, t: ReturnType<typeof useT>) =>
  program.visible
    ? t('studioPrograms.program.visibleNote')
    : program.removed
      ? t('studioPrograms.program.removedNote')
      : t('studioPrograms.program.hiddenNote');

/** Whether members see it: shown, hidden, and who is in it. */
const VisibilityPanel = ({ program }: { program: StudioProgram }) => {
  const visibility = useProgramVisibility();
  const t = useT();
  return (
    <Paper withBorder p="md" component="section" aria-label={t('studioPrograms.program.members')}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <ProgramBadges program={program} />
          <Button
            variant={program.visible ? 'outline' : 'filled'}
            color={program.visible ? 'red.9' : undefined}
            loading={visibility.isPending}
            onClick={() => visibility.mutate({ id: program.id, visible: !program.visible })}
          >
            {program.visible ? t('studioPrograms.program.hide') : t('studioPrograms.program.show')}
          </Button>
        </Group>
        <Text size="sm">{visibilityText(program, t)}</Text>
        <Text size="sm" c="dimmed">
          {standingText(program, t)}
        </Text>
        {program.origin === 'catalog' ? (
          <Text size="sm" c="dimmed">
            {t('studioPrograms.program.fromCatalog')}
          </Text>
        ) : null}
        {program.visible ? (
          <Anchor component={Link} to={paths.programDetails(program.id)} size="sm" w="fit-content">
            {t('studioPrograms.program.openAsMember')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
};

/** A coach makes a program (`/studio/programs/new`) or changes one (`/studio/programs/:id`). */
export const ProgramPage = () => {
  const { id: param } = useParams();
  const creating = param === 'new';
  const id = creating ? null : Number(param);
  const known = creating || (Number.isInteger(id) && (id ?? 0) > 0);
  const program = useStudioProgram(known ? id : null);
  const workouts = useProgramWorkouts();
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState<string | null>(null);
  const t = useT();
  // A program just made says so on the page it opens to, until it is shown.
  const made = program.data?.visible ? null : (location.state as { done?: string } | null)?.done;
  const done = saved ?? made ?? null;

  // Once loaded: the program being changed (null for a new one) and the workouts its days may be.
  const loaded =
    workouts.data && (creating || program.data)
      ? { current: program.data ?? null, choices: workouts.data }
      : undefined;

  return (
    <DetailShell
      back={{ to: consolePaths.programs, label: t('studioPrograms.program.back') }}
      loads={
        known
          ? [
              { what: t('studioPrograms.program.loadProgram'), query: program },
              { what: t('studioPrograms.program.loadWorkouts'), query: workouts },
            ]
          : []
      }
      item={loaded}
      missing={t('studioPrograms.program.missing')}
      loading={<FullPageLoader />}
      maw={960}
    >
      {({ current, choices }) => (
        <>
          <Title order={1} size="h2">
            {current?.title ?? t('studioPrograms.program.newTitle')}
          </Title>
          {current ? <VisibilityPanel program={current} /> : null}
          <ProgramForm
            key={current?.id ?? 'new'}
            program={current}
            workouts={choices}
            done={done}
            onSaved={(saved) => {
              if (creating) {
                navigate(consolePaths.program(saved.id), {
                  replace: true,
                  state: {
                    done: t('studioPrograms.program.madeDraft', { title: saved.title }),
                  },
                });
              } else {
                setSaved(t('studioPrograms.program.saved'));
              }
            }}
          />
          {current ? <ProgramRecipesEditor programId={current.id} /> : null}
        </>
      )}
    </DetailShell>
  );
};
