import { and, eq } from 'drizzle-orm';
import { programPurchases, programs } from '../../db/schema';
import type { DeclinedSettlementHandler } from '../billing';
import type { PurchaseRow } from './load-programs';
import { queueProgramDeclined } from './program-receipt';

/**
 * What ends a rental now when its money is gone (an owner's refund, a charge the bank declined):
 * a running one ends at once, its history (days done, dates) stays; a finished one is left as it is.
 */
export const rentalEndedNow = (purchase: Pick<PurchaseRow, 'status' | 'ends_at'>, now: Date) =>
  purchase.status === 'active'
    ? { status: 'ended' as const, ends_at: now < purchase.ends_at ? now : purchase.ends_at }
    : {};

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
  await tx
    .update(programPurchases)
    .set({ declined_at: now, ...rentalEndedNow(purchase, now) })
    .where(eq(programPurchases.id, purchase.id));
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
