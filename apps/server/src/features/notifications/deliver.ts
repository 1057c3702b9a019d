import { createHash } from 'node:crypto';
import { inQuietHours, localClock, type PushPayload } from '@studio/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PushSender } from '../../adapters/push';
import type { Db } from '../../db/client';
import { memberNotifications, notificationSettings, pushSubscriptions, users } from '../../db/schema';
import type { JobContext } from '../../deps';
import { MAIL, type MailContext } from '../../jobs/mail';
import { type Jobs, jobHandler, jobKind } from '../../jobs/queue';
import { readerLocale } from '../../lib/i18n';
import { mailReader, renderMail } from '../billing';
import { describeOccasion } from './occasions';
import { settingsFrom } from './settings';

/**
 * One notification's delivery (issue 39, decision 0049). Its row is locked and marked sent in the
 * transaction that sends, so of two processes, or a retry after a lost completion, one sends and
 * the other finds it sent. A process killed mid-send rolls back and the job sends again: the
 * message carries the same Topic (the push service keeps one) and tag (the device shows one).
 */
export const NOTIFY = jobKind<{ id: number }>({
  name: 'notify',
  policy: { retryLimit: 6, retryDelay: 30, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120 },
  concurrency: 2,
  batchSize: 100,
});

/** How long a push service keeps a message for a device that is off: a reminder is stale after. */
const TTL_SECONDS = 6 * 3600;

/** What a message is about, as a Topic header (at most 32 base64url characters). */
export const topicOf = (kind: string, occasion: string): string =>
  createHash('sha256').update(`${kind}:${occasion}`).digest('base64url').slice(0, 32);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** When the quiet hours that hold at `now` end (to the minute), in `zone`. */
const quietEnd = (now: Date, zone: string, end: string): Date => {
  const wait = (minutesOf(end) - minutesOf(localClock(now, zone)) + 24 * 60) % (24 * 60);
  return new Date(now.getTime() + wait * 60_000 - (now.getTime() % 60_000));
};

type Deliver = {
  db: Db;
  push: PushSender;
  mail: MailContext;
  jobs: Pick<Jobs, 'send'>;
  /** The studio's zone: challenges run on its calendar. */
  studioZone: string;
  now?: () => Date;
};

type Outcome = NonNullable<(typeof memberNotifications.$inferSelect)['outcome']>;

/** Messages sent to one push service at once by one batch. */
const SENDS_AT_ONCE = 16;

/**
 * Delivers the notifications `ids` (a worker's batch), in one transaction: rows already sent, or
 * locked by another process delivering them, are left; each other is checked, sent and marked.
 * A push service's failure leaves its notification unmarked (unless another of the member's
 * devices took it: a device that failed then misses it) and is answered with its error; the
 * others are marked and committed, so a retry sends only what did not go.
 */
