import {
  type LocalDay,
  localDay,
  type PhraseTranslations,
  PhraseTranslationsSchema,
  type StreakState,
} from '@studio/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  dailyPhrases,
  items,
  mealPlans,
  programDays,
  programProgress,
  programPurchases,
  programs,
  users,
  workoutSessions,
} from '../../db/schema';
import { col, epochMs } from '../../db/sql-parts';
import { notFound } from '../../errors';
import type { Member } from '../accounts';
import {
  type ContinueWatchingRow,
  continueWatchingJson,
  continueWatchingRows,
  type ItemRow,
  itemJson,
  itemRows,
} from '../library';
import {
  eatenOnJson,
  type MealPlanRows,
  planRecipesJson,
  type RecipeRow,
  type TodayMeal,
  todayMeals,
} from '../nutrition';
import { StreakRowJson, streakJson } from '../profile';
import { programDayNotDone } from '../programs';

/**
 * What home brings together for a member (spec M2 "Home", M3 "Home data"): their program (running,
 * or completed with the congratulation still due), the workout due next, today in their time zone
 * (training or rest day, trained already), the last library workout, today's phrase and meals.
 * A fixed number of statements, whatever the length of the member's history (DESIGN 5).
 */

type ProgramRow = typeof programs.$inferSelect;
type PurchaseRow = typeof programPurchases.$inferSelect;

export type HomeRows = {
  day: LocalDay;
  program: { program: ProgramRow; purchase: PurchaseRow } | null;
  running: boolean;
  next: { week: number; day: number; row: ItemRow } | null;
  trainedToday: boolean;
  /** The program day done today, when there is one (at most one a day, decision 0015). */
  doneToday: { week: number; day: number; title: string } | null;
  lastLibrary: ItemRow | null;
  /** Started and not finished on-demand videos, newest play first (issue 19). */
  continueWatching: ContinueWatchingRow[];
  /** Live classes on air now (issue 37), the longest on first. */
  liveNow: ItemRow[];
  phrase: { id: number; text: string; translations: PhraseTranslations } | null;
  plan: MealPlanRows | null;
  meals: TodayMeal[];
  /** The weekly streak's row (decision 0031), closed up to today by the presenter. */
  streak: StreakState;
};

/** At most this many "Live now" cards on home. */
const LIVE_NOW_SHOWN = 3;

/** Days since 1970-01-01 of a local date: the daily phrase turns once a day, the same for everyone that day. */
const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** How far back "last library workout" looks: its cost stays the same however long the history. */
const RECENT_PLAYS = 50;

const userId = sql.placeholder('userId');
/** A column of the lateral `purchase` below. */
const P = (name: keyof PurchaseRow) => sql.raw(`"purchase"."${name}"`);
const runningP = sql`${P('status')} = 'active'`;

