import { describe, expect, it } from 'vitest';
import { createRevenueCatStore } from './revenuecat';
import { createSandboxStore, sandboxStorePurchase } from './sandbox';

describe('sandbox store', () => {
  it('verifies a recorded purchase, with deterministic transaction ids', async () => {
    const store = createSandboxStore();
    const purchasedAt = new Date('2030-01-02T03:04:05.000Z');
    const first = sandboxStorePurchase(store, { appUserId: '7', productId: 'program_12', purchasedAt });
    const second = sandboxStorePurchase(store, { appUserId: '8', productId: 'program_12', priceCents: 499 });
    expect([first, second]).toEqual(['sandbox-1', 'sandbox-2']);
    expect(
      await store.verifyPurchase({ appUserId: '7', transactionId: first, productId: 'program_12' }),
    ).toEqual({ ok: true, transactionId: first, productId: 'program_12', purchasedAt, priceCents: null });
    expect(
      await store.verifyPurchase({ appUserId: '8', transactionId: second, productId: 'program_12' }),
    ).toMatchObject({ ok: true, priceCents: 499 });
  });

  it('refuses an unknown transaction, one of another user, and one of another product', async () => {
    const store = createSandboxStore();
    const id = sandboxStorePurchase(store, { appUserId: '7', productId: 'program_cheap' });
    const claim = { appUserId: '7', transactionId: id, productId: 'program_dear' };
    expect(await store.verifyPurchase(claim)).toEqual({ ok: false, reason: 'product_mismatch' });
    expect(await store.verifyPurchase({ ...claim, transactionId: 'sandbox-99' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await store.verifyPurchase({ ...claim, appUserId: '8', productId: 'program_cheap' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it("lists a user's purchases, oldest first", async () => {
    const store = createSandboxStore();
    sandboxStorePurchase(store, { appUserId: '7', productId: 'b', purchasedAt: new Date('2030-02-01') });
    sandboxStorePurchase(store, { appUserId: '8', productId: 'x' });
    sandboxStorePurchase(store, { appUserId: '7', productId: 'a', purchasedAt: new Date('2030-01-01') });
    expect((await store.listPurchases('7')).map((p) => [p.transactionId, p.productId])).toEqual([
      ['sandbox-3', 'a'],
      ['sandbox-1', 'b'],
    ]);
    expect(await store.listPurchases('nobody')).toEqual([]);
  });

  it('records only in the sandbox store', () => {
    const store = createRevenueCatStore({ apiKey: 'sk_test', baseUrl: 'http://127.0.0.1:1' });
    expect(() => sandboxStorePurchase(store, { appUserId: '7', productId: 'a' })).toThrow(/sandbox/);
  });
});
