import { addDays } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  calendarFeeds,
  items,
  mealPlans,
  plannedWorkouts,
  programDays,
  programProgress,
  users,
} from '../../db/schema';
import { col, epochMs } from '../../db/sql-parts';
import { itemRows } from '../library';
import { planRecipesJson, type RecipeRow } from '../nutrition';
import { programDayNotDone } from '../programs';

/**
 * What a span of the member's days reads (issue 19, My week and the calendar feed): the running
 * program's days not done yet and those done in the span, the meal plan's recipes, the live
 * classes, the workouts the member planned and the feed's token. One prepared statement whatever
 * the history: the days not done are capped at the span's length.
 */

const userId = sql.placeholder('userId');
const purchaseId = sql.placeholder('purchaseId');
const from = sql.placeholder('from');
const until = sql.placeholder('until');

const weekQuery = preparedOnce((db) =>
  db
    .select({
      due: sql<unknown>`coalesce((select json_agg(json_build_object('week', d.week, 'day', d.day,
            'item_id', d.item_id, 'title', d.title) order by d.week, d.day) from (
          select ${col(programDays.week)} as week, ${col(programDays.day)} as day,
            ${col(items.id)} as item_id, ${col(items.title)} as title
          from ${programDays} inner join ${items} on ${col(items.id)} = ${col(programDays.item_id)}
          where ${col(programDays.program_id)} = ${sql.placeholder('programId')}
            and ${programDayNotDone(sql`${purchaseId}::bigint`)}
          order by ${col(programDays.week)}, ${col(programDays.day)}
          limit ${sql.placeholder('dueLimit')}::int) d), '[]'::json)`.as('week_due'),
      done: sql<unknown>`coalesce((select json_agg(json_build_object('week', ${col(programProgress.week)},
            'day', ${col(programProgress.day)}, 'at', ${epochMs(col(programProgress.completed_at))},
            'item_id', ${col(items.id)}, 'title', ${col(items.title)}))
          from ${programProgress}
          inner join ${programDays} on ${col(programDays.program_id)} = ${sql.placeholder('programId')}
            and ${col(programDays.week)} = ${col(programProgress.week)} and ${col(programDays.day)} = ${col(programProgress.day)}
          inner join ${items} on ${col(items.id)} = ${col(programDays.item_id)}
          where ${col(programProgress.purchase_id)} = ${purchaseId}::bigint
            and ${col(programProgress.completed_at)} >= ${sql.placeholder('doneFrom')}::timestamptz
            and ${col(programProgress.completed_at)} < ${until}::timestamptz), '[]'::json)`.as('week_done'),
      recipes: sql<unknown>`coalesce((select ${planRecipesJson(userId)} from ${mealPlans}
          where ${col(mealPlans.user_id)} = ${userId} and ${col(mealPlans.purchase_id)} = ${purchaseId}::bigint
          limit 1), '[]'::json)`.as('week_recipes'),
      lives: sql<unknown>`coalesce((select json_agg(json_build_object('id', ${col(items.id)},
            'title', ${col(items.title)}, 'at', ${epochMs(col(items.event_date))},
            'duration_seconds', ${col(items.duration_seconds)}) order by ${col(items.event_date)}, ${col(items.id)})
          from ${items} where ${col(items.kind)} = 'live_training' and ${col(items.removed_at)} is null
            and ${col(items.event_date)} >= ${from}::timestamptz and ${col(items.event_date)} < ${until}::timestamptz),
          '[]'::json)`.as('week_lives'),
      planned: sql<unknown>`coalesce((select json_agg(json_build_object('id', ${col(plannedWorkouts.id)},
            'day', ${col(plannedWorkouts.day)}, 'item_id', ${col(items.id)}, 'title', ${col(items.title)},
            'duration_seconds', ${col(items.duration_seconds)}) order by ${col(plannedWorkouts.day)}, ${col(plannedWorkouts.id)})
          from ${plannedWorkouts} inner join ${items} on ${col(items.id)} = ${col(plannedWorkouts.item_id)}
          where ${col(plannedWorkouts.user_id)} = ${userId}
            and ${col(plannedWorkouts.day)} >= ${sql.placeholder('firstDay')}::date
            and ${col(plannedWorkouts.day)} <= ${sql.placeholder('lastDay')}::date), '[]'::json)`.as(
        'week_planned',
      ),
      hasFeed: sql<boolean>`exists (select 1 from ${calendarFeeds}
          where ${col(calendarFeeds.user_id)} = ${userId})`.as('week_has_feed'),
    })
    .from(users)
    .where(sql`${col(users.id)} = ${userId}`)
    .prepare('member_week'),
);

const ProgramDayJson = z.object({
  week: z.number(),
  day: z.number(),
  item_id: z.number(),
  title: z.string(),
});
const DueJson = z.array(ProgramDayJson);
const DoneJson = z.array(ProgramDayJson.extend({ at: z.number() }));
const LivesJson = z.array(
  z.object({ id: z.number(), title: z.string(), at: z.number(), duration_seconds: z.number() }),
);
const PlannedJson = z.array(
  z.object({
    id: z.number(),
    day: z.string(),
    item_id: z.number(),
    title: z.string(),
    duration_seconds: z.number(),
  }),
);

export type ProgramDayRow = z.output<typeof ProgramDayJson>;
export type SpanRows = {
  due: ProgramDayRow[];
  done: z.output<typeof DoneJson>;
  recipes: RecipeRow[];
  lives: z.output<typeof LivesJson>;
  planned: z.output<typeof PlannedJson>;
  hasFeed: boolean;
};

/** A zone is at most 14 hours from UTC: these bounds hold every instant of the span's days. */
const ZONE_MARGIN_MS = 14 * 3_600_000;

/**
 * The rows of `days` calendar days from `firstDay` (the member's zone; the caller keeps what falls
 * on them) for the member and their running rental (`rental` null: none).
 */
export const loadSpan = async (
  db: Db,
  {
    userId: id,
    rental,
    firstDay,
    days,
    dueLimit,
    today,
  }: {
    userId: number;
    rental: { purchaseId: number; programId: number } | null;
    firstDay: string;
    days: number;
    /** How many program days not done yet to read (one a workout day from today to the span's end). */
    dueLimit: number;
    /** The member's today: a program day done on it moves the next ones to tomorrow. */
    today: string;
  },
): Promise<SpanRows> => {
  const lastDay = addDays(firstDay, days - 1);
  const startOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - ZONE_MARGIN_MS);
  const [row] = await weekQuery(db).execute({
    userId: id,
    purchaseId: rental?.purchaseId ?? 0,
    programId: rental?.programId ?? 0,
    dueLimit,
    from: startOf(firstDay),
    doneFrom: startOf(today < firstDay ? today : firstDay),
    until: new Date(Date.parse(`${addDays(lastDay, 1)}T00:00:00Z`) + ZONE_MARGIN_MS),
    firstDay,
    lastDay,
  });
  return {
    due: DueJson.parse(row?.due ?? []),
    done: DoneJson.parse(row?.done ?? []),
    recipes: itemRows(row?.recipes ?? []) as RecipeRow[],
    lives: LivesJson.parse(row?.lives ?? []),
    planned: PlannedJson.parse(row?.planned ?? []),
    hasFeed: row?.hasFeed === true,
  };
};
