import { randomBytes } from 'node:crypto';
import { SANDBOX_NONCES, SANDBOX_TEST_CARDS } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import type { NewCharge } from './port';
import { AMOUNT_NOT_POSITIVE_MESSAGE, createSandboxGateway, UNKNOWN_NONCE_MESSAGE } from './sandbox';

const freshKey = () => `p${randomBytes(12).toString('hex')}`;

const purchase = (): NewCharge => ({
  customer: { memberId: 7, email: 'ana@example.com', firstName: 'Ana', lastName: 'Lee' },
  nonce: 'fake-valid-nonce',
  amountCents: 1250,
  idempotencyKey: freshKey(),
  description: 'Program: Strong Back',
});

describe('sandbox one-off charges', () => {
  it.each(Object.keys(SANDBOX_NONCES))('answers the test nonce %s as a subscription does', async (nonce) => {
    const gateway = createSandboxGateway();
    const charged = await gateway.charge({ ...purchase(), nonce });
    const subscribed = await gateway.createSubscription({
      ...purchase(),
      nonce,
      plan: 'montly',
      priceCents: 1999,
      trialDays: 0,
    });
    expect(charged.ok).toBe(subscribed.ok);
    if (charged.ok && subscribed.ok) expect(charged.card).toEqual(subscribed.card);
    if (!charged.ok && !subscribed.ok) expect(charged.message).toBe(subscribed.message);
    expect(gateway.charges()).toHaveLength(charged.ok ? 1 : 0);
  });

  it('charges a good card, with its summary, and keeps the charge', async () => {
    const gateway = createSandboxGateway();
    const input = { ...purchase(), nonce: SANDBOX_TEST_CARDS['5555555555554444'] ?? '' };
    const charged = await gateway.charge(input);
    expect(charged).toEqual({
      ok: true,
      transactionId: expect.stringMatching(/^sandbox_txn_/),
      amountCents: 1250,
      card: { cardType: 'MasterCard', lastFour: '4444', fingerprint: 'sandbox_mastercard_4444' },
    });
    expect(gateway.charges()).toEqual([
      {
        transactionId: charged.ok ? charged.transactionId : '',
        amountCents: 1250,
        card: { cardType: 'MasterCard', lastFour: '4444', fingerprint: 'sandbox_mastercard_4444' },
        idempotencyKey: input.idempotencyKey,
        memberId: 7,
        description: 'Program: Strong Back',
      },
    ]);
  });

  it('declines the processor-declined test card with "Do Not Honor", keeping nothing', async () => {
    const gateway = createSandboxGateway();
    const nonce = SANDBOX_TEST_CARDS['4000111111111115'] ?? '';
    expect(await gateway.charge({ ...purchase(), nonce })).toEqual({ ok: false, message: 'Do Not Honor' });
    expect(await gateway.charge({ ...purchase(), nonce: 'made-up' })).toEqual({
      ok: false,
      message: UNKNOWN_NONCE_MESSAGE,
    });
    expect(gateway.charges()).toEqual([]);
  });

  it('answers a retry (the same key) with the first charge, charging once', async () => {
    const gateway = createSandboxGateway();
    const input = purchase();
    const first = await gateway.charge(input);
    // A retry after a lost answer: the nonce is spent and the amount may be stale; the charge stands.
    const retried = await gateway.charge({ ...input, nonce: 'fake-consumed-nonce', amountCents: 9999 });
    expect(retried).toEqual(first);
    expect(gateway.charges()).toHaveLength(1);
  });

  it('lets a key whose attempt was declined charge on a retry', async () => {
    const gateway = createSandboxGateway();
    const input = { ...purchase(), nonce: 'fake-processor-declined-visa-nonce' };
    expect((await gateway.charge(input)).ok).toBe(false);
    expect((await gateway.charge({ ...input, nonce: 'fake-valid-nonce' })).ok).toBe(true);
    expect(gateway.charges()).toHaveLength(1);
  });

  it('makes two charges under two keys', async () => {
    const gateway = createSandboxGateway();
    const [a, b] = await Promise.all([gateway.charge(purchase()), gateway.charge(purchase())]);
    expect(a.ok && b.ok && a.transactionId !== b.transactionId).toBe(true);
    expect(gateway.charges()).toHaveLength(2);
  });

  it("refuses a sale of nothing with Braintree's text, and a malformed key loudly", async () => {
    const gateway = createSandboxGateway();
    expect(await gateway.charge({ ...purchase(), amountCents: 0 })).toEqual({
      ok: false,
      message: AMOUNT_NOT_POSITIVE_MESSAGE,
    });
    await expect(gateway.charge({ ...purchase(), idempotencyKey: 'no/slashes' })).rejects.toThrow(
      /idempotency key/,
    );
    await expect(gateway.charge({ ...purchase(), idempotencyKey: '' })).rejects.toThrow(/idempotency key/);
    expect(gateway.charges()).toEqual([]);
  });
});
