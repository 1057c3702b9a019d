import type { Cents } from '@studio/shared';

/**
 * The store port (DESIGN 4, iOS): the phone wrapper buys programs through the App Store, and the
 * server checks each purchase with the store's bookkeeper before it grants anything. RevenueCat
 * when `REVENUECAT_API_KEY` is set; an offline sandbox otherwise.
 */
export type StoreGateway = {
  readonly provider: 'sandbox' | 'revenuecat';
  /**
   * Whether `transactionId` (the store's own transaction id) is a purchase of `productId` by
   * `appUserId`. A provider failure (network, credentials, outage) throws.
   */
  verifyPurchase(input: StorePurchaseClaim): Promise<VerifiedStorePurchase | StoreRefusal>;
  /** Every one-off purchase of the user, oldest first (for restoring purchases). */
  listPurchases(appUserId: string): Promise<VerifiedStorePurchase[]>;
};

export type StorePurchaseClaim = { appUserId: string; transactionId: string; productId: string };

export type VerifiedStorePurchase = {
  ok: true;
  /** The store's transaction id (Apple's), unique per purchase. */
  transactionId: string;
  productId: string;
  purchasedAt: Date;
  /** What the member paid, when the provider says so in US dollars; null otherwise. */
  priceCents: Cents | null;
};

/**
 * `not_found`: no such transaction among the user's one-off purchases. `product_mismatch`: the
 * transaction is the user's, but of another product (a cheap one claimed as a dear one).
 */
export type StoreRefusal = { ok: false; reason: 'not_found' | 'product_mismatch' };

/** The rule both adapters follow: the claimed transaction among the user's purchases. */
export const verifyAmong = (
  purchases: VerifiedStorePurchase[],
  { transactionId, productId }: StorePurchaseClaim,
): VerifiedStorePurchase | StoreRefusal => {
  const same = purchases.filter((p) => p.transactionId === transactionId);
  if (same.length === 0) return { ok: false, reason: 'not_found' };
  return same.find((p) => p.productId === productId) ?? { ok: false, reason: 'product_mismatch' };
};

/** Oldest first, so that lists read the same from both adapters. */
export const byPurchaseDate = (a: VerifiedStorePurchase, b: VerifiedStorePurchase) =>
  a.purchasedAt.getTime() - b.purchasedAt.getTime() || a.transactionId.localeCompare(b.transactionId);
