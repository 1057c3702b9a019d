import braintree from 'braintree';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { braintreeAdapter, createBraintreeGateway } from './braintree';
import {
  apiError,
  type FakeBraintree,
  KEYS,
  M,
  notificationXml,
  signedAsBraintree,
  startFakeBraintree,
} from './braintree-stand-in';
import {
  createPaymentsGateway,
  createSandboxGateway,
  InvalidWebhookSignature,
  MalformedWebhook,
  type NewSubscription,
  type SignedNotification,
  SUBSCRIPTION_WEBHOOK_KINDS,
  type SubscriptionEvent,
  type SubscriptionWebhookKind,
} from './index';

/** Braintree's side of a webhook: the real SDK, holding the merchant's keys, signs as Braintree does. */
const braintreeSide = (keys = KEYS) =>
  new braintree.BraintreeGateway({ environment: braintree.Environment.Sandbox, ...keys });

const sample = async (kind: string, id: string, keys = KEYS): Promise<SignedNotification> => {
  const { bt_signature, bt_payload } = await braintreeSide(keys).webhookTesting.sampleNotification(
    kind as braintree.WebhookNotificationKind,
    id,
  );
  return { signature: bt_signature, payload: bt_payload };
};

/** A notification with our own subscription XML: the SDK's samples carry neither a status nor a paid-through date. */
const signedXml = (kind: string, subscriptionXml: string, keys = KEYS): SignedNotification =>
  signedAsBraintree(notificationXml(kind, subscriptionXml), keys);

/** `more`: further fields, as Braintree's XML. */
const subscriptionXml = ({
  id = 'sub_42',
  status,
  paidThrough,
  transactions = '',
  more = '',
}: Record<string, string>) =>
  `<subscription><id>${id}</id>${status ? `<status>${status}</status>` : ''}${
    paidThrough ? `<paid-through-date type="date">${paidThrough}</paid-through-date>` : ''
  }${more}<transactions type="array">${transactions}</transactions><add-ons type="array"/><discounts type="array"/></subscription>`;

const transactionXml = (id: string, amount: string, createdAt: string) =>
  `<transaction><id>${id}</id><status>settled</status><amount>${amount}</amount><created-at type="datetime">${createdAt}</created-at></transaction>`;

