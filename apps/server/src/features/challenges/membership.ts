import {
  type Badges,
  type ChallengeCard,
  type ChallengeDetail,
  LEADERBOARD_SIZE,
  leaderboardName,
  localDay,
  type ShowAs,
} from '@studio/shared';
import { and, asc, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  challengeItems,
  challengeMembers,
  challengeScores,
  challenges,
  challengeTeams,
  users,
} from '../../db/schema';
import { notFound } from '../../errors';
import { moveScore } from './scores';
import { teamsTotal } from './studio';

type Challenge = typeof challenges.$inferSelect;
type Membership = typeof challengeMembers.$inferSelect;

/** Minutes are counted in seconds: what a member reads is whole minutes. */
const shown = (goal: Challenge['goal'], units: number) =>
  goal === 'minutes' ? Math.floor(units / 60) : units;

const card = (challenge: Challenge, participants: number, mine: Membership | undefined): ChallengeCard => ({
  id: challenge.id,
  title: challenge.title,
  description: challenge.description,
  image: challenge.image,
  starts_on: challenge.starts_on,
  ends_on: challenge.ends_on,
  goal: challenge.goal,
  target: shown(challenge.goal, challenge.target),
  teams: challenge.teams,
  badge: challenge.badge,
  participants,
  mine: mine
    ? {
        progress: shown(challenge.goal, Math.min(mine.progress, challenge.target)),
        team: mine.team,
        show_as: mine.show_as,
        finished_at: mine.finished_at?.toISOString() ?? null,
      }
    : null,
});

const participantsOf = teamsTotal('members');

/** The challenges still open on the studio's calendar (to come or running), soonest ending first. */
export const openChallenges = async (db: Db, userId: number, studioZone: string, now = new Date()) => {
  const today = localDay(now, studioZone).date;
  const rows = await db
    .select({ challenge: challenges, participants: participantsOf, mine: challengeMembers })
    .from(challenges)
    .leftJoin(
      challengeMembers,
      and(eq(challengeMembers.challenge_id, challenges.id), eq(challengeMembers.user_id, userId)),
    )
    .where(and(isNull(challenges.removed_at), gte(challenges.ends_on, today)))
    .orderBy(asc(challenges.ends_on), asc(challenges.id));
  return { challenges: rows.map((row) => card(row.challenge, row.participants, row.mine ?? undefined)) };
};

const findChallenge = async (db: Db, id: number): Promise<Challenge> => {
  const [challenge] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.id, id), isNull(challenges.removed_at)));
  if (!challenge) throw notFound();
  return challenge;
};

/**
 * One challenge as a member reads it: the shown members best first (LEADERBOARD_SIZE, an index
 * scan), the member's own row added when they are not among them, their place among everyone,
 * and each team's totals. Only members who chose to be shown are named; a hidden member sees
 * their own row, marked as theirs.
 */
export const challengeDetail = async (db: Db, id: number, userId: number): Promise<ChallengeDetail> => {
  const challenge = await findChallenge(db, id);
  // A member's place counts everyone ahead (shown or not): those with more from the scores'
  // histogram, those as far who joined earlier from a range of the board's index. Read with the
  // rows, in the same statement.
  // (The row's own columns are named with their table: drizzle leaves them bare in a select of one
  // table, and a bare name would bind to the subquery's table.)
  const own = (column: 'progress' | 'joined_at') => sql.raw(`"challenge_members"."${column}"`);
  const rank = sql<number>`(1
    + (select coalesce(sum(s.members), 0) from ${challengeScores} s
       where s.challenge_id = ${id} and s.progress > ${own('progress')})
    + (select count(*) from ${challengeMembers} e
       where e.challenge_id = ${id} and e.progress = ${own('progress')}
         and e.joined_at < ${own('joined_at')}))::int`;
  const [mineRow] = await db
    .select({ member: challengeMembers, rank })
    .from(challengeMembers)
    .where(and(eq(challengeMembers.challenge_id, id), eq(challengeMembers.user_id, userId)));
  const mine = mineRow?.member;
  const totals = await db
    .select()
    .from(challengeTeams)
    .where(eq(challengeTeams.challenge_id, id))
    .orderBy(challengeTeams.team);
  const participants = totals.reduce((sum, team) => sum + team.members, 0);
  const board = await db
    .select({ member: challengeMembers, name: users.name, lastName: users.last_name, rank })
    .from(challengeMembers)
    .innerJoin(users, eq(users.id, challengeMembers.user_id))
    .where(and(eq(challengeMembers.challenge_id, id), isNotNull(challengeMembers.show_as)))
    .orderBy(desc(challengeMembers.progress), asc(challengeMembers.joined_at))
    .limit(LEADERBOARD_SIZE);
  const myRank = mineRow?.rank ?? null;
  const rows = board.map((row) => ({
    rank: row.rank,
    name: leaderboardName(row.member.show_as as ShowAs, row.name, row.lastName),
    progress: shown(challenge.goal, Math.min(row.member.progress, challenge.target)),
    team: row.member.team,
    me: row.member.user_id === userId,
  }));
  if (mine && myRank !== null && !rows.some((row) => row.me)) {
    const [me] = await db
      .select({ name: users.name, lastName: users.last_name })
      .from(users)
      .where(eq(users.id, userId));
    rows.push({
      rank: myRank,
      name: leaderboardName(mine.show_as ?? 'name', me?.name ?? '', me?.lastName ?? ''),
      progress: shown(challenge.goal, Math.min(mine.progress, challenge.target)),
      team: mine.team,
      me: true,
    });
  }
  const byTeam = new Map(totals.map((team) => [team.team, team]));
  return {
    ...card(challenge, participants, mine),
    leaderboard: rows,
    my_rank: myRank,
    teams_progress: Array.from({ length: challenge.teams }, (_, index) => {
      const team = byTeam.get(index + 1);
      return {
        team: index + 1,
        members: team?.members ?? 0,
        progress: shown(challenge.goal, team?.progress ?? 0),
      };
    }),
  };
};

