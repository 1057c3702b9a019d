import { type Cents, monthlyRecurringCents, RETENTION_TRAINING_DAYS } from '@studio/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import type { NamedCount, SourceCount } from '../../db/schema';
import {
  cancellations,
  memberSources,
  payments,
  programPromoCodes,
  programPurchases,
  promoCodes,
  subscriptions,
  workoutSessions,
} from '../../db/schema';
import { col } from '../../db/sql-parts';
import { endOfDayIn, startOfDayIn } from '../../lib/studio-time';
import { premiumEndSql } from '../billing';

/**
 * The dashboard's figures from the studio's own rows (decision 0021): what the rollup stores for a
 * finished studio day, and what today shows live. Each statement reads one range of moments through
 * an index on that moment, grouped by the studio day it falls on (`STUDIO_TIME_ZONE`).
 */
export type DayFigures = {
  new_trials: number;
  new_paid: number;
  trials_ended: number;
  conversions: number;
  cancellations: number;
  cancellation_reasons: NamedCount[];
  program_sales: number;
  program_sales_cents: number;
  promo_redemptions: NamedCount[];
  workouts: number;
  watch_seconds: number;
  sources: SourceCount[];
};

export const emptyDay = (): DayFigures => ({
  new_trials: 0,
  new_paid: 0,
  trials_ended: 0,
  conversions: 0,
  cancellations: 0,
  cancellation_reasons: [],
  program_sales: 0,
  program_sales_cents: 0,
  promo_redemptions: [],
  workouts: 0,
  watch_seconds: 0,
  sources: [],
});

