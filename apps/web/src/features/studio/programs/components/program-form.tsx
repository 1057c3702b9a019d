import { Checkbox, Input, NumberInput, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  PROGRAM_DAYS_A_WEEK,
  type ProgramCreateInput,
  ProgramCreateSchema,
  type StudioProgram,
  type StudioProgramWorkout,
} from '@studio/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client';
import { useDisplay, useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { useSaveProgram } from '../api/programs';
import { errorAt, ProgramWeeksEditor, resizeWeeks, type WorkoutOption } from './program-weeks-editor';
import { PurchaseParagraphsField } from './purchase-paragraphs-field';

const EMPTY: ProgramCreateInput = {
  key: '',
  title: '',
  description: '',
  price: '',
  apple_product_id: '',
  purchase_paragraphs: [],
  display_prompt: false,
  completion_prompt_url: '',
  tips_url: '',
  week_required_days: 3,
  weeks: [{ days: ['', '', ''] }],
};

const valuesOf = (program: StudioProgram): ProgramCreateInput => ({
  key: program.key,
  title: program.title,
  description: program.description,
  price: program.price,
  apple_product_id: program.apple_product_id ?? '',
  purchase_paragraphs: program.purchase_paragraphs,
  display_prompt: program.display_prompt,
  completion_prompt_url: program.completion_prompt_url ?? '',
  tips_url: program.tips_url ?? '',
  week_required_days: program.week_required_days,
  weeks: program.weeks.map((week) => ({ days: week.days.map((day) => day.id) })),
});

/** The server's keys that are fields here (its `weeks` refusals are listed whole, by the weeks). */
const SERVER_FIELDS = (Object.keys(EMPTY) as (keyof ProgramCreateInput)[]).filter((key) => key !== 'weeks');

/** A key from the title, as the catalogue file writes them ("Core builder" → core-builder). */
const keyOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

const workoutLabel = (workout: StudioProgramWorkout, t: ReturnType<typeof useT>) =>
  t(workout.removed ? 'studioPrograms.form.workoutRemoved' : 'studioPrograms.form.workout', {
    title: workout.title,
    minutes: workout.duration_minutes,
  });

/** The start of an address the prompts take (https only): the same in every language. */
const HTTPS = 'https://';

type ProgramFormProps = {
  /** The program being changed, or null for a new one. */
  program: StudioProgram | null;
  workouts: StudioProgramWorkout[];
  done: string | null;
  onSaved: (program: StudioProgram) => void;
};

/** A program's fields and weeks; a new one is made hidden, a saved one keeps its key. */
export const ProgramForm = ({ program, workouts, done, onSaved }: ProgramFormProps) => {
  const t = useT();
  const { currency } = useDisplay();
  const [weekFaults, setWeekFaults] = useState<string[]>([]);
  const { form, formProps } = useConsoleForm({
    schema: ProgramCreateSchema,
    defaults: program ? valuesOf(program) : EMPTY,
    mutation: useSaveProgram(),
    variables: ({ key, ...values }) => ({ id: program?.id, input: program ? values : { key, ...values } }),
    valuesOf,
    done,
    onSaved,
    fields: SERVER_FIELDS,
    onError: (error, form) => {
      const weeks = error instanceof ApiError ? (error.body.errors?.weeks ?? []) : [];
      if (weeks.length > 0 && error instanceof ApiError) {
        const { weeks: _, ...rest } = error.body.errors ?? {};
        setWeekFaults(weeks);
        if (Object.keys(rest).length > 0)
          form.showServerErrors(
            new ApiError(error.status, { ...error.body, code: error.code, errors: rest }),
          );
      } else {
        form.showServerErrors(error);
      }
    },
    otherError: weekFaults[0] ?? null,
  });
  const keyEdited = useRef(program !== null);
  const { watch } = form;
  useEffect(() => {
    const subscription = watch(() => setWeekFaults([]));
    return () => subscription.unsubscribe();
  }, [watch]);

  const lockedWeeks = program && program.in_progress > 0 ? (program.furthest_week ?? 0) : 0;
  const daysLocked = program !== null && program.in_progress > 0;
  const { options, titles } = useMemo(() => {
    const byId = new Map<number, StudioProgramWorkout>(workouts.map((w) => [w.id, w]));
    for (const week of program?.weeks ?? [])
      for (const day of week.days) if (!byId.has(day.id)) byId.set(day.id, day);
    const list: WorkoutOption[] = [...byId.values()].map((w) => ({
      value: String(w.id),
      label: workoutLabel(w, t),
    }));
    return { options: list, titles: new Map([...byId.values()].map((w) => [w.id, workoutLabel(w, t)])) };
  }, [workouts, program, t]);

  const fieldError = (path: string) => errorAt(form.errors, path);
  return (
    <ConsoleForm
      {...formProps}
      title={t('studioPrograms.form.title')}
      hint={program ? undefined : t('studioPrograms.form.newHint')}
      submitLabel={program ? t('studioPrograms.form.save') : t('studioPrograms.form.make')}
    >
      <Title order={3} size="h5">
        {t('studioPrograms.form.whatMembersSee')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('studioPrograms.form.titleField')}
          {...form.register('title', {
            onChange: (event) => {
              if (!keyEdited.current) form.setValue('key', keyOf(event.target.value));
            },
          })}
          error={fieldError('title')}
        />
        {program ? (
          <Input.Wrapper label={t('studioPrograms.form.key')} description={t('studioPrograms.form.keyNamed')}>
            <Text ff="monospace" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {program.key}
            </Text>
          </Input.Wrapper>
        ) : (
          <TextInput
            label={t('studioPrograms.form.key')}
            description={t('studioPrograms.form.keyNew')}
            {...form.register('key', {
              onChange: () => {
                keyEdited.current = true;
              },
            })}
            error={fieldError('key')}
          />
        )}
      </SimpleGrid>
      <Textarea
        label={t('studioPrograms.form.description')}
        autosize
        minRows={2}
        {...form.register('description')}
        error={fieldError('description')}
      />

      <Title order={3} size="h5" mt="sm">
        {t('studioPrograms.form.priceSection')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('studioPrograms.form.price', { currency })}
          description={t('studioPrograms.form.priceHint')}
          inputMode="decimal"
          {...form.register('price')}
          error={fieldError('price')}
        />
        <TextInput
          label={t('studioPrograms.form.appleProduct')}
          description={t('studioPrograms.form.appleProductHint')}
          {...form.register('apple_product_id')}
          error={fieldError('apple_product_id')}
        />
      </SimpleGrid>
      <PurchaseParagraphsField form={form} />

      <Title order={3} size="h5" mt="sm">
        {t('studioPrograms.form.prompts')}
      </Title>
      <Controller
        control={form.control}
        name="display_prompt"
        render={({ field }) => (
          <Checkbox
            label={t('studioPrograms.form.displayPrompt')}
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('studioPrograms.form.completionUrl')}
          description={t('studioPrograms.form.completionUrlHint')}
          placeholder={HTTPS}
          {...form.register('completion_prompt_url')}
          error={fieldError('completion_prompt_url')}
        />
        <TextInput
          label={t('studioPrograms.form.tipsUrl')}
          description={t('studioPrograms.form.tipsUrlHint')}
          placeholder={HTTPS}
          {...form.register('tips_url')}
          error={fieldError('tips_url')}
        />
      </SimpleGrid>

      <Title order={3} size="h5" mt="sm">
        {t('studioPrograms.form.training')}
      </Title>
      {daysLocked && program ? (
        <Input.Wrapper
          label={t('studioPrograms.form.daysAWeek')}
          description={t('studioPrograms.form.daysLocked')}
          error={fieldError('week_required_days')}
        >
          <Text mt={4}>{program.week_required_days}</Text>
        </Input.Wrapper>
      ) : (
        <Controller
          control={form.control}
          name="week_required_days"
          render={({ field }) => (
            <NumberInput
              label={t('studioPrograms.form.daysAWeek')}
              description={t('studioPrograms.form.daysHint')}
              w={{ base: '100%', xs: 260 }}
              min={PROGRAM_DAYS_A_WEEK.min}
              max={PROGRAM_DAYS_A_WEEK.max}
              allowDecimal={false}
              allowNegative={false}
              value={Number.isNaN(field.value) ? '' : field.value}
              onChange={(value) => {
                // Empty is no number: the schema then says what days a week must be.
                field.onChange(value === '' ? Number.NaN : Number(value));
                const count = Number(value);
                if (
                  Number.isInteger(count) &&
                  count >= PROGRAM_DAYS_A_WEEK.min &&
                  count <= PROGRAM_DAYS_A_WEEK.max
                )
                  resizeWeeks(form, count, lockedWeeks);
              }}
              onBlur={field.onBlur}
              error={fieldError('week_required_days')}
            />
          )}
        />
      )}
      <ProgramWeeksEditor
        form={form}
        options={options}
        titles={titles}
        lockedWeeks={lockedWeeks}
        faults={weekFaults}
      />
    </ConsoleForm>
  );
};
