import { z } from 'zod/mini';
import type { MessageId } from '../i18n/message-id';
import type { Wording } from '../i18n/wording';
import { mustBe, whenMissing } from './errors';
import { idValue } from './fields';

/** A catalogue key's longest: keys are unique-indexed, and an index entry holds about 2,700 bytes (issue 33). */
export const MAX_CATALOG_KEY = 100;

/**
 * Programs in the console (issue 17, coach): weeks of days built from on-demand workouts, price,
 * purchase paragraphs and prompts. The rules of the catalogue file's programs (docs/catalog-format.md)
 * are these same pieces: the file's schema is made of them, so a program is valid in both or neither.
 */
export const CATALOG_KEY_PATTERN = new RegExp(`^[a-z0-9][a-z0-9-]{0,${MAX_CATALOG_KEY - 1}}$`);
export const PROGRAM_PRICE_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;
export const STORE_PRODUCT_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;
export const PROGRAM_WEEKS = { min: 1, max: 52 } as const;
export const PROGRAM_DAYS_A_WEEK = { min: 1, max: 7 } as const;
export const MAX_PROGRAM_TITLE = 200;
export const MAX_PROGRAM_DESCRIPTION = 5000;
export const MAX_PURCHASE_PARAGRAPH = 2000;

export const programEditorMessages = {
  titleRequired: 'studio.schema.titleRequired',
  keyRequired: 'studio.schema.program.keyRequired',
  keyInvalid: 'studio.schema.program.keyInvalid',
  keyTaken: (key: string): Wording => ({ id: 'studio.schema.program.keyTaken', values: { key } }),
  priceRequired: 'studio.schema.program.priceRequired',
  priceInvalid: 'shared.programs.priceInvalid',
  storeProductInvalid: 'studio.schema.program.storeProductInvalid',
  storeProductTaken: (id: string): Wording => ({
    id: 'studio.schema.program.storeProductTaken',
    values: { id },
  }),
  paragraphEmpty: 'studio.schema.program.paragraphEmpty',
  completionPromptUrl: 'studio.schema.program.completionPromptUrl',
  tipsUrl: 'studio.schema.program.tipsUrl',
  daysAWeek: 'studio.schema.program.daysAWeek',
  weekNeeded: 'studio.schema.program.weekNeeded',
  tooManyWeeks: 'studio.schema.program.tooManyWeeks',
  weekDays: (week: number, required: number): Wording => ({
    id: 'studio.schema.program.weekDays',
    values: { week, count: required },
  }),
  dayEmpty: (week: number, day: number): Wording => ({
    id: 'studio.schema.program.dayEmpty',
    values: { week, day },
  }),
  dayNotWorkout: (week: number, day: number): Wording => ({
    id: 'studio.schema.program.dayNotWorkout',
    values: { week, day },
  }),
  programUnknown: 'studio.schema.programUnknown',
  weekInUse: (week: number): Wording => ({ id: 'studio.schema.program.weekInUse', values: { week } }),
  daysAWeekInUse: 'studio.schema.program.daysAWeekInUse',
} as const;

// No check here aborts (`abort: true`): an aborted field would keep the weeks' own check from
// running, and a coach should see every fault of the form at once.

/** Text that must not be empty: `required` when it is, then `rest` (skipped for an empty value). */
const filledText = (required: MessageId, ...rest: z.core.$ZodCheck<string>[]) =>
  z.string({ error: whenMissing(required) }).check(
    z.trim(),
    z.refine((value) => value.length > 0, { error: required }),
    ...rest,
  );

const unlessEmpty = { when: (payload: { value: unknown }) => payload.value !== '' };

/** A key of the catalogue file (programs, items, trainers…): lower-case letters, digits and -. */
export const catalogKeyField = () =>
  filledText(
    programEditorMessages.keyRequired,
    z.refine((value) => CATALOG_KEY_PATTERN.test(value), {
      error: programEditorMessages.keyInvalid,
      ...unlessEmpty,
    }),
  );

