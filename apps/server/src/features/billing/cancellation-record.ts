import { type CancellationAnswer, formatDate } from '@studio/shared';
import type { Tx } from '../../db/client';
import { cancellations } from '../../db/schema';
import { MAIL_LINKS, type MailContext, queueMemberMail } from './member-mail';
import { cleanAnswer } from './retention-offer';
import type { SubscriptionRow } from './subscriptions';

/**
 * What a cancellation leaves besides the subscription's status (issue 18, decision 0029): the
 * member's answer (a row for the dashboard, with whether the offer was open to them, so it is not
 * made again within a year) and the `cancellation_confirmed` mail with the day premium ends. Runs
 * in the cancellation's transaction; `offerWasOpen` is read before the status changed.
 */
export const recordCancellation = async (
  tx: Tx,
  mail: MailContext | undefined,
  {
    canceled,
    answer,
    offerWasOpen,
  }: { canceled: SubscriptionRow; answer: CancellationAnswer | undefined; offerWasOpen: boolean },
): Promise<void> => {
  if (canceled.user_id === null) return;
  // An owner's cancellation in the console asks nothing: only a member's answer is a row.
  if (answer) {
    await tx.insert(cancellations).values({
      user_id: canceled.user_id,
      subscription_id: canceled.id,
      ...cleanAnswer(answer),
      offer_made: offerWasOpen,
      canceled_at: canceled.canceled_at ?? new Date(),
    });
  }
  if (!mail) return;
  await queueMemberMail(tx, mail, {
    userId: canceled.user_id,
    kind: 'cancellation_confirmed',
    // Each cancellation once (one undone and made again is another).
    eventKey: `subscription:${canceled.id}:canceled:${(canceled.canceled_at ?? new Date()).toISOString()}`,
    // The day premium ends, in the member's own zone.
    content: ({ display }) => {
      const until = formatDate(canceled.paid_through, display);
      // A past-due subscription was not paid for: its grace period ends with it.
      if (canceled.paid_through <= new Date())
        return {
          subject: 'Your subscription is canceled',
          paragraphs: [
            "Your subscription is canceled and you won't be charged again.",
            'Its last period was not paid, so premium has ended. You can subscribe again at any time.',
          ],
          action: { label: 'See your subscription', path: MAIL_LINKS.subscription },
        };
      return {
        subject: `Your subscription is canceled: premium lasts until ${until}`,
        paragraphs: [
          "Your subscription is canceled and you won't be charged again.",
          `Premium stays yours until ${until}: every workout, program and recipe until then.`,
        ],
        action: { label: 'See your subscription', path: MAIL_LINKS.subscription },
      };
    },
  });
};
