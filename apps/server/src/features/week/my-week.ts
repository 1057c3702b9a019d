import { addDays, localDay, type Week, type WorkoutDays, weekOf } from '@studio/shared';
import type { Db } from '../../db/client';
import { validationError } from '../../errors';
import type { Member } from '../accounts';
import { rentalFromContext } from '../programs';
import { buildDays, daysFrom } from './build-week';
import { loadSpan } from './load-week';
import { dayDate, weekRange } from './planned-workouts';

/**
 * My week (issue 19): the member's week from `start` (a Sunday; this week without it) as a
 * calendar, with the neighbouring weeks it may move to. One statement (decision 0013): the
 * running rental comes from the member context.
 */
export const loadMyWeek = async (
  db: Db,
  { member, start, now }: { member: Member; start?: string; now: Date },
): Promise<Week> => {
  const zone = member.user.time_zone;
  const today = localDay(now, zone).date;
  const range = weekRange(today);
  const clamped = start ?? weekOf(today);
  if (clamped < range.first || clamped > range.last)
    throw validationError({
      start: [
        {
          id: 'server.week.startOutside',
          values: { first: dayDate(range.first), last: dayDate(weekOf(range.last)) },
        },
      ],
    });
  const rental = rentalFromContext(member.context);
  const lastDay = addDays(clamped, 6);
  const rows = await loadSpan(db, {
    userId: member.userId,
    rental,
    firstDay: clamped,
    days: 7,
    today,
    dueLimit: lastDay < today ? 0 : daysFrom(today, lastDay),
  });
  const previous = addDays(clamped, -7);
  const next = addDays(clamped, 7);
  return {
    start: clamped,
    previous: previous >= range.first ? previous : null,
    next: next <= range.last ? next : null,
    program_title: rental?.title ?? null,
    days: buildDays({
      rows,
      firstDay: clamped,
      days: 7,
      today,
      zone,
      workoutDays: (member.profile?.workout_days ?? {}) as Partial<WorkoutDays>,
    }),
    has_feed: rows.hasFeed,
  };
};