const deliverAndMark = async (
  { db, push, mail, jobs, studioZone, now = () => new Date() }: Deliver,
  ids: readonly number[],
): Promise<Map<number, unknown>> =>
  db.transaction(async (tx) => {
    const failures = new Map<number, unknown>();
    if (ids.length === 0) return failures;
    const rows = await tx
      .select()
      .from(memberNotifications)
      .where(and(inArray(memberNotifications.id, [...ids]), isNull(memberNotifications.sent_at)))
      .for('update', { skipLocked: true });
    if (rows.length === 0) return failures;
    const memberIds = [...new Set(rows.map((row) => row.member_id))];
    const members = new Map(
      (
        await tx
          .select({ user: users, settings: notificationSettings })
          .from(users)
          .leftJoin(notificationSettings, eq(notificationSettings.user_id, users.id))
          .where(inArray(users.id, memberIds))
      ).map((member) => [member.user.id, member]),
    );
    const devices = new Map<number, (typeof pushSubscriptions.$inferSelect)[]>();
    for (const device of await tx
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.user_id, memberIds)))
      devices.set(device.user_id, [...(devices.get(device.user_id) ?? []), device]);
    const studioLocale = await readerLocale(tx, null);
    const at = now();
    const outcomes = new Map<Outcome, number[]>();
    const mark = (id: number, outcome: Outcome) =>
      outcomes.set(outcome, [...(outcomes.get(outcome) ?? []), id]);
    const gone: number[] = [];
    const reached: number[] = [];
    const sends: (() => Promise<void>)[] = [];
    for (const row of rows) {
      const member = members.get(row.member_id);
      if (!member) continue;
      const settings = settingsFrom(member.settings ?? undefined);
      const zone = member.user.time_zone;
      if (!settings.kinds[row.kind]) {
        mark(row.id, 'off');
        continue;
      }
      if (inQuietHours(localClock(at, zone), settings.quiet_hours)) {
        // Told when the quiet hours end, if its occasion is still to come then.
        const end = quietEnd(at, zone, settings.quiet_hours?.end ?? '00:00');
        // Once a day per notification, however many retries of its batch pass here.
        await jobs.send(
          NOTIFY,
          { id: row.id },
          { db: tx, startAfter: end, singletonKey: `notify-quiet:${row.id}`, singletonSeconds: 24 * 3600 },
        );
        continue;
      }
      const told = await describeOccasion(
        tx,
        row.kind,
        { id: row.member_id, zone, studioZone },
        row.occasion,
        at,
      );
      if (!told) {
        mark(row.id, 'passed');
        continue;
      }
      const reader = mailReader(member.user.name, member.user.language ?? studioLocale, zone, mail.currency);
      const title = reader.t(told.title, told.values);
      const body = reader.t(told.body, told.values);
      const payload = JSON.stringify({
        title,
        body,
        path: told.path,
        tag: `${row.kind}:${row.occasion}`,
      } satisfies PushPayload);
      const targets = devices.get(row.member_id) ?? [];
      let sent = 0;
      let failed = 0;
      let left = targets.length;
      const settle = async () => {
        if (sent > 0) return mark(row.id, 'push');
        // Not marked: the retry sends it again.
        if (failed > 0) return;
        // Billing's own mail went with it: no second one.
        if (!settings.mail_fallback || row.kind === 'billing') return mark(row.id, 'unreachable');
        const message = renderMail(
          reader,
          {
            subject: title,
            paragraphs: [body],
            action: { label: reader.t('mail.notify.open'), path: told.path },
          },
          mail.publicUrl,
          true,
        );
        await mail.jobs.send(MAIL, { to: member.user.email, ...message }, { db: tx });
        mark(row.id, 'mail');
      };
      if (targets.length === 0) {
        await settle();
        continue;
      }
      for (const device of targets)
        sends.push(async () => {
          try {
            const result = await push.send(device, payload, {
              topic: topicOf(row.kind, row.occasion),
              ttlSeconds: TTL_SECONDS,
            });
            if (result === 'gone') gone.push(device.id);
            else {
              sent += 1;
              reached.push(device.id);
            }
          } catch (error) {
            failed += 1;
            failures.set(row.id, error);
          }
          left -= 1;
          if (left === 0) await settle();
        });
    }
    // The batch's messages, SENDS_AT_ONCE at a time (each waits on the push service's answer).
    for (let from = 0; from < sends.length; from += SENDS_AT_ONCE)
      await Promise.all(sends.slice(from, from + SENDS_AT_ONCE).map((send) => send()));
    if (gone.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    if (reached.length > 0)
      await tx
        .update(pushSubscriptions)
        .set({ last_sent_at: sql`now()` })
        .where(inArray(pushSubscriptions.id, reached));
    for (const [outcome, marked] of outcomes)
      await tx
        .update(memberNotifications)
        .set({ sent_at: sql`now()`, outcome })
        .where(inArray(memberNotifications.id, marked));
    return failures;
  });

/** Delivers `ids`, and throws the first push service's failure once the rest is committed. */
export const deliverNotifications = async (deps: Deliver, ids: readonly number[]): Promise<void> => {
  const failures = await deliverAndMark(deps, ids);
  for (const error of failures.values()) throw error;
};

/** One notification (a test, or a job fetched alone). */
export const deliverNotification = (deps: Deliver, id: number) => deliverNotifications(deps, [id]);

export const notifyHandler = ({ db, push, mail, config }: JobContext) => {
  const deps = { db, push, mail, jobs: mail.jobs, studioZone: config.STUDIO_TIME_ZONE };
  return jobHandler(
    NOTIFY,
    async ({ id }) => deliverNotification(deps, id),
    // Each job of a batch completes or fails (and is retried) on its own.
    async (batch) => {
      const failures = await deliverAndMark(
        deps,
        batch.map(({ id }) => id),
      );
      return new Set(batch.flatMap(({ id }, index) => (failures.has(id) ? [index] : [])));
    },
  );
};
