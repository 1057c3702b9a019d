/**
 * The iOS wrapper's store (DESIGN 4: programs are bought through the store inside the iOS app).
 *
 * Protocol: the page posts `{ action, request_id, ... }` to `window.webkit.messageHandlers.studio`;
 * the wrapper answers each request once by calling `window.studioStore.resolve(request_id, answer)`
 * with one of:
 *   { status: 'purchased', transaction_identifier, transaction_status, price }
 *   { status: 'cancelled' } | { status: 'not_found' }           (purchase)
 *   { status: 'restored', transactions: [{ transaction_identifier, product_id }] }  (restore)
 *   { status: 'error', message }
 * Tests replace the whole bridge with `setStoreBridge`.
 */

export type StorePurchase = {
  transaction_identifier: string;
  transaction_status: string;
  /** The price the store charged, checked by the server against its own (DESIGN 3a). */
  price: string | number;
};
export type StorePurchaseOutcome = StorePurchase | 'cancelled' | 'not_found';
export type StoreTransaction = { transaction_identifier: string; product_id: string };

export type StoreBridge = {
  purchase: (productId: string) => Promise<StorePurchaseOutcome>;
  restorePurchases: () => Promise<StoreTransaction[]>;
};

type StoreMessage = { action: 'purchase'; product_id: string } | { action: 'restore' };

type StoreWindow = Window & {
  webkit?: { messageHandlers?: { studio?: { postMessage: (message: unknown) => void } } };
  studioStore?: { resolve: (requestId: string, answer: unknown) => void };
};

const pending = new Map<string, (answer: unknown) => void>();
let lastRequest = 0;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Sends one request to the wrapper and waits for its answer (there is no time-out: the store's sheet waits for the member). */
const ask = (message: StoreMessage): Promise<unknown> => {
  const w = window as StoreWindow;
  const handler = w.webkit?.messageHandlers?.studio;
  if (!handler) return Promise.reject(new Error('The App Store is not available here.'));
  w.studioStore ??= {
    resolve: (requestId, answer) => {
      pending.get(requestId)?.(answer);
      pending.delete(requestId);
    },
  };
  lastRequest += 1;
  const requestId = `store-${Date.now()}-${lastRequest}`;
  return new Promise((resolve) => {
    pending.set(requestId, resolve);
    handler.postMessage({ ...message, request_id: requestId });
  });
};

const failure = (answer: unknown): Error =>
  new Error(
    isRecord(answer) && typeof answer.message === 'string' ? answer.message : 'The App Store did not answer.',
  );

const nativeBridge: StoreBridge = {
  purchase: async (productId) => {
    const answer = await ask({ action: 'purchase', product_id: productId });
    if (!isRecord(answer)) throw failure(answer);
    if (answer.status === 'cancelled' || answer.status === 'not_found') return answer.status;
    const { status, transaction_identifier, transaction_status, price } = answer;
    if (
      status === 'purchased' &&
      typeof transaction_identifier === 'string' &&
      typeof transaction_status === 'string' &&
      (typeof price === 'string' || typeof price === 'number')
    ) {
      return { transaction_identifier, transaction_status, price };
    }
    throw failure(answer);
  },
  restorePurchases: async () => {
    const answer = await ask({ action: 'restore' });
    if (!isRecord(answer) || answer.status !== 'restored' || !Array.isArray(answer.transactions)) {
      throw failure(answer);
    }
    return answer.transactions.filter(
      (item): item is StoreTransaction =>
        isRecord(item) &&
        typeof item.transaction_identifier === 'string' &&
        typeof item.product_id === 'string',
    );
  },
};

let override: StoreBridge | null = null;

/** Tests put a double in place of the wrapper (null restores the real one). */
export const setStoreBridge = (bridge: StoreBridge | null): void => {
  override = bridge;
};

const bridge = (): StoreBridge => override ?? nativeBridge;

/** Buys a program's product in the store: the transaction, or why there is none. */
export const purchaseInStore = (productId: string): Promise<StorePurchaseOutcome> =>
  bridge().purchase(productId);

/** The member's store purchases, for the server to grant what it has not yet (apple_rc_sync). */
export const restorePurchases = (): Promise<StoreTransaction[]> => bridge().restorePurchases();
