import {
  addDays,
  emptyStreak,
  LIVE_REMINDER_MINUTES,
  localDay,
  type MessageId,
  type NotificationKind,
  type StreakState,
  streakOn,
  type WorkoutDays,
  weekOf,
} from '@studio/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { items, liveReminders, memberActivityDays, memberProfiles, memberStreaks } from '../../db/schema';
import { classPath } from '../lives';

/**
 * What each kind of notification says, where tapping it leads, and whether its occasion is still
 * to come when it is sent: nothing goes to a member whose workout is done, whose class was
 * cancelled or has started, whose week's goal is met (issue 39).
 */
export type Told = { title: MessageId; body: MessageId; values: Record<string, unknown>; path: string };

type Member = { id: number; zone: string };

/** Pages a notification opens. */
const PAGES = { workouts: '/page/on_demand', subscription: '/page/subscription' } as const;

const workoutDay = async (tx: Tx, member: Member, occasion: string, now: Date): Promise<Told | null> => {
  const today = localDay(now, member.zone);
  if (today.date !== occasion) return null;
  const [profile] = await tx
    .select({ days: memberProfiles.workout_days })
    .from(memberProfiles)
    .where(eq(memberProfiles.user_id, member.id));
  if (!(profile?.days as WorkoutDays | undefined)?.[today.day]) return null;
  const [done] = await tx
    .select({ workouts: memberActivityDays.workouts })
    .from(memberActivityDays)
    .where(and(eq(memberActivityDays.user_id, member.id), eq(memberActivityDays.day, today.date)));
  if ((done?.workouts ?? 0) > 0) return null;
  return {
    title: 'mail.notify.workoutDay.title',
    body: 'mail.notify.workoutDay.body',
    values: {},
    path: PAGES.workouts,
  };
};

const liveClass = async (tx: Tx, member: Member, occasion: string, now: Date): Promise<Told | null> => {
  const itemId = Number(occasion.replace(/^live:/, ''));
  const [live] = await tx
    .select({ title: items.title })
    .from(items)
    .innerJoin(
      liveReminders,
      and(eq(liveReminders.item_id, items.id), eq(liveReminders.member_id, member.id)),
    )
    .where(and(eq(items.id, itemId), isNull(items.removed_at), gt(items.event_date, now)));
  if (!live) return null;
  return {
    title: 'mail.notify.liveClass.title',
    body: 'mail.notify.liveClass.body',
    values: { title: live.title, minutes: LIVE_REMINDER_MINUTES },
    path: classPath(itemId),
  };
};

/** The week's last day (Saturday, the member's zone), one day short of its goal, and a streak to lose. */
const streak = async (tx: Tx, member: Member, occasion: string, now: Date): Promise<Told | null> => {
  const today = localDay(now, member.zone);
  if (weekOf(today.date) !== occasion || addDays(occasion, 6) !== today.date) return null;
  const [row] = await tx
    .select({ state: memberStreaks, goal: memberProfiles.weekly_goal })
    .from(memberProfiles)
    .leftJoin(memberStreaks, eq(memberStreaks.user_id, memberProfiles.user_id))
    .where(eq(memberProfiles.user_id, member.id));
  if (!row) return null;
  const state: StreakState = row.state
    ? {
        openWeek: row.state.open_week,
        openDays: row.state.open_days,
        current: row.state.current,
        best: row.state.best,
        freezeMonth: row.state.freeze_month,
      }
    : emptyStreak();
  const seen = streakOn(state, today, row.goal);
  // At risk: one workout day short on the last day (more than one short, today cannot save it),
  // with weeks in a row to lose.
  if (row.goal - seen.week_days !== 1 || seen.current === 0) return null;
  return {
    title: 'mail.notify.streak.title',
    body: 'mail.notify.streak.body',
    values: { count: seen.current },
    path: PAGES.workouts,
  };
};

/** Billing's news: `trial_ending:<key>` or `payment_failed:<key>`, told as its mail is sent. */
const billing = async (_tx: Tx, _member: Member, occasion: string): Promise<Told | null> => {
  const which = occasion.split(':')[0];
  if (which === 'trial_ending')
    return {
      title: 'mail.notify.trialEnding.title',
      body: 'mail.notify.trialEnding.body',
      values: {},
      path: PAGES.subscription,
    };
  if (which === 'payment_failed')
    return {
      title: 'mail.notify.paymentFailed.title',
      body: 'mail.notify.paymentFailed.body',
      values: {},
      path: PAGES.subscription,
    };
  return null;
};

type Describe = (tx: Tx, member: Member, occasion: string, now: Date) => Promise<Told | null>;

const DESCRIBE: Partial<Record<NotificationKind, Describe>> = {
  workout_day: workoutDay,
  live_class: liveClass,
  streak,
  billing,
};

/** What to tell the member now, or null when the occasion has passed. */
export const describeOccasion = (
  tx: Tx,
  kind: NotificationKind,
  member: Member,
  occasion: string,
  now: Date,
): Promise<Told | null> => DESCRIBE[kind]?.(tx, member, occasion, now) ?? Promise.resolve(null);