describe('Braintree webhooks (the real SDK, offline)', () => {
  const gateway = createBraintreeGateway({ environment: 'sandbox', ...KEYS, account: { currency: 'USD' } });

  const expected: Record<SubscriptionWebhookKind, Pick<SubscriptionEvent, 'status' | 'charge'>> = {
    subscription_went_active: { status: 'active', charge: null },
    subscription_trial_ended: { status: 'active', charge: null },
    subscription_charged_successfully: {
      status: 'active',
      charge: { transactionId: 'sub_1', amountCents: 4999, status: 'settled' },
    },
    subscription_charged_unsuccessfully: {
      status: 'past_due',
      charge: { transactionId: 'sub_1', amountCents: 4999, status: 'failed' },
    },
    subscription_went_past_due: { status: 'past_due', charge: null },
    subscription_canceled: { status: 'canceled', charge: null },
    subscription_expired: { status: 'expired', charge: null },
  };

  it.each(SUBSCRIPTION_WEBHOOK_KINDS)('reads a signed %s notification', async (kind) => {
    const event = await gateway.parseWebhook(await sample(kind, 'sub_1'));
    // Braintree's samples carry no paid-through date (see below for one that does).
    expect(event).toEqual({
      kind,
      timestamp: expect.any(Date),
      providerSubscriptionId: 'sub_1',
      paidThrough: null,
      ...expected[kind],
    });
  });

  it("reads the notification's timestamp, which orders notifications; one without a moment is malformed", async () => {
    const xml = subscriptionXml({ status: 'Active' });
    const event = await gateway.parseWebhook(signedXml('subscription_went_active', xml));
    expect(event.timestamp).toEqual(new Date('2030-01-01T00:00:00Z'));
    const sampled = await gateway.parseWebhook(await sample('subscription_went_active', 'sub_1'));
    expect(Math.abs(sampled.timestamp.getTime() - Date.now())).toBeLessThan(60_000);
    for (const timestamp of ['yesterday', '']) {
      const read = gateway.parseWebhook(
        signedAsBraintree(notificationXml('subscription_went_active', xml, timestamp)),
      );
      await expect(read).rejects.toBeInstanceOf(MalformedWebhook);
      await expect(read).rejects.toMatchObject({ problems: [expect.stringMatching(/<timestamp>/)] });
    }
  });

  it('takes the paid-through date as the end of that day, UTC', async () => {
    const xml = subscriptionXml({ status: 'Active', paidThrough: '2030-02-28' });
    const event = await gateway.parseWebhook(signedXml('subscription_charged_successfully', xml));
    expect(event.paidThrough).toEqual(new Date('2030-02-28T23:59:59.999Z'));
  });

  it.each([
    ['Active', 'active'],
    ['Past Due', 'past_due'],
    ['Canceled', 'canceled'],
    ['Expired', 'expired'],
    ['Pending', 'trial'],
  ])('reads the status %s of a subscription whose kind says nothing about status', async (status, ours) => {
    const event = await gateway.parseWebhook(
      signedXml('subscription_billing_skipped', subscriptionXml({ status })),
    );
    expect(event).toMatchObject({ kind: 'subscription_billing_skipped', providerSubscriptionId: 'sub_42' });
    expect(event.status).toBe(ours);
  });

  it('lets the kind win over the status field', async () => {
    const event = await gateway.parseWebhook(
      signedXml('subscription_canceled', subscriptionXml({ status: 'Active' })),
    );
    expect(event.status).toBe('canceled');
  });

  it('takes the most recent transaction as the charge', async () => {
    const transactions =
      transactionXml('txn_old', '19.99', '2030-01-01T10:00:00Z') +
      transactionXml('txn_new', '17.50', '2030-02-01T10:00:00Z');
    const xml = subscriptionXml({ status: 'Active', transactions });
    const event = await gateway.parseWebhook(signedXml('subscription_charged_successfully', xml));
    expect(event.charge).toEqual({ transactionId: 'txn_new', amountCents: 1750, status: 'settled' });
  });

  it('answers a notification about no subscription with nothing to apply', async () => {
    expect(await gateway.parseWebhook(await sample('check', 'ignored'))).toEqual({
      kind: 'check',
      timestamp: expect.any(Date),
      providerSubscriptionId: null,
      status: null,
      paidThrough: null,
      charge: null,
    });
  });

  const refused = async (notification: SignedNotification) => {
    await expect(gateway.parseWebhook(notification)).rejects.toBeInstanceOf(InvalidWebhookSignature);
  };

  it('refuses a tampered payload or signature', async () => {
    const good = await sample('subscription_canceled', 'sub_1');
    const other = await sample('subscription_canceled', 'sub_2');
    await refused({ ...good, payload: other.payload });
    const lastDigit = good.signature.at(-1) === '0' ? '1' : '0';
    await refused({ ...good, signature: good.signature.slice(0, -1) + lastDigit });
    await refused({ ...good, payload: `${good.payload}<script>` });
    await refused({ ...good, signature: '' });
  });

  it("refuses a notification signed with another merchant's keys", async () => {
    await refused(
      await sample('subscription_went_active', 'sub_1', { ...KEYS, publicKey: 'other_public_key' }),
    );
    await refused(
      await sample('subscription_went_active', 'sub_1', { ...KEYS, privateKey: 'other_private_key' }),
    );
  });

  it('refuses a signed payload that is no notification, naming what is wrong', async () => {
    const malformed = async (xml: string, problem: RegExp) => {
      const read = gateway.parseWebhook(signedAsBraintree(xml));
      await expect(read).rejects.toBeInstanceOf(MalformedWebhook);
      await expect(read).rejects.toMatchObject({ problems: [expect.stringMatching(problem)] });
    };
    await malformed('no XML here <', /^payload: not XML/);
    await malformed('<transaction><id>t</id></transaction>', /^payload: the XML is not a <notification>$/);
    await malformed('<notification><kind>check</kind></notification>', /^payload: an incomplete Braintree/);
    const badAmount = subscriptionXml({
      transactions: transactionXml('t_1', 'lots', '2030-01-01T10:00:00Z'),
    });
    await malformed(notificationXml('subscription_charged_successfully', badAmount), /amount lots/);
  });

  it("refuses the sandbox gateway's notifications", async () => {
    await refused(
      createSandboxGateway().sampleNotification({ kind: 'subscription_went_active', subscriptionId: 's' }),
    );
  });
});

