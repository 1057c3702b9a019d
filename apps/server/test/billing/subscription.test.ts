import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/db/schema';
import { t, withApp } from '../harness';
import { createMember } from '../helper';
import { buyPremium, me } from './billing';

withApp();

const getSubscription = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: apiPaths.subscription, headers });
const cancel = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: apiPaths.cancelSubscription, headers });

describe('GET /api/v4/users/me/subscription', () => {
  it('answers null before any purchase, then plan, status, next charge and card', async () => {
    const member = await createMember(t.app);
    expect((await getSubscription(member.headers)).json()).toEqual({ subscription: null, trial_days: 14 });
    const bought = await buyPremium(t.app, member, {
      plan: 'biannually',
      nonce: 'fake-valid-mastercard-nonce',
    });
    const response = await getSubscription(member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscription: bought, trial_days: 0 });
    expect(bought).toMatchObject({
      plan: 'biannually',
      status: 'trial',
      price: '101.94',
      card_type: 'MasterCard',
      last_four: '4444',
      premium: true,
      promocode: null,
    });
    // Nothing of the provider's (ids, customer) leaves the server.
    expect(JSON.stringify(response.json())).not.toContain('sandbox_');
  });

  it("shows a member only their own subscription, and nobody's without a session", async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    await buyPremium(t.app, other);
    expect((await getSubscription(member.headers)).json()).toEqual({ subscription: null, trial_days: 14 });
    expect((await getSubscription({})).statusCode).toBe(401);
  });
});

describe('POST /api/v4/users/me/subscription/cancel', () => {
  it('cancels: no next charge, premium until the paid-through date', async () => {
    const member = await createMember(t.app);
    const bought = await buyPremium(t.app, member);
    const response = await cancel(member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({
      status: 'canceled',
      next_charge_date: null,
      paid_through: bought.paid_through,
      premium: true,
      can_cancel: false,
    });
    expect((await me(t.app, member)).premium).toBe(true);
    const [row] = await t.db.select().from(subscriptions);
    expect(row?.canceled_at).not.toBeNull();
  });

  it('answers 409 when already canceled, 404 with no subscription, 401 without a session', async () => {
    const member = await createMember(t.app);
    const none = await cancel(member.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(english('shared.billing.noSubscription'));
    await buyPremium(t.app, member);
    await cancel(member.headers);
    const again = await cancel(member.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_canceled',
      message: english('shared.billing.alreadyCanceled'),
    });
    expect((await cancel({})).statusCode).toBe(401);
  });

  it("cannot cancel another member's subscription", async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    await buyPremium(t.app, other);
    expect((await cancel(member.headers)).statusCode).toBe(404);
    expect((await t.db.select().from(subscriptions))[0]?.status).toBe('trial');
  });

  it('lets a member whose premium ran out buy again, without a second trial', async () => {
    const member = await createMember(t.app);
    await buyPremium(t.app, member);
    await cancel(member.headers);
    await t.db.update(subscriptions).set({ paid_through: new Date(Date.now() - 1000) });
    expect((await me(t.app, member)).premium).toBe(false);
    const second = await buyPremium(t.app, member, { plan: 'montly' });
    expect(second).toMatchObject({ status: 'active', trial_ends_at: null, premium: true });
    expect(await t.db.select().from(subscriptions)).toHaveLength(2);
  });
});
