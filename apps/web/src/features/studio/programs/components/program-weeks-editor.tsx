import { Button, Group, List, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PROGRAM_WEEKS, type ProgramCreate, type ProgramCreateInput } from '@studio/shared';
import { Controller, get, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useT } from '../../../../lib/i18n';

export type ProgramForm = UseFormReturn<ProgramCreateInput, unknown, ProgramCreate>;

export type WorkoutOption = { value: string; label: string };

type WeeksEditorProps = {
  form: ProgramForm;
  /** The workouts a day may be (the program's own removed ones included, to show what it has). */
  options: WorkoutOption[];
  /** Workout titles by id, for the weeks shown as text. */
  titles: ReadonlyMap<number, string>;
  /** Weeks 1 to this one have been reached by a member: they are shown, not edited. */
  lockedWeeks: number;
  /** The server's refusals of the weeks, every one (the form keeps only a field's first). */
  faults: string[];
};

const emptyDays = (count: number) => Array.from({ length: count }, () => '' as const);

/** The message of the error at a field's path ("weeks.1.days.0"), if it has one. */
export const errorAt = (errors: object, path: string): string | undefined => {
  const text = (get(errors, path) as { message?: unknown } | undefined)?.message;
  return typeof text === 'string' && text !== '' ? text : undefined;
};

/** A week a member has reached: its days as text, since they can no longer change. */
const ReachedWeek = ({
  week,
  days,
  titles,
}: {
  week: number;
  days: unknown[];
  titles: WeeksEditorProps['titles'];
}) => {
  const t = useT();
  return (
    <Paper
      component="section"
      withBorder
      p="sm"
      bg="var(--studio-color-muted-surface)"
      aria-label={t('studioPrograms.weeks.week', { week })}
    >
      <Group justify="space-between" wrap="wrap" gap="xs" mb={4}>
        <Title order={4} size="h6">
          {t('studioPrograms.weeks.week', { week })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('studioPrograms.weeks.reached')}
        </Text>
      </Group>
      <List size="sm" type="ordered">
        {days.map((id, d) => (
          // A reached week never changes while the page shows it: its places are its keys.
          // biome-ignore lint/suspicious/noArrayIndexKey: days have no identity but their place
          <List.Item key={d}>{titles.get(Number(id)) ?? t('studioPrograms.weeks.unknownWorkout')}</List.Item>
        ))}
      </List>
    </Paper>
  );
};

/**
 * The program's weeks (issue 17): each a row of days, each day an on-demand workout picked by
 * title from a searchable list; weeks are added at the end and removed anywhere a member has not
 * reached. Every week has the program's days a week (the days-a-week field resizes them).
 */
export const ProgramWeeksEditor = ({ form, options, titles, lockedWeeks, faults }: WeeksEditorProps) => {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'weeks' });
  const t = useT();
  const weeks = form.watch('weeks');
  const daysAWeek = Number(form.watch('week_required_days'));
  const { errors } = form.formState;
  const weeksError = errorAt(errors, 'weeks') ?? errorAt(errors, 'weeks.root');
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('studioPrograms.weeks.title')}
      </Title>
      {lockedWeeks > 0 ? (
        <Text size="sm" c="dimmed">
          {t('studioPrograms.weeks.locked', { week: lockedWeeks })}
        </Text>
      ) : null}
      {fields.map((field, w) => {
        const days = weeks[w]?.days ?? [];
        if (w < lockedWeeks) return <ReachedWeek key={field.id} week={w + 1} days={days} titles={titles} />;
        return (
          <Paper
            key={field.id}
            component="section"
            withBorder
            p="sm"
            aria-label={t('studioPrograms.weeks.week', { week: w + 1 })}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
              <Title order={4} size="h6">
                {t('studioPrograms.weeks.week', { week: w + 1 })}
              </Title>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => remove(w)}
                disabled={fields.length <= PROGRAM_WEEKS.min}
                aria-label={t('studioPrograms.weeks.removeWeekN', { week: w + 1 })}
              >
                {t('studioPrograms.weeks.removeWeek')}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(Math.max(days.length, 1), 4) }} spacing="sm">
              {days.map((_, d) => (
                <Controller
                  // biome-ignore lint/suspicious/noArrayIndexKey: a day is its place in the week
                  key={d}
                  control={form.control}
                  name={`weeks.${w}.days.${d}`}
                  render={({ field: day }) => (
                    <Select
                      label={t('studioPrograms.weeks.day', { day: d + 1 })}
                      placeholder={t('studioPrograms.weeks.search')}
                      data={options}
                      searchable
                      nothingFoundMessage={t('studioPrograms.weeks.nothingFound')}
                      limit={50}
                      value={day.value === '' || day.value === undefined ? null : String(day.value)}
                      onChange={(value) => day.onChange(value ? Number(value) : '')}
                      onBlur={day.onBlur}
                      error={errorAt(errors, `weeks.${w}.days.${d}`)}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            {errorAt(errors, `weeks.${w}.days`) ? (
              <Text c="red" size="sm" mt="xs">
                {errorAt(errors, `weeks.${w}.days`)}
              </Text>
            ) : null}
          </Paper>
        );
      })}
      {weeksError || faults.length > 0 ? (
        <Stack gap={2} role="alert">
          {[...new Set([weeksError, ...faults].filter(Boolean))].map((text) => (
            <Text key={text} c="red" size="sm">
              {text}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Group>
        <Button
          variant="default"
          onClick={() =>
            append({ days: emptyDays(Number.isInteger(daysAWeek) && daysAWeek > 0 ? daysAWeek : 1) })
          }
          disabled={fields.length >= PROGRAM_WEEKS.max}
        >
          {t('studioPrograms.weeks.add')}
        </Button>
      </Group>
    </Stack>
  );
};

/** Every week resized to `count` days (a day keeps its workout where it stays); reached weeks stay. */
export const resizeWeeks = (form: ProgramForm, count: number, lockedWeeks: number) => {
  const weeks = form
    .getValues('weeks')
    .map((week, w) =>
      w < lockedWeeks ? week : { days: Array.from({ length: count }, (_, d) => week.days[d] ?? '') },
    );
  form.setValue('weeks', weeks, { shouldDirty: true });
};
