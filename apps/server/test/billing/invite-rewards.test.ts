import {
  apiPaths,
  type Invites,
  invitePaths,
  StorefrontContentSchema,
  type StorefrontSettings,
  type StudioMember,
  type SubscriptionAnswer,
  storefrontSettingsPaths,
  studioPaths,
} from '@studio/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invites, payments, premiumGrants, storefrontSettings, subscriptions } from '../../src/db/schema';
import { grantRole } from '../../src/features/studio';
import { t, withApp } from '../harness';
import { createMember, type TestMember } from '../helper';
import { buyPremium, me, postWebhook, sandbox } from './billing';

/**
 * Invite a friend's rewards (issue 38, decision 0047): the invitee's first paid charge settling
 * gives the inviter free months and the invitee part of that charge back; the abuse rules refuse
 * an invite paid with the inviter's card or past the monthly cap; a refund or a reversal of that
 * charge takes the inviter's months back.
 */
withApp();

const MONTH_MS = 28 * 86_400_000;

const codeOf = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: invitePaths.invites, headers: member.headers })).json<Invites>();

const subscriptionOf = async (member: TestMember) => {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, member.user.id));
  if (!row) throw new Error('no subscription');
  return row;
};

/** The invitee's trial ends and its first period is charged, as the provider tells it. */
const firstCharge = async (member: TestMember, amountCents = 1999) => {
  const row = await subscriptionOf(member);
  const transactionId = `sandbox_first_${member.user.id}`;
  const response = await postWebhook(
    t.app,
    sandbox(t.app).sampleNotification({
      kind: 'subscription_charged_successfully',
      subscriptionId: row.provider_subscription_id,
      paidThrough: new Date(Date.now() + MONTH_MS),
      charge: { transactionId, amountCents, status: 'settled' },
    }),
  );
  expect(response.statusCode).toBe(200);
  await t.app.jobs.runReady();
  const [payment] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.provider_transaction_id, transactionId));
  if (!payment) throw new Error('no payment');
  return payment;
};

const inviteOf = async (invitee: TestMember) => {
  const [row] = await t.db.select().from(invites).where(eq(invites.invitee_id, invitee.user.id));
  return row;
};

const invited = async (inviter: TestMember, email: string, nonce = 'fake-valid-mastercard-nonce') => {
  const friend = await createMember(t.app, { email, referral_token: (await codeOf(inviter)).code });
  await buyPremium(t.app, friend, { plan: 'montly', nonce });
  return friend;
};

/** What the owner sets on the console's Storefront page (the row is made by the first save). */
const setRewards = (values: Partial<typeof storefrontSettings.$inferInsert>) =>
  t.db
    .insert(storefrontSettings)
    .values({ id: 1, content: StorefrontContentSchema.parse({ hero_title: {}, hero_lead: {} }), ...values })
    .onConflictDoUpdate({ target: storefrontSettings.id, set: values });

const ownerRefund = async (owner: TestMember, member: TestMember, paymentId: number) =>
  t.app.inject({
    method: 'POST',
    url: studioPaths.memberRefund(member.user.id),
    headers: owner.headers,
    payload: { payment: `premium:${paymentId}` },
  });

