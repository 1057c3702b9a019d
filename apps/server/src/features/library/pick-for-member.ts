import { DEFAULT_WEEKLY_GOAL, type Level, levelForGoal } from '@studio/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { items } from '../../db/schema';
import { col } from '../../db/sql-parts';
import { itemJson } from './item-query';

/** How many of the member's latest plays shape the picks (bounded: a long history costs the same). */
const HISTORY = 50;
/** Newest workouts always among the candidates, so a new member still gets picks. */
const FRESH = 100;
/** The session length each level is offered first, in seconds. */
const TARGET_SECONDS: Record<Level, number> = { beginner: 20 * 60, intermediate: 30 * 60, advanced: 45 * 60 };

/**
 * "Picks for you": workouts the member has not finished, scored by how often the categories and
 * trainers of what they played lately recur (2 a play each), plus the level their weekly goal gives
 * (a `level` filter option of that name, 2); ties go to the length that suits the level, then the newest.
 */
export const picksJson = ({
  userId,
  level,
  targetSeconds,
  limit,
}: {
  userId: SQL | Placeholder;
  /** The member's level (from their weekly goal), a text placeholder. */
  level: SQL;
  /** The session length that level is offered first, in seconds, a placeholder. */
  targetSeconds: SQL;
  limit: number;
}): SQL => sql`coalesce((select json_agg(pick.item order by pick.rank) from (
    select ${itemJson(userId)} as item, row_number() over (order by picks.score desc,
        abs(${col(items.duration_seconds)} - ${targetSeconds}::int), ${col(items.published_at)} desc, ${col(items.id)}) as rank
    from (
      with history as (
        select item_id from workout_sessions where user_id = ${userId} order by started_at desc nulls last limit ${HISTORY}
      ),
      liked_lists as (
        select li.list_id, count(*) as n from history h
        join list_items li on li.item_id = h.item_id
        join lists l on l.id = li.list_id and l.kind = 'categories'
        group by li.list_id
      ),
      liked_trainers as (
        select it.trainer_id, count(*) as n from history h
        join item_trainers it on it.item_id = h.item_id group by it.trainer_id
      ),
      candidates as (
        select li.item_id from liked_lists ll join list_items li on li.list_id = ll.list_id
        union
        select it.item_id from liked_trainers lt join item_trainers it on it.trainer_id = lt.trainer_id
        union
        (select id from items
          where store_id = 'on_demand' and kind = 'workout' and removed_at is null
          order by published_at desc limit ${FRESH})
      )
      select c.item_id,
        2 * coalesce((select sum(ll.n) from liked_lists ll join list_items li on li.list_id = ll.list_id
                      where li.item_id = c.item_id), 0)
        + 2 * coalesce((select sum(lt.n) from liked_trainers lt join item_trainers it on it.trainer_id = lt.trainer_id
                    where it.item_id = c.item_id), 0)
        + case when exists (
            select 1 from item_filter_options f
            join filter_options o on o.id = f.option_id
            join filter_groups g on g.id = o.group_id
            where f.item_id = c.item_id and g.key = 'level' and o.key = ${level}::text) then 2 else 0 end as score
      from candidates c
    ) picks
    inner join ${items} on ${col(items.id)} = picks.item_id
    where ${col(items.store_id)} = 'on_demand' and ${col(items.kind)} = 'workout' and ${col(items.removed_at)} is null
      and not exists (select 1 from workout_sessions ws
        where ws.user_id = ${userId} and ws.item_id = ${col(items.id)} and ws.finished_at is not null)
    order by rank limit ${limit}) pick), '[]'::json)`;

/** The level and first-offered session length of a member's weekly goal, as `picksJson` takes them. */
export const picksFor = (weeklyGoal: number | null): { level: Level; targetSeconds: number } => {
  const level = levelForGoal(weeklyGoal ?? DEFAULT_WEEKLY_GOAL);
  return { level, targetSeconds: TARGET_SECONDS[level] };
};
