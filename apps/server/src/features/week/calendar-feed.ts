import crypto from 'node:crypto';
import {
  addDays,
  localDay,
  type MealType,
  type MessageId,
  type WeekDayEntry,
  type WorkoutDays,
  weekOf,
  weekPaths,
} from '@studio/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import ical, { ICalAlarmType } from 'ical-generator';
import type { Db } from '../../db/client';
import { calendarFeeds, memberProfiles, programPurchases, programs, users } from '../../db/schema';
import { notFound } from '../../errors';
import { readerLocale, translate } from '../../lib/i18n';
import { wallTimeIn } from '../../lib/studio-time';
import { buildDays, daysFrom } from './build-week';
import { loadSpan } from './load-week';

/**
 * The member's private calendar feed (issue 19, decision 0031): a secret URL any calendar app can
 * subscribe to, with program days, live classes and planned workouts, each with a reminder, and the
 * meal plan's meals at their usual times.
 */

const TOKEN_PATTERN = /^([A-Za-z0-9_-]{32})\.ics$/;
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const feedUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}${weekPaths.feed(`${token}.ics`)}`;

/**
 * Makes the member's feed token, or replaces it: the old URL then answers 404. Only its hash is
 * kept, so the token is the caller's to show this once.
 */
export const resetFeedToken = async (db: Db, userId: number): Promise<string> => {
  const token = crypto.randomBytes(24).toString('base64url');
  await db
    .insert(calendarFeeds)
    .values({ user_id: userId, token_hash: hash(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.user_id,
      set: { token_hash: hash(token), created_at: new Date() },
    });
  return token;
};

/** The member a feed file (`<token>.ics`) names, found by the token's hash; null for a file that names none. */
const findFeedMember = async (db: Db, file: string, now: Date) => {
  const token = TOKEN_PATTERN.exec(file)?.[1];
  if (!token) return null;
  const [row] = await db
    .select({
      userId: users.id,
      zone: users.time_zone,
      language: users.language,
      workoutDays: memberProfiles.workout_days,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.user_id))
    .leftJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
    .where(eq(calendarFeeds.token_hash, hash(token)));
  if (!row) return null;
  const [rental] = await db
    .select({
      purchaseId: programPurchases.id,
      programId: programPurchases.program_id,
      title: programs.title,
    })
    .from(programPurchases)
    .innerJoin(programs, eq(programs.id, programPurchases.program_id))
    .where(
      and(
        eq(programPurchases.user_id, row.userId),
        eq(programPurchases.status, 'active'),
        gt(programPurchases.ends_at, now),
      ),
    )
    .orderBy(desc(programPurchases.created_at))
    .limit(1);
  return { ...row, rental: rental ?? null };
};

/** The feed covers last week and the four weeks to come. */
const FEED_WEEKS_BACK = 1;
const FEED_WEEKS = 6;
/** All-day events remind at 08:00 of their day; live classes 15 minutes before. */
const DAY_REMINDER_S = 8 * 3600;
const LIVE_REMINDER_S = 15 * 60;

/**
 * When a planned meal goes in the calendar: the meal type's usual time in the member's zone, for
 * the minutes a meal takes. No reminder: four a day would be noise (decision 0031).
 */
const MEAL_TIMES: Record<MealType, { time: string; minutes: number }> = {
  breakfast: { time: '08:00', minutes: 30 },
  lunch: { time: '12:30', minutes: 45 },
  snack: { time: '16:00', minutes: 15 },
  dinner: { time: '19:00', minutes: 60 },
};

/** A planned meal's event: "Breakfast: Oat bowl", in the member's language. */
const MEAL_EVENT_IDS: Record<MealType, MessageId> = {
  breakfast: 'feed.event.breakfast',
  lunch: 'feed.event.lunch',
  snack: 'feed.event.snack',
  dinner: 'feed.event.dinner',
};

const allDay = (date: string) => ({
  start: new Date(`${date}T00:00:00Z`),
  end: new Date(`${addDays(date, 1)}T00:00:00Z`),
  allDay: true,
});

/**
 * The ICS text of a feed file, or a 404 for an unknown (or replaced) token. `admit` is told whether
 * the file named a member, before any work is done for it (the route's limits, issue 33).
 */
export const calendarFeed = async (
  db: Db,
  {
    file,
    now,
    publicUrl,
    admit,
  }: { file: string; now: Date; publicUrl: string; admit: (known: boolean) => Promise<void> },
): Promise<string> => {
  const member = await findFeedMember(db, file, now);
  await admit(member !== null);
  if (!member) throw notFound();
  const today = localDay(now, member.zone).date;
  const firstDay = addDays(weekOf(today), -7 * FEED_WEEKS_BACK);
  const days = 7 * FEED_WEEKS;
  const rows = await loadSpan(db, {
    userId: member.userId,
    rental: member.rental,
    firstDay,
    days,
    today,
    dueLimit: daysFrom(today, addDays(firstDay, days - 1)),
  });
  const entries: WeekDayEntry[] = buildDays({
    rows,
    firstDay,
    days,
    today,
    zone: member.zone,
    workoutDays: (member.workoutDays ?? {}) as Partial<WorkoutDays>,
  });

  // Event names in the member's language, the studio's default when they chose none (issue 35).
  const locale = await readerLocale(db, member.language);
  const t = (id: MessageId, values?: Record<string, unknown>) => translate(locale, id, values);
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: t('feed.calendar.name'),
    prodId: { company: 'Studio', product: 'my-week', language: locale.toUpperCase() },
    ttl: 3600,
    x: [{ key: 'X-WR-TIMEZONE', value: member.zone }],
  });
  for (const day of entries) {
    if (day.program_day && member.rental) {
      const { week, day: number, title } = day.program_day;
      calendar
        .createEvent({
          id: `program-${member.rental.purchaseId}-${week}-${number}@${host}`,
          summary: t('feed.event.programDay', { program: member.rental.title, week, day: number }),
          description: title,
          stamp: now,
          ...allDay(day.date),
        })
        .createAlarm({ type: ICalAlarmType.display, triggerAfter: DAY_REMINDER_S });
    }
    for (const planned of day.planned) {
      calendar
        .createEvent({
          id: `planned-${planned.id}@${host}`,
          summary: planned.title,
          description: t('feed.event.workoutMinutes', { minutes: planned.duration_minutes }),
          stamp: now,
          ...allDay(day.date),
        })
        .createAlarm({ type: ICalAlarmType.display, triggerAfter: DAY_REMINDER_S });
    }
    if (member.rental) {
      // The rental's meal plan, at each meal type's usual time (no plan, no meals).
      const purchase = member.rental.purchaseId;
      for (const meal of day.meals) {
        const { time, minutes } = MEAL_TIMES[meal.meal_type];
        const start = wallTimeIn(day.date, time, member.zone);
        calendar.createEvent({
          // One a day and meal type: a changed plan updates the event instead of adding another.
          id: `meal-${purchase}-${day.date}-${meal.meal_type}@${host}`,
          summary: t(MEAL_EVENT_IDS[meal.meal_type], { title: meal.title }),
          start,
          end: new Date(start.getTime() + minutes * 60_000),
          stamp: now,
        });
      }
    }
    for (const live of day.live_classes) {
      const start = new Date(live.starts_at);
      calendar
        .createEvent({
          id: `live-${live.id}@${host}`,
          summary: t('feed.event.live', { title: live.title }),
          start,
          end: new Date(start.getTime() + live.duration_minutes * 60_000),
          stamp: now,
        })
        .createAlarm({ type: ICalAlarmType.display, triggerBefore: LIVE_REMINDER_S });
    }
  }
  return calendar.toString();
};
