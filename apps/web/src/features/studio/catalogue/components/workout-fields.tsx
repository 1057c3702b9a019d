import { Badge, Checkbox, MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import type { StudioWorkout, WorkoutInput } from '@studio/shared';
import { Controller } from 'react-hook-form';
import type { useServerForm } from '../../../../lib/use-server-form';

type WorkoutForm = ReturnType<typeof useServerForm<WorkoutInput, unknown>>;

export const EMPTY_WORKOUT: WorkoutInput = {
  title: '',
  description: '',
  kind: 'workout',
  trainer_ids: [],
  is_new: false,
};

export const workoutValues = (workout: StudioWorkout): WorkoutInput => ({
  title: workout.title,
  description: workout.description,
  kind: workout.kind === 'exercise' ? 'exercise' : 'workout',
  trainer_ids: workout.trainers.map((t) => t.id),
  is_new: workout.is_new,
});

/** m:ss, or h:mm:ss for a class of an hour or more. */
export const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** Colours that pass AA on white, as the console's other badges (catalogue-badges.tsx). */
const VIDEO_BADGE = {
  none: { color: 'dark.5', label: 'No video yet' },
  processing: { color: 'blue.9', label: 'Processing' },
  ready: { color: 'teal.9', label: 'Ready' },
  failed: { color: 'red.9', label: 'Video failed' },
} as const;

export const VideoBadge = ({ state }: { state: StudioWorkout['video']['state'] }) => (
  <Badge color={VIDEO_BADGE[state].color}>{VIDEO_BADGE[state].label}</Badge>
);

/** The fields of a workout, in a new-workout or an edit form. */
export const WorkoutFields = ({
  form,
  trainers,
}: {
  form: WorkoutForm;
  trainers: { id: number; name: string }[];
}) => (
  <>
    <TextInput label="Title" {...form.register('title')} error={form.errors.title?.message} />
    <Controller
      control={form.control}
      name="kind"
      render={({ field }) => (
        <Select
          label="Kind"
          data={[
            { value: 'workout', label: 'Workout' },
            { value: 'exercise', label: 'Exercise' },
          ]}
          value={field.value ?? 'workout'}
          onChange={(value) => field.onChange(value ?? 'workout')}
          allowDeselect={false}
          error={form.errors.kind?.message}
        />
      )}
    />
    <Controller
      control={form.control}
      name="trainer_ids"
      render={({ field }) => (
        <MultiSelect
          label="Trainers"
          placeholder="Choose trainers"
          searchable
          data={trainers.map((trainer) => ({ value: String(trainer.id), label: trainer.name }))}
          value={(field.value ?? []).map(String)}
          onChange={(values) => field.onChange(values.map(Number))}
          error={form.errors.trainer_ids?.message}
        />
      )}
    />
    <Textarea
      label="Description (optional)"
      autosize
      minRows={2}
      {...form.register('description')}
      error={form.errors.description?.message}
    />
    <Checkbox label="Mark as new" {...form.register('is_new')} error={form.errors.is_new?.message} />
  </>
);
