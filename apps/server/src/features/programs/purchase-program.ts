import { createHash } from 'node:crypto';
import { applyPercentOff, type PurchaseProgram, rentalWindow, toCents } from '@studio/shared';
import { and, count, eq } from 'drizzle-orm';
import type { PaymentsGateway } from '../../adapters/payments';
import type { Db } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { programPurchases, programs, users } from '../../db/schema';
import { AppError, validationError, verbatim } from '../../errors';
import type { Member } from '../accounts';
import { isPremiumMember, keepCardFingerprint, type MailContext } from '../billing';
import { isOffered, type ProgramRow, type PurchaseRow } from './load-programs';
import { purchaseState } from './present';
import { redeemProgramPromo, usableProgramPromo } from './program-promo-codes';
import { queueProgramReceipt } from './program-receipt';
import type { VerifyStorePurchase } from './store-purchases';

/** Ours, the same for every attempt at a member's n-th program purchase (see billing's purchase key). */
const purchaseKey = (member: Member, n: number): string =>
  `p${createHash('sha256').update(`${member.userId}:${member.user.created_at.toISOString()}:${n}`).digest('hex').slice(0, 32)}`;

/**
 * The availability rules (A4, A6, DESIGN 3a), checked under the member's lock: premium required;
 * the same program still running is already purchased; another one running blocks the purchase.
 * A running rental whose weeks are over is closed here as ended.
 */
const assertAvailable = async (
  tx: Db,
  userId: number,
  programId: number,
  now: Date,
  { premium = true }: { premium?: boolean } = {},
) => {
  if (premium && !(await isPremiumMember(tx, userId)))
    throw new AppError('premium_required', 'shared.programs.premiumRequired');
  const [active] = await tx
    .select()
    .from(programPurchases)
    .where(and(eq(programPurchases.user_id, userId), eq(programPurchases.status, 'active')))
    .limit(1);
  if (!active) return;
  if (purchaseState(active, now) === 'ended') {
    await tx.update(programPurchases).set({ status: 'ended' }).where(eq(programPurchases.id, active.id));
    return;
  }
  if (active.program_id === programId)
    throw new AppError('program_owned', 'shared.programs.alreadyPurchased');
  throw new AppError('program_in_progress', 'shared.programs.inProgress');
};

/**
 * The program as it is now, held until the purchase commits: a coach's change of its weeks or
 * price waits for the purchase, and a purchase for the change (issue 17), so a rental always lasts
 * the weeks the program has and is charged the price it shows.
 */
const holdProgram = async (tx: Db, programId: number): Promise<ProgramRow> => {
  const [row] = await tx.select().from(programs).where(eq(programs.id, programId)).for('share');
  if (!row) throw new AppError('not_found', 'shared.programs.notFound');
  return row;
};

export type PurchaseProgramInput = {
  db: Db;
  member: Member;
  programId: number;
  /** The platform the client says it is (`x-client-platform`): the iOS wrapper pays in the store. */
  platform?: string | string[];
  body: PurchaseProgram & { program_promo_code_id?: number | '' | null };
  gateway: PaymentsGateway;
  verifyStore: VerifyStorePurchase;
  /** A card purchase's receipt goes with the purchase's transaction. */
  mail: MailContext;
  now?: Date;
};

/**
 * Buys (rents) a program: the card on the web, the store's transaction on iOS (DESIGN 3a). Only a
 * program on offer (404 otherwise), and from the iOS wrapper only through the store (a card from
 * it is refused, 400 at `transaction_identifier`), both checked here and nowhere else. One
 * member's purchases run one at a time (a row lock), so a double click charges once and the second
 * finds the program purchased. The rental runs the program's weeks from now; the member then
 * chooses training days. A decline, a client price other than ours (409, web or iOS) or a refused
 * store transaction changes nothing.
 */
