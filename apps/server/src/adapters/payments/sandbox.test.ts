import { randomBytes } from 'node:crypto';
import { PERIOD_MONTHS, PREMIUM_PERIODS, SANDBOX_CLIENT_TOKEN_PREFIX, SANDBOX_NONCES } from '@studio/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  InvalidWebhookSignature,
  MalformedWebhook,
  type NewSubscription,
  type SignedNotification,
} from './port';
import { createSandboxGateway, UNKNOWN_NONCE_MESSAGE } from './sandbox';

const gateway = createSandboxGateway();

/** A key of its own, as each new purchase has. */
const freshKey = () => `s${randomBytes(16).toString('hex')}`;

/** A new purchase, with its own key: the gateway answers a key it has seen with what it answered then. */
const purchase = (): NewSubscription => ({
  customer: { memberId: 7, email: 'ana@example.com', firstName: 'Ana', lastName: 'Lee' },
  nonce: 'fake-valid-visa-nonce',
  plan: 'montly',
  priceCents: 1999,
  trialDays: 14,
  idempotencyKey: freshKey(),
});

/** Runs `act` and gives the moments just before and after, to bound the dates it computes. */
const timed = async <T>(act: () => Promise<T>) => {
  const before = dayjs();
  const result = await act();
  return { result, before, after: dayjs() };
};

describe('sandbox payments gateway', () => {
  it('answers a client token the web app recognises as the sandbox’s, a new one each time', async () => {
    const [first, second] = [await gateway.clientToken(), await gateway.clientToken()];
    expect(first.startsWith(SANDBOX_CLIENT_TOKEN_PREFIX)).toBe(true);
    expect(first.length).toBeGreaterThan(SANDBOX_CLIENT_TOKEN_PREFIX.length);
    expect(second).not.toBe(first);
  });

  it.each(Object.entries(SANDBOX_NONCES))('honours Braintree’s test nonce %s', async (nonce, card) => {
    const created = await gateway.createSubscription({ ...purchase(), nonce });
    if (card.outcome === 'approved') {
      expect(created).toMatchObject({ ok: true, card: { cardType: card.cardType, lastFour: card.lastFour } });
    } else {
      expect(card.message).toBeTruthy();
      expect(created).toEqual({ ok: false, message: card.message });
    }
  });

  it('refuses a nonce it does not know with Braintree’s message', async () => {
    expect(await gateway.createSubscription({ ...purchase(), nonce: 'fake-made-up-nonce' })).toEqual({
      ok: false,
      message: UNKNOWN_NONCE_MESSAGE,
    });
  });

  it('starts a trial without charging, paid through its end', async () => {
    const { result, before, after } = await timed(() => gateway.createSubscription(purchase()));
    expect(result).toMatchObject({
      ok: true,
      status: 'trial',
      charge: null,
      providerCustomerId: 'sandbox_cus_7',
    });
    if (!result.ok) throw new Error('declined');
    expect(result.trialEndsAt).toEqual(result.paidThrough);
    expect(result.paidThrough.getTime()).toBeGreaterThanOrEqual(before.add(14, 'day').valueOf());
    expect(result.paidThrough.getTime()).toBeLessThanOrEqual(after.add(14, 'day').valueOf());
  });

  it.each(PREMIUM_PERIODS)(
    'without a trial, charges the %s price now, paid through one period',
    async (plan) => {
      const { result, before, after } = await timed(() =>
        gateway.createSubscription({ ...purchase(), plan, priceCents: 4321, trialDays: 0 }),
      );
      expect(result).toMatchObject({
        ok: true,
        status: 'active',
        trialEndsAt: null,
        charge: { amountCents: 4321, status: 'settled' },
      });
      if (!result.ok) throw new Error('declined');
      expect(result.charge?.transactionId).toMatch(/^sandbox_txn_/);
      expect(result.paidThrough.getTime()).toBeGreaterThanOrEqual(
        before.add(PERIOD_MONTHS[plan], 'month').valueOf(),
      );
      expect(result.paidThrough.getTime()).toBeLessThanOrEqual(
        after.add(PERIOD_MONTHS[plan], 'month').valueOf(),
      );
    },
  );

  it('gives each purchase its own subscription', async () => {
    const [a, b] = await Promise.all([
      gateway.createSubscription(purchase()),
      gateway.createSubscription(purchase()),
    ]);
    expect(a.ok && b.ok && a.providerSubscriptionId !== b.providerSubscriptionId).toBe(true);
  });

  it('answers a retried purchase (the same key) with the subscription it made, charging once', async () => {
    const fresh = createSandboxGateway();
    const retried = { ...purchase(), trialDays: 0 };
    const first = await fresh.createSubscription(retried);
    expect(first).toMatchObject({ ok: true, providerSubscriptionId: retried.idempotencyKey });
    expect(await fresh.createSubscription(retried)).toEqual(first);
    const other = await fresh.createSubscription({ ...retried, idempotencyKey: freshKey() });
    expect(other.ok && first.ok && other.providerSubscriptionId !== first.providerSubscriptionId).toBe(true);
    expect(other.ok && first.ok && other.charge?.transactionId !== first.charge?.transactionId).toBe(true);
  });
});

