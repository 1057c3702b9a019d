import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { braintreeAdapter } from './braintree';
import {
  apiError,
  type FakeBraintree,
  KEYS,
  M,
  type Request,
  startFakeBraintree,
} from './braintree-stand-in';

/** Issue 18's port methods, the real SDK against the local stand-in of Braintree's API. */
let fake: FakeBraintree;
beforeAll(async () => {
  fake = await startFakeBraintree();
});
afterAll(async () => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const card = (token: string, type: string, last4: string) =>
  `<credit-card><token>${token}</token><card-type>${type}</card-type><last-4>${last4}</last-4><unique-number-identifier>fp${last4}</unique-number-identifier><customer-id>cus_7</customer-id></credit-card>`;
const subscription = (status: string, paidThrough: string, transactions = '') =>
  `<subscription><id>sub_42</id><status>${status}</status><payment-method-token>pm_old</payment-method-token><paid-through-date type="date">${paidThrough}</paid-through-date><transactions type="array">${transactions}</transactions><add-ons type="array"/><discounts type="array"/></subscription>`;
const transaction = (id: string, status: string, amount = '19.99') =>
  `<transaction><id>${id}</id><type>sale</type><status>${status}</status><amount>${amount}</amount><created-at type="datetime">2030-01-02T00:00:00Z</created-at></transaction>`;
const calls = () => fake.requests.map((r: Request) => `${r.method} ${r.path.replace(M, '')}`);

describe('updatePaymentMethod', () => {
  const update = (nonce: string, providerCustomerId: string | null = 'cus_7') =>
    braintreeAdapter(fake.sdk()).updatePaymentMethod({
      customer: { memberId: 1, email: 'a@example.com', firstName: 'Ana', lastName: 'Silva' },
      providerCustomerId,
      providerSubscriptionId: 'sub_42',
      nonce,
    });

  it('stores the card on the customer, verified and default, then makes it the subscription’s', async () => {
    fake.answerWith(({ method, path }) => {
      if (method === 'POST' && path === `${M}/payment_methods`)
        return { status: 201, xml: card('pm_new', 'MasterCard', '4444') };
      if (method === 'PUT' && path === `${M}/subscriptions/sub_42`)
        return { status: 200, xml: subscription('Past Due', '2030-01-01') };
      return { status: 500, xml: '' };
    });
    expect(await update('fake-valid-mastercard-nonce')).toEqual({
      ok: true,
      token: 'pm_new',
      card: { cardType: 'MasterCard', lastFour: '4444', fingerprint: 'fp4444' },
    });
    expect(calls()).toEqual(['POST /payment_methods', 'PUT /subscriptions/sub_42']);
    expect(fake.requests[0]?.body).toMatchObject({
      payment_method: {
        customer_id: 'cus_7',
        payment_method_nonce: 'fake-valid-mastercard-nonce',
        options: { verify_card: true, make_default: true },
      },
    });
    expect(fake.requests[1]?.body).toMatchObject({ subscription: { payment_method_token: 'pm_new' } });
  });

  it('while paused, stores the card for the resume and switches no subscription', async () => {
    fake.answerWith(({ method, path }) =>
      method === 'POST' && path === `${M}/payment_methods`
        ? { status: 201, xml: card('pm_new', 'Visa', '1111') }
        : { status: 500, xml: '' },
    );
    const stored = await braintreeAdapter(fake.sdk()).updatePaymentMethod({
      customer: { memberId: 1, email: 'a@example.com', firstName: 'Ana', lastName: 'Silva' },
      providerCustomerId: 'cus_7',
      providerSubscriptionId: 'sub_42',
      nonce: 'fake-valid-visa-nonce',
      switchSubscription: false,
    });
    expect(stored).toMatchObject({ ok: true, token: 'pm_new' });
    expect(calls()).toEqual(['POST /payment_methods']);
  });

  it('answers a declined card with Braintree’s words and changes no subscription', async () => {
    fake.answerWith(({ method }) =>
      method === 'POST' ? { status: 422, xml: apiError('Do Not Honor') } : { status: 500, xml: '' },
    );
    expect(await update('fake-processor-declined-visa-nonce')).toEqual({
      ok: false,
      message: 'Do Not Honor',
    });
    expect(calls()).toEqual(['POST /payment_methods']);
  });

  it('finds the customer through the subscription’s card when the row does not know it', async () => {
    fake.answerWith(({ method, path }) => {
      if (method === 'GET' && path === `${M}/subscriptions/sub_42`)
        return { status: 200, xml: subscription('Past Due', '2030-01-01') };
      if (method === 'GET' && path === `${M}/payment_methods/any/pm_old`)
        return { status: 200, xml: card('pm_old', 'Visa', '1111') };
      if (method === 'POST') return { status: 201, xml: card('pm_new', 'Visa', '1881') };
      return { status: 200, xml: subscription('Active', '2030-01-01') };
    });
    expect(await update('fake-valid-visa-nonce', null)).toMatchObject({ ok: true, token: 'pm_new' });
    expect(fake.requests.find((r) => r.path === `${M}/payment_methods`)?.body).toMatchObject({
      payment_method: { customer_id: 'cus_7' },
    });
  });

  it('removes the stored card again and throws when Braintree refuses the switch', async () => {
    fake.answerWith(({ method }) => {
      if (method === 'POST') return { status: 201, xml: card('pm_new', 'Visa', '1111') };
      if (method === 'PUT')
        return { status: 422, xml: apiError('Subscription has already been canceled.', '81905') };
      return { status: 200, xml: '' };
    });
    await expect(update('fake-valid-visa-nonce')).rejects.toThrow(/refused the card/);
    expect(calls()).toContain('DELETE /payment_methods/any/pm_new');
  });
});

describe('retryCharge', () => {
  const retry = () =>
    braintreeAdapter(fake.sdk()).retryCharge({
      providerSubscriptionId: 'sub_42',
      plan: 'montly',
      priceCents: 1999,
      paidThrough: new Date('2030-01-01T23:59:59.999Z'),
    });

  it('retries the subscription’s charge, submitted for settlement, and reads the new paid-through date', async () => {
    fake.answerWith(({ method, path }) => {
      if (method === 'POST' && path === `${M}/transactions`)
        return { status: 201, xml: transaction('txn_retry', 'submitted_for_settlement') };
      return { status: 200, xml: subscription('Active', '2030-02-01') };
    });
    expect(await retry()).toEqual({
      ok: true,
      charge: { transactionId: 'txn_retry', amountCents: 1999, status: 'settled' },
      paidThrough: new Date('2030-02-01T23:59:59.999Z'),
    });
    expect(fake.requests[0]?.body).toMatchObject({
      transaction: { subscription_id: 'sub_42', options: { submit_for_settlement: true } },
    });
  });

  it('answers the earlier charge when the subscription is paid already (a retry after a lost answer)', async () => {
    fake.answerWith(({ method }) =>
      method === 'POST'
        ? { status: 422, xml: apiError('Subscription status must be Past Due in order to retry.', '91531') }
        : { status: 200, xml: subscription('Active', '2030-02-01', transaction('txn_first', 'settled')) },
    );
    expect(await retry()).toMatchObject({ ok: true, charge: { transactionId: 'txn_first' } });
    expect(calls().filter((c) => c === 'POST /transactions')).toHaveLength(1);
  });

  it('answers a decline while the subscription stays past due', async () => {
    fake.answerWith(({ method }) =>
      method === 'POST'
        ? { status: 422, xml: apiError('Insufficient Funds') }
        : { status: 200, xml: subscription('Past Due', '2030-01-01') },
    );
    expect(await retry()).toEqual({ ok: false, message: 'Insufficient Funds' });
  });
});

describe('transaction_settlement_declined', () => {
  it('reads the transaction a signed notification is about (no subscription)', async () => {
    const braintree = (await import('braintree')).default;
    const signer = new braintree.BraintreeGateway({ environment: braintree.Environment.Sandbox, ...KEYS });
    const { bt_signature, bt_payload } = await signer.webhookTesting.sampleNotification(
      'transaction_settlement_declined' as braintree.WebhookNotificationKind,
      'txn_9',
    );
    const event = await braintreeAdapter(fake.sdk()).parseWebhook({
      signature: bt_signature,
      payload: bt_payload,
    });
    expect(event).toMatchObject({
      kind: 'transaction_settlement_declined',
      providerSubscriptionId: null,
      transactionId: 'txn_9',
    });
  });
});

describe('dispute_lost (a chargeback)', () => {
  it('reads the charge the dispute is about', async () => {
    const braintree = (await import('braintree')).default;
    const signer = new braintree.BraintreeGateway({ environment: braintree.Environment.Sandbox, ...KEYS });
    const { bt_signature, bt_payload } = await signer.webhookTesting.sampleNotification(
      'dispute_lost' as braintree.WebhookNotificationKind,
      'txn_disputed',
    );
    const event = await braintreeAdapter(fake.sdk()).parseWebhook({
      signature: bt_signature,
      payload: bt_payload,
    });
    expect(event).toMatchObject({
      kind: 'dispute_lost',
      providerSubscriptionId: null,
      transactionId: 'txn_disputed',
    });
  });
});
