import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type Cents,
  formatCents,
  formatDate,
  formatFullDay,
  formatMoney,
  GIFT_MONTHS,
  GIFT_VALID_MONTHS,
  type GiftMonths,
  type GiftPrices,
  type GiftPurchased,
  type GiftPurchaseInput,
  type GiftRedeemed,
  giftMessages,
  type Locale,
  localDay,
  MAX_GIFT_DELAY_DAYS,
  normalizeGiftCode,
  type PlanPrices,
  periodTotal,
  type StudioGift,
} from '@studio/shared';
import dayjs from 'dayjs';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db, Tx } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { gifts } from '../../db/schema';
import { AppError, notFound, validationError, verbatim } from '../../errors';
import { MAIL } from '../../jobs/mail';
import { jobHandler, jobKind } from '../../jobs/queue';
import { dayIn, wallTimeIn } from '../../lib/studio-time';
import { guardGateway } from './guard-gateway';
import { type BillingDeps, grantPremiumMonths, revokeGrant } from './invite-rewards';
import { type MailContent, type MailContext, mailReader, renderMail } from './member-mail';
import { loadPlanPrices } from './plans';
import type { DeclinedSettlementHandler } from './webhook-effects';

/**
 * Gift subscriptions (issue 38, decision 0048). A buyer, signed in or not, pays for 1, 3 or 12
 * months by card; the code is mailed to the recipient on the chosen day (09:00 in the studio's
 * zone) with the buyer's message; a member redeems it once, which gives a premium grant (a running
 * subscription's billing moves by the months, as an invite's reward does). An unredeemed code
 * expires a year after the purchase. A refund or a settlement decline before redemption voids it.
 */

type GiftRow = typeof gifts.$inferSelect;

const policy = { retryLimit: 20, retryDelay: 30, retryBackoff: true, retryDelayMax: 15 * 60 } as const;
const GIFT_DELIVERY = jobKind<{ giftId: number }>({ name: 'gift_delivery', policy });

/** When on its day the recipient's mail goes, in the studio's zone. */
const DELIVERY_TIME = '09:00';
/** Capitals and digits without the look-alikes (0/O, 1/I): read aloud and typed from a mail. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

const newCode = (): string =>
  [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');

/** The code as a mail writes it: XXXX-XXXX-XXXX (`normalizeGiftCode` reads it back). */
export const formatGiftCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** A gift's price: months at the monthly price, a year at the yearly plan's. */
export const giftPriceCents = (prices: PlanPrices, months: GiftMonths): Cents =>
  months === 12 ? periodTotal(prices.yearly, 'yearly') : ((prices.montly * months) as Cents);

export const loadGiftPrices = async (db: Db, currency: string): Promise<GiftPrices> => {
  const prices = await loadPlanPrices(db);
  return {
    prices: GIFT_MONTHS.map((months) => ({
      months,
      price: formatCents(giftPriceCents(prices, months), currency),
    })),
    currency,
    valid_months: GIFT_VALID_MONTHS,
  };
};

type GiftDeps = BillingDeps & { zone: string; db: Db };

/** The buyer's receipt and the recipient's mail, in the buyer's language. */
const receipt = (gift: GiftRow, zone: string, currency: string) => {
  const reader = mailReader(gift.buyer_name, gift.language as Locale, zone, currency);
  const { t } = reader;
  const content: MailContent = {
    subject: t('mail.gift.receiptSubject'),
    paragraphs: [
      t('mail.gift.receiptBody', {
        months: gift.months,
        recipient: gift.recipient_name,
        email: gift.recipient_email,
        date: formatFullDay(gift.deliver_on, reader.display),
        price: formatMoney(gift.price_cents as Cents, reader.display),
      }),
      t('mail.gift.expires', { date: formatDate(gift.expires_at, reader.display) }),
    ],
  };
  return { reader, content };
};

/**
 * Buys a gift: the card is charged once (a retry under the same request key finds the sale), then
 * the gift, its delivery job and the buyer's receipt are written in one transaction.
 */
