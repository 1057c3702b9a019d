import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { recordStreakDay } from './streaks';

/**
 * Counts what a member did on one of their days (a finished workout, a meal eaten) into their day
 * row and their all-time totals, in one statement: stats then read a row or a month of rows
 * instead of the whole history (DESIGN 5), and the day's first workout into their weekly streak.
 * `day` is the member's calendar day (YYYY-MM-DD).
 */
export const recordActivity = async (
  db: Db,
  {
    userId,
    day,
    workouts = 0,
    seconds = 0,
    meals = 0,
  }: {
    userId: number;
    day: string;
    workouts?: number;
    seconds?: number;
    meals?: number;
  },
): Promise<void> => {
  const [counted] = await rowsOf<{ day_workouts: number }>(
    db,
    sql`
    with day_row as (
      insert into member_activity_days (user_id, day, workouts, seconds, meals)
      values (${userId}, ${day}::date, ${workouts}, ${seconds}, ${meals})
      on conflict (user_id, day) do update set
        workouts = member_activity_days.workouts + excluded.workouts,
        seconds = member_activity_days.seconds + excluded.seconds,
        meals = member_activity_days.meals + excluded.meals
      returning (xmax = 0) as new_day, workouts
    ), totals as (
    insert into member_totals (user_id, workouts, seconds, meals, days_active)
    select ${userId}, ${workouts}, ${seconds}, ${meals}, case when new_day then 1 else 0 end from day_row
    on conflict (user_id) do update set
      workouts = member_totals.workouts + excluded.workouts,
      seconds = member_totals.seconds + excluded.seconds,
      meals = member_totals.meals + excluded.meals,
      days_active = member_totals.days_active + excluded.days_active)
    select workouts as day_workouts from day_row`,
  );
  // The day's first workout moves the weekly streak on (decision 0031).
  if (workouts > 0 && counted?.day_workouts === workouts) await recordStreakDay(db, { userId, day });
};
