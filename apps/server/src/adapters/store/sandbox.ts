import type { Cents } from '@studio/shared';
import {
  byPurchaseDate,
  type StoreGateway,
  type StorePurchaseClaim,
  type VerifiedStorePurchase,
  verifyAmong,
} from './port';

/**
 * The default store (no `REVENUECAT_API_KEY`): offline, in memory and deterministic. Nothing is
 * bought until a test (or a local tool) records a purchase with `sandboxStorePurchase`, which answers
 * its transaction id: `sandbox-1`, `sandbox-2`, … in the order purchases are recorded, per store.
 * `verifyPurchase` then follows RevenueCat's rules: a transaction id the store never gave, or gave
 * to another user, is `not_found`; one of the user's under another product is `product_mismatch`.
 * The ids start again at `sandbox-1` with every new store (every server start): a database that
 * outlives the server can already hold them, so the sandbox is for tests and local runs only.
 */
export type SandboxStore = StoreGateway & {
  readonly provider: 'sandbox';
  /** Use `sandboxStorePurchase`. */
  record(purchase: SandboxStorePurchase): VerifiedStorePurchase;
};

export type SandboxStorePurchase = {
  appUserId: string;
  productId: string;
  /** Default: now. */
  purchasedAt?: Date;
  /** Default: null, as when the provider does not say. */
  priceCents?: Cents | null;
};

export const createSandboxStore = (): SandboxStore => {
  const purchases: (VerifiedStorePurchase & { appUserId: string })[] = [];
  const ofUser = (appUserId: string): VerifiedStorePurchase[] =>
    purchases
      .filter((p) => p.appUserId === appUserId)
      .map(({ appUserId: _, ...purchase }) => purchase)
      .sort(byPurchaseDate);
  return {
    provider: 'sandbox',
    async verifyPurchase(claim: StorePurchaseClaim) {
      return verifyAmong(ofUser(claim.appUserId), claim);
    },
    async listPurchases(appUserId: string) {
      return ofUser(appUserId);
    },
    record({ appUserId, productId, purchasedAt = new Date(), priceCents = null }) {
      const purchase: VerifiedStorePurchase = {
        ok: true,
        transactionId: `sandbox-${purchases.length + 1}`,
        productId,
        purchasedAt,
        priceCents,
      };
      purchases.push({ ...purchase, appUserId });
      return purchase;
    },
  };
};

/**
 * Records a purchase in the sandbox store, as the App Store would on the phone; answers its
 * transaction id. Takes the app's store as it is (`app.deps`), and refuses any but the sandbox.
 */
export const sandboxStorePurchase = (store: StoreGateway, purchase: SandboxStorePurchase): string => {
  if (!isSandboxStore(store))
    throw new Error(`sandboxStorePurchase needs the sandbox store, not ${store.provider}`);
  return store.record(purchase).transactionId;
};

const isSandboxStore = (store: StoreGateway): store is SandboxStore =>
  store.provider === 'sandbox' && 'record' in store;
