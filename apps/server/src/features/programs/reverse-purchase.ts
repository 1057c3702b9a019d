import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programPurchases, programs, users } from '../../db/schema';
import type { DeclinedSettlementHandler } from '../billing';
import type { PurchaseRow } from './load-programs';
import { queueProgramDeclined } from './program-receipt';

/**
 * What ends a rental now when its money is gone (an owner's refund, a charge the bank declined):
 * a running one ends at once, its history (days done, dates) stays; a finished one is left as it is.
 */
const rentalEndedNow = (purchase: Pick<PurchaseRow, 'status' | 'ends_at'>, now: Date) =>
  purchase.status === 'active'
    ? { status: 'ended' as const, ends_at: now < purchase.ends_at ? now : purchase.ends_at }
    : {};

/**
 * Ends a purchase's rental now (see rentalEndedNow) with the purchase's other changes (`set`), and
 * clears what the running rental asked of its member: choosing its training days. Left set, the
 * route guard sent a refunded member to a setup that answers "not in progress" (issue 33).
 */
export const endRentalNow = async (
  tx: Db,
  purchase: Pick<PurchaseRow, 'id' | 'status' | 'ends_at' | 'user_id'>,
  now: Date,
  set: Partial<typeof programPurchases.$inferInsert> = {},
): Promise<void> => {
  await tx
    .update(programPurchases)
    .set({ ...set, ...rentalEndedNow(purchase, now) })
    .where(eq(programPurchases.id, purchase.id));
  if (purchase.status === 'active' && purchase.user_id !== null)
    await tx.update(users).set({ need_to_configure_days: false }).where(eq(users.id, purchase.user_id));
};

/**
 * A program bought by card whose charge the bank declined at settlement (Braintree's
 * `transaction_settlement_declined`, through billing's webhook): the purchase is marked declined,
 * the rental ends now as a refund ends it, and the member is told once (`payment_failed`). Only
 * that purchase, found by the provider's transaction and locked; a later notice of the same
 * decline finds it declined and changes nothing. Answers whether the transaction was a purchase.
 */
export const reverseDeclinedPurchase: DeclinedSettlementHandler = async ({
  tx,
  provider,
  transactionId,
  mail,
  log,
}) => {
  const [purchase] = await tx
    .select()
    .from(programPurchases)
    .where(
      and(
        eq(programPurchases.provider, provider),
        eq(programPurchases.provider_transaction_id, transactionId),
      ),
    )
    .for('update');
  if (!purchase) return false;
  if (purchase.declined_at) return true;
  const now = new Date();
  const running = purchase.status === 'active' && purchase.ends_at > now;
  await endRentalNow(tx, purchase, now, { declined_at: now });
  log.warn({ transactionId, purchaseId: purchase.id }, 'settlement declined: program purchase reversed');
  if (purchase.user_id === null) return true;
  const [program] = await tx
    .select({ title: programs.title })
    .from(programs)
    .where(eq(programs.id, purchase.program_id));
  await queueProgramDeclined(
    tx,
    mail,
    { ...purchase, user_id: purchase.user_id },
    program?.title ?? 'your program',
    running,
  );
  return true;
};
