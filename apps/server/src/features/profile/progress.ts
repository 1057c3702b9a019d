import {
  localDay,
  measureSeries,
  normalizeMeasurementStandard,
  type Progress,
  progressWeeksStart,
  weeklyTotals,
} from '@studio/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { measurementSets, memberActivityDays } from '../../db/schema';
import { col } from '../../db/sql-parts';
import type { Member } from '../accounts';
import { SetJson, setJsonObject } from './measurements';

const userId = sql.placeholder('userId');
const SetsJson = z.array(SetJson);
const DaysJson = z.array(z.object({ day: z.string(), workouts: z.number(), seconds: z.number() }));

/**
 * The member's sets (every one: a measure's line runs from the first) and their activity days of
 * the twelve weeks, two JSON columns of one prepared statement (decision 0013).
 */
const progressQuery = preparedOnce((db) =>
  db
    .select({
      sets: sql<unknown>`coalesce((select json_agg(${setJsonObject}
          order by ${col(measurementSets.created_at)}, ${col(measurementSets.id)})
        from ${measurementSets} where ${col(measurementSets.user_id)} = ${userId}), '[]'::json)`.as(
        'progress_sets',
      ),
      days: sql<unknown>`coalesce((select json_agg(json_build_object('day', ${col(memberActivityDays.day)},
          'workouts', ${col(memberActivityDays.workouts)}, 'seconds', ${col(memberActivityDays.seconds)}))
        from ${memberActivityDays} where ${col(memberActivityDays.user_id)} = ${userId}
          and ${col(memberActivityDays.day)} >= ${sql.placeholder('from')}::date), '[]'::json)`.as(
        'progress_days',
      ),
    })
    .from(sql`(select 1) as one`)
    .prepare('member_progress'),
);

/**
 * The progress charts' series (issue 19): each measure in the member's standard (the user row the
 * session read), and workouts and minutes per week of their zone, in one statement.
 */
export const loadProgress = async (db: Db, member: Member, now: Date): Promise<Progress> => {
  const zone = member.user.time_zone;
  const standard = normalizeMeasurementStandard(member.user.measurement_standard);
  const [row] = await progressQuery(db).execute({
    userId: member.userId,
    from: progressWeeksStart(localDay(now, zone)),
  });
  const sets = SetsJson.parse(row?.sets ?? []).map((set) => ({
    ...set,
    measurement_standard: set.measurement_standard === 1 ? (1 as const) : (2 as const),
    created_at: set.created_at.toISOString(),
  }));
  return {
    measurement_standard: standard,
    measures: measureSeries(sets, standard),
    weeks: weeklyTotals(DaysJson.parse(row?.days ?? []), now, zone),
  };
};
