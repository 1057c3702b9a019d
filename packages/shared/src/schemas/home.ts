import { z } from 'zod/mini';
import { CAROUSEL_KINDS, HOME_CARD_KINDS } from '../constants';
import { ContinueWatchingItemSchema, ItemSchema } from './library';
import { MealSchema } from './nutrition';
import { StreakSchema } from './profile';
import { ProgramSchema } from './programs';

/** The member's home page (spec M2 "Home", M3 "Home data", "Workout", "Carousel entry", "Card kinds"). */

/** The program workout due next: the first day not done yet, with what it plays. */
export const HomeWorkoutSchema = z.object({
  name: z.string(),
  kind: z.string(),
  week: z.number(),
  day: z.number(),
  exercises: z.array(ItemSchema),
  carrossel_highlight_url: z.nullable(z.string()),
  banner_image: z.nullable(z.string()),
});
export type HomeWorkout = z.output<typeof HomeWorkoutSchema>;

export const CarouselEntrySchema = z.object({ kind: z.enum(CAROUSEL_KINDS), item: ItemSchema });
export type CarouselEntry = z.output<typeof CarouselEntrySchema>;

export const HomeCardSchema = z.object({
  kind: z.enum(HOME_CARD_KINDS),
  title: z.string(),
  description: z.string(),
  /** Where the card leads: an app path, or an external page for program tips. */
  url: z.nullable(z.string()),
  item: z.nullable(ItemSchema),
});
export type HomeCard = z.output<typeof HomeCardSchema>;

export const HomeSchema = z.object({
  /** The running program, or a completed one whose congratulation is not seen yet. */
  program: z.nullable(ProgramSchema),
  workout: z.nullable(HomeWorkoutSchema),
  carousel: z.array(CarouselEntrySchema),
  /** On-demand videos started and not finished, newest play first (issue 19, "Resume anywhere"). */
  continue_watching: z.array(ContinueWatchingItemSchema),
  /** Live classes streaming through Studio now (issue 37): "Live now" cards. */
  live_now: z.array(ItemSchema),
  /** A running program and today is not one of the member's training days. */
  rest_day: z.boolean(),
  /** The program is completed (every day done). */
  completed: z.boolean(),
  /** The member finished a workout today (their time zone). */
  trained_today: z.boolean(),
  /**
   * The program day done today, if one was: at most one a calendar day (decision 0015), so the
   * banner names what was done today and the workout due next as next.
   */
  done_today: z.nullable(z.object({ week: z.number(), day: z.number(), name: z.string() })),
  daily_phrase: z.nullable(z.object({ id: z.number(), text: z.string() })),
  dynamic_cards: z.array(HomeCardSchema),
  /** Today's meals from the weekly plan, breakfast to dinner. */
  meals: z.array(MealSchema),
  need_to_configure_days: z.boolean(),
  need_to_configure_nutrition_type: z.boolean(),
  /** Set while a completed program's prompt is due (its congratulation not seen). */
  completion_prompt_url: z.nullable(z.string()),
  /** Weeks in a row with the weekly goal reached (issue 19); null before onboarding. */
  streak: z.nullable(StreakSchema),
});
export type Home = z.output<typeof HomeSchema>;