const CUSTOMER = `<customer><id>cus_7</id><credit-cards type="array"><credit-card><token>card_tok</token><card-type>MasterCard</card-type><last-4>4444</last-4><unique-number-identifier>fp4444</unique-number-identifier></credit-card></credit-cards></customer>`;

/** As the billing feature makes them. */
const KEY = `s${'0123456789abcdef'.repeat(2)}`;

describe('Braintree calls (the real SDK against a local stand-in of its API)', () => {
  let fake: FakeBraintree;
  beforeAll(async () => {
    fake = await startFakeBraintree();
  });
  afterAll(() => fake?.close());
  afterEach(() => {
    fake.requests.length = 0;
  });

  const purchase: NewSubscription = {
    customer: { memberId: 7, email: 'ana@example.com', firstName: 'Ana', lastName: 'Lee' },
    nonce: 'nonce_from_the_browser',
    plan: 'yearly',
    priceCents: 9999,
    trialDays: 14,
    idempotencyKey: KEY,
  };

  it('answers a client token', async () => {
    fake.answerWith(() => ({ status: 201, xml: '<client-token><value>bt_token</value></client-token>' }));
    expect(await braintreeAdapter(fake.sdk()).clientToken()).toBe('bt_token');
    expect(fake.requests).toMatchObject([{ method: 'POST', path: `${M}/client_token` }]);
  });

  it('verifies and stores the card, then starts the plan with its trial, under our key', async () => {
    fake.answerWith(({ path }) =>
      path.endsWith('/customers')
        ? { status: 201, xml: CUSTOMER }
        : { status: 201, xml: subscriptionXml({ status: 'Active' }).replace('sub_42', 'sub_9') },
    );
    const before = Date.now();
    const created = await braintreeAdapter(fake.sdk()).createSubscription(purchase);
    const in14Days = before + 14 * 86_400_000;
    expect(created).toMatchObject({
      ok: true,
      providerSubscriptionId: 'sub_9',
      providerCustomerId: 'cus_7',
      status: 'trial',
      card: { cardType: 'MasterCard', lastFour: '4444', fingerprint: 'fp4444' },
      charge: null,
    });
    if (!created.ok) throw new Error('declined');
    expect(created.trialEndsAt?.getTime()).toBeGreaterThanOrEqual(in14Days);
    expect(created.trialEndsAt?.getTime()).toBeLessThan(in14Days + 60_000);
    expect(created.paidThrough).toEqual(created.trialEndsAt);
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: `${M}/customers`,
        body: {
          customer: {
            first_name: 'Ana',
            last_name: 'Lee',
            email: 'ana@example.com',
            payment_method_nonce: 'nonce_from_the_browser',
            credit_card: { options: { verify_card: true } },
          },
        },
      },
      {
        method: 'POST',
        path: `${M}/subscriptions`,
        body: {
          subscription: {
            id: KEY,
            payment_method_token: 'card_tok',
            plan_id: 'yearly',
            price: '99.99',
            trial_period: true,
            trial_duration: 14,
            trial_duration_unit: 'day',
            options: { do_not_inherit_add_ons_or_discounts: true },
          },
        },
      },
    ]);
  });

  it('without a trial, charges now and is paid through the end of the paid-through day', async () => {
    const charged = subscriptionXml({
      status: 'Active',
      paidThrough: '2031-03-14',
      transactions: transactionXml('txn_1', '99.99', '2030-03-15T10:00:00Z'),
    });
    fake.answerWith(({ path }) => ({ status: 201, xml: path.endsWith('/customers') ? CUSTOMER : charged }));
    const created = await braintreeAdapter(fake.sdk()).createSubscription({ ...purchase, trialDays: 0 });
    expect(created).toMatchObject({
      ok: true,
      status: 'active',
      paidThrough: new Date('2031-03-14T23:59:59.999Z'),
      trialEndsAt: null,
      charge: { transactionId: 'txn_1', amountCents: 9999, status: 'settled' },
    });
    // An explicit "no trial", so that a trial set up on the plan does not apply.
    expect(fake.requests[1]?.body).toEqual({
      subscription: {
        id: KEY,
        payment_method_token: 'card_tok',
        plan_id: 'yearly',
        price: '99.99',
        trial_period: false,
        options: { do_not_inherit_add_ons_or_discounts: true },
      },
    });
  });

  it('ends the trial when Braintree first bills: the start of its first billing date, UTC', async () => {
    const trial = subscriptionXml({
      id: KEY,
      status: 'Pending',
      more: '<trial-period type="boolean">true</trial-period><first-billing-date type="date">2030-04-01</first-billing-date>',
    });
    fake.answerWith(({ path }) => ({ status: 201, xml: path.endsWith('/customers') ? CUSTOMER : trial }));
    expect(await braintreeAdapter(fake.sdk()).createSubscription(purchase)).toMatchObject({
      ok: true,
      providerSubscriptionId: KEY,
      status: 'trial',
      trialEndsAt: new Date('2030-04-01T00:00:00.000Z'),
      paidThrough: new Date('2030-04-01T00:00:00.000Z'),
    });
  });

  describe('when an earlier attempt at the same purchase took our key', () => {
    /** The first attempt's subscription, its card stored on the first attempt's customer. */
    const serve = (earlier: string) =>
      fake.answerWith(({ method, path }) => {
        if (method === 'DELETE') return { status: 200, xml: '' };
        if (path.endsWith('/customers')) return { status: 201, xml: CUSTOMER };
        if (method === 'POST' && path.endsWith('/subscriptions')) {
          return { status: 422, xml: apiError('ID has already been taken.', '81902') };
        }
        if (path === `${M}/subscriptions/${KEY}`) return { status: 200, xml: earlier };
        if (path === `${M}/payment_methods/any/card_first`) {
          return {
            status: 200,
            xml: '<credit-card><token>card_first</token><customer-id>cus_first</customer-id><card-type>Visa</card-type><last-4>1111</last-4><unique-number-identifier>fp1111</unique-number-identifier></credit-card>',
          };
        }
        return { status: 404, xml: '' };
      });
    const earlier = (fields: Record<string, string>, more: string) =>
      subscriptionXml({
        id: KEY,
        ...fields,
        more: `<payment-method-token>card_first</payment-method-token>${more}`,
      });

    it('answers the charged subscription it made, with the plan and price it bills, and deletes the customer this attempt made', async () => {
      serve(
        earlier(
          {
            status: 'Active',
            paidThrough: '2031-03-14',
            transactions: transactionXml('txn_first', '19.99', '2030-03-15T10:00:00Z'),
          },
          '<plan-id>montly</plan-id><price>19.99</price><trial-period type="boolean">false</trial-period><first-billing-date type="date">2030-03-15</first-billing-date>',
        ),
      );
      // This attempt asked for yearly; the first one made a monthly subscription, which is what is billed.
      expect(await braintreeAdapter(fake.sdk()).createSubscription({ ...purchase, trialDays: 0 })).toEqual({
        ok: true,
        plan: 'montly',
        priceCents: 1999,
        providerSubscriptionId: KEY,
        providerCustomerId: 'cus_first',
        paymentMethodToken: 'card_first',
        status: 'active',
        paidThrough: new Date('2031-03-14T23:59:59.999Z'),
        trialEndsAt: null,
        card: { cardType: 'Visa', lastFour: '1111', fingerprint: 'fp1111' },
        charge: { transactionId: 'txn_first', amountCents: 1999, status: 'settled' },
      });
      expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `POST ${M}/customers`,
        `POST ${M}/subscriptions`,
        `DELETE ${M}/customers/cus_7`,
        `GET ${M}/subscriptions/${KEY}`,
        `GET ${M}/payment_methods/any/card_first`,
      ]);
    });

    it('answers a subscription still in its trial as a trial ending at its first billing', async () => {
      const firstBilling = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      serve(
        earlier(
          { status: 'Pending' },
          `<trial-period type="boolean">true</trial-period><first-billing-date type="date">${firstBilling}</first-billing-date>`,
        ),
      );
      const trialEndsAt = new Date(`${firstBilling}T00:00:00.000Z`);
      expect(await braintreeAdapter(fake.sdk()).createSubscription(purchase)).toEqual({
        ok: true,
        plan: 'yearly',
        priceCents: 9999,
        providerSubscriptionId: KEY,
        providerCustomerId: 'cus_first',
        paymentMethodToken: 'card_first',
        status: 'trial',
        paidThrough: trialEndsAt,
        trialEndsAt,
        card: { cardType: 'Visa', lastFour: '1111', fingerprint: 'fp1111' },
        charge: null,
      });
      expect(fake.requests).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: `${M}/customers/cus_7` }),
      );
    });

    it('fails loudly when that subscription was canceled since', async () => {
      serve(earlier({ status: 'Canceled' }, ''));
      await expect(braintreeAdapter(fake.sdk()).createSubscription(purchase)).rejects.toThrow(/Canceled/);
    });
  });

  it("answers a declined card with the processor's text, starting nothing", async () => {
    fake.answerWith(() => ({ status: 422, xml: apiError('Do Not Honor') }));
    expect(await braintreeAdapter(fake.sdk()).createSubscription(purchase)).toEqual({
      ok: false,
      message: 'Do Not Honor',
    });
    expect(fake.requests.map((r) => r.path)).toEqual([`${M}/customers`]);
  });

  it('answers a refused subscription with its message and removes the stored card', async () => {
    fake.answerWith(({ method, path }) =>
      method === 'DELETE'
        ? { status: 200, xml: '' }
        : path.endsWith('/customers')
          ? { status: 201, xml: CUSTOMER }
          : { status: 422, xml: apiError('Plan ID is invalid.', '91904') },
    );
    expect(await braintreeAdapter(fake.sdk()).createSubscription(purchase)).toEqual({
      ok: false,
      message: 'Plan ID is invalid.',
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `${M}/customers/cus_7` });
  });

  it('lets authentication and network errors propagate', async () => {
    fake.answerWith(() => ({ status: 201, xml: CUSTOMER }));
    const wrongKeys = braintreeAdapter(fake.sdk({ ...KEYS, privateKey: 'wrong' }));
    await expect(wrongKeys.createSubscription(purchase)).rejects.toMatchObject({
      type: 'authenticationError',
    });
    await expect(wrongKeys.clientToken()).rejects.toMatchObject({ type: 'authenticationError' });
    fake.answerWith(() => ({ status: 503, xml: '' }));
    await expect(braintreeAdapter(fake.sdk()).cancelSubscription('sub_9')).rejects.toMatchObject({
      type: 'serviceUnavailableError',
    });
    const unreachable = new braintree.BraintreeGateway({
      environment: new braintree.Environment('127.0.0.1', '1', 'http://127.0.0.1', false, '', ''),
      ...KEYS,
    });
    await expect(braintreeAdapter(unreachable).clientToken()).rejects.toThrow(/ECONNREFUSED/);
  });

  it('cancels, and takes an already canceled subscription as canceled', async () => {
    const gateway = braintreeAdapter(fake.sdk());
    fake.answerWith(() => ({ status: 200, xml: subscriptionXml({ status: 'Canceled' }) }));
    await gateway.cancelSubscription('sub_42');
    expect(fake.requests).toMatchObject([{ method: 'PUT', path: `${M}/subscriptions/sub_42/cancel` }]);
    fake.answerWith(() => ({
      status: 422,
      xml: apiError('Subscription has already been canceled.', '81905'),
    }));
    await expect(gateway.cancelSubscription('sub_42')).resolves.toBeUndefined();
    fake.answerWith(() => ({ status: 422, xml: apiError('Something else.', '91999') }));
    await expect(gateway.cancelSubscription('sub_42')).rejects.toThrow(/Something else/);
  });
});

describe('createPaymentsGateway', () => {
  const braintreeEnv = {
    BRAINTREE_MERCHANT_ID: KEYS.merchantId,
    BRAINTREE_PUBLIC_KEY: KEYS.publicKey,
    BRAINTREE_PRIVATE_KEY: KEYS.privateKey,
  };

  it('picks Braintree when its merchant id and keys are set, the sandbox otherwise', async () => {
    expect(createPaymentsGateway(loadConfig(braintreeEnv)).provider).toBe('braintree');
    expect(createPaymentsGateway(loadConfig({})).provider).toBe('sandbox');
  });

  it('builds the Braintree gateway with those keys', async () => {
    const gateway = createPaymentsGateway(
      loadConfig({ ...braintreeEnv, BRAINTREE_ENVIRONMENT: 'production' }),
    );
    expect((await gateway.parseWebhook(await sample('subscription_expired', 'sub_3'))).status).toBe(
      'expired',
    );
  });
});
