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
    content: ({ t, display }) => {
      const until = formatDate(canceled.paid_through, display);
      const action = { label: t('mail.action.seeSubscription'), path: MAIL_LINKS.subscription };
      // A past-due subscription was not paid for: its grace period ends with it.
      if (canceled.paid_through <= new Date())
        return {
          subject: t('mail.canceled.unpaidSubject'),
          paragraphs: [t('mail.canceled.noMoreCharges'), t('mail.canceled.unpaidEnded')],
          action,
        };
      return {
        subject: t('mail.canceled.subject', { date: until }),
        paragraphs: [t('mail.canceled.noMoreCharges'), t('mail.canceled.staysYours', { date: until })],
        action,
      };
    },
  });
};
