import { localDay, nextLocalMidnight, weeklyProgressWords } from '@studio/shared';
import type { Storage } from '../../adapters/storage';
import type { MemberExtension } from '../accounts';
import { listMeasurements, presentMeasurement } from './measurements';
import { listPictures, picturesSummary, presentPicture } from './pictures';
import { loadStats } from './stats';

/**
 * The profile's part of the user object (DESIGN 3a): measurement sets, photos (first and latest,
 * and all), stats for three periods and the week's progress on the profile. A fixed number of
 * statements whatever the member's history.
 */
export const profileMemberExtension = (storage: Storage): MemberExtension => ({
  userFields: async ({ db, userId, user }) => {
    const now = new Date();
    const day = localDay(now, user.time_zone);
    const { stats, weekDays } = await loadStats(db, userId, day, user.time_zone);
    const pictures = (await listPictures(db, userId)).map((row) => presentPicture(row, storage));
    const profiles = (await listMeasurements(db, userId)).map(presentMeasurement);
    const done = Object.values(weekDays).filter(Boolean).length;
    const fields = {
      user_stats: stats,
      pictures: picturesSummary(pictures),
      all_pictures: pictures,
      profiles,
      profile: user.profile && {
        ...user.profile,
        weekly_progress: {
          week_days: user.profile.workout_days,
          done_days: weekDays,
          done,
          ...weeklyProgressWords(user.profile.weekly_goal, done),
        },
      },
    };
    // The week's and month's stats and the week's progress move on at the member's midnight.
    return { fields, validUntil: nextLocalMidnight(now, user.time_zone) };
  },
});
