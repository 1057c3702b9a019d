import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { braintreeAdapter } from './braintree';
import { firstBillingDay } from './braintree-restart';
import { apiError, type FakeBraintree, M, startFakeBraintree } from './braintree-stand-in';
import type { SubscriptionRestart } from './port';

/** Decision 0028: a pause's resume or an undone cancellation, through the real SDK against the stand-in. */
let fake: FakeBraintree;
beforeAll(async () => {
  fake = await startFakeBraintree();
});
afterAll(async () => fake.close());
afterEach(() => {
  fake.requests.length = 0;
});

const KEY = 'r0123456789abcdef0123456789abcdef';
const CARD =
  '<credit-card><token>card_tok</token><customer-id>cus_7</customer-id><card-type>Visa</card-type><last-4>1111</last-4><unique-number-identifier>fp1111</unique-number-identifier></credit-card>';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const restart: SubscriptionRestart = {
  paymentMethodToken: 'card_tok',
  previousSubscriptionId: 'sub_old',
  plan: 'yearly',
  priceCents: 9999,
  firstBillingDate: null,
  idempotencyKey: KEY,
};
const subscription = (status: string, more: string) =>
  `<subscription><id>${KEY}</id><status>${status}</status><plan-id>yearly</plan-id><price>99.99</price><payment-method-token>card_tok</payment-method-token>${more}<transactions type="array"/><add-ons type="array"/><discounts type="array"/></subscription>`;

/** The card at `/payment_methods/any/card_tok`; the create answered by `created`; the rest by `other`. */
const serve = (created: { status: number; xml: string }, other: Record<string, string> = {}) =>
  fake.answerWith(({ method, path }) => {
    if (path === `${M}/payment_methods/any/card_tok`) return { status: 200, xml: CARD };
    if (method === 'POST' && path === `${M}/subscriptions`) return created;
    const xml = other[path];
    return xml ? { status: 200, xml } : { status: 404, xml: '' };
  });

describe('restartSubscription (Braintree)', () => {
  it('bills the stored card from the old paid-through day, same plan and price, no trial', async () => {
    const first = inDays(20);
    serve({
      status: 201,
      xml: subscription('Pending', `<first-billing-date type="date">${dayOf(first)}</first-billing-date>`),
    });
    const answer = await braintreeAdapter(fake.sdk()).restartSubscription({
      ...restart,
      firstBillingDate: first,
    });
    expect(answer).toEqual({
      ok: true,
      plan: 'yearly',
      priceCents: 9999,
      providerSubscriptionId: KEY,
      providerCustomerId: 'cus_7',
      paymentMethodToken: 'card_tok',
      status: 'active',
      // Paid (by the earlier period) until Braintree first bills.
      paidThrough: new Date(`${dayOf(first)}T00:00:00.000Z`),
      trialEndsAt: null,
      card: { cardType: 'Visa', lastFour: '1111', fingerprint: 'fp1111' },
      charge: null,
    });
    expect(fake.requests[1]).toEqual({
      method: 'POST',
      path: `${M}/subscriptions`,
      body: {
        subscription: {
          id: KEY,
          payment_method_token: 'card_tok',
          plan_id: 'yearly',
          price: '99.99',
          trial_period: false,
          first_billing_date: dayOf(first),
          options: { do_not_inherit_add_ons_or_discounts: true },
        },
      },
    });
  });

  it('charges now when the paid period has ended (no first billing date)', async () => {
    serve({
      status: 201,
      xml: subscription('Active', '<paid-through-date type="date">2031-03-14</paid-through-date>').replace(
        '<transactions type="array"/>',
        '<transactions type="array"><transaction><id>txn_1</id><status>submitted_for_settlement</status><amount>99.99</amount><created-at type="datetime">2030-03-15T10:00:00Z</created-at></transaction></transactions>',
      ),
    });
    const answer = await braintreeAdapter(fake.sdk()).restartSubscription(restart);
    expect(answer).toMatchObject({
      ok: true,
      paidThrough: new Date('2031-03-14T23:59:59.999Z'),
      charge: { transactionId: 'txn_1', amountCents: 9999, status: 'settled' },
    });
    expect(fake.requests[1]?.body).not.toHaveProperty('subscription.first_billing_date');
  });

  it('a retry after a lost answer finds the subscription the first attempt made: one subscription', async () => {
    const first = inDays(20);
    serve(
      { status: 422, xml: apiError('ID has already been taken.', '81902') },
      {
        [`${M}/subscriptions/${KEY}`]: subscription(
          'Pending',
          `<first-billing-date type="date">${dayOf(first)}</first-billing-date>`,
        ),
      },
    );
    const answer = await braintreeAdapter(fake.sdk()).restartSubscription({
      ...restart,
      firstBillingDate: first,
    });
    expect(answer).toMatchObject({ ok: true, providerSubscriptionId: KEY, charge: null });
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('finds the card of a subscription bought before cards were kept through the one it follows', async () => {
    serve(
      {
        status: 201,
        xml: subscription('Active', '<paid-through-date type="date">2031-03-14</paid-through-date>'),
      },
      { [`${M}/subscriptions/sub_old`]: subscription('Canceled', '').replace(KEY, 'sub_old') },
    );
    const answer = await braintreeAdapter(fake.sdk()).restartSubscription({
      ...restart,
      paymentMethodToken: null,
    });
    expect(answer).toMatchObject({ ok: true, paymentMethodToken: 'card_tok' });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${M}/subscriptions/sub_old`,
      `GET ${M}/payment_methods/any/card_tok`,
      `POST ${M}/subscriptions`,
    ]);
  });

  it("answers Braintree's refusal, and an unknown card, as declines", async () => {
    serve({ status: 422, xml: apiError('Payment method token is invalid.', '91903') });
    expect(await braintreeAdapter(fake.sdk()).restartSubscription(restart)).toEqual({
      ok: false,
      message: 'Payment method token is invalid.',
    });
    fake.answerWith(() => ({ status: 404, xml: '' }));
    expect(
      await braintreeAdapter(fake.sdk()).restartSubscription({ ...restart, paymentMethodToken: 'gone' }),
    ).toEqual({ ok: false, message: 'Payment method token is invalid.' });
  });
});

describe('firstBillingDay', () => {
  const now = new Date('2030-05-10T12:00:00Z');
  it('bills from the paid-through day, from tomorrow when that is today, now when it has passed', () => {
    expect(firstBillingDay(new Date('2030-06-01T08:00:00Z'), now)).toBe('2030-06-01');
    expect(firstBillingDay(new Date('2030-05-10T20:00:00Z'), now)).toBe('2030-05-11');
    expect(firstBillingDay(new Date('2030-05-10T08:00:00Z'), now)).toBeNull();
    expect(firstBillingDay(null, now)).toBeNull();
  });
});