/**
 * Joins (or changes how the member is shown). A team is given at the first join: the one with the
 * fewest members, the lowest number among equals; the challenge's row is locked while it is
 * chosen, so members joining at once fill teams evenly.
 */
export const joinChallenge = async (
  db: Db,
  id: number,
  userId: number,
  showAs: ShowAs | null,
  studioZone: string,
  now = new Date(),
): Promise<void> => {
  await db.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(challenges)
      .where(and(eq(challenges.id, id), isNull(challenges.removed_at)))
      .for('update');
    if (!challenge || challenge.ends_on < localDay(now, studioZone).date) throw notFound();
    const [already] = await tx
      .select({ team: challengeMembers.team })
      .from(challengeMembers)
      .where(and(eq(challengeMembers.challenge_id, id), eq(challengeMembers.user_id, userId)));
    if (already) {
      await tx
        .update(challengeMembers)
        .set({ show_as: showAs })
        .where(and(eq(challengeMembers.challenge_id, id), eq(challengeMembers.user_id, userId)));
      return;
    }
    let team: number | null = null;
    if (challenge.teams > 0) {
      const sizes = await tx
        .select({ team: challengeTeams.team, n: challengeTeams.members })
        .from(challengeTeams)
        .where(eq(challengeTeams.challenge_id, id));
      const size = (n: number) => sizes.find((row) => row.team === n)?.n ?? 0;
      team = 1;
      for (let n = 2; n <= challenge.teams; n += 1) if (size(n) < size(team)) team = n;
    }
    await tx.insert(challengeMembers).values({ challenge_id: id, user_id: userId, team, show_as: showAs });
    await moveScore(tx, id, null, 0);
    await tx
      .insert(challengeTeams)
      .values({ challenge_id: id, team: team ?? 0, members: 1 })
      .onConflictDoUpdate({
        target: [challengeTeams.challenge_id, challengeTeams.team],
        set: { members: sql`${challengeTeams.members} + 1` },
      });
  });
};

/** Leaves: the member's progress in it goes with them. */
export const leaveChallenge = async (db: Db, id: number, userId: number): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .delete(challengeItems)
      .where(and(eq(challengeItems.challenge_id, id), eq(challengeItems.user_id, userId)));
    const [left] = await tx
      .delete(challengeMembers)
      .where(and(eq(challengeMembers.challenge_id, id), eq(challengeMembers.user_id, userId)))
      .returning();
    if (!left) return;
    await moveScore(tx, id, left.progress, null);
    await tx
      .update(challengeTeams)
      .set({
        members: sql`${challengeTeams.members} - 1`,
        progress: sql`${challengeTeams.progress} - ${left.progress}`,
        finishers: sql`${challengeTeams.finishers} - ${left.finished_at ? 1 : 0}`,
      })
      .where(and(eq(challengeTeams.challenge_id, id), eq(challengeTeams.team, left.team ?? 0)));
  });
};

/** The badges of the challenges the member finished, newest first (the profile shows them). */
export const badgesOf = async (db: Db, userId: number): Promise<Badges> => ({
  badges: (
    await db
      .select({
        challenge_id: challenges.id,
        title: challenges.title,
        badge: challenges.badge,
        finished_at: challengeMembers.finished_at,
      })
      .from(challengeMembers)
      .innerJoin(challenges, eq(challenges.id, challengeMembers.challenge_id))
      .where(and(eq(challengeMembers.user_id, userId), isNotNull(challengeMembers.finished_at)))
      .orderBy(desc(challengeMembers.finished_at))
  ).map((row) => ({ ...row, finished_at: row.finished_at?.toISOString() ?? '' })),
});
