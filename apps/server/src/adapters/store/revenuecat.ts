import { toCents } from '@studio/shared';
import { z } from 'zod';
import { byPurchaseDate, type StoreGateway, type VerifiedStorePurchase, verifyAmong } from './port';

export const REVENUECAT_API_URL = 'https://api.revenuecat.com/v1';

export type RevenueCatOptions = {
  /** A secret key (`sk_…`) of the RevenueCat project. */
  apiKey: string;
  /** RevenueCat's REST API v1; tests point it at a local stand-in. */
  baseUrl?: string;
  /** A slow RevenueCat must not hold a member's request (and lock) for long. */
  timeoutMs?: number;
  /**
   * The studio's currency (issue 35): a store price in it is read as the price paid; one in another
   * currency (an App Store storefront abroad) is not comparable, so it reads as unknown.
   */
  currency?: string;
};

const isDate = (text: string) => !Number.isNaN(Date.parse(text));

/** The part of RevenueCat's subscriber (REST v1) we read; other fields are ignored. */
const SubscriberAnswer = z.object({
  subscriber: z.object({
    // One-off purchases by product id; RevenueCat lists each transaction of the product.
    non_subscriptions: z
      .record(
        z.string(),
        z.array(
          z.object({
            store_transaction_id: z.string().nullish(),
            purchase_date: z.string().refine(isDate, 'not a date'),
            price: z.object({ amount: z.number(), currency: z.string() }).nullish(),
          }),
        ),
      )
      .default({}),
  }),
});

/**
 * The RevenueCat adapter of the store port, over its REST API v1 (`GET /subscribers/{app_user_id}`).
 * The app user id is the one the phone wrapper gives RevenueCat's SDK; a user RevenueCat has never
 * seen is created empty by that call, so it has no purchases. Sandbox (TestFlight, App Review)
 * purchases count like others: Apple reviews the app with them. A failure throws, for the caller to
 * answer 503.
 */
export const createRevenueCatStore = ({
  apiKey,
  baseUrl = REVENUECAT_API_URL,
  timeoutMs = 10_000,
  currency = 'USD',
}: RevenueCatOptions): StoreGateway => {
  const purchasesOf = async (appUserId: string): Promise<VerifiedStorePurchase[]> => {
    const url = `${baseUrl.replace(/\/+$/, '')}/subscribers/${encodeURIComponent(appUserId)}`;
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      // RevenueCat's error body is `{ code, message }`: worth the log, and it holds no secret.
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`RevenueCat answered ${response.status} for a subscriber: ${detail}`);
    }
    const parsed = SubscriberAnswer.safeParse(await response.json());
    if (!parsed.success)
      throw new Error(`RevenueCat answered an unreadable subscriber: ${parsed.error.message}`);
    return Object.entries(parsed.data.subscriber.non_subscriptions)
      .flatMap(([productId, transactions]) =>
        transactions.flatMap(({ store_transaction_id, purchase_date, price }) =>
          // Without the store's id there is nothing the phone could claim.
          store_transaction_id
            ? [
                {
                  ok: true as const,
                  transactionId: store_transaction_id,
                  productId,
                  purchasedAt: new Date(purchase_date),
                  priceCents: price?.currency === currency ? toCents(price.amount, currency) : null,
                },
              ]
            : [],
        ),
      )
      .sort(byPurchaseDate);
  };
  return {
    provider: 'revenuecat',
    async verifyPurchase(claim) {
      return verifyAmong(await purchasesOf(claim.appUserId), claim);
    },
    listPurchases: purchasesOf,
  };
};
