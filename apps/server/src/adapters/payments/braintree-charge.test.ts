import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { braintreeAdapter } from './braintree';
import { type FakeBraintree, KEYS, M, startFakeBraintree, transactionLedger } from './braintree-stand-in';
import type { NewCharge } from './port';

/** As the programs feature makes them. */
const KEY = 'p7-program-12-1';

const purchase: NewCharge = {
  customer: { memberId: 7, email: 'ana@example.com', firstName: 'Ana', lastName: 'Lee' },
  nonce: 'fake-valid-visa-nonce',
  amountCents: 1250,
  idempotencyKey: KEY,
  description: 'Program: Strong Back in Thirty Days, with a long subtitle',
};

describe('Braintree one-off charges (the real SDK against a local stand-in of its API)', () => {
  let fake: FakeBraintree;
  let ledger: ReturnType<typeof transactionLedger>;
  beforeAll(async () => {
    fake = await startFakeBraintree();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    ledger = transactionLedger();
    fake.answerWith((request) => ledger.answer(request) ?? { status: 404, xml: '' });
  });
  afterEach(() => {
    fake.requests.length = 0;
  });

  const charge = (input: Partial<NewCharge> = {}) =>
    braintreeAdapter(fake.sdk()).charge({ ...purchase, ...input });

  it('looks for an earlier sale under our key, then sells and settles, with the card it charged', async () => {
    expect(await charge()).toEqual({
      ok: true,
      transactionId: 'txn_1',
      amountCents: 1250,
      card: { cardType: 'Visa', lastFour: '1111', fingerprint: 'fp1111' },
    });
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: `${M}/transactions/advanced_search_ids`,
        body: { search: { order_id: { is: KEY } } },
      },
      {
        method: 'POST',
        path: `${M}/transactions`,
        body: {
          transaction: {
            amount: '12.50',
            payment_method_nonce: 'fake-valid-visa-nonce',
            order_id: KEY,
            customer: { first_name: 'Ana', last_name: 'Lee', email: 'ana@example.com' },
            line_items: [
              {
                kind: 'debit',
                name: 'Program: Strong Back in Thirty Days',
                description: purchase.description,
                quantity: '1',
                unit_amount: '12.50',
                total_amount: '12.50',
              },
            ],
            options: { submit_for_settlement: true },
            type: 'sale',
          },
        },
      },
    ]);
  });

  it("charges a yen studio's whole amount to its merchant account in yen (issue 35)", async () => {
    const yen = braintreeAdapter(fake.sdk(), { currency: 'JPY', merchantAccountId: 'studio_jpy' });
    expect(await yen.charge({ ...purchase, amountCents: 4999 })).toMatchObject({
      ok: true,
      amountCents: 4999,
    });
    const sale = fake.requests.find((r) => r.path === `${M}/transactions`);
    expect(sale?.body).toMatchObject({
      transaction: { amount: '4999', merchant_account_id: 'studio_jpy' },
    });
  });

  it("answers a processor decline with Braintree's text", async () => {
    expect(await charge({ nonce: 'fake-processor-declined-visa-nonce' })).toEqual({
      ok: false,
      message: 'Do Not Honor',
    });
    expect(await charge({ nonce: 'fake-made-up-nonce' })).toEqual({
      ok: false,
      message: 'Unknown or expired payment_method_nonce.',
    });
  });

  it('answers a retry (the same key) with the first sale, charging once, at what it charged', async () => {
    const first = await charge();
    fake.requests.length = 0;
    expect(await charge({ amountCents: 9999, nonce: 'fake-consumed-nonce' })).toEqual(first);
    expect(fake.requests.map((r) => r.path)).toEqual([
      `${M}/transactions/advanced_search_ids`,
      `${M}/transactions/advanced_search`,
    ]);
    expect(ledger.transactions).toHaveLength(1);
  });

  it('charges again under a key whose earlier sales were declined or are not sales', async () => {
    await charge({ nonce: 'fake-processor-declined-visa-nonce' });
    // A refund under the same order id is not the sale.
    ledger.transactions.push({
      id: 'refund_1',
      type: 'credit',
      status: 'settled',
      amount: '12.50',
      orderId: KEY,
      cardType: 'Visa',
      lastFour: '1111',
    });
    expect(await charge({ nonce: 'fake-valid-mastercard-nonce' })).toMatchObject({
      ok: true,
      card: { cardType: 'MasterCard', lastFour: '4444', fingerprint: 'fp4444' },
    });
    expect(ledger.transactions.map((t) => t.status)).toEqual([
      'processor_declined',
      'settled',
      'submitted_for_settlement',
    ]);
  });

  it('makes two charges under two keys', async () => {
    const a = await charge();
    const b = await charge({ idempotencyKey: `${KEY}-b` });
    expect(a.ok && b.ok && a.transactionId !== b.transactionId).toBe(true);
    expect(ledger.transactions.filter((t) => t.status === 'submitted_for_settlement')).toHaveLength(2);
  });

  it('finds the earlier sale among several search results, whatever their case', async () => {
    const other = { type: 'sale' as const, cardType: 'Visa', lastFour: '1111', amount: '5.00' };
    ledger.transactions.push(
      { ...other, id: 'txn_a', status: 'voided', orderId: KEY },
      { ...other, id: 'txn_b', status: 'settled', orderId: KEY.toUpperCase() },
      { ...other, id: 'txn_c', status: 'settled', orderId: KEY },
      { ...other, id: 'txn_d', status: 'settled', orderId: KEY, amount: '6.00' },
    );
    // The stand-in's search is exact; Braintree's may not be: answer the upper-case one too.
    fake.answerWith((request) =>
      request.path.endsWith('/advanced_search_ids')
        ? {
            status: 200,
            xml: '<search-results><page-size type="integer">50</page-size><ids type="array"><item>txn_a</item><item>txn_b</item><item>txn_c</item><item>txn_d</item></ids></search-results>',
          }
        : (ledger.answer(request) ?? { status: 404, xml: '' }),
    );
    expect(await charge()).toMatchObject({ ok: true, transactionId: 'txn_c', amountCents: 500 });
  });

  it('refuses a malformed key before calling Braintree', async () => {
    await expect(charge({ idempotencyKey: 'has space' })).rejects.toThrow(/idempotency key/);
    await expect(charge({ idempotencyKey: 'x'.repeat(37) })).rejects.toThrow(/idempotency key/);
    expect(fake.requests).toEqual([]);
  });

  it('lets authentication and outage errors propagate, from the search as from the sale', async () => {
    await expect(
      braintreeAdapter(fake.sdk({ ...KEYS, privateKey: 'wrong' })).charge(purchase),
    ).rejects.toMatchObject({ type: 'authenticationError' });
    fake.answerWith((request) =>
      request.path.endsWith('/transactions')
        ? { status: 503, xml: '' }
        : (ledger.answer(request) ?? { status: 404, xml: '' }),
    );
    await expect(charge()).rejects.toMatchObject({ type: 'serviceUnavailableError' });
  });
});
