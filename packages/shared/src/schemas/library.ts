import { z } from 'zod/mini';
import { DIFFICULTY_IDS, MAX_FEEDBACK_COMMENT_LENGTH, MAX_POSITION_SECONDS, MEAL_TYPES } from '../constants';
import { mustBe, whenMissing } from './errors';

/**
 * The content side (member-experience.md sections 2, 3, 4, 7): stores, items, lists, trainers,
 * products, filters, and the playback calls. One contract for the server's answers and the web app.
 */

/** The path segment after /page/ (spec M2). */
export const STORE_IDS = ['on_demand', 'nutrition'] as const;
export type StoreId = (typeof STORE_IDS)[number];

/** Item kinds of spec M3; `trainable_type` of feedback is one of them (DESIGN 3a). */
export const ITEM_KINDS = [
  'exercise',
  'live_training',
  'workout',
  'recipe',
  'suggestion_training',
  'program_recipes',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The kinds of list a list-details page shows (`{store_id}/{list_store_id}/{id}`). */
export const LIST_STORE_IDS = ['categories', 'curated_lists', 'trainers'] as const;
export type ListStoreId = (typeof LIST_STORE_IDS)[number];

const url = z.nullable(z.string());
const imageRef = z.object({ url });

export const TrainerSchema = z.object({
  id: z.number(),
  name: z.string(),
  headline: z.string(),
  avatar: url,
});
export type Trainer = z.output<typeof TrainerSchema>;

export const ProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  product_url: z.string(),
  image_url: imageRef,
});
export type Product = z.output<typeof ProductSchema>;

/**
 * A video or recipe as every list shows it (spec M3 "Video/workout item"). Video URLs are null for
 * a member who may not watch it (DESIGN 3), and `real_live_url` also while a live class is upcoming.
 */
export const ItemSchema = z.object({
  id: z.number(),
  kind_id: z.number(),
  kind: z.enum(ITEM_KINDS),
  title: z.string(),
  name: z.string(),
  workout_name: z.string(),
  description: z.string(),
  /** Seconds (videos); recipes carry their preparation time in minutes in `time`. */
  duration: z.number(),
  /** Whole minutes, as the app shows durations (spec M9). */
  time: z.number(),
  total_duration: z.number(),
  file_url_hls: url,
  file_url: url,
  real_live_url: url,
  card_image: url,
  thumb: url,
  image: url,
  banner_image: imageRef,
  carrossel_highlight: imageRef,
  is_new: z.boolean(),
  can_watch: z.boolean(),
  completed: z.boolean(),
  status: z.nullable(z.literal('upcoming')),
  event_date: z.nullable(z.string()),
  /**
   * A live class whose coach is streaming through Studio now (issue 37): "Live now", and
   * `real_live_url` is the stream, from its scheduled start or earlier (30 minutes before it at most).
   */
  on_air: z.boolean(),
  trainers: z.array(TrainerSchema),
  /** Recipes only (null otherwise). */
  recipe_type: z.nullable(z.enum(MEAL_TYPES)),
  label: z.nullable(z.string()),
  preparation_time: z.nullable(z.number()),
});
export type Item = z.output<typeof ItemSchema>;

/**
 * An item of "Continue watching" (issue 19): the card, and where the member stopped, in whole
 * seconds; the kept answer follows it to the minute (decision 0030).
 */
export const ContinueWatchingItemSchema = z.extend(ItemSchema, { position_seconds: z.number() });
export type ContinueWatchingItem = z.output<typeof ContinueWatchingItemSchema>;

/** A WebVTT caption track of a video (issue 19): `src` is a signed media path (decision 0014). */
export const CaptionTrackSchema = z.object({ language: z.string(), label: z.string(), src: z.string() });
export type CaptionTrack = z.output<typeof CaptionTrackSchema>;

/** A chapter of a video (one per exercise, where the catalogue gives them): where it starts, in seconds. */
export const ChapterSchema = z.object({ start_seconds: z.number(), title: z.string() });
export type Chapter = z.output<typeof ChapterSchema>;

/**
 * Item details: the card plus instructors' products, ingredients and the preparation guide (spec
 * M2); a video's caption tracks (empty for a member who may not watch it) and chapters (issue 19).
 */
export const ItemDetailsSchema = z.extend(ItemSchema, {
  products: z.array(ProductSchema),
  recipe_ingredients: z.array(z.object({ id: z.number(), display_name: z.string() })),
  preparation_guide: z.array(z.string()),
  captions: z.array(CaptionTrackSchema),
  chapters: z.array(ChapterSchema),
});
export type ItemDetails = z.output<typeof ItemDetailsSchema>;

/** A category, curated list or trainer's list (spec M3 "List item"). */
export const ListSummarySchema = z.object({
  id: z.number(),
  store_id: z.enum(STORE_IDS),
  list_store_id: z.enum(LIST_STORE_IDS),
  title: z.string(),
  description: z.string(),
  bio: z.string(),
  image: url,
  background_image: url,
  background_light: url,
  title_image: url,
  title_image_light: url,
});
export type ListSummary = z.output<typeof ListSummarySchema>;

