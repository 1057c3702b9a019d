import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsGateway } from '../../adapters/payments';
import { subscriptions } from '../../db/schema';
import type { MemberExtension } from '../accounts';
import { guardGateway } from './guard-gateway';
import { liveSubscription, premiumPaidThrough } from './subscriptions';

/**
 * Billing's part of the member: `premium` on the user object, derived from the subscription's
 * status and paid-through date (never stored), and a running subscription canceled at the
 * provider before the account is deleted, so that a deleted member is not billed again.
 */
export const billingMemberExtension = (
  payments: PaymentsGateway,
  log: FastifyBaseLogger,
): MemberExtension => {
  const gateway = guardGateway(payments, log);
  return {
    userFields: async ({ db, userId }) => {
      // Premium ends at the paid-through date with no write: the user object expires then.
      const paidThrough = await premiumPaidThrough(db, userId);
      return { fields: { premium: paidThrough !== null }, validUntil: paidThrough };
    },
    beforeDestroy: async ({ db, userId }) => {
      const live = await liveSubscription(db, userId);
      if (!live) return;
      await gateway.cancelSubscription(live.provider_subscription_id);
      await db
        .update(subscriptions)
        .set({ status: 'canceled', canceled_at: new Date(), updated_at: new Date() })
        .where(eq(subscriptions.id, live.id));
    },
  };
};
