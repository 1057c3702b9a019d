import type { ChallengeInput, StudioChallenge } from '@studio/shared';
import { ChallengeInputSchema } from '@studio/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Db, Tx } from '../../db/client';
import { challenges, challengeTeams, listItems, lists, programs } from '../../db/schema';
import { notFound, validationError } from '../../errors';

type Input = z.output<typeof ChallengeInputSchema>;

/** The goal in counted units: minutes as seconds, a list as its workouts, a program as one. */
const targetOf = async (tx: Tx, input: Input): Promise<number> => {
  if (input.goal === 'minutes') return input.target * 60;
  if (input.goal === 'list') {
    const [list] = await tx
      .select({ id: lists.id })
      .from(lists)
      .where(eq(lists.id, input.goal_ref ?? 0));
    const [size] = await tx
      .select({ n: count() })
      .from(listItems)
      .where(eq(listItems.list_id, input.goal_ref ?? 0));
    if (!list || !size?.n) throw validationError({ goal_ref: ['server.challenge.noList'] });
    return size.n;
  }
  if (input.goal === 'program') {
    const [program] = await tx
      .select({ id: programs.id })
      .from(programs)
      .where(eq(programs.id, input.goal_ref ?? 0));
    if (!program) throw validationError({ goal_ref: ['server.challenge.noProgram'] });
    return 1;
  }
  return input.target;
};

const columns = async (tx: Tx, input: Input) => ({
  title: input.title,
  description: input.description,
  starts_on: input.starts_on,
  ends_on: input.ends_on,
  goal: input.goal,
  target: await targetOf(tx, input),
  goal_ref: input.goal === 'list' || input.goal === 'program' ? input.goal_ref : null,
  teams: input.teams,
  badge: input.badge,
  promo_code: input.promo_code || null,
});

/** A challenge's members or finishers: the sum of its teams' counters. */
export const teamsTotal = (counter: 'members' | 'finishers') =>
  sql<number>`(select coalesce(sum(tt.${sql.raw(counter)}), 0)::int from ${challengeTeams} tt where tt.challenge_id = ${challenges.id})`;

/** The challenges (one when `id` is given), newest first, with their participants and finishers. */
export const listStudioChallenges = async (db: Db | Tx, id?: number): Promise<StudioChallenge[]> => {
  const rows = await db
    .select({
      challenge: challenges,
      participants: teamsTotal('members'),
      finishers: teamsTotal('finishers'),
    })
    .from(challenges)
    .where(and(isNull(challenges.removed_at), id === undefined ? undefined : eq(challenges.id, id)))
    .orderBy(desc(challenges.starts_on), desc(challenges.id));
  return rows.map(({ challenge, participants, finishers }) => ({
    id: challenge.id,
    title: challenge.title,
    description: challenge.description,
    image: challenge.image,
    starts_on: challenge.starts_on,
    ends_on: challenge.ends_on,
    goal: challenge.goal,
    target: challenge.goal === 'minutes' ? challenge.target / 60 : challenge.target,
    goal_ref: challenge.goal_ref,
    teams: challenge.teams,
    badge: challenge.badge,
    promo_code: challenge.promo_code,
    participants,
    finishers,
  }));
};

export const findStudioChallenge = async (db: Db | Tx, id: number): Promise<StudioChallenge> => {
  const [found] = await listStudioChallenges(db, id);
  if (!found) throw notFound();
  return found;
};

export const createChallenge = async (tx: Tx, input: ChallengeInput): Promise<number> => {
  const parsed = ChallengeInputSchema.parse(input);
  const [row] = await tx
    .insert(challenges)
    .values(await columns(tx, parsed))
    .returning({ id: challenges.id });
  return row?.id as number;
};

/** Changes a challenge; its members' counters stay (a new target may finish some at their next workout). */
export const updateChallenge = async (tx: Tx, id: number, input: ChallengeInput): Promise<void> => {
  const parsed = ChallengeInputSchema.parse(input);
  const changed = await tx
    .update(challenges)
    .set(await columns(tx, parsed))
    .where(and(eq(challenges.id, id), isNull(challenges.removed_at)))
    .returning({ id: challenges.id });
  if (changed.length === 0) throw notFound();
};

/** Sets (or, with null, takes away) a challenge's picture; answers the key it replaced. */
export const setChallengeImage = async (tx: Tx, id: number, key: string | null): Promise<string | null> => {
  const [before] = await tx
    .select({ image: challenges.image })
    .from(challenges)
    .where(and(eq(challenges.id, id), isNull(challenges.removed_at)))
    .for('update');
  if (!before) throw notFound();
  await tx.update(challenges).set({ image: key }).where(eq(challenges.id, id));
  return before.image;
};

/** A challenge as answered: its picture's stored key made the address a browser loads. */
export const withImageUrl =
  (url: (key: string) => string) =>
  <T extends { image: string | null }>(challenge: T): T => ({
    ...challenge,
    image: challenge.image ? url(challenge.image) : null,
  });

export const removeChallenge = async (tx: Tx, id: number): Promise<void> => {
  const changed = await tx
    .update(challenges)
    .set({ removed_at: sql`now()` })
    .where(and(eq(challenges.id, id), isNull(challenges.removed_at)))
    .returning({ id: challenges.id });
  if (changed.length === 0) throw notFound();
};