describe('sandbox discounts', () => {
  it('keeps a discount per subscription, once: a retry adds nothing', async () => {
    const gateway = createSandboxGateway();
    await gateway.applyDiscount('sub_a', { amountCents: 999, billingCycles: 3 });
    await gateway.applyDiscount('sub_a', { amountCents: 500, billingCycles: 1 });
    await gateway.applyDiscount('sub_b', { amountCents: 10, billingCycles: 1 });
    expect([...gateway.discounts()]).toEqual([
      ['sub_a', { amountCents: 999, billingCycles: 3 }],
      ['sub_b', { amountCents: 10, billingCycles: 1 }],
    ]);
  });
});

describe('sandbox webhooks', () => {
  const paidThrough = new Date('2030-05-01T12:00:00.000Z');
  const charge = { transactionId: 'sandbox_txn_1', amountCents: 1999, status: 'settled' as const };

  it('reads back the notification it signed', async () => {
    const timestamp = new Date('2030-04-01T08:00:00.123Z');
    const notification = gateway.sampleNotification({
      kind: 'subscription_charged_successfully',
      subscriptionId: 'sandbox_sub_1',
      paidThrough,
      charge,
      timestamp,
    });
    expect(await gateway.parseWebhook(notification)).toEqual({
      kind: 'subscription_charged_successfully',
      timestamp,
      providerSubscriptionId: 'sandbox_sub_1',
      status: 'active',
      paidThrough,
      charge,
    });
  });

  it('reads a bare notification with nothing it did not carry', async () => {
    const notification = gateway.sampleNotification({
      kind: 'subscription_went_past_due',
      subscriptionId: 's_2',
    });
    expect(await gateway.parseWebhook(notification)).toEqual({
      kind: 'subscription_went_past_due',
      timestamp: expect.any(Date),
      providerSubscriptionId: 's_2',
      status: 'past_due',
      paidThrough: null,
      charge: null,
    });
  });

  const good = () =>
    gateway.sampleNotification({ kind: 'subscription_canceled', subscriptionId: 'sandbox_sub_1' });
  const refused = async (notification: SignedNotification) => {
    await expect(gateway.parseWebhook(notification)).rejects.toBeInstanceOf(InvalidWebhookSignature);
  };

  it('refuses a tampered payload', async () => {
    const { signature, payload } = good();
    const forged = Buffer.from(
      Buffer.from(payload, 'base64')
        .toString('utf8')
        .replace('subscription_canceled', 'subscription_went_active'),
    ).toString('base64');
    await refused({ signature, payload: forged });
    await refused({ signature, payload: `${payload}=` });
  });

  it('refuses a tampered signature', async () => {
    const { signature, payload } = good();
    const last = signature.at(-1) === '0' ? '1' : '0';
    await refused({ signature: signature.slice(0, -1) + last, payload });
    await refused({ signature: signature.slice(0, -2), payload });
    await refused({ signature: '', payload });
  });

  it('refuses a signature under another key id', async () => {
    const { signature, payload } = good();
    const [, digest] = signature.split('|');
    await refused({ signature: `another_key|${digest}`, payload });
  });

  it('refuses a signed payload that is no notification, naming what is wrong', async () => {
    const malformed = async (text: string, problems: string[]) => {
      const read = gateway.parseWebhook(gateway.signedPayload(text));
      await expect(read).rejects.toBeInstanceOf(MalformedWebhook);
      await expect(read).rejects.toMatchObject({ problems });
    };
    const bare = {
      kind: 'subscription_went_active',
      subscription_id: 's_1',
      timestamp: '2030-01-01T00:00:00.000Z',
    };
    await malformed(JSON.stringify([bare]), ['payload: Invalid input: expected object, received array']);
    await malformed(JSON.stringify({ ...bare, charge: { ...charge, amountCents: '1999' } }), [
      'charge.amountCents: Invalid input: expected number, received string',
    ]);
    await malformed(JSON.stringify({ ...bare, timestamp: undefined, kind: 7 }), [
      'kind: Invalid input: expected string, received number',
      'timestamp: Invalid input: expected string, received undefined',
    ]);
    await expect(gateway.parseWebhook(gateway.signedPayload('{"kind":'))).rejects.toThrow(/not JSON/);
  });
});
