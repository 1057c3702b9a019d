import { apiPaths, PLATFORM_HEADER, SANDBOX_CLIENT_TOKEN_PREFIX } from '@studio/shared';
import { english } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments, promoCodes, subscriptions } from '../../src/db/schema';
import { createMember, createTestApp, type TestApp } from '../helper';
import { buyPremium, createPromo, listPrice, me, pay, validatePromo } from './billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SPECIAL_TRIAL_PROMO_CODE: 'SUMMER30' } });
});
afterAll(async () => t?.close());
beforeEach(async () => t.truncateAll());

const DAY = 86_400_000;
const daysFromNow = (iso: string) => Math.round((new Date(iso).getTime() - Date.now()) / DAY);

describe('POST /api/v3/braintrees/client_token', () => {
  it("answers the sandbox's client token to a member, 401 to anyone else", async () => {
    const member = await createMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.clientToken,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().client_token.startsWith(SANDBOX_CLIENT_TOKEN_PREFIX)).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: apiPaths.clientToken })).statusCode).toBe(401);
  });
});

describe('POST /api/v3/braintrees/web_payment', () => {
  it.each([
    ['fake-valid-visa-nonce', 'Visa', '1111'],
    ['fake-valid-mastercard-nonce', 'MasterCard', '4444'],
  ])('with %s starts a 14-day trial and the member is premium at once', async (nonce, cardType, lastFour) => {
    const member = await createMember(t.app, { referral_token: 'friend-42' });
    expect((await me(t.app, member)).premium).toBe(false);
    const response = await pay(t.app, member, {
      nonce_from_the_client: nonce,
      get_last_four: lastFour,
      get_card_type: cardType,
      plan_name: 'yearly',
      plan_price: '143.88',
      mgm: 'ignored-the-server-knows',
    });
    expect(response.statusCode).toBe(200);
    const { subscription } = response.json();
    expect(subscription).toMatchObject({
      plan: 'yearly',
      status: 'trial',
      price: '143.88',
      card_type: cardType,
      last_four: lastFour,
      premium: true,
      can_cancel: true,
    });
    expect(daysFromNow(subscription.trial_ends_at)).toBe(14);
    expect(subscription.next_charge_date).toBe(subscription.trial_ends_at);
    expect((await me(t.app, member)).premium).toBe(true);
    const [row] = await t.db.select().from(subscriptions);
    expect(row).toMatchObject({ user_id: member.user.id, referral_token: 'friend-42', provider: 'sandbox' });
    // A trial charges nothing yet.
    expect(await t.db.select().from(payments)).toHaveLength(0);
  });

  it('gives 30 days of trial with the special code, any casing', async () => {
    const member = await createMember(t.app);
    const promo = await t.app.inject({
      method: 'POST',
      url: apiPaths.validatePromoCode,
      headers: member.headers,
      payload: { promocode: 'summer30' },
    });
    const response = await pay(t.app, member, {
      nonce_from_the_client: 'fake-valid-nonce',
      plan_name: 'montly',
      plan_price: '19.99',
      subscription_discount_id: promo.json().promocode_id,
    });
    expect(response.statusCode).toBe(200);
    expect(daysFromNow(response.json().subscription.trial_ends_at)).toBe(30);
  });

  it('charges the price after the promo and counts one use of it', async () => {
    const member = await createMember(t.app);
    const promo = await createPromo(t.db, { code: 'HALF', yearly_percent: 50, max_redemptions: 5 });
    await validatePromo(t.app, member, 'half');
    const response = await pay(t.app, member, {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'yearly',
      plan_price: '72.00', // 12 × 6.00 (11.99 less 50 %, rounded half up per month)
      subscription_discount_id: String(promo.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({ price: '72.00', promocode: 'HALF' });
    const [after] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(after?.redemptions).toBe(1);
  });

  it('refuses a price that is not the server’s own, and changes nothing', async () => {
    const member = await createMember(t.app);
    const promo = await createPromo(t.db, { code: 'HALF', yearly_percent: 50 });
    await validatePromo(t.app, member, 'HALF');
    for (const payload of [
      { plan_name: 'yearly', plan_price: '11.99' }, // the per-month value, not the period's
      { plan_name: 'yearly', plan_price: '72.00' }, // the promo's price without the promo
      { plan_name: 'yearly', plan_price: '143.88', subscription_discount_id: promo.id }, // the list price with it
    ]) {
      const response = await pay(t.app, member, {
        nonce_from_the_client: 'fake-valid-visa-nonce',
        ...payload,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'price_changed',
        message: english('shared.billing.priceMismatch'),
        errors: { plan_price: [english('shared.billing.priceMismatch')] },
      });
    }
    expect(await t.db.select().from(subscriptions)).toHaveLength(0);
    expect((await me(t.app, member)).premium).toBe(false);
  });

  it('refuses a promo that expired after it was validated, on the discount field', async () => {
    const member = await createMember(t.app);
    const promo = await createPromo(t.db, { code: 'OLD', valid_until: new Date(Date.now() + DAY) });
    await validatePromo(t.app, member, 'OLD');
    await t.db.update(promoCodes).set({ valid_until: new Date(Date.now() - DAY) });
    const response = await pay(t.app, member, {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'montly',
      plan_price: '19.99',
      subscription_discount_id: promo.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      subscription_discount_id: [english('shared.billing.promoExpired')],
    });
  });

  it('refuses the id of a promo the member never validated (ids are guessable, codes are not)', async () => {
    const member = await createMember(t.app);
    const promo = await createPromo(t.db, { code: 'VIP-SECRET-90', yearly_percent: 90 });
    const response = await pay(t.app, member, {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'yearly',
      plan_price: '14.40',
      subscription_discount_id: promo.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      subscription_discount_id: [english('shared.billing.promoUnknown')],
    });
    expect(await t.db.select().from(subscriptions)).toHaveLength(0);
  });

  it('refuses a promo used up between validation and payment', async () => {
    const member = await createMember(t.app);
    const promo = await createPromo(t.db, { code: 'LAST', montly_percent: 10, max_redemptions: 1 });
    await validatePromo(t.app, member, 'LAST');
    await t.db.update(promoCodes).set({ redemptions: 1 });
    const response = await pay(t.app, member, {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'montly',
      plan_price: '17.99',
      subscription_discount_id: promo.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      subscription_discount_id: [english('shared.billing.promoUsedUp')],
    });
  });

  it("answers a decline with the processor's message and changes nothing", async () => {
    const member = await createMember(t.app);
    const promo = await createPromo(t.db, { code: 'TEN', montly_percent: 10 });
    await validatePromo(t.app, member, 'TEN');
    const response = await pay(t.app, member, {
      nonce_from_the_client: 'fake-processor-declined-visa-nonce',
      plan_name: 'montly',
      plan_price: '17.99',
      subscription_discount_id: promo.id,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code: 'payment_declined', message: 'Do Not Honor' });
    expect(await t.db.select().from(subscriptions)).toHaveLength(0);
    const [after] = await t.db.select().from(promoCodes);
    expect(after?.redemptions).toBe(0);
    expect((await me(t.app, member)).premium).toBe(false);
  });

  it('answers an unknown nonce with the provider’s message', async () => {
    const member = await createMember(t.app);
    const response = await pay(t.app, member, {
      nonce_from_the_client: 'not-a-nonce',
      plan_name: 'montly',
      plan_price: '19.99',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Unknown or expired payment_method_nonce.');
  });

  it('makes one subscription and one charge of the same payment sent twice at the same moment', async () => {
    const member = await createMember(t.app);
    await buyPremium(t.app, member); // a first subscription, so the next one has no trial and charges now
    await t.db.update(subscriptions).set({ status: 'expired' });
    const payload = {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'montly',
      plan_price: '19.99',
    };
    const answers = await Promise.all([
      pay(t.app, member, payload),
      pay(t.app, member, payload),
      pay(t.app, member, payload),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json().subscription.id));
    expect(ids.size).toBe(1);
    const live = (await t.db.select().from(subscriptions)).filter((s) => s.status !== 'expired');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ status: 'active', price_cents: 1999 });
    const charges = await t.db.select().from(payments);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amount_cents).toBe(1999);
  });

  it('charges once when the provider made the subscription but its answer was lost, and the member retries', async () => {
    const attempts: string[] = [];
    const app = await t.buildApp({}, (built) => {
      const gateway = built.deps.payments;
      const create = gateway.createSubscription.bind(gateway);
      gateway.createSubscription = async (input) => {
        const result = await create(input);
        attempts.push(result.ok ? result.providerSubscriptionId : 'declined');
        if (attempts.length === 1) throw new Error('socket hang up'); // made at the provider, answer lost
        return result;
      };
    });
    const member = await createMember(app);
    const payload = {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'montly',
      plan_price: '19.99',
    };
    const lost = await pay(app, member, payload);
    expect(lost.statusCode).toBe(503);
    expect(lost.json().message).toBe(english('shared.billing.paymentsUnavailable'));
    expect(await t.db.select().from(subscriptions)).toHaveLength(0);

    const retried = await pay(app, member, payload);
    expect(retried.statusCode).toBe(200);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toBe(attempts[0]);
    const rows = await t.db.select().from(subscriptions);
    expect(rows.map((r) => r.provider_subscription_id)).toEqual([attempts[0]]);
  });

  it('answers a repeated payment with the subscription it already made', async () => {
    const member = await createMember(t.app);
    const first = await buyPremium(t.app, member);
    const again = await buyPremium(t.app, member, { plan: 'montly' });
    expect(again.id).toBe(first.id);
    expect(again.plan).toBe('yearly');
    expect(await t.db.select().from(subscriptions)).toHaveLength(1);
  });

  it('refuses a premium purchase from the iOS app', async () => {
    const member = await createMember(t.app);
    const response = await pay(
      t.app,
      member,
      {
        nonce_from_the_client: 'fake-valid-visa-nonce',
        plan_name: 'yearly',
        plan_price: await listPrice(t.app, 'yearly'),
      },
      { [PLATFORM_HEADER]: 'ios' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'premium_not_in_app',
      message: english('shared.billing.premiumNotInIos'),
    });
    expect(await t.db.select().from(subscriptions)).toHaveLength(0);
  });

  it('names each bad field and changes nothing', async () => {
    const member = await createMember(t.app);
    const response = await pay(t.app, member, {
      nonce_from_the_client: '',
      plan_name: 'weekly',
      plan_price: '19,99',
      get_last_four: 'abcd',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      nonce_from_the_client: [english('common.form.required')],
      plan_name: [english('shared.billing.planUnknown')],
      plan_price: [english('shared.billing.priceInvalid')],
      get_last_four: [expect.any(String)],
    });
    const missing = await pay(t.app, member, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'nonce_from_the_client',
      'plan_name',
      'plan_price',
    ]);
    const notJson = await t.app.inject({
      method: 'POST',
      url: apiPaths.webPayment,
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{"nonce',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await t.db.select().from(subscriptions)).toHaveLength(0);
  });

  it('is for signed-in members only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.webPayment,
      payload: { nonce_from_the_client: 'fake-valid-visa-nonce', plan_name: 'yearly', plan_price: '143.88' },
    });
    expect(response.statusCode).toBe(401);
    expect(await t.db.select().from(subscriptions)).toHaveLength(0);
  });

  it('replaces a past-due subscription only once the new payment succeeds; a decline leaves it running', async () => {
    const canceled: string[] = [];
    const app = await t.buildApp({}, (built) => {
      const gateway = built.deps.payments;
      const cancel = gateway.cancelSubscription.bind(gateway);
      gateway.cancelSubscription = async (id) => {
        canceled.push(id);
        return cancel(id);
      };
    });
    const member = await createMember(app);
    await buyPremium(app, member);
    await t.db.update(subscriptions).set({ status: 'past_due', paid_through: new Date(Date.now() - DAY) });
    const [pastDue] = await t.db.select().from(subscriptions);
    const payload = { plan_name: 'montly', plan_price: '19.99' };

    const declined = await pay(app, member, {
      ...payload,
      nonce_from_the_client: 'fake-processor-declined-visa-nonce',
    });
    expect(declined.statusCode).toBe(402);
    expect(canceled).toEqual([]);
    expect((await t.db.select().from(subscriptions)).map((s) => s.status)).toEqual(['past_due']);

    const paid = await pay(app, member, { ...payload, nonce_from_the_client: 'fake-valid-visa-nonce' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().subscription).toMatchObject({ status: 'active', premium: true, trial_ends_at: null });
    expect(canceled).toEqual([pastDue?.provider_subscription_id]);
    const statuses = (await t.db.select().from(subscriptions)).map((s) => s.status).sort();
    expect(statuses).toEqual(['active', 'canceled']);
  });

  it('asks a canceled member who is still premium to come back when premium ends', async () => {
    const member = await createMember(t.app);
    await buyPremium(t.app, member);
    await t.app.inject({ method: 'POST', url: apiPaths.cancelSubscription, headers: member.headers });
    const response = await pay(t.app, member, {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'montly',
      plan_price: '19.99',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^Your premium lasts until [A-Z][a-z]+ \d{1,2}, \d{4}\. You can subscribe again from then\.$/,
    );
    // In Spanish, the date as Spanish writes it (issue 35).
    const spanish = await pay(
      t.app,
      member,
      { nonce_from_the_client: 'fake-valid-visa-nonce', plan_name: 'montly', plan_price: '19.99' },
      { 'accept-language': 'es' },
    );
    expect(spanish.json().message).toMatch(
      /^Tu Premium dura hasta el \d{1,2} de [a-z]+ de \d{4}\. Podrás volver a suscribirte a partir de entonces\.$/,
    );
    expect(await t.db.select().from(subscriptions)).toHaveLength(1);
  });

  it('gives no second free trial to an address that had one on a deleted account', async () => {
    const first = await createMember(t.app, { email: 'returning@example.com' });
    await buyPremium(t.app, first);
    await t.app.inject({
      method: 'POST',
      url: apiPaths.destroyUser,
      headers: first.headers,
      payload: { current_password: first.password },
    });
    const again = await createMember(t.app, { email: 'Returning@Example.com' });
    const promo = await t.app.inject({
      method: 'POST',
      url: apiPaths.validatePromoCode,
      headers: again.headers,
      payload: { promocode: 'summer30' },
    });
    expect(promo.json().trial_days).toBe(0);
    const offer = await t.app.inject({ method: 'GET', url: apiPaths.subscription, headers: again.headers });
    expect(offer.json()).toEqual({ subscription: null, trial_days: 0 });
    const second = await buyPremium(t.app, again, { plan: 'montly' });
    expect(second).toMatchObject({ status: 'active', trial_ends_at: null });
  });

  it('records what the provider bills when a retry finds an attempt made for another plan', async () => {
    let lost = true;
    const app = await t.buildApp({}, (built) => {
      const gateway = built.deps.payments;
      const create = gateway.createSubscription.bind(gateway);
      gateway.createSubscription = async (input) => {
        const result = await create(input);
        if (lost) {
          lost = false;
          throw new Error('socket hang up');
        }
        return result;
      };
    });
    const member = await createMember(app);
    const yearly = await pay(app, member, {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'yearly',
      plan_price: '143.88',
    });
    expect(yearly.statusCode).toBe(503);
    const monthly = await pay(app, member, {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'montly',
      plan_price: '19.99',
    });
    expect(monthly.statusCode).toBe(200);
    expect(monthly.json().subscription).toMatchObject({ plan: 'yearly', price: '143.88' });
  });

  it('cancels a running subscription at the provider when the account is deleted', async () => {
    const canceled: string[] = [];
    const app = await t.buildApp({}, (built) => {
      const gateway = built.deps.payments;
      gateway.cancelSubscription = async (id) => {
        canceled.push(id);
      };
    });
    const member = await createMember(app);
    await buyPremium(app, member);
    const [row] = await t.db.select().from(subscriptions);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: apiPaths.destroyUser,
          headers: member.headers,
          payload: { current_password: member.password },
        })
      ).statusCode,
    ).toBe(200);
    expect(canceled).toEqual([row?.provider_subscription_id]);
  });

  it('keeps the subscription and its payments, detached, when the account is deleted', async () => {
    const member = await createMember(t.app);
    await buyPremium(t.app, member);
    await t.db.insert(payments).values({
      subscription_id: (await t.db.select().from(subscriptions))[0]?.id ?? 0,
      user_id: member.user.id,
      amount_cents: 14388,
      status: 'settled',
      provider_transaction_id: 'txn-1',
    });
    const destroyed = await t.app.inject({
      method: 'POST',
      url: apiPaths.destroyUser,
      headers: member.headers,
      payload: { current_password: member.password },
    });
    expect(destroyed.statusCode).toBe(200);
    const [kept] = await t.db.select().from(subscriptions);
    expect(kept).toMatchObject({ user_id: null, status: 'canceled' });
    const [payment] = await t.db.select().from(payments);
    expect(payment).toMatchObject({ user_id: null, amount_cents: 14388 });
  });
});
