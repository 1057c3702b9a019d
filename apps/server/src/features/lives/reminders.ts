import { memberPages } from '@studio/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, liveReminders } from '../../db/schema';
import type { JobContext } from '../../deps';
import { jobHandler, jobKind } from '../../jobs/queue';
import { queueMemberMail } from '../billing';

/** The mails of members who asked to be told when a class goes live (issue 37; push when it exists). */
export const LIVE_REMINDERS = jobKind<{ itemId: number }>({
  name: 'live-reminders',
  policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
});

/** The class's page: its details open over the on-demand library (`?item=live_training-12`). */
export const classPath = (itemId: number) => `${memberPages.onDemand}?item=live_training-${itemId}`;

export const liveRemindersHandler = ({ db, mail }: JobContext) =>
  jobHandler(LIVE_REMINDERS, async ({ itemId }) => {
    const [live] = await db
      .select({ title: items.title, onAir: items.on_air_since })
      .from(items)
      .where(eq(items.id, itemId));
    // Timed for the class's start: a coach who tested the picture earlier and stopped mails no one.
    if (!live?.onAir) return;
    const waiting = await db
      .select({ member: liveReminders.member_id })
      .from(liveReminders)
      .where(and(eq(liveReminders.item_id, itemId), isNull(liveReminders.mailed_at)));
    for (const { member } of waiting) {
      // One transaction each: a retry mails only those not mailed yet (and a mail once per class).
      await db.transaction(async (tx) => {
        await queueMemberMail(tx, mail, {
          userId: member,
          kind: 'live_starting',
          eventKey: `live:${itemId}`,
          content: ({ t }) => ({
            subject: t('mail.live.subject', { title: live.title }),
            paragraphs: [t('mail.live.onAir', { title: live.title })],
            action: { label: t('mail.live.watch'), path: classPath(itemId) },
          }),
        });
        await tx
          .update(liveReminders)
          .set({ mailed_at: sql`now()` })
          .where(and(eq(liveReminders.item_id, itemId), eq(liveReminders.member_id, member)));
      });
    }
  });

/** Mail me when it goes live: a class still to come or on air, which members can see. */
export const setReminder = async (
  db: Db,
  itemId: number,
  memberId: number,
  on: boolean,
): Promise<boolean> => {
  const [live] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.kind, 'live_training'), isNull(items.removed_at)));
  if (!live) return false;
  if (on)
    await db.insert(liveReminders).values({ item_id: itemId, member_id: memberId }).onConflictDoNothing();
  else
    await db
      .delete(liveReminders)
      .where(and(eq(liveReminders.item_id, itemId), eq(liveReminders.member_id, memberId)));
  return true;
};

/** The classes still to come (or on air) a member asked to be reminded of. */
export const remindersOf = async (db: Db, memberId: number, now = new Date()): Promise<number[]> =>
  (
    await db
      .select({ id: liveReminders.item_id })
      .from(liveReminders)
      .innerJoin(items, eq(items.id, liveReminders.item_id))
      .where(
        and(
          eq(liveReminders.member_id, memberId),
          gt(sql`${items.event_date} + make_interval(secs => ${items.duration_seconds})`, now),
        ),
      )
  ).map((row) => row.id);
