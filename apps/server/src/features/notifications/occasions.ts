import {
  addDays,
  emptyStreak,
  LIVE_REMINDER_MINUTES,
  localDay,
  type MessageId,
  memberPages,
  type NotificationKind,
  type StreakState,
  streakOn,
  type WorkoutDays,
  weekOf,
} from '@studio/shared';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  challengeMembers,
  challenges,
  items,
  liveReminders,
  memberActivityDays,
  memberProfiles,
  memberStreaks,
  programDays,
  subscriptions,
} from '../../db/schema';
import { classPath } from '../lives';
import { activeProgram, programDayNotDone } from '../programs';

/**
 * What each kind of notification says, where tapping it leads, and whether its occasion is still
 * to come when it is sent: nothing goes to a member whose workout is done, whose class was
 * cancelled or has started, whose week's goal is met (issue 39).
 */
export type Told = { title: MessageId; body: MessageId; values: Record<string, unknown>; path: string };

/** The member, their zone, and the studio's (whose calendar challenges run on). */
type Member = { id: number; zone: string; studioZone: string };

/** `occasion` is today in the member's zone, one of their workout days, and nothing is done yet. */
const workoutStillDue = async (tx: Tx, member: Member, occasion: string, now: Date) => {
  const today = localDay(now, member.zone);
  if (today.date !== occasion) return false;
  const [profile] = await tx
    .select({ days: memberProfiles.workout_days })
    .from(memberProfiles)
    .where(eq(memberProfiles.user_id, member.id));
  if (!(profile?.days as WorkoutDays | undefined)?.[today.day]) return false;
  const [done] = await tx
    .select({ workouts: memberActivityDays.workouts })
    .from(memberActivityDays)
    .where(and(eq(memberActivityDays.user_id, member.id), eq(memberActivityDays.day, today.date)));
  return (done?.workouts ?? 0) === 0;
};

const workoutDay = async (tx: Tx, member: Member, occasion: string, now: Date): Promise<Told | null> => {
  if (!(await workoutStillDue(tx, member, occasion, now))) return null;
  return {
    title: 'mail.notify.workoutDay.title',
    body: 'mail.notify.workoutDay.body',
    values: {},
    path: memberPages.onDemand,
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
    path: memberPages.onDemand,
  };
};

/**
 * A workout day of a member following a program, nothing done yet: the program's next day (the
 * first not done, as home shows it) is what they are told, in place of the workout day's reminder.
 */
const programDay = async (tx: Tx, member: Member, occasion: string, now: Date): Promise<Told | null> => {
  if (!(await workoutStillDue(tx, member, occasion, now))) return null;
  const running = await activeProgram(tx as unknown as Db, member.id, now);
  if (!running) return null;
  const [next] = await tx
    .select({ week: programDays.week, day: programDays.day, workout: items.title })
    .from(programDays)
    .innerJoin(items, eq(items.id, programDays.item_id))
    .where(and(eq(programDays.program_id, running.program.id), programDayNotDone(running.purchase.id)))
    .orderBy(asc(programDays.week), asc(programDays.day))
    .limit(1);
  if (!next) return null;
  return {
    title: 'mail.notify.program.title',
    body: 'mail.notify.program.body',
    values: { week: next.week, day: next.day, program: running.program.title, workout: next.workout },
    path: memberPages.programDetails(running.program.id),
  };
};

/**
 * A challenge's news, on the studio's calendar (the challenge's own): `start:<id>`, it opens today
 * and the member has not joined; `last:<id>`, the last day of one they joined and have not finished.
 */
const challenge = async (tx: Tx, member: Member, occasion: string, now: Date): Promise<Told | null> => {
  const [which, id] = occasion.split(':');
  const today = localDay(now, member.studioZone).date;
  const [row] = await tx
    .select({
      title: challenges.title,
      starts_on: challenges.starts_on,
      ends_on: challenges.ends_on,
      joined: challengeMembers.user_id,
      finished_at: challengeMembers.finished_at,
    })
    .from(challenges)
    .leftJoin(
      challengeMembers,
      and(eq(challengeMembers.challenge_id, challenges.id), eq(challengeMembers.user_id, member.id)),
    )
    .where(and(eq(challenges.id, Number(id)), isNull(challenges.removed_at)));
  if (!row || today < row.starts_on || today > row.ends_on) return null;
  const values = { title: row.title };
  if (which === 'start' && row.joined === null) {
    return {
      title: 'mail.notify.challengeStart.title',
      body: 'mail.notify.challengeStart.body',
      values,
      path: memberPages.challenges,
    };
  }
  if (which === 'last' && row.joined !== null && row.finished_at === null && today === row.ends_on) {
    return {
      title: 'mail.notify.challengeLast.title',
      body: 'mail.notify.challengeLast.body',
      values,
      path: memberPages.challenges,
    };
  }
  return null;
};

/**
 * Billing's news: `trial_ending:<subscription>`, while that trial still runs, or
 * `payment_failed:<mail's event>`, told as its mail is sent.
 */
const billing = async (tx: Tx, member: Member, occasion: string, now: Date): Promise<Told | null> => {
  const [which, id] = occasion.split(':');
  if (which === 'trial_ending') {
    const [trial] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.id, Number(id)),
          eq(subscriptions.user_id, member.id),
          eq(subscriptions.status, 'trial'),
          gt(subscriptions.trial_ends_at, now),
        ),
      );
    if (!trial) return null;
    return {
      title: 'mail.notify.trialEnding.title',
      body: 'mail.notify.trialEnding.body',
      values: {},
      path: memberPages.subscription,
    };
  }
  if (which === 'payment_failed')
    return {
      title: 'mail.notify.paymentFailed.title',
      body: 'mail.notify.paymentFailed.body',
      values: {},
      path: memberPages.subscription,
    };
  return null;
};

type Describe = (tx: Tx, member: Member, occasion: string, now: Date) => Promise<Told | null>;

const DESCRIBE: Partial<Record<NotificationKind, Describe>> = {
  workout_day: workoutDay,
  live_class: liveClass,
  streak,
  program: programDay,
  challenge,
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