export const buyGift = async (
  { db, gateway, mail, zone }: GiftDeps,
  input: GiftPurchaseInput & { months: GiftMonths },
  { language, requestKey, now = new Date() }: { language: Locale; requestKey?: string; now?: Date },
): Promise<GiftPurchased> => {
  const today = dayIn(now, zone);
  if (input.deliver_on < today) {
    throw validationError({ deliver_on: [giftMessages.deliverPast] }, giftMessages.deliverPast);
  }
  if (input.deliver_on > dayjs(today).add(MAX_GIFT_DELAY_DAYS, 'day').format('YYYY-MM-DD')) {
    throw validationError({ deliver_on: [giftMessages.deliverTooLate] }, giftMessages.deliverTooLate);
  }
  const amount = giftPriceCents(await loadPlanPrices(db), input.months);
  const key = `g${createHash('sha256')
    .update(`gift:${requestKey ?? randomUUID()}`)
    .digest('hex')
    .slice(0, 32)}`;
  const charged = await gateway.charge({
    customer: { memberId: 0, email: input.buyer_email, firstName: input.buyer_name, lastName: '' },
    nonce: input.nonce_from_the_client,
    amountCents: amount,
    idempotencyKey: key,
    description: `Gift: ${input.months} months of premium`,
  });
  if (!charged.ok) throw new AppError('payment_declined', verbatim(charged.message));
  const gift = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(gifts)
      .values({
        code: newCode(),
        months: input.months,
        price_cents: charged.amountCents,
        buyer_name: input.buyer_name,
        buyer_email: input.buyer_email,
        recipient_name: input.recipient_name,
        recipient_email: input.recipient_email,
        message: input.message ?? '',
        deliver_on: input.deliver_on,
        language,
        provider: gateway.provider,
        provider_transaction_id: charged.transactionId,
        expires_at: dayjs(now).add(GIFT_VALID_MONTHS, 'month').toDate(),
      })
      .onConflictDoNothing({ target: gifts.provider_transaction_id })
      .returning();
    // A retry whose sale the provider found: the gift that sale made.
    if (!inserted) {
      const [earlier] = await tx
        .select()
        .from(gifts)
        .where(eq(gifts.provider_transaction_id, charged.transactionId));
      if (!earlier) throw new Error(`gift of ${charged.transactionId} vanished`);
      return earlier;
    }
    // A gift for today goes now (the buyer was told so), even when bought before 09:00.
    const at = wallTimeIn(inserted.deliver_on, DELIVERY_TIME, zone);
    const today = inserted.deliver_on <= localDay(now, zone).date;
    await mail.jobs.send(
      GIFT_DELIVERY,
      { giftId: inserted.id },
      { db: tx, startAfter: today || at <= now ? now : at },
    );
    const { reader, content } = receipt(inserted, zone, mail.currency);
    await mail.jobs.send(
      MAIL,
      { to: inserted.buyer_email, ...renderMail(reader, content, mail.publicUrl, false) },
      { db: tx },
    );
    return inserted;
  });
  return {
    months: gift.months,
    price: formatCents(gift.price_cents as Cents, mail.currency),
    recipient_email: gift.recipient_email,
    deliver_on: gift.deliver_on,
    expires_at: gift.expires_at.toISOString(),
  };
};

/** The recipient's mail: who it is from, their message, the code and how to use it. */
const deliveryMail = (gift: GiftRow, zone: string, currency: string): MailContent => {
  const reader = mailReader(gift.recipient_name, gift.language as Locale, zone, currency);
  const { t } = reader;
  return {
    subject: t('mail.gift.subject', { buyer: gift.buyer_name }),
    paragraphs: [
      t('mail.gift.body', { buyer: gift.buyer_name, months: gift.months }),
      ...(gift.message ? [t('mail.gift.message', { buyer: gift.buyer_name, message: gift.message })] : []),
      t('mail.gift.code', { code: formatGiftCode(gift.code) }),
      t('mail.gift.howTo'),
      t('mail.gift.expires', { date: formatDate(gift.expires_at, reader.display) }),
    ],
    action: { label: t('mail.gift.action'), path: `/sign/signup?gift=${gift.code}` },
  };
};

/** Mails a paid gift's code on its day, once (a voided or redeemed gift is not mailed). */
export const giftDeliveryHandler = ({ db, mail, zone }: { db: Db; mail: MailContext; zone: string }) =>
  jobHandler(GIFT_DELIVERY, async ({ giftId }) => {
    await db.transaction(async (tx) => {
      const [gift] = await tx
        .select()
        .from(gifts)
        .where(and(eq(gifts.id, giftId), eq(gifts.status, 'paid')))
        .for('update');
      if (!gift) return;
      const reader = mailReader(gift.recipient_name, gift.language as Locale, zone, mail.currency);
      const message = renderMail(reader, deliveryMail(gift, zone, mail.currency), mail.publicUrl, false);
      await mail.jobs.send(MAIL, { to: gift.recipient_email, ...message }, { db: tx });
      await tx
        .update(gifts)
        .set({ status: 'delivered', delivered_at: new Date() })
        .where(eq(gifts.id, gift.id));
    });
  });

