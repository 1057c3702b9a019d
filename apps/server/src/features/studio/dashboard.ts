import {
  DASHBOARD_WINDOWS,
  type Dashboard,
  type DashboardWindow,
  RETENTION_TRAINING_DAYS,
  wholePercent,
} from '@studio/shared';
import { and, between, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type NamedCount, type SourceCount, studioDays, studioWeeks } from '../../db/schema';
import { jobHandler, jobKind } from '../../jobs/queue';
import { dayIn, endOfDayIn, zoned } from '../../lib/studio-time';
import { challengeFigures } from '../challenges';
import { rollUpCohorts } from './analytics-cohorts';
import { computeDays, computeWeeks, type DayFigures, emptyDay, figuresNow } from './dashboard-figures';

/**
 * The owner's dashboard (issue 17, decision 0021): finished studio days come from `studio_days`
 * and `studio_weeks`, rows the hourly `studio_rollup` job writes (or the first read that misses
 * one); only today, and a day ended less than ROLLUP_GRACE_MS ago, are counted live.
 */

/**
 * A row made by another version of the figures is made again. 2: cancellation reasons, and the
 * retention offers made and taken (issue 18, decision 0029), in `cancellation_reasons`. 3: the
 * members' own `STAY-<id>` codes among the promo codes' uses. 4: sign-ups, trials and first paid
 * charges by source and landing page (issue 38), in `sources`.
 */
export const ROLLUP_VERSION = 4;
/**
 * A day is rolled up this long after it ends: a write stamped with its last moment (a transaction's
 * start) may still be committing when the day ends, and must not be missed for good.
 */
export const ROLLUP_GRACE_MS = 10 * 60 * 1000;

const addDays = (day: string, n: number) => zoned.utc(day).add(n, 'day').format('YYYY-MM-DD');
const weekStartOf = (day: string) => addDays(day, -zoned.utc(day).day());
const daysFrom = (from: string, to: string) => {
  const list: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) list.push(day);
  return list;
};

type Scope = { zone: string; now: Date };
/** Where the figures are read (the replica, when there is one: decision 0055), and the rollup written. */
type Dbs = { db: Db; read: Db };
const settled = (lastDay: string, { zone, now }: Scope) =>
  endOfDayIn(lastDay, zone).getTime() + ROLLUP_GRACE_MS <= now.getTime();

/** `set` of an upsert: every column but the key, from the row that was refused. */
const excludedColumns = (table: typeof studioDays | typeof studioWeeks, key: string) =>
  Object.fromEntries(
    Object.values(getTableColumns(table))
      .filter((column) => column.name !== key)
      .map((column) => [column.name, sql.raw(`excluded.${column.name}`)]),
  ) as Record<string, SQL>;

/**
 * The figures of each studio day from `from` to `to`: stored ones as they are, the others
 * computed in one pass over their range and stored when the day is settled (an upsert: the job and
 * a read may both do it). `live` marks the days counted now and not stored.
 */
const daysOf = async ({ db, read }: Dbs, from: string, to: string, scope: Scope) => {
  const stored = await read
    .select()
    .from(studioDays)
    .where(
      and(
        between(studioDays.day, from, to),
        eq(studioDays.version, ROLLUP_VERSION),
        eq(studioDays.time_zone, scope.zone),
      ),
    );
  const days = new Map<string, { figures: DayFigures; live: boolean }>(
    stored.map(({ day, time_zone: _zone, version: _version, computed_at: _at, ...figures }) => [
      day,
      { figures, live: false },
    ]),
  );
  const missing = daysFrom(from, to).filter((day) => !days.has(day));
  const [first, last] = [missing[0], missing.at(-1)];
  if (!first || !last) return { days, stored: 0 };
  const computed = await computeDays(read, { from: first, to: last, ...scope });
  const rows = [];
  for (const day of missing) {
    const figures = computed.get(day) ?? emptyDay();
    const live = !settled(day, scope);
    days.set(day, { figures, live });
    if (!live) rows.push({ day, time_zone: scope.zone, version: ROLLUP_VERSION, ...figures });
  }
  if (rows.length > 0) {
    await db
      .insert(studioDays)
      .values(rows)
      .onConflictDoUpdate({ target: studioDays.day, set: excludedColumns(studioDays, 'day') });
  }
  return { days, stored: rows.length };
};

