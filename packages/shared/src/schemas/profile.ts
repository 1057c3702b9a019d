import { z } from 'zod/mini';
import {
  MAX_MEASURE,
  MAX_SAVED_LIST_NAME,
  MEASUREMENT_KEYS,
  SAVED_LIST_KINDS,
  WEEK_DAYS,
} from '../constants';
import { whenMissing } from './errors';
import { idValue, measurementStandardField, requiredText } from './fields';
import { ITEM_KINDS, ItemSchema } from './library';

/**
 * The member's own space (issue 7; member-experience.md sections 2, 3, 4, 5, 7; DESIGN 3a):
 * saved lists, measurement sets, progress photos, stats and the weekly progress.
 */

// ---------------------------------------------------------------------------------------------
// Saved lists

export const SavedListKindSchema = z.enum(SAVED_LIST_KINDS, { error: 'Kind must be workout or recipe' });
export type SavedListKind = z.output<typeof SavedListKindSchema>;

/** Spec M9 "Saved-list kinds workout, recipe": recipes go to recipe lists, every video to workout lists. */
export const savedListKindOf = (kind: string): SavedListKind =>
  kind === 'recipe' || kind === 'program_recipes' ? 'recipe' : 'workout';

/** A list as the user object and the saved page show it: its items' refs (each with kind_id). */
export const SavedListSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: SavedListKindSchema,
  /** The newest item's card image, if any. */
  image: z.nullable(z.string()),
  items: z.array(z.object({ id: z.number(), kind_id: z.number(), kind: z.enum(ITEM_KINDS) })),
});
export type SavedListSummary = z.output<typeof SavedListSummarySchema>;

/** One list with its items as cards, newest saved first. */
export const SavedListSchema = z.extend(SavedListSummarySchema, { items: z.array(ItemSchema) });
export type SavedList = z.output<typeof SavedListSchema>;

export const SavedListsAnswerSchema = z.object({ saved_lists: z.array(SavedListSummarySchema) });
export const SavedListAnswerSchema = z.object({
  message: z.optional(z.string()),
  saved_list: SavedListSchema,
});

const listName = () => requiredText(MAX_SAVED_LIST_NAME);

export const CreateSavedListSchema = z.object({ kind: SavedListKindSchema, name: listName() });
export type CreateSavedList = z.input<typeof CreateSavedListSchema>;

export const RenameSavedListSchema = z.object({
  model: z.object({ name: listName() }, { error: whenMissing('common.form.required') }),
});
export type RenameSavedList = z.input<typeof RenameSavedListSchema>;

/** Save to list: the item's id and kind, and the list. */
export const SaveItemSchema = z.object({
  id: idValue(),
  kind: z.enum(ITEM_KINDS, { error: 'Kind is not an item kind' }),
  list_id: idValue(),
});
export type SaveItem = z.input<typeof SaveItemSchema>;

/** Delete from list: the item ids, at least one (spec M5). */
export const DeleteSavedItemsSchema = z.object({
  model: z
    .array(idValue(), { error: whenMissing('shared.profile.selectAtLeastOne') })
    .check(z.minLength(1, { error: 'shared.profile.selectAtLeastOne' }), z.maxLength(500)),
});
export type DeleteSavedItems = z.input<typeof DeleteSavedItemsSchema>;

// ---------------------------------------------------------------------------------------------
// Measurement sets ("profiles" in the spec's calls)

const measure = () =>
  z.optional(
    z.nullable(
      z.pipe(
        z.union([z.number(), z.string()], { error: 'shared.profile.measureInvalid' }),
        z.pipe(
          // A string must read as a plain decimal ("72.5"): not " ", "0x10" or "1e3".
          z.transform((value: number | string) =>
            typeof value === 'number'
              ? value
              : /^\s*\d+(\.\d+)?\s*$/.test(value)
                ? Number(value)
                : Number.NaN,
          ),
          z
            .number({ error: 'shared.profile.measureInvalid' })
            .check(
              z.gte(0, { error: 'shared.profile.measureInvalid' }),
              z.lte(MAX_MEASURE, { error: 'shared.profile.measureTooLarge' }),
            ),
        ),
      ),
    ),
  );

