import { Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type StudioWorkout, WorkoutInputSchema } from '@studio/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { ConsoleForm } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { consolePaths } from '../../studio-paths';
import { useSaveWorkout, useWorkouts } from '../api/workouts';
import { CatalogueBadges } from '../components/catalogue-badges';
import { clock, EMPTY_WORKOUT, VideoBadge, WorkoutFields } from '../components/workout-fields';

/** Makes a workout (hidden until its video is ready), then opens it to upload the video. */
const NewWorkout = ({ trainers }: { trainers: { id: number; name: string }[] }) => {
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
      title="New workout"
      hint="Members see it once its video is uploaded, ready, and you show it."
      submitLabel="Make workout"
    >
      <WorkoutFields form={form} trainers={trainers} />
    </ConsoleForm>
  );
};

const WorkoutRow = ({ workout }: { workout: StudioWorkout }) => (
  <Paper component="li" withBorder p="sm" aria-label={workout.title}>
    <Group wrap="nowrap" gap="sm" align="flex-start">
      {workout.image ? (
        <Image src={workout.image} alt="" w={96} h={54} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
      ) : null}
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Text component={Link} to={consolePaths.workout(workout.id)} fw={600} c="var(--mantine-color-anchor)">
          {workout.title}
        </Text>
        <Text size="sm" c="dimmed">
          {[
            workout.kind === 'exercise' ? 'Exercise' : 'Workout',
            workout.duration_seconds > 0 ? clock(workout.duration_seconds) : null,
            workout.trainers.map((t) => t.name).join(', ') || null,
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

/** On-demand workouts (issue 17, coach): every one, newest first, found by title. */
export const WorkoutsPage = () => {
  const workouts = useWorkouts();
  const [typed, setTyped] = useState('');
  const query = typed.trim().toLowerCase();
  const shown = (workouts.data?.workouts ?? []).filter((w) => w.title.toLowerCase().includes(query));
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        On-demand workouts
      </Title>
      {workouts.isError && !workouts.data ? (
        <LoadError what="The workouts" onRetry={() => workouts.refetch()} retrying={workouts.isFetching} />
      ) : workouts.data ? (
        <>
          <NewWorkout trainers={workouts.data.trainers} />
          <TextInput
            label="Find a workout"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          {shown.length === 0 ? (
            <Text c="dimmed">{query ? `No workout is called “${typed.trim()}”.` : 'No workouts yet.'}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Workouts">
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