/** Members who trained on 3+ days of each week from `from`'s week to `to`'s, stored once a week is settled. */
const weeksOf = async ({ db, read }: Dbs, from: string, to: string, scope: Scope) => {
  const [firstWeek, lastWeek] = [weekStartOf(from), weekStartOf(to)];
  const stored = await read
    .select()
    .from(studioWeeks)
    .where(
      and(
        between(studioWeeks.week_start, firstWeek, lastWeek),
        eq(studioWeeks.version, ROLLUP_VERSION),
        eq(studioWeeks.time_zone, scope.zone),
      ),
    );
  const weeks = new Map(
    stored.map((row) => [row.week_start, { members: row.members_trained, partial: false }]),
  );
  const missing: string[] = [];
  for (let week = firstWeek; week <= lastWeek; week = addDays(week, 7)) {
    if (!weeks.has(week)) missing.push(week);
  }
  const [first, last] = [missing[0], missing.at(-1)];
  if (!first || !last) return { weeks, stored: 0 };
  const computed = await computeWeeks(read, { from: first, to: addDays(last, 6), ...scope });
  const rows = [];
  for (const week of missing) {
    const members = computed.get(week) ?? 0;
    const partial = !settled(addDays(week, 6), scope);
    weeks.set(week, { members, partial });
    if (!partial) {
      rows.push({
        week_start: week,
        time_zone: scope.zone,
        version: ROLLUP_VERSION,
        members_trained: members,
      });
    }
  }
  if (rows.length > 0) {
    await db
      .insert(studioWeeks)
      .values(rows)
      .onConflictDoUpdate({
        target: studioWeeks.week_start,
        set: excludedColumns(studioWeeks, 'week_start'),
      });
  }
  return { weeks, stored: rows.length };
};

const minutes = (seconds: number) => Math.floor((seconds + 30) / 60);

/** Per kind and name, summed over days (the names in order of first appearance). */
const sumNamed = (lists: NamedCount[][]) => {
  const sums = new Map<string, NamedCount>();
  for (const list of lists) {
    for (const entry of list) {
      const key = `${entry.kind ?? ''}\u0000${entry.name}`;
      const sum = sums.get(key);
      if (sum) sum.count += entry.count;
      else sums.set(key, { ...entry });
    }
  }
  return [...sums.values()];
};

/**
 * The members' answers when leaving: reasons (kind `reason`, most given first) and the retention
 * offer (kind `offer`: `accepted` or `refused`) of the window.
 */
const answerCounts = (answers: NamedCount[]): Dashboard['cancellation_reasons'] => {
  const offer = (name: string) => answers.find((a) => a.kind === 'offer' && a.name === name)?.count ?? 0;
  return {
    recorded: true,
    reasons: answers
      .filter((a) => a.kind === 'reason')
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .map((a) => ({ reason: a.name, count: a.count })),
    offers_made: offer('accepted') + offer('refused'),
    offers_accepted: offer('accepted'),
  };
};

/** The window's members by source and by landing page, most sign-ups first. */
const sourceRows = (counts: SourceCount[]): Dashboard['sources'] => {
  const rows = (pick: (count: SourceCount) => string) => {
    const byName = new Map<string, Dashboard['sources']['by_source'][number]>();
    for (const count of counts) {
      const name = pick(count);
      let row = byName.get(name);
      if (!row) {
        row = { name, sign_ups: 0, trials: 0, paying: 0 };
        byName.set(name, row);
      }
      if (count.event === 'signup') row.sign_ups += count.count;
      else if (count.event === 'trial') row.trials += count.count;
      else row.paying += count.count;
    }
    return [...byName.values()].sort(
      (a, b) => b.sign_ups - a.sign_ups || b.paying - a.paying || a.name.localeCompare(b.name),
    );
  };
  return { by_source: rows((count) => count.source), by_landing_page: rows((count) => count.landing) };
};

