import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
  type PushSubscriptionInput,
} from '@studio/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notificationSettings, pushSubscriptions } from '../../db/schema';

type Row = typeof notificationSettings.$inferSelect;

export const settingsFrom = (row: Row | undefined): NotificationSettings =>
  row
    ? {
        kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, ...row.kinds },
        workout_time: row.workout_time,
        quiet_hours: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
        mail_fallback: row.mail_fallback,
      }
    : DEFAULT_NOTIFICATION_SETTINGS;

const columns = (settings: NotificationSettings) => ({
  kinds: settings.kinds,
  workout_time: settings.workout_time,
  quiet_start: settings.quiet_hours?.start ?? null,
  quiet_end: settings.quiet_hours?.end ?? null,
  mail_fallback: settings.mail_fallback,
});

export const loadSettings = async (db: Db | Tx, userId: number): Promise<NotificationSettings> => {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.user_id, userId));
  return settingsFrom(row);
};

export const saveSettings = async (db: Db, userId: number, settings: NotificationSettings) => {
  await db
    .insert(notificationSettings)
    .values({ user_id: userId, ...columns(settings) })
    .onConflictDoUpdate({
      target: notificationSettings.user_id,
      set: { ...columns(settings), updated_at: sql`now()` },
    });
  return loadSettings(db, userId);
};

/**
 * Keeps this device's subscription for the member. An endpoint names a browser profile, so one
 * that a member signed out of and another signed in on moves to the new member. The member's
 * settings are written with their first device, so the minute's sweep finds them.
 */
export const keepSubscription = async (db: Db, userId: number, input: PushSubscriptionInput) => {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
      });
    await tx
      .insert(notificationSettings)
      .values({ user_id: userId, ...columns(DEFAULT_NOTIFICATION_SETTINGS) })
      .onConflictDoNothing();
  });
};

/** Forgets the member's subscription of this endpoint (another member's is never touched). */
export const forgetSubscription = async (db: Db, userId: number, endpoint: string) => {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)));
};

/** How many devices of the member's can be reached. */
export const deviceCount = async (db: Db, userId: number): Promise<number> =>
  (await db.$count(pushSubscriptions, eq(pushSubscriptions.user_id, userId))) as number;
