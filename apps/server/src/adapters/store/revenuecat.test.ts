import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createStore } from './index';
import { createRevenueCatStore } from './revenuecat';

const API_KEY = 'sk_studio_test';

type Answer = { status: number; body: unknown };

/**
 * A local stand-in for RevenueCat's REST API v1: it checks the bearer key (401 otherwise, as
 * RevenueCat does), records each request and answers subscribers from `subscribers`.
 */
const startFakeRevenueCat = async () => {
  const requests: { method: string; path: string; authorization?: string }[] = [];
  let answer: (path: string) => Answer = () => ({ status: 500, body: {} });
  const server = createServer((req, res) => {
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    const { status, body } =
      req.headers.authorization === `Bearer ${API_KEY}`
        ? answer(path)
        : { status: 401, body: { code: 7225, message: 'Invalid API Key.' } };
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    answerWith: (fn: (path: string) => Answer) => {
      answer = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A subscriber as RevenueCat answers it, with its one-off purchases by product. */
const subscriber = (nonSubscriptions: Record<string, object[]>) => ({
  request_date: '2030-03-01T00:00:00Z',
  request_date_ms: 1_898_553_600_000,
  subscriber: {
    entitlements: {},
    first_seen: '2030-01-01T00:00:00Z',
    original_app_user_id: '7',
    non_subscriptions: nonSubscriptions,
    subscriptions: {},
  },
});

const transaction = (storeTransactionId: string | null, purchaseDate: string, more: object = {}) => ({
  id: `rc_${storeTransactionId}`,
  is_sandbox: false,
  original_purchase_date: purchaseDate,
  purchase_date: purchaseDate,
  store: 'app_store',
  store_transaction_id: storeTransactionId,
  ...more,
});

describe('RevenueCat store (against a local stand-in of its REST API)', () => {
  let fake: Awaited<ReturnType<typeof startFakeRevenueCat>>;
  beforeAll(async () => {
    fake = await startFakeRevenueCat();
  });
  afterAll(() => fake?.close());
  afterEach(() => {
    fake.requests.length = 0;
  });

  const store = (apiKey = API_KEY) => createRevenueCatStore({ apiKey, baseUrl: fake.baseUrl });
  const serve = (nonSubscriptions: Record<string, object[]>) =>
    fake.answerWith(() => ({ status: 200, body: subscriber(nonSubscriptions) }));

  it('verifies a transaction of the claimed product, asking for the subscriber with the key', async () => {
    serve({
      program_12: [
        transaction('2000000111', '2030-01-05T10:00:00Z'),
        transaction('2000000222', '2030-02-05T10:00:00Z', { price: { amount: 4.99, currency: 'USD' } }),
      ],
    });
    expect(
      await store().verifyPurchase({ appUserId: '7', transactionId: '2000000222', productId: 'program_12' }),
    ).toEqual({
      ok: true,
      transactionId: '2000000222',
      productId: 'program_12',
      purchasedAt: new Date('2030-02-05T10:00:00Z'),
      priceCents: 499,
    });
    expect(fake.requests).toEqual([
      { method: 'GET', path: '/v1/subscribers/7', authorization: `Bearer ${API_KEY}` },
    ]);
  });

  it('answers product_mismatch for a transaction of another product, not_found for an unknown one', async () => {
    serve({ program_cheap: [transaction('2000000111', '2030-01-05T10:00:00Z')], program_dear: [] });
    const claim = { appUserId: '7', transactionId: '2000000111', productId: 'program_dear' };
    expect(await store().verifyPurchase(claim)).toEqual({ ok: false, reason: 'product_mismatch' });
    expect(await store().verifyPurchase({ ...claim, transactionId: '2000000999' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('answers not_found for a user with no purchases (RevenueCat makes an unknown user empty)', async () => {
    fake.answerWith(() => ({ status: 201, body: subscriber({}) }));
    expect(
      await store().verifyPurchase({ appUserId: 'new', transactionId: '1', productId: 'program_12' }),
    ).toEqual({ ok: false, reason: 'not_found' });
  });

  it('lists every one-off purchase, oldest first, leaving out those without a store id', async () => {
    serve({
      program_b: [transaction('t2', '2030-02-01T00:00:00Z', { price: { amount: 3, currency: 'EUR' } })],
      program_a: [transaction('t1', '2030-01-01T00:00:00Z'), transaction(null, '2030-01-02T00:00:00Z')],
    });
    expect(await store().listPurchases('$RCAnonymousID:abc/def')).toEqual([
      {
        ok: true,
        transactionId: 't1',
        productId: 'program_a',
        purchasedAt: new Date('2030-01-01T00:00:00Z'),
        priceCents: null,
      },
      {
        ok: true,
        transactionId: 't2',
        productId: 'program_b',
        purchasedAt: new Date('2030-02-01T00:00:00Z'),
        priceCents: null,
      },
    ]);
    // The user id is one path segment, whatever it holds.
    expect(fake.requests[0]?.path).toBe('/v1/subscribers/%24RCAnonymousID%3Aabc%2Fdef');
  });

  it('throws on a refused key, an outage, an unreadable answer and no answer at all', async () => {
    serve({});
    await expect(store('sk_wrong').listPurchases('7')).rejects.toThrow(/401.*Invalid API Key/);
    fake.answerWith(() => ({ status: 503, body: { message: 'down' } }));
    await expect(store().listPurchases('7')).rejects.toThrow(/503/);
    fake.answerWith(() => ({ status: 200, body: '<html>' }));
    await expect(store().listPurchases('7')).rejects.toThrow();
    fake.answerWith(() => ({
      status: 200,
      body: subscriber({ program_12: [transaction('t1', 'yesterday')] }),
    }));
    await expect(store().listPurchases('7')).rejects.toThrow(/unreadable/);
    const unreachable = createRevenueCatStore({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:1/v1' });
    await expect(unreachable.listPurchases('7')).rejects.toThrow();
  });

  it('gives up on a RevenueCat that does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const slow = createRevenueCatStore({
      apiKey: API_KEY,
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 50,
    });
    await expect(slow.listPurchases('7')).rejects.toThrow(/timeout|aborted/i);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});

describe('createStore', () => {
  it('picks RevenueCat when its API key is set, the sandbox otherwise', () => {
    expect(createStore(loadConfig({ REVENUECAT_API_KEY: API_KEY })).provider).toBe('revenuecat');
    expect(createStore(loadConfig({})).provider).toBe('sandbox');
    expect(loadConfig({ REVENUECAT_WEBHOOK_SECRET: 'whsec' }).REVENUECAT_WEBHOOK_SECRET).toBe('whsec');
  });
});
