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
import { col, epochMs } from '../../db/sql-parts';
import type { Member } from '../accounts';

const userId = sql.placeholder('userId');
const measure = z.number().nullable();

const SetsJson = z.array(
  z.object({
    measurement_standard: z.number(),
    weight: measure,
    left_biceps: measure,
    right_biceps: measure,
    left_thigh: measure,
    right_thigh: measure,
    upper_ab: measure,
    lower_ab: measure,
    waist: measure,
    chest: measure,
    hips: measure,
    created_at: z.number(),
  }),
);
const DaysJson = z.array(z.object({ day: z.string(), workouts: z.number(), seconds: z.number() }));

/**
 * The member's sets (every one: a measure's line runs from the first) and their activity days of
 * the twelve weeks, two JSON columns of one prepared statement (decision 0013).
 */
const progressQuery = preparedOnce((db) =>
  db
    .select({
      sets: sql<unknown>`coalesce((select json_agg(json_build_object(
          'measurement_standard', ${col(measurementSets.measurement_standard)},
          'weight', ${col(measurementSets.weight)}, 'left_biceps', ${col(measurementSets.left_biceps)},
          'right_biceps', ${col(measurementSets.right_biceps)}, 'left_thigh', ${col(measurementSets.left_thigh)},
          'right_thigh', ${col(measurementSets.right_thigh)}, 'upper_ab', ${col(measurementSets.upper_ab)},
          'lower_ab', ${col(measurementSets.lower_ab)}, 'waist', ${col(measurementSets.waist)},
          'chest', ${col(measurementSets.chest)}, 'hips', ${col(measurementSets.hips)},
          'created_at', ${epochMs(col(measurementSets.created_at))})
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
    created_at: new Date(set.created_at).toISOString(),
  }));
  return {
    measurement_standard: standard,
    measures: measureSeries(sets, standard),
    weeks: weeklyTotals(DaysJson.parse(row?.days ?? []), now, zone),
  };
};