/** GET a store's library: its banner and the sections of spec M2, in display order. */
export const LibrarySchema = z.object({
  store_id: z.enum(STORE_IDS),
  banner: z.object({ title: z.string(), description: z.string(), image: url }),
  categories: z.array(ListSummarySchema),
  upcoming_lives: z.array(ItemSchema),
  picks_for_you: z.array(ItemSchema),
  curated_lists: z.array(ListSummarySchema),
  latest: z.array(ItemSchema),
  recently_watched: z.array(ItemSchema),
  /** Started and not finished, newest play first (issue 19); on demand only. */
  continue_watching: z.array(ContinueWatchingItemSchema),
  trainers: z.array(z.extend(TrainerSchema, { list_id: z.number() })),
});
export type Library = z.output<typeof LibrarySchema>;

/** One page of a list: the list itself and at most PAGE_SIZE items from `offset`. */
export const ListPageSchema = z.object({
  list: ListSummarySchema,
  items: z.array(ItemSchema),
  offset: z.number(),
});
export type ListPage = z.output<typeof ListPageSchema>;

export const FilterGroupSchema = z.object({
  id: z.number(),
  title: z.string(),
  options: z.array(z.object({ id: z.number(), title: z.string() })),
});
export const FilterGroupsSchema = z.object({ groups: z.array(FilterGroupSchema) });
export type FilterGroup = z.output<typeof FilterGroupSchema>;

const idField = z.union(
  [
    z.number().check(z.int(), z.positive()),
    z.pipe(
      z.string().check(z.regex(/^\d{1,15}$/, { error: mustBe('common.validation.wholeNumber') })),
      z.transform((value: string) => Number(value)),
    ),
  ],
  { error: mustBe('common.validation.wholeNumber') },
);

/** started / finished workout (spec M7: id, kind). */
export const PlaybackEventSchema = z.object({
  id: idField,
  kind: z.enum(ITEM_KINDS),
});
export type PlaybackEvent = z.input<typeof PlaybackEventSchema>;

/** The member's state of one item: what "its status in its store" shows (spec M4). */
export const WorkoutStatusSchema = z.object({
  id: z.number(),
  kind: z.enum(ITEM_KINDS),
  completed: z.boolean(),
  times_completed: z.number(),
  last_started_at: z.nullable(z.string()),
  last_finished_at: z.nullable(z.string()),
  /** Where the member stopped watching it, on any device (null: nothing to resume; issue 19). */
  position_seconds: z.nullable(z.number()),
});
export type WorkoutStatus = z.output<typeof WorkoutStatusSchema>;

const positionMessage = { error: mustBe('shared.validation.secondsOfDay') };

/** PUT position: seconds into the video, from 0 to a day (issue 19). */
export const PositionSchema = z.object({
  seconds: z
    .number(positionMessage)
    .check(z.minimum(0, positionMessage), z.maximum(MAX_POSITION_SECONDS, positionMessage)),
});
export type Position = z.input<typeof PositionSchema>;
/** `saved` is false when the play was already finished (a finished play keeps no position). */
export const PositionAnswerSchema = z.object({ saved: z.boolean() });

/** The answer of `finished`: `counted` is false when this play was already counted. */
export const FinishedAnswerSchema = z.object({ counted: z.boolean(), status: WorkoutStatusSchema });
export type FinishedAnswer = z.output<typeof FinishedAnswerSchema>;

const difficulty = z.literal(DIFFICULTY_IDS, { error: 'shared.library.difficultyInvalid' });

/** The feedback form (spec M5: difficulty tags and a comment are required). */
export const FeedbackFormSchema = z.object({
  /** 1 too easy, 2 just right, 3 too hard, sent as a one-item list (spec M3). */
  difficulty: z
    .array(difficulty, { error: whenMissing('common.form.required') })
    .check(
      z.minLength(1, { error: 'common.form.required', abort: true }),
      z.maxLength(1, { error: 'shared.library.difficultyOne' }),
    ),
  comment: z.string({ error: whenMissing('common.form.required') }).check(
    z.trim(),
    z.minLength(1, { error: 'common.form.required', abort: true }),
    z.maxLength(MAX_FEEDBACK_COMMENT_LENGTH, {
      error: `Must be at most ${MAX_FEEDBACK_COMMENT_LENGTH} characters`,
    }),
  ),
});
export type FeedbackForm = z.input<typeof FeedbackFormSchema>;

/** workout feedback (spec M7: feedback, id, trainable_type). */
export const FeedbackSchema = z.object({
  feedback: FeedbackFormSchema,
  id: idField,
  trainable_type: z.enum(ITEM_KINDS),
});
export type Feedback = z.input<typeof FeedbackSchema>;
