import { z } from 'zod/mini';
import { MEAL_TYPES } from '../constants';
import { weekOf } from '../rules/streaks';
import { idValue } from './fields';

/** My week (issue 19): the member's week as a calendar, planned workouts and the calendar feed. */

/** How many weeks back and ahead My week (and a planned workout) may reach from this week. */
export const WEEK_RANGE = 4;

const isSunday = (date: string): boolean => weekOf(date) === date;

/** `?start=` a Sunday (YYYY-MM-DD); without it, this week in the member's zone. */
export const WeekQuerySchema = z.object({
  start: z.optional(
    z.iso.date({ error: 'Start must be a date (YYYY-MM-DD)' }).check(
      z.refine(isSunday, {
        error: 'Start must be a Sunday',
        when: (payload) => payload.issues.length === 0,
      }),
    ),
  ),
});
export type WeekQuery = z.output<typeof WeekQuerySchema>;

/** POST: put a library workout on a day of the member's week. */
export const PlannedWorkoutInputSchema = z.object({
  day: z.iso.date({ error: 'Day must be a date (YYYY-MM-DD)' }),
  item_id: idValue(),
});
export type PlannedWorkoutInput = z.output<typeof PlannedWorkoutInputSchema>;

export const PlannedWorkoutSchema = z.object({
  id: z.number(),
  day: z.string(),
  item_id: z.number(),
  title: z.string(),
  duration_minutes: z.number(),
});
export type PlannedWorkout = z.output<typeof PlannedWorkoutSchema>;

export const WeekDaySchema = z.object({
  /** YYYY-MM-DD, the member's calendar day. */
  date: z.string(),
  /** 0 Sunday … 6 Saturday. */
  weekday: z.number(),
  today: z.boolean(),
  /** One of the member's chosen weekly workout days. */
  workout_day: z.boolean(),
  /** The running program's day on this date: done that day, or the next ones due on workout days. */
  program_day: z.nullable(
    z.object({
      week: z.number(),
      day: z.number(),
      title: z.string(),
      item_id: z.number(),
      done: z.boolean(),
    }),
  ),
  live_classes: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      starts_at: z.string(),
      /** HH:mm in the member's zone. */
      time: z.string(),
      duration_minutes: z.number(),
    }),
  ),
  meals: z.array(z.object({ meal_type: z.enum(MEAL_TYPES), item_id: z.number(), title: z.string() })),
  planned: z.array(PlannedWorkoutSchema),
});
export type WeekDayEntry = z.output<typeof WeekDaySchema>;

export const WeekSchema = z.object({
  start: z.string(),
  previous: z.nullable(z.string()),
  next: z.nullable(z.string()),
  program_title: z.nullable(z.string()),
  days: z.array(WeekDaySchema),
  /**
   * Whether the member has a private calendar feed. Its URL is answered once, when it is made
   * (`CalendarFeedSchema`): the server keeps only its hash (issue 33).
   */
  has_feed: z.boolean(),
});
export type Week = z.output<typeof WeekSchema>;

export const CalendarFeedSchema = z.object({ feed_url: z.string() });
export type CalendarFeed = z.output<typeof CalendarFeedSchema>;

export const plannedWorkoutParams = z.object({ id: idValue() });
/** The feed's path parameter: the token and its `.ics`. */
export const calendarFeedParams = z.object({ file: z.string().check(z.maxLength(200)) });
