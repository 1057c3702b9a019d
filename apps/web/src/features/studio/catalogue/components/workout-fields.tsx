import { Badge, Checkbox, MultiSelect, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { type MessageId, type StudioWorkout, TRAILER_SECONDS, type WorkoutInput } from '@studio/shared';
import { Controller } from 'react-hook-form';
import { useT } from '../../../../lib/i18n';
import type { useServerForm } from '../../../../lib/use-server-form';

type WorkoutForm = ReturnType<typeof useServerForm<WorkoutInput, unknown>>;

export const EMPTY_WORKOUT: WorkoutInput = {
  title: '',
  description: '',
  kind: 'workout',
  trainer_ids: [],
  is_new: false,
  free_sample: false,
  trailer_start_seconds: 0,
};

export const workoutValues = (workout: StudioWorkout): WorkoutInput => ({
  title: workout.title,
  description: workout.description,
  kind: workout.kind === 'exercise' ? 'exercise' : 'workout',
  trainer_ids: workout.trainers.map((t) => t.id),
  is_new: workout.is_new,
  free_sample: workout.free_sample,
  trailer_start_seconds: workout.trailer.start_seconds,
});

/** m:ss, or h:mm:ss for a class of an hour or more. */
export const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** Colours that pass AA on white, as the console's other badges (catalogue-badges.tsx). */
const VIDEO_BADGE: Record<StudioWorkout['video']['state'], { color: string; label: MessageId }> = {
  none: { color: 'dark.5', label: 'catalogue.video.none' },
  processing: { color: 'blue.9', label: 'catalogue.video.processing' },
  ready: { color: 'teal.9', label: 'catalogue.video.ready' },
  failed: { color: 'red.9', label: 'catalogue.video.failed' },
};

export const VideoBadge = ({ state }: { state: StudioWorkout['video']['state'] }) => {
  const t = useT();
  return <Badge color={VIDEO_BADGE[state].color}>{t(VIDEO_BADGE[state].label)}</Badge>;
};

/** The fields of a workout, in a new-workout or an edit form. */
export const WorkoutFields = ({
  form,
  trainers,
}: {
  form: WorkoutForm;
  trainers: { id: number; name: string }[];
}) => {
  const t = useT();
  return (
    <>
      <TextInput
        label={t('catalogue.form.title')}
        {...form.register('title')}
        error={form.errors.title?.message}
      />
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <Select
            label={t('catalogue.form.kind')}
            data={[
              { value: 'workout', label: t('catalogue.workout.kindWorkout') },
              { value: 'exercise', label: t('catalogue.workout.kindExercise') },
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
            label={t('catalogue.workout.trainers')}
            placeholder={t('catalogue.workout.trainersPlaceholder')}
            searchable
            data={trainers.map((trainer) => ({ value: String(trainer.id), label: trainer.name }))}
            value={(field.value ?? []).map(String)}
            onChange={(values) => field.onChange(values.map(Number))}
            error={form.errors.trainer_ids?.message}
          />
        )}
      />
      <Textarea
        label={t('catalogue.form.description')}
        autosize
        minRows={2}
        {...form.register('description')}
        error={form.errors.description?.message}
      />
      <Controller
        control={form.control}
        name="trailer_start_seconds"
        render={({ field }) => (
          <NumberInput
            label={t('catalogue.workout.trailerStart')}
            description={t('catalogue.workout.trailerStartHint', { seconds: TRAILER_SECONDS })}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={field.value ?? 0}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value) || 0)}
            error={form.errors.trailer_start_seconds?.message}
          />
        )}
      />
      <Checkbox
        label={t('catalogue.workout.markNew')}
        {...form.register('is_new')}
        error={form.errors.is_new?.message}
      />
      <Checkbox
        label={t('catalogue.workout.freeSample')}
        description={t('catalogue.workout.freeSampleHint')}
        {...form.register('free_sample')}
        error={form.errors.free_sample?.message}
      />
    </>
  );
};
