import { localDay, nextLocalMidnight, streakOn, weeklyProgressWords } from '@studio/shared';
import { type Column, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Storage } from '../../adapters/storage';
import { measurementSets, memberActivityDays, memberTotals, progressPictures, users } from '../../db/schema';
import { col, epochMs } from '../../db/sql-parts';
import type { MemberExtension } from '../accounts';
import { presentMeasurement, SetJson, setJsonObject } from './measurements';
import { picturesSummary, presentPicture } from './pictures';
import { computeStats, statsWindowStart } from './stats';
import { StreakRowJson, streakJson } from './streaks';

const TOTALS = 'profile_totals';
const DAYS = 'profile_activity_days';
const PICTURES = 'profile_pictures';
const SETS = 'profile_measurement_sets';
const STREAK = 'profile_streak';

const ofMember = (userId: Column) => sql`${col(userId)} = ${col(users.id)}`;
/** A row's timestamp as epoch ms inside JSON, read back as a Date. */
const moment = z.number().transform((ms) => new Date(ms));

const TotalsJson = z
  .object({ workouts: z.number(), seconds: z.number(), meals: z.number(), days_active: z.number() })
  .nullable();
const DaysJson = z.array(
  z.object({ day: z.string(), workouts: z.number(), seconds: z.number(), meals: z.number() }),
);
const PicturesJson = z.array(
  z.object({
    id: z.number(),
    user_id: z.number(),
    storage_key: z.string(),
    size_bytes: z.number(),
    created_at: moment,
  }),
);
const SetsJson = z.array(SetJson);

const newestFirst = (table: typeof progressPictures | typeof measurementSets) =>
  sql`${col(table.created_at)} desc, ${col(table.id)} desc`;

/**
 * The profile's part of the user object (DESIGN 3a): measurement sets, photos (first and latest,
 * and all), stats for three periods and the week's progress on the profile. Four JSON columns of
 * the user object's one statement, whatever the member's history: the totals row, at most 31
 * activity days, the photos and the sets.
 */
export const profileMemberExtension = (storage: Storage): MemberExtension => ({
  userColumns: {
    columns: {
      [TOTALS]: sql`(select json_build_object('workouts', ${col(memberTotals.workouts)},
          'seconds', ${col(memberTotals.seconds)}, 'meals', ${col(memberTotals.meals)},
          'days_active', ${col(memberTotals.days_active)})
        from ${memberTotals} where ${ofMember(memberTotals.user_id)})`,
      [DAYS]: sql`coalesce((select json_agg(json_build_object('day', ${col(memberActivityDays.day)},
          'workouts', ${col(memberActivityDays.workouts)}, 'seconds', ${col(memberActivityDays.seconds)},
          'meals', ${col(memberActivityDays.meals)}))
        from ${memberActivityDays} where ${ofMember(memberActivityDays.user_id)}
          and ${col(memberActivityDays.day)} >= ${sql.placeholder('statsFrom')}::date), '[]'::json)`,
      [PICTURES]: sql`coalesce((select json_agg(json_build_object('id', ${col(progressPictures.id)},
          'user_id', ${col(progressPictures.user_id)}, 'storage_key', ${col(progressPictures.storage_key)},
          'size_bytes', ${col(progressPictures.size_bytes)},
          'created_at', ${epochMs(col(progressPictures.created_at))}) order by ${newestFirst(progressPictures)})
        from ${progressPictures} where ${ofMember(progressPictures.user_id)}), '[]'::json)`,
      [SETS]: sql`coalesce((select json_agg(${setJsonObject} order by ${newestFirst(measurementSets)})
        from ${measurementSets} where ${ofMember(measurementSets.user_id)}), '[]'::json)`,
      [STREAK]: streakJson(col(users.id)),
    },
    values: ({ user, now }) => ({ statsFrom: statsWindowStart(localDay(now, user.time_zone)) }),
  },
  userFields: ({ user, columns, now }) => {
    const zone = user.time_zone;
    const day = localDay(now, zone);
    const sets = SetsJson.parse(columns[SETS] ?? []);
    const { stats, weekDays } = computeStats({
      totals: TotalsJson.parse(columns[TOTALS] ?? null),
      days: DaysJson.parse(columns[DAYS] ?? []),
      sets,
      day,
      zone,
    });
    const pictures = PicturesJson.parse(columns[PICTURES] ?? []).map((row) => presentPicture(row, storage));
    const done = Object.values(weekDays).filter(Boolean).length;
    const fields = {
      user_stats: stats,
      pictures: picturesSummary(pictures),
      all_pictures: pictures,
      profiles: sets.map(presentMeasurement),
      profile: user.profile && {
        ...user.profile,
        weekly_progress: {
          week_days: user.profile.workout_days,
          done_days: weekDays,
          done,
          ...weeklyProgressWords(user.profile.weekly_goal, done),
        },
        streak: streakOn(StreakRowJson.parse(columns[STREAK] ?? null), day, user.profile.weekly_goal),
      },
    };
    // The week's and month's stats, the week's progress and the streak (a week closes at a Sunday's
    // start) move on at the member's midnight.
    return { fields, validUntil: nextLocalMidnight(now, zone) };
  },
});