describe('invite a friend: the rewards (issue 38)', () => {
  it('gives both rewards when the first paid charge settles, and takes them back with a refund', async () => {
    const ana = await createMember(t.app, { email: 'ana@example.com' });
    const owner = await createMember(t.app, { email: 'owner@example.com' });
    await grantRole(t.db, null, { email: owner.email, role: 'owner' });
    expect((await me(t.app, ana)).premium).toBe(false);

    const bruno = await invited(ana, 'bruno@example.com');
    // The trial is no paid charge: nothing yet.
    expect((await inviteOf(bruno))?.status).toBe('joined');
    const payment = await firstCharge(bruno);

    const invite = await inviteOf(bruno);
    expect(invite).toMatchObject({ status: 'rewarded', payment_id: payment.id, inviter_months: 1 });
    // Half the first period back to Bruno's card, in whole cents rounded down.
    expect(invite?.invitee_refund_cents).toBe(999);
    expect(invite?.invitee_refund_id).toMatch(/^sandbox_refund_/);
    expect(payment.discount_refunded_cents).toBe(999);
    // Ana, with no subscription, has a month of premium from now.
    expect((await me(t.app, ana)).premium).toBe(true);
    const [grant] = await t.db.select().from(premiumGrants).where(eq(premiumGrants.user_id, ana.user.id));
    expect(grant).toMatchObject({ months: 1, subscription_id: null, revoked_at: null });
    const page = await t.app.inject({ method: 'GET', url: apiPaths.subscription, headers: ana.headers });
    expect(page.json<SubscriptionAnswer>()).toMatchObject({
      subscription: null,
      free_premium: { until: grant?.ends_at.toISOString(), months: 1 },
    });
    expect((await codeOf(ana)).invites).toEqual([
      { name: expect.any(String), joined_at: expect.any(String), status: 'rewarded', reward_months: 1 },
    ]);

    // A replayed or later charge decides nothing again.
    await firstCharge(bruno);
    expect(await t.db.select().from(premiumGrants)).toHaveLength(1);

    // The owner gives Bruno's first charge back: only what is left of it, and Ana's month goes.
    const refunded = await ownerRefund(owner, bruno, payment.id);
    expect(refunded.statusCode).toBe(200);
    const seen = refunded.json<StudioMember>().payments.find((p) => p.key === `premium:${payment.id}`);
    expect(seen?.status).toBe('refunded');
    expect((await inviteOf(bruno))?.status).toBe('revoked');
    expect((await me(t.app, ana)).premium).toBe(false);
    expect((await codeOf(ana)).invites[0]?.status).toBe('revoked');
    const after = await t.app.inject({ method: 'GET', url: apiPaths.subscription, headers: ana.headers });
    expect(after.json<SubscriptionAnswer>().free_premium).toBeUndefined();
  });

  it("moves a subscribed inviter's next charge by the months, and back when the charge is reversed", async () => {
    const ana = await createMember(t.app, { email: 'ana@example.com' });
    await buyPremium(t.app, ana, { plan: 'yearly', nonce: 'fake-valid-visa-nonce' });
    const before = await subscriptionOf(ana);
    const bruno = await invited(ana, 'bruno@example.com', 'fake-valid-amex-nonce');
    const payment = await firstCharge(bruno);

    const moved = await subscriptionOf(ana);
    expect(moved.provider_subscription_id).not.toBe(before.provider_subscription_id);
    const expected = new Date(before.paid_through);
    expected.setMonth(expected.getMonth() + 1);
    expect(moved.paid_through.getTime()).toBe(expected.getTime());
    // The provider bills nothing before then.
    const restart = sandbox(t.app).restarts().at(-1);
    expect(restart?.firstBillingDate?.getTime()).toBe(expected.getTime());

    // The bank declines Bruno's charge at settlement: the month comes off Ana's billing again.
    const response = await postWebhook(
      t.app,
      sandbox(t.app).sampleNotification({
        kind: 'transaction_settlement_declined',
        subscriptionId: '',
        transactionId: payment.provider_transaction_id,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect((await inviteOf(bruno))?.status).toBe('revoked');
    const back = await subscriptionOf(ana);
    expect(back.paid_through.getTime()).toBe(before.paid_through.getTime());
    expect(sandbox(t.app).restarts().at(-1)?.firstBillingDate?.getTime()).toBe(before.paid_through.getTime());
  });

  it('takes the reward back when the invitee wins a chargeback on that charge', async () => {
    const ana = await createMember(t.app, { email: 'ana@example.com' });
    const bruno = await invited(ana, 'bruno@example.com');
    const payment = await firstCharge(bruno);
    expect((await me(t.app, ana)).premium).toBe(true);
    const lost = await postWebhook(
      t.app,
      sandbox(t.app).sampleNotification({
        kind: 'dispute_lost',
        subscriptionId: '',
        transactionId: payment.provider_transaction_id,
      }),
    );
    expect(lost.statusCode).toBe(200);
    expect((await inviteOf(bruno))?.status).toBe('revoked');
    expect((await me(t.app, ana)).premium).toBe(false);
  });

  it("refuses an invite paid with the inviter's card, and one past the month's cap", async () => {
    const ana = await createMember(t.app, { email: 'ana@example.com' });
    await buyPremium(t.app, ana, { plan: 'montly', nonce: 'fake-valid-visa-nonce' });
    // Bruno pays with the card Ana paid with.
    const bruno = await invited(ana, 'bruno@example.com', 'fake-valid-visa-nonce');
    await firstCharge(bruno);
    expect(await inviteOf(bruno)).toMatchObject({ status: 'refused', refusal: 'same_card' });

    await setRewards({ invite_monthly_cap: 1 });
    const carla = await invited(ana, 'carla@example.com', 'fake-valid-mastercard-nonce');
    const dani = await invited(ana, 'dani@example.com', 'fake-valid-discover-nonce');
    await firstCharge(carla);
    await firstCharge(dani);
    expect((await inviteOf(carla))?.status).toBe('rewarded');
    expect(await inviteOf(dani)).toMatchObject({ status: 'refused', refusal: 'monthly_cap' });
    // Refused invites give nothing: one grant, no part of Dani's charge back.
    expect(await t.db.select().from(premiumGrants)).toHaveLength(1);
    expect((await inviteOf(dani))?.invitee_refund_id).toBeNull();
  });

  it('gives what the owner set: two months and no discount', async () => {
    await setRewards({ invite_months: 2, invite_discount_percent: 0 });
    const ana = await createMember(t.app, { email: 'ana@example.com' });
    const bruno = await invited(ana, 'bruno@example.com');
    const payment = await firstCharge(bruno);
    expect(await inviteOf(bruno)).toMatchObject({
      status: 'rewarded',
      inviter_months: 2,
      invitee_refund_id: null,
    });
    expect(payment.discount_refunded_cents).toBe(0);
    const [grant] = await t.db.select().from(premiumGrants);
    expect(grant?.months).toBe(2);
    expect((await codeOf(ana)).reward).toEqual({ months: 2, discount_percent: 0 });
  });

  it('lets the owner set the rewards, naming a value out of range and changing nothing', async () => {
    const owner = await createMember(t.app, { email: 'owner@example.com' });
    await grantRole(t.db, null, { email: owner.email, role: 'owner' });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: storefrontSettingsPaths.inviteRewards,
        headers: owner.headers,
        payload,
      });
    const refused = await put({ months: 1, discount_percent: 150, monthly_cap: 5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.discount_percent).toEqual([
      'Discount percent must be at most 100',
    ]);
    expect(await t.db.select().from(storefrontSettings)).toEqual([]);
    const saved = await put({ months: 3, discount_percent: 20, monthly_cap: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<StorefrontSettings>().invite_rewards).toEqual({
      months: 3,
      discount_percent: 20,
      monthly_cap: 2,
    });
    const ana = await createMember(t.app, { email: 'ana@example.com' });
    expect((await codeOf(ana)).reward).toEqual({ months: 3, discount_percent: 20 });
    // A member may not.
    const asMember = await t.app.inject({
      method: 'PUT',
      url: storefrontSettingsPaths.inviteRewards,
      headers: ana.headers,
      payload: { months: 12, discount_percent: 100, monthly_cap: 100 },
    });
    expect(asMember.statusCode).toBe(403);
  });
});
