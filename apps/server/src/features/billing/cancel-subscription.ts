import { billingMessages, type CancellationAnswer } from '@studio/shared';
import { eq } from 'drizzle-orm';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordCancellation } from './cancellation-record';
import type { MailContext } from './member-mail';
import { offerOpen } from './retention-offer';
import { latestSubscription, liveSubscription, type SubscriptionRow } from './subscriptions';

/**
 * Cancels the member's running subscription at the provider and here. Nothing more is billed;
 * premium lasts until the paid-through date (the trial's end during a trial). A member's own
 * cancellation carries their `answer` (an owner's does not); with `mail`, the member is told.
 */
export const cancelSubscription = async ({
  db,
  gateway,
  userId,
  answer,
  mail,
}: {
  db: Db;
  gateway: PaymentsGateway;
  userId: number;
  answer?: CancellationAnswer;
  mail?: MailContext;
}): Promise<SubscriptionRow> => {
  const live = await liveSubscription(db, userId);
  if (!live) {
    if (await latestSubscription(db, userId))
      throw new AppError('already_canceled', billingMessages.alreadyCanceled);
    throw notFound(billingMessages.noSubscription);
  }
  const offerWasOpen = answer ? await offerOpen(db, userId, live) : false;
  await gateway.cancelSubscription(live.provider_subscription_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceled_at: new Date(), updated_at: new Date() })
      .where(eq(subscriptions.id, live.id))
      .returning();
    if (row) await recordCancellation(tx, mail, { canceled: row, answer, offerWasOpen });
    return row ?? live;
  });
};