const homeQuery = preparedOnce((db) => {
  // The running rental, else a completed program whose congratulation is still due (it has a prompt).
  const purchase = db
    .select()
    .from(programPurchases)
    .where(
      sql`${col(programPurchases.user_id)} = ${userId} and (
        (${col(programPurchases.status)} = 'active' and ${col(programPurchases.ends_at)} > ${sql.placeholder('now')}::timestamptz)
        or (${col(programPurchases.status)} = 'completed' and ${col(programPurchases.congrats_seen_at)} is null
          and exists (select 1 from ${programs} where ${col(programs.id)} = ${col(programPurchases.program_id)}
            and ${col(programs.completion_prompt_url)} is not null)))`,
    )
    .orderBy(
      sql`${col(programPurchases.status)} = 'active' desc`,
      sql`case when ${col(programPurchases.status)} = 'active' then ${col(programPurchases.created_at)} end desc nulls last`,
      sql`${col(programPurchases.completed_at)} desc nulls last`,
    )
    .limit(1)
    .as('purchase');
  return db
    .select({
      purchase: purchase._.selectedFields,
      program: programs,
      plan: mealPlans,
      // The first day of the running purchase not done yet, with its workout.
      next: sql<unknown>`case when ${runningP} then (
          select json_build_object('week', ${col(programDays.week)}, 'day', ${col(programDays.day)},
            'item', ${itemJson(userId)})
          from ${programDays} inner join ${items} on ${col(items.id)} = ${col(programDays.item_id)}
          where ${col(programDays.program_id)} = ${P('program_id')} and ${programDayNotDone(P('id'))}
          order by ${col(programDays.week)}, ${col(programDays.day)} limit 1) end`.as('home_next'),
      // With a running program, its latest day done (with its workout's title); otherwise the
      // latest workout finished.
      trained: sql<unknown>`case when ${runningP}
          then (select json_build_object('at', ${epochMs(col(programProgress.completed_at))},
              'week', ${col(programProgress.week)}, 'day', ${col(programProgress.day)},
              'title', (select ${col(items.title)} from ${programDays} inner join ${items} on ${col(items.id)} = ${col(programDays.item_id)}
                where ${col(programDays.program_id)} = ${P('program_id')} and ${col(programDays.week)} = ${col(programProgress.week)}
                  and ${col(programDays.day)} = ${col(programProgress.day)}))
            from ${programProgress} where ${col(programProgress.purchase_id)} = ${P('id')}
            order by ${col(programProgress.completed_at)} desc limit 1)
          else (select json_build_object('at', ${epochMs(sql`max(${col(workoutSessions.finished_at)})`)})
            from ${workoutSessions} where ${col(workoutSessions.user_id)} = ${userId}) end`.as(
        'home_trained',
      ),
      // The on-demand video played last (within the last plays), other than the running program's.
      lastLibrary: sql<unknown>`(select ${itemJson(userId)} from (
            select item_id, started_at from ${workoutSessions} where ${col(workoutSessions.user_id)} = ${userId}
            order by ${col(workoutSessions.started_at)} desc nulls last limit ${RECENT_PLAYS}) recent
          inner join ${items} on ${col(items.id)} = recent.item_id
          where ${col(items.store_id)} = 'on_demand' and ${col(items.removed_at)} is null
            and not (${runningP} and exists (select 1 from ${programDays}
              where ${col(programDays.program_id)} = ${P('program_id')} and ${col(programDays.item_id)} = ${col(items.id)}))
          order by recent.started_at desc limit 1)`.as('home_last_library'),
      continueWatching: sql<unknown>`${continueWatchingJson(userId)}`.as('home_continue_watching'),
      // Classes on air through Studio now (issue 37): "Live now" on home.
      liveNow: sql<unknown>`(select json_agg(live.item order by live.since) from (
          select ${itemJson(userId)} as item, ${col(items.on_air_since)} as since from ${items}
          where ${col(items.on_air_since)} is not null and ${col(items.kind)} = 'live_training'
            and ${col(items.removed_at)} is null
          order by ${col(items.on_air_since)} limit ${LIVE_NOW_SHOWN}) live)`.as('home_live_now'),
      phrase:
        sql<unknown>`(select json_build_object('id', ${col(dailyPhrases.id)}, 'text', ${col(dailyPhrases.text)},
          'translations', ${col(dailyPhrases.translations)})
          from ${dailyPhrases} order by ${col(dailyPhrases.position)}, ${col(dailyPhrases.id)}
          offset ${sql.placeholder('dayNumber')}::int % greatest((select count(*) from ${dailyPhrases}), 1)
          limit 1)`.as('home_phrase'),
      recipes: sql<unknown>`${planRecipesJson(userId)}`.as('home_recipes'),
      eaten: sql<unknown>`${eatenOnJson(userId, sql.placeholder('today'))}`.as('home_eaten'),
      streak: sql<unknown>`${streakJson(userId)}`.as('home_streak'),
    })
    .from(users)
    .leftJoinLateral(purchase, sql`true`)
    .leftJoin(programs, eq(programs.id, purchase.program_id))
    .leftJoin(
      mealPlans,
      and(eq(mealPlans.purchase_id, purchase.id), eq(mealPlans.user_id, users.id), sql`${runningP}`),
    )
    .where(eq(users.id, userId))
    .prepare('member_home');
});

const NextJson = z.object({ week: z.number(), day: z.number(), item: z.unknown() }).nullable();
const TrainedJson = z
  .object({
    at: z.number().nullable(),
    week: z.number().optional(),
    day: z.number().optional(),
    title: z.string().nullable().optional(),
  })
  .nullable();
const PhraseJson = z
  .object({ id: z.number(), text: z.string(), translations: PhraseTranslationsSchema })
  .nullable();
const IdsJson = z.array(z.number());

/**
 * What home brings together, in one prepared statement whatever the length of the member's
 * history (DESIGN 5 and 6).
 */
export const loadHome = async (db: Db, member: Member, now: Date): Promise<HomeRows> => {
  const zone = member.user.time_zone;
  const day = localDay(now, zone);
  const [row] = await homeQuery(db).execute({
    userId: member.userId,
    now,
    dayNumber: dayNumber(day.date),
    today: day.date,
  });
  if (!row) throw notFound();
  const running = row.purchase?.status === 'active';
  const program = row.purchase && row.program ? { program: row.program, purchase: row.purchase } : null;
  const next = NextJson.parse(row.next);
  const trained = TrainedJson.parse(row.trained);
  const trainedToday = trained?.at != null && localDay(new Date(trained.at), zone).date === day.date;
  const [nextItem] = next ? itemRows([next.item]) : [];
  const [lastLibrary] = itemRows(row.lastLibrary === null ? [] : [row.lastLibrary]);
  const plan = row.plan ? { plan: row.plan, recipes: itemRows(row.recipes) as RecipeRow[] } : null;
  return {
    day,
    program,
    running,
    next: next && nextItem ? { week: next.week, day: next.day, row: nextItem } : null,
    trainedToday,
    doneToday:
      trainedToday && trained?.week !== undefined && trained.day !== undefined
        ? { week: trained.week, day: trained.day, title: trained.title ?? '' }
        : null,
    lastLibrary: lastLibrary ?? null,
    continueWatching: continueWatchingRows(row.continueWatching),
    liveNow: itemRows(row.liveNow),
    phrase: PhraseJson.parse(row.phrase),
    plan,
    meals: plan ? todayMeals(plan, day, new Set(IdsJson.parse(row.eaten))) : [],
    streak: StreakRowJson.parse(row.streak),
  };
};