/** A sum that SQL answers as text (a bigint), as a whole number. */
const whole = (value: unknown): number => {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number: ${String(value)}`);
  return n;
};

/** The studio day (YYYY-MM-DD) a moment column falls on. */
const studioDay = (moment: SQL, zone: string) => sql`((${moment}) at time zone ${zone})::date::text`;

/** The moments from the first instant of `from` to the end of `to` (studio days), never past `now`. */
const within = (moment: SQL, range: Range) =>
  sql`${moment} >= ${range.start.toISOString()}::timestamptz and ${moment} < ${range.end.toISOString()}::timestamptz`;

type Range = { start: Date; end: Date };

const rangeOf = (from: string, to: string, zone: string, now: Date): Range => {
  const end = endOfDayIn(to, zone);
  return { start: startOfDayIn(from, zone), end: end < now ? end : now };
};

/**
 * Every figure of each studio day from `from` to `to` (inclusive) that had anything, by day; a day
 * without a row had nothing. Moments after `now` (a trial that ends later today) do not count yet.
 */
export const computeDays = async (
  db: Db,
  { from, to, zone, now }: { from: string; to: string; zone: string; now: Date },
): Promise<Map<string, DayFigures>> => {
  const range = rangeOf(from, to, zone, now);
  const created = col(subscriptions.created_at);
  const trialEnds = col(subscriptions.trial_ends_at);
  const canceled = col(subscriptions.canceled_at);
  const paid = col(payments.created_at);
  const sold = col(programPurchases.created_at);
  const finished = col(workoutSessions.finished_at);
  const answered = col(cancellations.created_at);

  const signedUp = col(memberSources.created_at);
  /** The member's source and landing page, empty when none was kept. */
  const sourceOf = (member: SQL) =>
    sql`left join ${memberSources} on ${col(memberSources.user_id)} = ${member}`;
  const source = sql`coalesce(${col(memberSources.source)}, '')`;
  const landing = sql`coalesce(${col(memberSources.landing_page)}, '')`;

  const [started, ended, converted, cancelled, sales, promos, watched, answers, sources] = await Promise.all([
    rowsOf<{ day: string; trials: number; paid: number }>(
      db,
      sql`select ${studioDay(created, zone)} as day,
            count(*) filter (where ${trialEnds} is not null)::int as trials,
            count(*) filter (where ${trialEnds} is null)::int as paid
          from ${subscriptions} where ${within(created, range)} group by 1`,
    ),
    rowsOf<{ day: string; n: number }>(
      db,
      sql`select ${studioDay(trialEnds, zone)} as day, count(*)::int as n
          from ${subscriptions} where ${within(trialEnds, range)} group by 1`,
    ),
    // A conversion: the first settled charge of a subscription that began with a trial.
    rowsOf<{ day: string; n: number }>(
      db,
      sql`select ${studioDay(paid, zone)} as day, count(*)::int as n
          from ${payments} join ${subscriptions} on ${col(subscriptions.id)} = ${col(payments.subscription_id)}
          where ${within(paid, range)} and ${col(payments.status)} = 'settled' and ${trialEnds} is not null
            and not exists (select 1 from ${payments} earlier
              where earlier.subscription_id = ${col(payments.subscription_id)} and earlier.status = 'settled'
                and (earlier.created_at, earlier.id) < (${paid}, ${col(payments.id)}))
          group by 1`,
    ),
    rowsOf<{ day: string; n: number }>(
      db,
      sql`select ${studioDay(canceled, zone)} as day, count(*)::int as n
          from ${subscriptions} where ${within(canceled, range)} group by 1`,
    ),
    // A program the studio gave (provider `studio`) was not sold.
    rowsOf<{ day: string; n: number; cents: string }>(
      db,
      sql`select ${studioDay(sold, zone)} as day, count(*)::int as n,
            coalesce(sum(${col(programPurchases.price_cents)}), 0)::text as cents
          from ${programPurchases}
          where ${within(sold, range)} and ${col(programPurchases.provider)} <> 'studio' group by 1`,
    ),
    rowsOf<{ day: string; kind: string; code: string; n: number }>(
      db,
      sql`select day, kind, code, count(*)::int as n from (
            select ${studioDay(created, zone)} as day, 'premium' as kind, ${col(promoCodes.code)} as code
              from ${subscriptions} join ${promoCodes} on ${col(promoCodes.id)} = ${col(subscriptions.promo_code_id)}
              where ${within(created, range)}
            union all
            select ${studioDay(sold, zone)}, 'program', ${col(programPromoCodes.code)}
              from ${programPurchases}
              join ${programPromoCodes} on ${col(programPromoCodes.id)} = ${col(programPurchases.promo_code_id)}
              where ${within(sold, range)}
            union all
            -- A member's own STAY-<id> code (decision 0029) is used when the retention offer is
            -- taken: the subscription runs on, so no subscription row names it.
            select ${studioDay(answered, zone)}, 'premium', ${col(promoCodes.code)}
              from ${cancellations} join ${promoCodes} on ${col(promoCodes.id)} = ${col(cancellations.promo_code_id)}
              where ${within(answered, range)} and ${col(cancellations.offer_accepted_at)} is not null
          ) used group by 1, 2, 3 order by 1, 2, 3`,
    ),
    rowsOf<{ day: string; n: number; seconds: string }>(
      db,
      sql`select ${studioDay(finished, zone)} as day, count(*)::int as n,
            coalesce(sum(${col(workoutSessions.duration_seconds)}), 0)::text as seconds
          from ${workoutSessions} where ${within(finished, range)} group by 1`,
    ),
    // Members' answers when leaving (issue 18): the reasons of those who cancelled, and the offers
    // made and taken; see `answerCounts`.
    rowsOf<{ day: string; kind: string; name: string; n: number }>(
      db,
      sql`select day, kind, name, count(*)::int as n from (
            select ${studioDay(answered, zone)} as day, 'reason' as kind, ${col(cancellations.reason)} as name
              from ${cancellations}
              where ${within(answered, range)} and ${col(cancellations.canceled_at)} is not null
                and ${col(cancellations.reason)} is not null
            union all
            select ${studioDay(answered, zone)}, 'offer',
                case when ${col(cancellations.offer_accepted_at)} is null then 'refused' else 'accepted' end
              from ${cancellations} where ${within(answered, range)} and ${col(cancellations.offer_made)}
          ) answered group by 1, 2, 3 order by 1, 2, 3`,
    ),
    // Where members came from (issue 38): sign-ups, trials started, and each member's first settled
    // charge (a paying member), by the member's source and landing page.
    rowsOf<{ day: string; event: SourceCount['event']; source: string; landing: string; n: number }>(
      db,
      sql`select day, event, source, landing, count(*)::int as n from (
            select ${studioDay(signedUp, zone)} as day, 'signup' as event,
                ${source} as source, ${landing} as landing
              from ${memberSources} where ${within(signedUp, range)}
            union all
            select ${studioDay(created, zone)}, 'trial', ${source}, ${landing}
              from ${subscriptions} ${sourceOf(col(subscriptions.user_id))}
              where ${within(created, range)} and ${trialEnds} is not null
            union all
            select ${studioDay(paid, zone)}, 'paid', ${source}, ${landing}
              from ${payments}
              join ${subscriptions} on ${col(subscriptions.id)} = ${col(payments.subscription_id)}
              ${sourceOf(col(subscriptions.user_id))}
              where ${within(paid, range)} and ${col(payments.status)} = 'settled'
                and not exists (select 1 from ${subscriptions} mine
                  join ${payments} earlier on earlier.subscription_id = mine.id
                  where (mine.user_id = ${col(subscriptions.user_id)} or mine.id = ${col(subscriptions.id)})
                    and earlier.status = 'settled'
                    and (earlier.created_at, earlier.id) < (${paid}, ${col(payments.id)}))
          ) came group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    ),
  ]);

  const days = new Map<string, DayFigures>();
  const day = (key: string) => {
    let figures = days.get(key);
    if (!figures) {
      figures = emptyDay();
      days.set(key, figures);
    }
    return figures;
  };
  for (const row of started) Object.assign(day(row.day), { new_trials: row.trials, new_paid: row.paid });
  for (const row of ended) day(row.day).trials_ended = row.n;
  for (const row of converted) day(row.day).conversions = row.n;
  for (const row of cancelled) day(row.day).cancellations = row.n;
  for (const row of sales) {
    Object.assign(day(row.day), { program_sales: row.n, program_sales_cents: whole(row.cents) });
  }
  for (const row of promos)
    day(row.day).promo_redemptions.push({ kind: row.kind, name: row.code, count: row.n });
  for (const row of answers)
    day(row.day).cancellation_reasons.push({ kind: row.kind, name: row.name, count: row.n });
  for (const row of sources) {
    day(row.day).sources.push({ event: row.event, source: row.source, landing: row.landing, count: row.n });
  }
  for (const row of watched) {
    Object.assign(day(row.day), { workouts: row.n, watch_seconds: whole(row.seconds) });
  }
  return days;
};

