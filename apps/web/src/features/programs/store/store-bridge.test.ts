import { afterEach, describe, expect, it } from 'vitest';
import { purchaseInStore, restorePurchases } from './store-bridge';

type Posted = { action: string; request_id: string; product_id?: string };

/** The iOS wrapper: records what the page posts; the test answers as the wrapper would. */
const installWrapper = () => {
  const posted: Posted[] = [];
  Object.assign(window, {
    webkit: { messageHandlers: { studio: { postMessage: (m: Posted) => posted.push(m) } } },
  });
  const answer = (index: number, value: unknown) => {
    const store = (window as unknown as { studioStore: { resolve: (id: string, a: unknown) => void } })
      .studioStore;
    store.resolve(posted[index]?.request_id ?? '', value);
  };
  return { posted, answer };
};

afterEach(() => {
  Reflect.deleteProperty(window, 'webkit');
});

describe('the iOS store bridge (DESIGN 4)', () => {
  it('posts a purchase and resolves with the transaction the wrapper answers', async () => {
    const { posted, answer } = installWrapper();
    const outcome = purchaseInStore('studio.program.strong6');
    expect(posted).toEqual([
      { action: 'purchase', product_id: 'studio.program.strong6', request_id: expect.any(String) },
    ]);
    answer(0, {
      status: 'purchased',
      transaction_identifier: 't-1',
      transaction_status: 'purchased',
      price: '49.99',
    });
    await expect(outcome).resolves.toEqual({
      transaction_identifier: 't-1',
      transaction_status: 'purchased',
      price: '49.99',
    });
  });

  it('answers cancelled and not found as such, each request by its own id', async () => {
    const { answer } = installWrapper();
    const first = purchaseInStore('a');
    const second = purchaseInStore('b');
    answer(1, { status: 'not_found' });
    answer(0, { status: 'cancelled' });
    await expect(first).resolves.toBe('cancelled');
    await expect(second).resolves.toBe('not_found');
  });

  it("restores the member's purchases, and fails without the wrapper", async () => {
    const { posted, answer } = installWrapper();
    const restored = restorePurchases();
    expect(posted[0]?.action).toBe('restore');
    answer(0, {
      status: 'restored',
      transactions: [{ transaction_identifier: 't-1', product_id: 'p' }, { bad: true }],
    });
    await expect(restored).resolves.toEqual([{ transaction_identifier: 't-1', product_id: 'p' }]);

    Reflect.deleteProperty(window, 'webkit');
    await expect(purchaseInStore('a')).rejects.toThrow('The App Store is not available here.');
  });
});