/** Add a set: the standard (1, 2 or 'international') and the ten measures, at least one given. */
export const MeasurementInputSchema = z
  .object({
    measurement_standard: measurementStandardField(),
    ...(Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, measure()])) as Record<
      (typeof MEASUREMENT_KEYS)[number],
      ReturnType<typeof measure>
    >),
  })
  .check(
    z.refine((set) => MEASUREMENT_KEYS.some((key) => set[key] != null), {
      error: 'shared.profile.atLeastOneMeasure',
      path: ['weight'],
    }),
  );
export type MeasurementInput = z.input<typeof MeasurementInputSchema>;

export const MeasurementSetSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  measurement_standard: z.union([z.literal(1), z.literal(2)]),
  ...(Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, z.nullable(z.number())])) as Record<
    (typeof MEASUREMENT_KEYS)[number],
    z.ZodMiniNullable<z.ZodMiniNumber<number>>
  >),
});
export type MeasurementSet = z.output<typeof MeasurementSetSchema>;

export const MeasurementListSchema = z.object({ profiles: z.array(MeasurementSetSchema) });
export const MeasurementAnswerSchema = z.object({ message: z.string(), profile: MeasurementSetSchema });

/**
 * The progress charts (issue 19): each measure the member recorded, oldest first, in their standard
 * (sets recorded in the other one converted), and their last twelve weeks' workouts and minutes.
 */
export const ProgressSchema = z.object({
  measurement_standard: z.union([z.literal(1), z.literal(2)]),
  measures: z.array(
    z.object({
      key: z.enum(MEASUREMENT_KEYS),
      unit: z.string(),
      points: z.array(z.object({ at: z.string(), value: z.number() })),
    }),
  ),
  weeks: z.array(z.object({ week_start: z.string(), workouts: z.number(), minutes: z.number() })),
});
export type Progress = z.output<typeof ProgressSchema>;

// ---------------------------------------------------------------------------------------------
// Progress photos

export const PictureSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  photo: z.object({ url: z.string() }),
});
export type Picture = z.output<typeof PictureSchema>;

export const PictureListSchema = z.object({ pictures: z.array(PictureSchema) });
export const PictureAnswerSchema = z.object({ message: z.string(), picture: PictureSchema });

/** Upload: the photo as an image data URL (png or jpeg, checked by content on the server). */
export const UploadPictureSchema = z.object({
  photo: z
    .string({ error: whenMissing('shared.profile.photoRequired') })
    .check(z.minLength(1, { error: 'shared.profile.photoRequired' })),
});

/** The first and latest photos for the profile (spec M3 "pictures"). */
export const PicturesSummarySchema = z.object({
  first: z.nullable(z.string()),
  first_date: z.nullable(z.string()),
  last: z.nullable(z.string()),
  last_date: z.nullable(z.string()),
});
export type PicturesSummary = z.output<typeof PicturesSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Stats and weekly progress

export const StatsSchema = z.object({
  number_of_workouts: z.number(),
  minutes_exercised: z.number(),
  days_active: z.number(),
  pounds_lost: z.number(),
  completed_meals: z.number(),
  inches_gained: z.number(),
});
export type Stats = z.output<typeof StatsSchema>;

export const UserStatsSchema = z.object({
  all_progress: StatsSchema,
  month_progress: StatsSchema,
  week_progress: StatsSchema,
});
export type UserStats = z.output<typeof UserStatsSchema>;

/** The weekly workouts card: the member's days, the days trained this week, and the words. */
export const WeeklyProgressSchema = z.object({
  week_days: z.object(
    Object.fromEntries(WEEK_DAYS.map((day) => [day, z.boolean()])) as Record<
      (typeof WEEK_DAYS)[number],
      z.ZodMiniBoolean<boolean>
    >,
  ),
  done_days: z.object(
    Object.fromEntries(WEEK_DAYS.map((day) => [day, z.boolean()])) as Record<
      (typeof WEEK_DAYS)[number],
      z.ZodMiniBoolean<boolean>
    >,
  ),
  done: z.number(),
  title: z.string(),
  subtitle: z.string(),
});
export type WeeklyProgress = z.output<typeof WeeklyProgressSchema>;

/** Weeks in a row with the weekly goal reached (issue 19, decision 0031), on home and the profile. */
export const StreakSchema = z.object({
  current: z.number(),
  best: z.number(),
  week_days: z.number(),
  goal: z.number(),
  /** This month's freeze bridged a missed week (one a calendar month, used automatically). */
  freeze_used: z.boolean(),
});

export const savedListIdParams = z.object({ id: idValue() });