/**
 * Members who finished a workout on RETENTION_TRAINING_DAYS studio days or more of each week
 * (Sunday to Saturday) from the week of `from` to the week of `to`, by the week's Sunday.
 */
export const computeWeeks = async (
  db: Db,
  { from, to, zone, now }: { from: string; to: string; zone: string; now: Date },
): Promise<Map<string, number>> => {
  const range = rangeOf(from, to, zone, now);
  const finished = col(workoutSessions.finished_at);
  const rows = await rowsOf<{ week: string; n: number }>(
    db,
    sql`select week, count(*)::int as n from (
          select member, (day - extract(dow from day)::int)::text as week, count(distinct day) as days
          from (select ${col(workoutSessions.user_id)} as member, ((${finished}) at time zone ${zone})::date as day
                from ${workoutSessions} where ${within(finished, range)}) trained
          group by 1, 2
        ) weeks where days >= ${RETENTION_TRAINING_DAYS} group by 1`,
  );
  return new Map(rows.map((row) => [row.week, row.n]));
};

/**
 * The figures now: members premium through a paid period (a subscription with a settled charge; a
 * cancelled one counts until its paid period ends) and through a trial (none yet: a running trial,
 * or one cancelled before its end), and what active subscriptions bill a month.
 */
export const figuresNow = async (db: Db, now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const premium = sql`${col(subscriptions.status)} <> 'expired' and ${premiumEndSql} > ${at}`;
  // The premium end's index (`subscriptions_premium_end_idx`) finds the live subscriptions; whether
  // each was paid is asked once, of the settled payments' index.
  const [counts] = await rowsOf<{ paying: number; trial: number }>(
    db,
    sql`select count(distinct member) filter (where charged)::int as paying,
          count(distinct member) filter (where not charged)::int as trial
        from (select ${col(subscriptions.user_id)} as member, exists (select 1 from ${payments} charge
            where charge.subscription_id = ${col(subscriptions.id)} and charge.status = 'settled') as charged
          from ${subscriptions} where ${premium}) live`,
  );
  // Active: billing each period and paid. Past due (a failed charge) and cancelled bill nothing more.
  const billed = await rowsOf<{ plan: string; cents: string }>(
    db,
    sql`select ${col(subscriptions.plan)} as plan, sum(${col(subscriptions.price_cents)})::text as cents
        from ${subscriptions} where ${col(subscriptions.status)} = 'active' group by 1`,
  );
  const perPlan: Record<string, Cents> = { montly: 0, biannually: 0, yearly: 0 };
  for (const row of billed) perPlan[row.plan] = whole(row.cents);
  return {
    premium_members: counts?.paying ?? 0,
    trial_members: counts?.trial ?? 0,
    mrr_cents: monthlyRecurringCents(perPlan as Parameters<typeof monthlyRecurringCents>[0]),
  };
};
