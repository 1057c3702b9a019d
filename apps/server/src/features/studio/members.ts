import {
  formatCents,
  MEMBER_SEARCH_LIMIT,
  type MemberRow,
  memberMessages,
  type StudioMember,
} from '@studio/shared';
import { and, asc, desc, eq, isNull, max, or, sql } from 'drizzle-orm';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db, Tx } from '../../db/client';
import {
  payments,
  programPurchases,
  programs,
  sessions,
  subscriptions,
  users,
  workoutSessions,
} from '../../db/schema';
import { col } from '../../db/sql-parts';
import { AppError, notFound, verbatim } from '../../errors';
import { isLive, type MailContext, premiumEndSql, revokeInviteRewards } from '../billing';
import { endRentalNow } from '../programs';

/** Premium now, as the user object says it: not expired, paid (or in trial) through a later moment. */
// The member's id written with its table: drizzle writes a lone table's columns bare, and a bare
// "id" inside the subquery would be the subscription's own.
// A scalar subquery, not `exists`: PostgreSQL may turn an `exists` into one hash of every premium
// member (223,528 of a million: 135 ms) where the page asks about 51 (issue 40).
const premiumNow = sql<boolean>`coalesce((select true from ${subscriptions}
  where ${col(subscriptions.user_id)} = ${sql.identifier('users')}.${sql.identifier('id')}
  and ${col(subscriptions.status)} <> 'expired' and ${premiumEndSql} > now() limit 1), false)`;

const rowColumns = {
  id: users.id,
  name: users.name,
  last_name: users.last_name,
  email: users.email,
  created_at: users.created_at,
  role: users.role,
  premium: premiumNow,
};

const present = (row: { created_at: Date } & Omit<MemberRow, 'created_at'>): MemberRow => ({
  ...row,
  created_at: row.created_at.toISOString(),
  premium: Boolean(row.premium),
});

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Members whose e-mail or name holds `query` (any letter case), newest first; an empty query lists
 * the newest members. At most MEMBER_SEARCH_LIMIT, and whether more matched.
 */
export const searchMembers = async (db: Db, query: string) => {
  const pattern = likeText(query);
  const rows = await db
    .select(rowColumns)
    .from(users)
    .where(
      query
        ? or(
            sql`lower(${users.email}) like ${pattern}`,
            sql`lower(${users.name} || ' ' || ${users.last_name}) like ${pattern}`,
          )
        : undefined,
    )
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(MEMBER_SEARCH_LIMIT + 1);
  return {
    members: rows.slice(0, MEMBER_SEARCH_LIMIT).map(present),
    more: rows.length > MEMBER_SEARCH_LIMIT,
  };
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One member for the console: subscription and its history, payments, programs, last activity. */
/** A member as the console shows them; amounts in the studio's `currency` (issue 35). */
export const loadMember = async (db: Db, id: number, currency: string): Promise<StudioMember> => {
  const [member] = await db
    .select({ ...rowColumns, time_zone: users.time_zone })
    .from(users)
    .where(eq(users.id, id));
  if (!member) throw notFound(memberMessages.memberUnknown);
  const [subs, charges, rentals, [signIn], [workout], offer] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.user_id, id))
      .orderBy(desc(subscriptions.created_at)),
    db
      .select({ payment: payments, plan: subscriptions.plan })
      .from(payments)
      .innerJoin(subscriptions, eq(subscriptions.id, payments.subscription_id))
      .where(eq(payments.user_id, id))
      .orderBy(desc(payments.created_at)),
    db
      .select({ purchase: programPurchases, title: programs.title })
      .from(programPurchases)
      .innerJoin(programs, eq(programs.id, programPurchases.program_id))
      .where(eq(programPurchases.user_id, id))
      .orderBy(desc(programPurchases.starts_at)),
    db
      .select({ at: max(sessions.created_at) })
      .from(sessions)
      .where(eq(sessions.user_id, id)),
    db
      .select({ at: max(workoutSessions.started_at) })
      .from(workoutSessions)
      .where(eq(workoutSessions.user_id, id)),
    db
      .select({ id: programs.id, title: programs.title })
      .from(programs)
      .where(and(isNull(programs.removed_at), isNull(programs.hidden_at)))
      .orderBy(asc(programs.position), asc(programs.id)),
  ]);
  const history = subs.map((s) => ({
    id: s.id,
    plan: s.plan,
    status: s.status,
    price: formatCents(s.price_cents, currency),
    created_at: s.created_at.toISOString(),
    trial_ends_at: iso(s.trial_ends_at),
    paid_through: s.paid_through.toISOString(),
    canceled_at: iso(s.canceled_at),
    provider: s.provider,
  }));
  const live = subs.find((s) => isLive(s.status));
  return {
    ...present(member),
    time_zone: member.time_zone,
    subscription: history.find((s) => s.id === live?.id) ?? null,
    subscriptions: history,
    payments: [
      ...charges.map(({ payment, plan }) => ({
        key: `premium:${payment.id}`,
        what: `Premium (${plan})`,
        amount: formatCents(payment.amount_cents, currency),
        status: payment.refunded_at ? 'refunded' : payment.status,
        at: payment.created_at.toISOString(),
        refundable: payment.status === 'settled' && !payment.refunded_at,
      })),
      // A program the studio gave (provider `studio`) was not paid for: not a payment.
      ...rentals
        .filter(({ purchase }) => purchase.provider !== 'studio')
        .map(({ purchase, title }) => ({
          key: `program:${purchase.id}`,
          what: `Program: ${title}`,
          amount: formatCents(purchase.price_cents, currency),
          // Declined at settlement: never paid (the rental ended then).
          status: purchase.declined_at ? 'failed' : purchase.refunded_at ? 'refunded' : 'settled',
          at: purchase.starts_at.toISOString(),
          refundable: programRefundable(purchase),
        })),
    ].sort((a, b) => b.at.localeCompare(a.at)),
    programs: rentals.map(({ purchase, title }) => ({
      id: purchase.id,
      title,
      status: purchase.status,
      starts_at: purchase.starts_at.toISOString(),
      ends_at: purchase.ends_at.toISOString(),
      price: formatCents(purchase.price_cents, currency),
    })),
    last_sign_in: iso(signIn?.at ?? null),
    last_workout: iso(workout?.at ?? null),
    programs_on_offer: offer,
  };
};

