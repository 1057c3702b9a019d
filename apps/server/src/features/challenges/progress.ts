import { localDay, memberPages } from '@studio/shared';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  challengeItems,
  challengeMembers,
  challenges,
  challengeTeams,
  items,
  listItems,
  programPurchases,
} from '../../db/schema';
import { type MailContext, queueMemberMail } from '../billing';
import { moveScore } from './scores';

type Finish = { db: Db; userId: number; itemId: number; timeZone: string; now?: Date };

/**
 * Moves the member's running challenges on by one counted finish (issue 39): one indexed read of
 * the member's open memberships, then one update each, whatever the history (counters, not a
 * scan). A challenge runs on the studio's calendar (`studioZone`); a day counts once in the
 * member's own zone, as streaks count it. Reaching the target stamps `finished_at`, once.
 */
export const challengeProgress =
  ({ studioZone, mail }: { studioZone: string; mail: MailContext }) =>
  async ({ db, userId, itemId, timeZone, now = new Date() }: Finish): Promise<void> => {
    const studioDay = localDay(now, studioZone).date;
    const running = await db
      .select({
        id: challenges.id,
        title: challenges.title,
        badge: challenges.badge,
        promo: challenges.promo_code,
        goal: challenges.goal,
        target: challenges.target,
        ref: challenges.goal_ref,
        team: challengeMembers.team,
      })
      .from(challengeMembers)
      .innerJoin(challenges, eq(challenges.id, challengeMembers.challenge_id))
      .where(
        and(
          eq(challengeMembers.user_id, userId),
          isNull(challengeMembers.finished_at),
          isNull(challenges.removed_at),
          lte(challenges.starts_on, studioDay),
          gte(challenges.ends_on, studioDay),
        ),
      );
    if (running.length === 0) return;
    const memberDay = localDay(now, timeZone).date;
    // The workout's length, read once for however many minute goals the member is in.
    let length: number | undefined;
    const seconds = async () => {
      if (length === undefined) {
        const [item] = await db
          .select({ seconds: items.duration_seconds })
          .from(items)
          .where(eq(items.id, itemId));
        length = item?.seconds ?? 0;
      }
      return length;
    };
    await db.transaction(async (tx) => {
      for (const challenge of running) {
        // The step in counted units; a day counts once (the update's own condition, so two
        // finishes at once cannot both take it).
        let step = 0;
        let sameDay: ReturnType<typeof sql> | undefined;
        if (challenge.goal === 'workouts') step = 1;
        if (challenge.goal === 'minutes') step = await seconds();
        if (challenge.goal === 'days') {
          step = 1;
          sameDay = sql`${challengeMembers.last_day} is distinct from ${memberDay}::date`;
        }
        if (challenge.goal === 'list' && challenge.ref !== null) {
          const [inList] = await tx
            .select({ id: listItems.item_id })
            .from(listItems)
            .where(and(eq(listItems.list_id, challenge.ref), eq(listItems.item_id, itemId)))
            .limit(1);
          if (!inList) continue;
          const [fresh] = await tx
            .insert(challengeItems)
            .values({ challenge_id: challenge.id, user_id: userId, item_id: itemId })
            .onConflictDoNothing()
            .returning({ id: challengeItems.item_id });
          if (fresh) step = 1;
        }
        if (challenge.goal === 'program' && challenge.ref !== null) {
          const [done] = await tx
            .select({ id: programPurchases.id })
            .from(programPurchases)
            .where(
              and(
                eq(programPurchases.user_id, userId),
                eq(programPurchases.program_id, challenge.ref),
                eq(programPurchases.status, 'completed'),
              ),
            )
            .limit(1);
          if (done) step = 1;
        }
        if (step === 0) continue;
        const next = sql`${challengeMembers.progress} + ${step}`;
        const [moved] = await tx
          .update(challengeMembers)
          .set({
            progress: next,
            ...(challenge.goal === 'days' ? { last_day: memberDay } : {}),
            finished_at: sql`case when ${next} >= ${challenge.target} then ${now.toISOString()}::timestamptz end`,
          })
          .where(
            and(
              eq(challengeMembers.challenge_id, challenge.id),
              eq(challengeMembers.user_id, userId),
              isNull(challengeMembers.finished_at),
              sameDay,
            ),
          )
          .returning({ finished: challengeMembers.finished_at, progress: challengeMembers.progress });
        if (!moved) continue;
        await moveScore(tx, challenge.id, moved.progress - step, moved.progress);
        await tx
          .update(challengeTeams)
          .set({
            progress: sql`${challengeTeams.progress} + ${step}`,
            finishers: sql`${challengeTeams.finishers} + ${moved.finished ? 1 : 0}`,
          })
          .where(
            and(eq(challengeTeams.challenge_id, challenge.id), eq(challengeTeams.team, challenge.team ?? 0)),
          );
        // Finished: the badge, and the studio's promo code if it gives one, mailed once.
        if (moved?.finished)
          await queueMemberMail(tx, mail, {
            userId,
            kind: 'challenge_finished',
            eventKey: `challenge:${challenge.id}`,
            content: ({ t }) => ({
              subject: t('mail.challenge.subject', { title: challenge.title }),
              paragraphs: [
                t('mail.challenge.badge', { badge: challenge.badge }),
                ...(challenge.promo ? [t('mail.challenge.promo', { code: challenge.promo })] : []),
              ],
              action: { label: t('mail.challenge.see'), path: memberPages.challenges },
            }),
          });
      }
    });
  };