export const purchaseProgram = async ({
  db,
  member,
  programId,
  platform,
  body,
  gateway,
  verifyStore,
  mail,
  now = new Date(),
}: PurchaseProgramInput): Promise<PurchaseRow> =>
  db.transaction(async (tx) => {
    const { userId } = member;
    await lockMember(tx, userId);
    const program = await holdProgram(tx, programId);
    if (!isOffered(program)) throw new AppError('not_found', 'shared.programs.notFound');
    // The iOS wrapper buys through the store; a card payment from it is refused like premium's.
    if (platform === 'ios' && !body.transaction_identifier)
      throw new AppError('validation', 'shared.programs.storeTransactionInvalid', {
        transaction_identifier: ['common.form.required'],
      });
    await assertAvailable(tx, userId, program.id, now);

    const promoId = body.program_promo_code_id ? Number(body.program_promo_code_id) : null;
    const promo =
      promoId === null
        ? null
        : await usableProgramPromo({ db: tx, userId, promoId, programId: program.id, now });
    const priceCents = applyPercentOff(program.price_cents, promo?.percent ?? 0);
    // Prices are the server's (DESIGN 3a): a client that shows another price, on the web as on iOS,
    // is refused before anything is charged or granted.
    if (body.price !== undefined && toCents(body.price, mail.currency) !== priceCents)
      throw new AppError('price_changed', 'shared.programs.priceMismatch');
    const window = rentalWindow(now, program.weeks);
    const base = {
      user_id: userId,
      program_id: program.id,
      status: 'active' as const,
      starts_at: window.startsAt,
      ends_at: window.endsAt,
      price_cents: priceCents,
      promo_code_id: promo?.id ?? null,
    };

    let row: typeof programPurchases.$inferInsert;
    if (body.transaction_identifier) {
      // iOS: the store charged; the server checks the transaction and the product.
      if (!program.apple_product_id) throw new AppError('not_found', 'shared.programs.notFound');
      const verified = await verifyStore({
        userId,
        transactionId: body.transaction_identifier,
        productId: program.apple_product_id,
      });
      const [used] = await tx
        .select({ id: programPurchases.id })
        .from(programPurchases)
        .where(eq(programPurchases.store_transaction_id, verified.transactionId))
        .limit(1);
      if (used) throw new AppError('store_transaction_used', 'shared.programs.storeTransactionUsed');
      row = {
        ...base,
        provider: 'app_store',
        store_transaction_id: verified.transactionId,
        provider_transaction_id: verified.transactionId,
      };
    } else {
      if (!body.details) throw validationError({ details: ['shared.programs.detailsRequired'] });
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(programPurchases)
        .where(eq(programPurchases.user_id, userId));
      const charged = await gateway.charge({
        customer: {
          memberId: userId,
          email: member.email,
          firstName: member.user.name,
          lastName: member.user.last_name,
        },
        nonce: body.details.nonce_from_the_client,
        amountCents: priceCents,
        idempotencyKey: purchaseKey(member, Number(n) + 1),
        description: program.title,
      });
      if (!charged.ok) throw new AppError('payment_declined', verbatim(charged.message));
      await keepCardFingerprint(tx, member.userId, charged.card);
      row = {
        ...base,
        price_cents: charged.amountCents,
        provider: gateway.provider,
        provider_transaction_id: charged.transactionId,
        card_type: charged.card.cardType ?? body.details.get_card_type ?? null,
        last_four: charged.card.lastFour ?? body.details.get_last_four ?? null,
      };
    }
    const [saved] = await tx.insert(programPurchases).values(row).returning();
    if (!saved) throw new Error('purchase insert returned no row');
    if (promo) await redeemProgramPromo(tx, promo.id);
    if (saved.provider !== 'app_store')
      await queueProgramReceipt(tx, mail, { ...saved, user_id: userId }, program);
    await tx.update(users).set({ need_to_configure_days: true }).where(eq(users.id, userId));
    return saved as PurchaseRow;
  });

/**
 * A program the studio gives a member (the console, issue 17): the same one-at-a-time rules as a
 * purchase, without premium (a given rental plays its workouts as a bought one does) and without a
 * charge (price 0, provider `studio`); the member then chooses training days.
 */
export const grantProgram = async (
  db: Db,
  userId: number,
  read: ProgramRow,
  now = new Date(),
): Promise<PurchaseRow> =>
  db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const program = await holdProgram(tx, read.id);
    await assertAvailable(tx, userId, program.id, now, { premium: false });
    const window = rentalWindow(now, program.weeks);
    const [saved] = await tx
      .insert(programPurchases)
      .values({
        user_id: userId,
        program_id: program.id,
        status: 'active',
        starts_at: window.startsAt,
        ends_at: window.endsAt,
        price_cents: 0,
        provider: 'studio',
      })
      .returning();
    await tx.update(users).set({ need_to_configure_days: true }).where(eq(users.id, userId));
    return saved as PurchaseRow;
  });