type PurchaseRow = typeof programPurchases.$inferSelect;

/**
 * A program bought with a card here, for money, paid (not declined at settlement) and not refunded
 * yet (App Store purchases are Apple's).
 */
const programRefundable = (purchase: PurchaseRow) =>
  purchase.provider !== 'app_store' &&
  purchase.price_cents > 0 &&
  purchase.provider_transaction_id !== null &&
  !purchase.declined_at &&
  !purchase.refunded_at;

/**
 * Gives one of the member's payments back through the payments port (a charge not settled yet is
 * voided), row locked so two clicks refund once. A refunded program's rental ends now. Answers the
 * payment before and after, for the audit log.
 */
export const refundPayment = async (
  tx: Tx,
  { gateway, mail }: { gateway: PaymentsGateway; mail: MailContext },
  memberId: number,
  key: string,
  currency: string,
  now = new Date(),
) => {
  const [kind, raw] = key.split(':');
  const id = Number(raw);
  if (kind === 'premium') {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.user_id, memberId)))
      .for('update');
    if (!row) throw notFound(memberMessages.paymentUnknown);
    if (row.refunded_at) throw new AppError('conflict', memberMessages.alreadyRefunded);
    if (row.status !== 'settled') throw new AppError('conflict', memberMessages.notRefundable);
    // What an invitee's discount gave back already is not the studio's to give again (decision 0047).
    const left = row.amount_cents - row.discount_refunded_cents;
    const refund = await gateway.refund(row.provider_transaction_id, left);
    if (!refund.ok) throw new AppError('payment_declined', verbatim(refund.message));
    await tx
      .update(payments)
      .set({ refunded_at: now, refund_id: refund.refundId })
      .where(eq(payments.id, id));
    // An invitee's first charge given back: the inviter's reward for it goes back too.
    await revokeInviteRewards(tx, { gateway, mail }, row.id, now);
    return {
      payment: key,
      amount: formatCents(left, currency),
      refund_id: refund.refundId,
      voided: refund.voided,
    };
  }
  const [row] = await tx
    .select()
    .from(programPurchases)
    .where(and(eq(programPurchases.id, id), eq(programPurchases.user_id, memberId)))
    .for('update');
  if (!row) throw notFound(memberMessages.paymentUnknown);
  if (row.refunded_at) throw new AppError('conflict', memberMessages.alreadyRefunded);
  if (row.provider === 'app_store') throw new AppError('conflict', memberMessages.storeRefund);
  if (!programRefundable(row) || !row.provider_transaction_id) {
    throw new AppError('conflict', memberMessages.notRefundable);
  }
  const refund = await gateway.refund(row.provider_transaction_id, row.price_cents);
  if (!refund.ok) throw new AppError('payment_declined', verbatim(refund.message));
  // The money is back: the rental ends now (its history stays).
  await endRentalNow(tx, row, now, { refunded_at: now, refund_id: refund.refundId });
  return {
    payment: key,
    amount: formatCents(row.price_cents, currency),
    refund_id: refund.refundId,
    voided: refund.voided,
  };
};
