import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** RevenueCat sends the Authorization header configured in its dashboard: compared in constant time. */
export const webhookAuthorized = (header: string | undefined, secret: string | undefined): boolean => {
  if (!secret || !header) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
  return timingSafeEqual(digest(given), digest(secret));
};

/** Store events that mean "this member bought something the server should know about". */
const PURCHASE_EVENTS = new Set(['NON_RENEWING_PURCHASE', 'INITIAL_PURCHASE', 'TRANSFER']);

/**
 * A store event (RevenueCat webhook): a purchase by one of our members sets `apple_rc_sync`, so
 * the iOS wrapper syncs the store's purchases at the member's next sign-in (A4). The store's app
 * user id is the member's id. Answers whether a member was flagged.
 */
export const flagStorePurchase = async ({
  db,
  event,
}: {
  db: Db;
  event: { type?: unknown; app_user_id?: unknown };
}): Promise<boolean> => {
  if (typeof event.type !== 'string' || !PURCHASE_EVENTS.has(event.type)) return false;
  const userId =
    typeof event.app_user_id === 'string' && /^\d{1,15}$/.test(event.app_user_id)
      ? Number(event.app_user_id)
      : null;
  if (userId === null) return false;
  const flagged = await db
    .update(users)
    .set({ apple_rc_sync: true })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return flagged.length > 0;
};
