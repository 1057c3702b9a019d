import { Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type StudioWorkout, WorkoutInputSchema } from '@studio/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { consolePaths } from '../../studio-paths';
import { useSaveWorkout, useWorkouts } from '../api/workouts';
import { CatalogueBadges } from '../components/catalogue-badges';
import { clock, EMPTY_WORKOUT, VideoBadge, WorkoutFields } from '../components/workout-fields';

/** Makes a workout (hidden until its video is ready), then opens it to upload the video. */
const NewWorkout = ({ trainers }: { trainers: { id: number; name: string }[] }) => {
  const t = useT();
  const navigate = useNavigate();
  const { form, formProps } = useConsoleForm({
    schema: WorkoutInputSchema,
    defaults: EMPTY_WORKOUT,
    mutation: useSaveWorkout(),
    variables: (input) => ({ input }),
    onSaved: (workout) => navigate(consolePaths.workout(workout.id)),
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('catalogue.workouts.newTitle')}
      hint={t('catalogue.workouts.newHint')}
      submitLabel={t('catalogue.workouts.newSubmit')}
    >
      <WorkoutFields form={form} trainers={trainers} />
    </ConsoleForm>
  );
};

const WorkoutRow = ({ workout }: { workout: StudioWorkout }) => {
  const t = useT();
  return (
    <Paper component="li" withBorder p="sm" aria-label={workout.title}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        {workout.image ? (
          <Image src={workout.image} alt="" w={96} h={54} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
        ) : null}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text
            component={Link}
            to={consolePaths.workout(workout.id)}
            fw={600}
            c="var(--mantine-color-anchor)"
          >
            {workout.title}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              workout.kind === 'exercise'
                ? t('catalogue.workout.kindExercise')
                : t('catalogue.workout.kindWorkout'),
              workout.duration_seconds > 0 ? clock(workout.duration_seconds) : null,
              workout.trainers.map((trainer) => trainer.name).join(', ') || null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Group gap="xs">
            <VideoBadge state={workout.video.state} />
            <CatalogueBadges hidden={workout.hidden} origin={workout.origin} />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
};

/** On-demand workouts (issue 17, coach): every one, newest first, found by title. */
export const WorkoutsPage = () => {
  const t = useT();
  const workouts = useWorkouts();
  const [typed, setTyped] = useState('');
  const query = typed.trim().toLowerCase();
  const shown = (workouts.data?.workouts ?? []).filter((w) => w.title.toLowerCase().includes(query));
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('catalogue.workouts.heading')}
      </Title>
      {workouts.isError && !workouts.data ? (
        <LoadError
          what={t('catalogue.workouts.what')}
          onRetry={() => workouts.refetch()}
          retrying={workouts.isFetching}
        />
      ) : workouts.data ? (
        <>
          <NewWorkout trainers={workouts.data.trainers} />
          <TextInput
            label={t('catalogue.workouts.find')}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          {shown.length === 0 ? (
            <Text c="dimmed">
              {query
                ? t('catalogue.workouts.noneCalled', { query: typed.trim() })
                : t('catalogue.workouts.none')}
            </Text>
          ) : (
            <Stack
              component="ul"
              gap="xs"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('catalogue.workouts.list')}
            >
              {shown.map((workout) => (
                <WorkoutRow key={workout.id} workout={workout} />
              ))}
            </Stack>
          )}
        </>
      ) : null}
    </Stack>
  );
};
