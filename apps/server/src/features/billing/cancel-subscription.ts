import { billingMessages } from '@studio/shared';
import { eq } from 'drizzle-orm';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { latestSubscription, liveSubscription, type SubscriptionRow } from './subscriptions';

/**
 * Cancels the member's running subscription at the provider and here. Nothing more is billed;
 * premium lasts until the paid-through date (the trial's end during a trial).
 */
export const cancelSubscription = async ({
  db,
  gateway,
  userId,
}: {
  db: Db;
  gateway: PaymentsGateway;
  userId: number;
}): Promise<SubscriptionRow> => {
  const live = await liveSubscription(db, userId);
  if (!live) {
    if (await latestSubscription(db, userId))
      throw new AppError('already_canceled', billingMessages.alreadyCanceled);
    throw notFound(billingMessages.noSubscription);
  }
  await gateway.cancelSubscription(live.provider_subscription_id);
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'canceled', canceled_at: new Date(), updated_at: new Date() })
    .where(eq(subscriptions.id, live.id))
    .returning();
  return row ?? live;
};
