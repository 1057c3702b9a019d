import type { CancellationAnswer } from '@studio/shared';
import { and, eq } from 'drizzle-orm';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db } from '../../db/client';
import { lockMember } from '../../db/member-lock';
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
}): Promise<SubscriptionRow> =>
  // Under the member's lock, as pause, resume and undo run: the provider subscription cancelled is
  // the one the row holds when it is marked canceled (a resume cannot slip a new one in between),
  // and a double click cancels once (the second finds nothing live).
  db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const live = await liveSubscription(tx, userId);
    if (!live) {
      if (await latestSubscription(tx, userId))
        throw new AppError('already_canceled', 'shared.billing.alreadyCanceled');
      throw notFound('shared.billing.noSubscription');
    }
    const offerWasOpen = answer ? await offerOpen(tx, userId, live) : false;
    await gateway.cancelSubscription(live.provider_subscription_id);
    const [row] = await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceled_at: new Date(), updated_at: new Date() })
      .where(
        and(
          eq(subscriptions.id, live.id),
          eq(subscriptions.provider_subscription_id, live.provider_subscription_id),
        ),
      )
      .returning();
    if (!row) throw new Error(`subscription ${live.id} changed under the member lock`);
    await recordCancellation(tx, mail, { canceled: row, answer, offerWasOpen });
    return row;
  });
