import {
  addDays,
  localDay,
  mealsForDay,
  WEEK_DAYS,
  type WeekDayEntry,
  type WorkoutDays,
} from '@studio/shared';
import { zoned } from '../../lib/studio-time';
import type { SpanRows } from './load-week';

const minutes = (seconds: number): number => Math.round(seconds / 60);

/** Days from `from` to `to` (YYYY-MM-DD), both counted. */
export const daysFrom = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The member's days from `firstDay` for `days` days, as My week and the feed show them. Program
 * days done show on the day they were done; those not done yet go, in order, on the member's
 * workout days from today (tomorrow when a program day was done today: one a day, decision 0015).
 */
export const buildDays = ({
  rows,
  firstDay,
  days,
  today,
  zone,
  workoutDays,
}: {
  rows: SpanRows;
  firstDay: string;
  days: number;
  today: string;
  zone: string;
  workoutDays: Partial<WorkoutDays>;
}): WeekDayEntry[] => {
  const doneOn = new Map(rows.done.map((row) => [localDay(new Date(row.at), zone).date, row]));
  const isWorkoutDay = (date: string) =>
    workoutDays[WEEK_DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'sunday'] === true;
  // Where the program days not done yet fall, from today (or tomorrow) to the span's end.
  const dueOn = new Map<string, SpanRows['due'][number]>();
  const lastDay = addDays(firstDay, days - 1);
  let date = doneOn.has(today) ? addDays(today, 1) : today;
  let next = 0;
  while (date <= lastDay && next < rows.due.length) {
    if (isWorkoutDay(date)) dueOn.set(date, rows.due[next++] as SpanRows['due'][number]);
    date = addDays(date, 1);
  }

  return Array.from({ length: days }, (_, index) => {
    const day = addDays(firstDay, index);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const done = doneOn.get(day);
    const due = dueOn.get(day);
    const program = done ?? due;
    return {
      date: day,
      weekday,
      today: day === today,
      workout_day: isWorkoutDay(day),
      program_day: program
        ? {
            week: program.week,
            day: program.day,
            title: program.title,
            item_id: program.item_id,
            done: !!done,
          }
        : null,
      live_classes: rows.lives
        .filter((live) => localDay(new Date(live.at), zone).date === day)
        .map((live) => ({
          id: live.id,
          title: live.title,
          starts_at: new Date(live.at).toISOString(),
          time: zoned(live.at).tz(zone).format('HH:mm'),
          duration_minutes: minutes(live.duration_seconds),
        })),
      meals: rows.recipes.length
        ? mealsForDay(rows.recipes, weekday).map((meal) => ({
            meal_type: meal.meal_type,
            item_id: meal.recipe.id,
            title: meal.recipe.title,
          }))
        : [],
      planned: rows.planned
        .filter((row) => row.day === day)
        .map((row) => ({
          id: row.id,
          day: row.day,
          item_id: row.item_id,
          title: row.title,
          duration_minutes: minutes(row.duration_seconds),
        })),
    };
  });
};
