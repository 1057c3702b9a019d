import {
  addDays,
  CHALLENGE_RETENTION_DAYS,
  DASHBOARD_CHALLENGES,
  type DashboardChallenge,
} from '@studio/shared';
import { and, desc, gte, isNull, lte, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { challengeMembers, challenges, workoutSessions } from '../../db/schema';
import { col } from '../../db/sql-parts';
import { endOfDayIn, startOfDayIn } from '../../lib/studio-time';
import { teamsTotal } from './studio';

type Scope = { from: string; to: string; zone: string; now: Date };

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/**
 * Who came back after one challenge (decision 0051): its members, and the members who finished a
 * workout during its dates without joining, each with those of them who finished a workout between
 * its end and `after`. Two ranges of `workout_sessions_finished_idx` and the challenge's members.
 */
const retentionOf = async (db: Db, id: number, span: { start: Date; end: Date; after: Date }) => {
  const finished = col(workoutSessions.finished_at);
  const member = col(workoutSessions.user_id);
  const [row] = await rowsOf<{ joined: number; joined_kept: number; others: number; others_kept: number }>(
    db,
    sql`with joined as (
          select ${col(challengeMembers.user_id)} as member from ${challengeMembers}
          where ${col(challengeMembers.challenge_id)} = ${id}
        ), during as (
          select distinct ${member} as member from ${workoutSessions}
          where ${finished} >= ${at(span.start)} and ${finished} < ${at(span.end)}
        ), later as (
          select distinct ${member} as member from ${workoutSessions}
          where ${finished} >= ${at(span.end)} and ${finished} < ${at(span.after)}
        ), others as (
          select member from during except select member from joined
        )
        select
          (select count(*) from joined)::int as joined,
          (select count(*) from joined where member in (select member from later))::int as joined_kept,
          (select count(*) from others)::int as others,
          (select count(*) from others where member in (select member from later))::int as others_kept`,
  );
  return {
    participants: { members: row?.joined ?? 0, retained: row?.joined_kept ?? 0 },
    others: { members: row?.others ?? 0, retained: row?.others_kept ?? 0 },
  };
};

/**
 * The owner's figures of the challenges whose dates meet the dashboard's window (studio days
 * `from`..`to`), latest start first: members and finishers from the teams' counters, and retention
 * once a challenge has ended (counted so far until CHALLENGE_RETENTION_DAYS have passed).
 */
export const challengeFigures = async (
  db: Db,
  { from, to, zone, now }: Scope,
): Promise<DashboardChallenge[]> => {
  const rows = await db
    .select({
      id: challenges.id,
      title: challenges.title,
      starts_on: challenges.starts_on,
      ends_on: challenges.ends_on,
      participants: teamsTotal('members'),
      finishers: teamsTotal('finishers'),
    })
    .from(challenges)
    .where(and(isNull(challenges.removed_at), lte(challenges.starts_on, to), gte(challenges.ends_on, from)))
    .orderBy(desc(challenges.starts_on), desc(challenges.id))
    .limit(DASHBOARD_CHALLENGES);
  const figures: DashboardChallenge[] = [];
  for (const row of rows) {
    const end = endOfDayIn(row.ends_on, zone);
    if (end > now) {
      figures.push({ ...row, retention: null });
      continue;
    }
    const after = endOfDayIn(addDays(row.ends_on, CHALLENGE_RETENTION_DAYS), zone);
    const span = { start: startOfDayIn(row.starts_on, zone), end, after: after < now ? after : now };
    figures.push({ ...row, retention: { partial: after > now, ...(await retentionOf(db, row.id, span)) } });
  }
  return figures;
};