/** A price as a decimal string ("49.99"), stored in cents: money is never a float. */
export const programPriceField = () =>
  filledText(
    programEditorMessages.priceRequired,
    z.refine((value) => PROGRAM_PRICE_PATTERN.test(value), {
      error: programEditorMessages.priceInvalid,
      ...unlessEmpty,
    }),
  );

export const storeProductField = () =>
  z.string().check(z.regex(STORE_PRODUCT_PATTERN, { error: programEditorMessages.storeProductInvalid }));

/** An https:// address (a form elsewhere, a help page): a prompt is never sent over plain http. */
export const httpsUrlField = (message: MessageId) => z.url({ protocol: /^https$/, error: message });

export const daysAWeekField = () =>
  z
    .int({ error: programEditorMessages.daysAWeek })
    .check(
      z.gte(PROGRAM_DAYS_A_WEEK.min, { error: programEditorMessages.daysAWeek }),
      z.lte(PROGRAM_DAYS_A_WEEK.max, { error: programEditorMessages.daysAWeek }),
    );

/** Weeks, each a list of days (a day: whatever names its workout, a key in the file, an id here). */
export const programWeeksField = <Day extends z.ZodMiniType>(day: Day) =>
  z
    .array(z.strictObject({ days: z.array(day) }), { error: whenMissing(programEditorMessages.weekNeeded) })
    .check(
      z.minLength(PROGRAM_WEEKS.min, { error: programEditorMessages.weekNeeded }),
      z.maxLength(PROGRAM_WEEKS.max, { error: programEditorMessages.tooManyWeeks }),
    );

/** Each week that does not list exactly `required` days (week index, message). */
export const weekDayCountFaults = (
  weeks: readonly { days: readonly unknown[] }[],
  required: number,
): { index: number; message: Wording }[] =>
  weeks.flatMap((week, index) =>
    week.days.length === required
      ? []
      : [{ index, message: programEditorMessages.weekDays(index + 1, required) }],
  );

/** Empty, null or absent: none. */
const optionalText = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => null),
      ),
      z.null(),
      schema,
    ]),
  );

/** A day of the editor: a workout's id, or '' while the coach has not chosen one. */
const editorDay = z.union([idValue(), z.literal('')], { error: mustBe('shared.validation.workout') });

const programFields = {
  title: filledText(programEditorMessages.titleRequired, z.maxLength(MAX_PROGRAM_TITLE)),
  description: z._default(z.string().check(z.trim(), z.maxLength(MAX_PROGRAM_DESCRIPTION)), ''),
  price: programPriceField(),
  apple_product_id: optionalText(storeProductField()),
  purchase_paragraphs: z._default(
    z.array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: programEditorMessages.paragraphEmpty }),
          z.maxLength(MAX_PURCHASE_PARAGRAPH),
        ),
    ),
    [],
  ),
  display_prompt: z._default(z.boolean(), false),
  completion_prompt_url: optionalText(httpsUrlField(programEditorMessages.completionPromptUrl)),
  tips_url: optionalText(httpsUrlField(programEditorMessages.tipsUrl)),
  week_required_days: daysAWeekField(),
  weeks: programWeeksField(editorDay),
};

type EditorWeeks = { week_required_days: number; weeks: { days: (number | '')[] }[] };

/**
 * Whether days a week and the weeks are valid enough to compare, whatever else is wrong: a coach
 * sees every fault of the form at once (a days a week out of range is told on its own).
 */
const weeksReadable = (value: unknown): value is EditorWeeks => {
  const { week_required_days: required, weeks } = (value ?? {}) as Partial<Record<string, unknown>>;
  return (
    typeof required === 'number' &&
    Number.isInteger(required) &&
    required >= PROGRAM_DAYS_A_WEEK.min &&
    required <= PROGRAM_DAYS_A_WEEK.max &&
    Array.isArray(weeks) &&
    weeks.every((week) => Array.isArray((week as { days?: unknown } | null)?.days))
  );
};

