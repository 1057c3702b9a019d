import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { challengeScores } from '../../db/schema';

/** Moves one member from the score `from` to `to` (null: joining, or leaving) in the challenge's histogram. */
export const moveScore = async (tx: Tx, challengeId: number, from: number | null, to: number | null) => {
  if (from !== null)
    await tx
      .update(challengeScores)
      .set({ members: sql`${challengeScores.members} - 1` })
      .where(and(eq(challengeScores.challenge_id, challengeId), eq(challengeScores.progress, from)));
  if (to !== null)
    await tx
      .insert(challengeScores)
      .values({ challenge_id: challengeId, progress: to, members: 1 })
      .onConflictDoUpdate({
        target: [challengeScores.challenge_id, challengeScores.progress],
        set: { members: sql`${challengeScores.members} + 1` },
      });
};