/**
 * A member redeems a code, once: the first of two at once to update the row wins, the other reads
 * it redeemed. The months become the member's premium grant. A refusal names the code field.
 */
export const redeemGift = async (
  db: Db,
  deps: BillingDeps,
  userId: number,
  code: string,
  now = new Date(),
): Promise<GiftRedeemed> =>
  db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const wanted = normalizeGiftCode(code);
    const [gift] = await tx
      .update(gifts)
      .set({ status: 'redeemed', redeemed_by: userId, redeemed_at: now })
      .where(
        and(eq(gifts.code, wanted), inArray(gifts.status, ['paid', 'delivered']), gt(gifts.expires_at, now)),
      )
      .returning();
    if (!gift) {
      const [found] = await tx.select().from(gifts).where(eq(gifts.code, wanted));
      const why = !found
        ? giftMessages.unknown
        : found.status === 'redeemed'
          ? giftMessages.redeemed
          : found.status === 'voided'
            ? giftMessages.voided
            : giftMessages.expired;
      if (!found) throw validationError({ code: [why] }, why);
      throw new AppError('conflict', why);
    }
    const grant = await grantPremiumMonths(tx, deps, userId, gift.months, now, 'gift');
    await tx.update(gifts).set({ grant_id: grant.id }).where(eq(gifts.id, gift.id));
    return { months: gift.months, until: grant.endsAt.toISOString() };
  });

const presentGift = (row: GiftRow, currency: string): StudioGift => ({
  id: row.id,
  months: row.months,
  price: formatCents(row.price_cents as Cents, currency),
  buyer_email: row.buyer_email,
  recipient_email: row.recipient_email,
  deliver_on: row.deliver_on,
  status: row.status,
  expires_at: row.expires_at.toISOString(),
  created_at: row.created_at.toISOString(),
  refundable: row.status === 'paid' || row.status === 'delivered',
});

/** The gifts sold, newest first (the console). */
export const listGifts = async (db: Db, currency: string, limit = 100): Promise<StudioGift[]> =>
  (await db.select().from(gifts).orderBy(desc(gifts.created_at), desc(gifts.id)).limit(limit)).map((row) =>
    presentGift(row, currency),
  );

/**
 * The owner refunds a gift nobody has redeemed: the whole price goes back and the code stops
 * working. Answers the gift before and after, for the audit log.
 */
export const refundGift = async (tx: Tx, gateway: PaymentsGateway, id: number, currency: string) => {
  const [row] = await tx.select().from(gifts).where(eq(gifts.id, id)).for('update');
  if (!row) throw notFound(giftMessages.unknown);
  if (row.status !== 'paid' && row.status !== 'delivered') {
    throw new AppError('conflict', giftMessages.notRefundable);
  }
  const refund = await gateway.refund(row.provider_transaction_id, row.price_cents as Cents);
  if (!refund.ok) throw new AppError('payment_declined', verbatim(refund.message));
  const [after] = await tx
    .update(gifts)
    .set({ status: 'voided', voided_at: new Date(), refund_id: refund.refundId })
    .where(eq(gifts.id, id))
    .returning();
  if (!after) throw new Error(`gift ${id} vanished during its refund`);
  return { before: presentGift(row, currency), after: presentGift(after, currency) };
};

/**
 * A gift's charge declined at settlement: the code stops working; if it was redeemed, its premium
 * is taken back (as a refunded invite's months are).
 */
export const giftSettlementDeclined =
  (gateway: PaymentsGateway): DeclinedSettlementHandler =>
  async ({ tx, transactionId, mail, log }) => {
    const [row] = await tx
      .select()
      .from(gifts)
      .where(eq(gifts.provider_transaction_id, transactionId))
      .for('update');
    if (!row) return false;
    if (row.status === 'voided') return true;
    await tx.update(gifts).set({ status: 'voided', voided_at: new Date() }).where(eq(gifts.id, row.id));
    if (row.grant_id !== null && row.redeemed_by !== null) {
      await lockMember(tx, row.redeemed_by);
      await revokeGrant(tx, { gateway: guardGateway(gateway, log), mail }, row.grant_id, new Date());
    }
    log.warn({ giftId: row.id, transactionId }, 'gift charge declined at settlement: gift voided');
    return true;
  };