/** The owner's dashboard over the last `days` studio days, today included. */
export const loadDashboard = async (
  db: Db,
  {
    days: window,
    zone,
    now = new Date(),
    read = db,
  }: { days: DashboardWindow; zone: string; now?: Date; read?: Db },
): Promise<Dashboard> => {
  const scope = { zone, now };
  const to = dayIn(now, zone);
  const from = addDays(to, -(window - 1));
  const { days } = await daysOf({ db, read }, from, to, scope);
  const { weeks } = await weeksOf({ db, read }, from, to, scope);
  const current = await figuresNow(read, now);
  const challenges = await challengeFigures(read, { from, to, zone, now });

  const daily = daysFrom(from, to).map((day) => {
    const { figures, live } = days.get(day) ?? { figures: emptyDay(), live: true };
    return { day, figures, live };
  });
  const sum = (pick: (figures: DayFigures) => number) =>
    daily.reduce((total, { figures }) => total + pick(figures), 0);
  const totals = {
    new_trials: sum((f) => f.new_trials),
    new_paid: sum((f) => f.new_paid),
    trials_ended: sum((f) => f.trials_ended),
    conversions: sum((f) => f.conversions),
    cancellations: sum((f) => f.cancellations),
    program_sales: sum((f) => f.program_sales),
    program_sales_cents: sum((f) => f.program_sales_cents),
    workouts: sum((f) => f.workouts),
    watch_minutes: minutes(sum((f) => f.watch_seconds)),
  };
  // Conversions of the window against trials that ended in it, rounded half up; a trial that ends
  // on the window's last day is often paid the next, so the figure is held at 100.
  const conversion = wholePercent(totals.conversions, totals.trials_ended);
  const conversionPercent = conversion === null ? null : Math.min(100, conversion);

  const lastUse = new Map<string, string>();
  for (const { day, figures } of daily) {
    for (const use of figures.promo_redemptions) lastUse.set(`${use.kind}\u0000${use.name}`, day);
  }
  const promos = sumNamed(daily.map(({ figures }) => figures.promo_redemptions))
    .map((use) => ({
      kind: use.kind === 'program' ? ('program' as const) : ('premium' as const),
      code: use.name,
      redemptions: use.count,
      last_day: lastUse.get(`${use.kind}\u0000${use.name}`) ?? to,
    }))
    .sort((a, b) => b.redemptions - a.redemptions || b.last_day.localeCompare(a.last_day));

  return {
    days: window,
    time_zone: zone,
    from,
    to,
    training_days: RETENTION_TRAINING_DAYS,
    now: current,
    totals: { ...totals, conversion_percent: conversionPercent },
    cancellation_reasons: answerCounts(sumNamed(daily.map(({ figures }) => figures.cancellation_reasons))),
    promo_redemptions: promos,
    sources: sourceRows(daily.flatMap(({ figures }) => figures.sources)),
    challenges,
    daily: daily.map(({ day, figures, live }) => ({
      day,
      new_trials: figures.new_trials,
      new_paid: figures.new_paid,
      trials_ended: figures.trials_ended,
      conversions: figures.conversions,
      cancellations: figures.cancellations,
      program_sales: figures.program_sales,
      program_sales_cents: figures.program_sales_cents,
      workouts: figures.workouts,
      watch_minutes: minutes(figures.watch_seconds),
      live,
    })),
    weekly: [...weeks.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, { members, partial }]) => ({
        week_start: week,
        week_end: addDays(week, 6),
        members_trained: members,
        partial,
      })),
  };
};

/**
 * Rolls up every settled studio day (and week) of the longest window that has no row of this
 * zone and version yet; a day already rolled up is left as it is. Idempotent: run twice, or by two
 * processes at once, it writes the same rows.
 */
export const rollUpStudio = async (db: Db, scope: Scope) => {
  const today = dayIn(scope.now, scope.zone);
  const from = addDays(today, -(Math.max(...DASHBOARD_WINDOWS) - 1));
  // Up to the last settled day: yesterday, or the day before in the grace after midnight.
  const yesterday = addDays(today, -1);
  const to = settled(yesterday, scope) ? yesterday : addDays(yesterday, -1);
  const days = await daysOf({ db, read: db }, from, to, scope);
  const weeks = await weeksOf({ db, read: db }, from, to, scope);
  return { days: days.stored, weeks: weeks.stored };
};

/** The rollup, every hour: a studio day is rolled up within the hour after it ends (decision 0021). */
export const STUDIO_ROLLUP = jobKind<Record<string, never>>({
  name: 'studio_rollup',
  policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  schedule: '17 * * * *',
});

export const studioRollupHandler = (db: Db, zone: string, log: FastifyBaseLogger) =>
  jobHandler(STUDIO_ROLLUP, async () => {
    const now = new Date();
    const written = await rollUpStudio(db, { zone, now });
    if (written.days + written.weeks > 0) log.info(written, 'studio: rolled up dashboard days');
    // The cohorts' months (issue 40, decision 0056): those missing, and the running one again.
    const months = await rollUpCohorts(db, { zone, now });
    if (months > 1) log.info({ months }, 'studio: rolled up cohort months');
  });