/** Every week has the program's days a week, and every day a workout; each fault names its week. */
const weeksCheck = z.superRefine(
  (program: EditorWeeks, ctx) => {
    for (const fault of weekDayCountFaults(program.weeks, program.week_required_days))
      ctx.addIssue({
        code: 'custom',
        path: ['weeks', fault.index, 'days'],
        message: fault.message.id,
        params: fault.message.values,
      });
    program.weeks.forEach((week, w) => {
      week.days.forEach((day, d) => {
        if (day === '')
          ctx.addIssue({
            code: 'custom',
            path: ['weeks', w, 'days', d],
            message: 'studio.schema.program.dayEmpty',
            params: { week: w + 1, day: d + 1 },
          });
      });
    });
  },
  { when: (payload) => weeksReadable(payload.value) },
);

/** PUT a program: everything but its key, which names it in the catalogue file for good. */
export const ProgramUpdateSchema = z.object(programFields).check(weeksCheck);
export type ProgramUpdateInput = z.input<typeof ProgramUpdateSchema>;
export type ProgramUpdate = z.output<typeof ProgramUpdateSchema>;

/** POST a program: a new one is a draft, hidden from members until a coach shows it. */
export const ProgramCreateSchema = z.object({ key: catalogKeyField(), ...programFields }).check(weeksCheck);
export type ProgramCreateInput = z.input<typeof ProgramCreateSchema>;
export type ProgramCreate = z.output<typeof ProgramCreateSchema>;

export const ProgramVisibilitySchema = z.object({
  visible: z.boolean({ error: mustBe('shared.validation.boolean') }),
});
export type ProgramVisibility = z.output<typeof ProgramVisibilitySchema>;

export const CONTENT_ORIGINS = ['catalog', 'studio'] as const;
/** Who owns catalogue content: the catalogue file, or the studio console (items and programs alike). */
export type ContentOrigin = (typeof CONTENT_ORIGINS)[number];

/** Where members stand in a program: what the console may still change. */
const standing = {
  /** Purchases ever made (refunded ones included: accounting keeps them). */
  purchases: z.number(),
  /** Members whose rental runs now. */
  in_progress: z.number(),
  /** The furthest week a member with a running rental has reached; weeks up to it cannot change. */
  furthest_week: z.nullable(z.number()),
};

export const StudioProgramSummarySchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  price: z.string(),
  weeks: z.number(),
  week_required_days: z.number(),
  visible: z.boolean(),
  /** Gone from the catalogue file (hidden by the importer). */
  removed: z.boolean(),
  origin: z.enum(CONTENT_ORIGINS),
  ...standing,
});
export type StudioProgramSummary = z.output<typeof StudioProgramSummarySchema>;

export const StudioProgramListSchema = z.object({ programs: z.array(StudioProgramSummarySchema) });
export type StudioProgramList = z.output<typeof StudioProgramListSchema>;

export const StudioProgramWorkoutSchema = z.object({
  id: z.number(),
  title: z.string(),
  duration_minutes: z.number(),
  /** Gone from the catalogue: kept where a program already has it, never chosen anew. */
  removed: z.boolean(),
});
export type StudioProgramWorkout = z.output<typeof StudioProgramWorkoutSchema>;

export const StudioProgramSchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  apple_product_id: z.nullable(z.string()),
  purchase_paragraphs: z.array(z.string()),
  display_prompt: z.boolean(),
  completion_prompt_url: z.nullable(z.string()),
  tips_url: z.nullable(z.string()),
  week_required_days: z.number(),
  weeks: z.array(z.object({ week: z.number(), days: z.array(StudioProgramWorkoutSchema) })),
  visible: z.boolean(),
  removed: z.boolean(),
  origin: z.enum(CONTENT_ORIGINS),
  ...standing,
});
export type StudioProgram = z.output<typeof StudioProgramSchema>;

/** The workouts a day may be: on-demand videos that are not live classes and not removed. */
export const StudioProgramWorkoutsSchema = z.object({ workouts: z.array(StudioProgramWorkoutSchema) });
export type StudioProgramWorkouts = z.output<typeof StudioProgramWorkoutsSchema>;
