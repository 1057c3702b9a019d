import { rentalWindow } from '@studio/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { StoreGateway } from '../../adapters/store';
import type { Db } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { programPurchases, programs, users } from '../../db/schema';
import { AppError } from '../../errors';

export type VerifyStorePurchase = (input: {
  userId: number;
  transactionId: string;
  productId: string;
}) => Promise<{ transactionId: string }>;

/** The store's app user id is the member's id (the iOS wrapper configures the store with it). */
const appUserId = (userId: number): string => String(userId);

/**
 * A store transaction checked with the store (RevenueCat, or the sandbox): an unknown transaction
 * or one for another product is refused; a store that cannot be reached is a 503 the app retries.
 */
export const storeVerifier =
  (store: StoreGateway, log: FastifyBaseLogger): VerifyStorePurchase =>
  async ({ userId, transactionId, productId }) => {
    let result: Awaited<ReturnType<StoreGateway['verifyPurchase']>>;
    try {
      result = await store.verifyPurchase({ appUserId: appUserId(userId), transactionId, productId });
    } catch (error) {
      log.error({ err: error, provider: store.provider }, 'store verification failed');
      throw new AppError('unavailable', 'shared.programs.storeTransactionInvalid');
    }
    if (!result.ok) {
      throw result.reason === 'product_mismatch'
        ? new AppError('validation', 'shared.programs.storeTransactionInvalid', {
            transaction_identifier: ['shared.programs.storeTransactionInvalid'],
          })
        : new AppError('not_found', 'shared.programs.notFound');
    }
    return { transactionId: result.transactionId };
  };

/**
 * The iOS store sync (`apple_rc_sync`): every program the store says this member bought and we
 * have not recorded is granted, its rental counted from the store's purchase date. A purchase
 * whose weeks are over is recorded as ended; one that would overlap a running program is skipped.
 * Answers how many purchases were granted; the member's `apple_rc_sync` flag is cleared either way.
 */
export const syncStorePurchases = async (options: {
  db: Db;
  store: StoreGateway;
  userId: number;
  now?: Date;
}): Promise<number> => {
  const granted = await grantStorePurchases(options);
  // Synced: the next sign-in need not sync again until the store reports another purchase.
  await options.db.update(users).set({ apple_rc_sync: false }).where(eq(users.id, options.userId));
  return granted;
};

const grantStorePurchases = async ({
  db,
  store,
  userId,
  now = new Date(),
}: {
  db: Db;
  store: StoreGateway;
  userId: number;
  now?: Date;
}): Promise<number> => {
  const bought = await store.listPurchases(appUserId(userId));
  if (bought.length === 0) return 0;
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const known = await tx
      .select({ id: programPurchases.store_transaction_id })
      .from(programPurchases)
      .where(
        inArray(
          programPurchases.store_transaction_id,
          bought.map((b) => b.transactionId),
        ),
      );
    const knownIds = new Set(known.map((k) => k.id));
    const catalogue = await tx
      .select()
      .from(programs)
      .where(
        and(
          isNotNull(programs.apple_product_id),
          inArray(
            programs.apple_product_id,
            bought.map((b) => b.productId),
          ),
        ),
      );
    let granted = 0;
    for (const purchase of bought.sort((a, b) => a.purchasedAt.getTime() - b.purchasedAt.getTime())) {
      const program = catalogue.find((p) => p.apple_product_id === purchase.productId);
      if (!program || knownIds.has(purchase.transactionId)) continue;
      const window = rentalWindow(purchase.purchasedAt, program.weeks);
      const running = window.endsAt > now;
      if (running) {
        const [active] = await tx
          .select({ id: programPurchases.id })
          .from(programPurchases)
          .where(and(eq(programPurchases.user_id, userId), eq(programPurchases.status, 'active')))
          .limit(1);
        if (active) continue;
      }
      await tx.insert(programPurchases).values({
        user_id: userId,
        program_id: program.id,
        status: running ? 'active' : 'ended',
        starts_at: window.startsAt,
        ends_at: window.endsAt,
        price_cents: purchase.priceCents ?? program.price_cents,
        provider: 'app_store',
        provider_transaction_id: purchase.transactionId,
        store_transaction_id: purchase.transactionId,
      });
      if (running) await tx.update(users).set({ need_to_configure_days: true }).where(eq(users.id, userId));
      granted += 1;
    }
    return granted;
  });
};
