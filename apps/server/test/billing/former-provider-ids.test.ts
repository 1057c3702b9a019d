import { apiPaths, pausePaths } from '@studio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SampleNotification } from '../../src/adapters/payments/sandbox';
import { formerProviderSubscriptions, payments, subscriptions } from '../../src/db/schema';
import { createMember, createTestApp, readOutbox, type TestApp, type TestMember } from '../helper';
import { buyPremium, me, postWebhook, sandbox } from './billing';

/**
 * A resume or an undone cancellation replaces the member's provider subscription (decision 0028).
 * Notifications about the replaced one still arrive (its cancellation, a charge it made before):
 * they are acknowledged (200, so Braintree stops retrying) and applied only where they still make
 * sense: a charge is recorded; a cancel, an expiry or a failure leaves the running subscription be.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => t.truncateAll());

const DAY = 86_400_000;
const post = (url: string, member: TestMember, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: member.headers, ...(payload ? { payload } : {}) });
const rowOf = async (member: TestMember) => {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, member.user.id));
  if (!row) throw new Error('no subscription');
  return row;
};
const notify = async (input: SampleNotification) => {
  const response = await postWebhook(t.app, sandbox(t.app).sampleNotification(input));
  return { status: response.statusCode, message: response.json().message as string };
};
const mailsTo = async (member: TestMember) =>
  (await readOutbox(t)).filter((mail) => mail.to === member.email).map((mail) => mail.subject);

/** A paying member who paused and resumed by hand: answers the old provider id and the row after. */
const resumedMember = async () => {
  const member = await createMember(t.app);
  await buyPremium(t.app, member);
  const first = await rowOf(member);
  expect(
    await notify({
      kind: 'subscription_charged_successfully',
      subscriptionId: first.provider_subscription_id,
      paidThrough: new Date(Date.now() + 300 * DAY),
      charge: { transactionId: `first_${member.user.id}`, amountCents: first.price_cents, status: 'settled' },
    }),
  ).toEqual({ status: 200, message: 'applied' });
  expect((await post(pausePaths.pause, member, { months: 1 })).statusCode).toBe(200);
  expect((await post(pausePaths.resume, member)).statusCode).toBe(200);
  const resumed = await rowOf(member);
  expect(resumed.provider_subscription_id).not.toBe(first.provider_subscription_id);
  return { member, oldId: first.provider_subscription_id, resumed };
};

describe('notifications for a replaced provider subscription', () => {
  it('keeps the former id and acknowledges its cancel and expiry without touching the running subscription', async () => {
    const { member, oldId, resumed } = await resumedMember();
    expect(await t.db.select().from(formerProviderSubscriptions)).toMatchObject([
      { provider: 'sandbox', provider_subscription_id: oldId, subscription_id: resumed.id },
    ]);
    const before = await mailsTo(member);
    for (const kind of [
      'subscription_canceled',
      'subscription_expired',
      'subscription_went_past_due',
      'subscription_charged_unsuccessfully',
    ]) {
      expect(await notify({ kind, subscriptionId: oldId })).toEqual({ status: 200, message: 'applied' });
    }
    expect(await rowOf(member)).toMatchObject({
      status: 'active',
      provider_subscription_id: resumed.provider_subscription_id,
      paid_through: resumed.paid_through,
      canceled_at: null,
      grace_ends_at: null,
    });
    expect(await me(t.app, member)).toMatchObject({ premium: true });
    // No "premium ended" and no "payment failed": nothing happened to the member's premium.
    expect(await mailsTo(member)).toEqual(before);
    // The running id is still the one notices apply to; an id never ours is still a 404.
    expect(
      await notify({ kind: 'subscription_canceled', subscriptionId: resumed.provider_subscription_id }),
    ).toEqual({ status: 200, message: 'applied' });
    expect((await rowOf(member)).status).toBe('canceled');
    expect((await notify({ kind: 'subscription_canceled', subscriptionId: 'never_ours' })).status).toBe(404);
  });

  it('records a charge the replaced subscription made, once, with its receipt, and moves nothing else', async () => {
    const { member, oldId, resumed } = await resumedMember();
    const late: SampleNotification = {
      kind: 'subscription_charged_successfully',
      subscriptionId: oldId,
      paidThrough: new Date(resumed.paid_through.getTime() + 365 * DAY),
      charge: { transactionId: 'late_old_charge', amountCents: resumed.price_cents, status: 'settled' },
      timestamp: new Date(),
    };
    expect(await notify(late)).toEqual({ status: 200, message: 'applied' });
    expect(await notify(late)).toEqual({ status: 200, message: 'replayed' });
    const recorded = await t.db
      .select()
      .from(payments)
      .where(eq(payments.provider_transaction_id, 'late_old_charge'));
    expect(recorded).toMatchObject([
      {
        subscription_id: resumed.id,
        user_id: member.user.id,
        amount_cents: resumed.price_cents,
        status: 'settled',
      },
    ]);
    // The new subscription bills from its own date: the old one's paid-through does not move it.
    expect(await rowOf(member)).toMatchObject({
      status: 'active',
      paid_through: resumed.paid_through,
      provider_subscription_id: resumed.provider_subscription_id,
    });
    const receipts = (await readOutbox(t)).filter(
      (mail) => mail.to === member.email && mail.text.includes('Reference: late_old_charge'),
    );
    expect(receipts).toHaveLength(1);
  });

  it('after an undone cancellation, the old subscription’s cancel notice does not cancel the new one', async () => {
    const member = await createMember(t.app);
    await buyPremium(t.app, member);
    const first = await rowOf(member);
    expect((await post(apiPaths.cancelSubscription, member)).statusCode).toBe(200);
    expect((await post(pausePaths.undoCancel, member)).statusCode).toBe(200);
    const undone = await rowOf(member);
    expect(undone).toMatchObject({ status: 'trial', canceled_at: null });
    expect(
      await notify({ kind: 'subscription_canceled', subscriptionId: first.provider_subscription_id }),
    ).toEqual({ status: 200, message: 'applied' });
    expect(await rowOf(member)).toEqual(undone);
  });

  it("applies a former id only to its own subscription: another member's is untouched", async () => {
    const { oldId } = await resumedMember();
    const other = await createMember(t.app);
    await buyPremium(t.app, other);
    const theirs = await rowOf(other);
    await notify({
      kind: 'subscription_charged_successfully',
      subscriptionId: oldId,
      charge: { transactionId: 'old_charge_2', amountCents: 100, status: 'settled' },
    });
    await notify({ kind: 'subscription_expired', subscriptionId: oldId });
    expect(await rowOf(other)).toEqual(theirs);
    expect(await t.db.select().from(payments).where(eq(payments.user_id, other.user.id))).toEqual([]);
  });
});
