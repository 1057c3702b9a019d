import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsGateway } from '../../adapters/payments';
import { subscriptions, users } from '../../db/schema';
import { col, epochMs } from '../../db/sql-parts';
import { contextMoment, type MemberContext, type MemberExtension } from '../accounts';
import { guardGateway } from './guard-gateway';
import { grantEndSql, liveSubscription, premiumEndSql } from './subscriptions';

const PREMIUM_UNTIL = 'premium_until';
const PAYMENT_FAILED = 'payment_failed';

/**
 * When the member's premium ends (epoch ms), from the member context read with the session: the
 * latest end of premium of a subscription not expired (`premiumEndSql`) or of a grant running now
 * (decision 0047), if still to come; null: not premium.
 */
export const premiumUntil = (context: MemberContext): number | null => contextMoment(context, PREMIUM_UNTIL);

/** Premium at `now`, from the member context (decision 0013): no statement. */
export const premiumFromContext = (context: MemberContext, now: Date): boolean =>
  (premiumUntil(context) ?? 0) > now.getTime();

/**
 * Billing's part of the member: `premium` on the user object, derived from the subscription's
 * status and paid-through date (never stored), read with the session; and a running subscription
 * canceled at the provider before the account is deleted, so that a deleted member is not billed
 * again.
 */
export const billingMemberExtension = (
  payments: PaymentsGateway,
  log: FastifyBaseLogger,
): MemberExtension => {
  const gateway = guardGateway(payments, log);
  return {
    context: {
      fields: {
        [PREMIUM_UNTIL]: sql`${epochMs(sql`greatest((select max(${premiumEndSql}) from ${subscriptions}
          where ${col(subscriptions.user_id)} = ${col(users.id)} and ${col(subscriptions.status)} <> 'expired'
            and ${premiumEndSql} > now()), ${grantEndSql(col(users.id))})`)}`,
      },
      // Premium ends at the paid-through date (the grace period's end while past due) with no write.
      until: premiumUntil,
    },
    // The banner of every member page (issue 18): it changes only with a write, so no expiry.
    userColumns: {
      columns: {
        [PAYMENT_FAILED]: sql<boolean>`exists (select 1 from ${subscriptions}
          where ${col(subscriptions.user_id)} = ${col(users.id)} and ${col(subscriptions.status)} = 'past_due')`,
      },
    },
    userFields: ({ context, columns }) => {
      const until = premiumUntil(context);
      const premium = until !== null && until > Date.now();
      return {
        fields: { premium, payment_failed: columns[PAYMENT_FAILED] === true },
        validUntil: premium && until !== null ? new Date(until) : null,
      };
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
