import {
  apiPaths,
  dunningPaths,
  GRACE_REMINDER_DAYS,
  PAST_DUE_GRACE_DAYS,
  type Subscription,
  subscriptionLifeMessages,
} from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberMails, payments, subscriptions } from '../../src/db/schema';
import { t, withApp } from '../harness';
import { createMember, readOutbox, type TestMember } from '../helper';
import { buyPremium, moveClock, postWebhook, sandbox } from './billing';

/**
 * Issue 18, failed payments: a failed renewal puts the subscription in past due with a grace
 * period (premium stays on, the member is told and reminded), a new card pays it at once, and an
 * unpaid grace period ends premium. Every mail goes once, whatever is replayed.
 */
withApp();

const DAY = 86_400_000;

const rowOf = async (userId: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, userId)))[0];

/** A member whose subscription is active (its trial paid) and due for renewal, and its provider id. */
const activeMember = async () => {
  const member = await createMember(t.app);
  await buyPremium(t.app, member, { plan: 'montly' });
  const row = await rowOf(member.user.id);
  if (!row) throw new Error('no subscription');
  // Its period ends now: the renewal is due.
  await t.db
    .update(subscriptions)
    .set({ status: 'active', paid_through: new Date(Date.now() - 60_000) })
    .where(eq(subscriptions.id, row.id));
  return { member, providerId: row.provider_subscription_id, subscriptionId: row.id };
};

const failRenewal = (providerId: string, kind = 'subscription_charged_unsuccessfully') =>
  sandbox(t.app).sampleNotification({
    kind,
    subscriptionId: providerId,
    ...(kind === 'subscription_charged_unsuccessfully'
      ? { charge: { transactionId: `failed-${providerId}`, amountCents: 1999, status: 'failed' as const } }
      : {}),
  });

const me = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers })).json<{
    premium: boolean;
    payment_failed: boolean;
  }>();

const updateCard = (member: TestMember, nonce: string) =>
  t.app.inject({
    method: 'POST',
    url: dunningPaths.updateCard,
    headers: member.headers,
    payload: { nonce_from_the_client: nonce },
  });

/** The outbox without the welcome every purchase sends (welcome-mails.test.ts reads that one). */
const outbox = async () =>
  (await readOutbox(t)).filter((mail) => !mail.subject.startsWith('Welcome to Studio premium'));

/** The subjects of the member's mails; the queue's ready jobs run first (a job may queue a mail). */
const mailsOf = async (member: TestMember) => {
  await t.app.jobs.runReady();
  return (await outbox()).filter((mail) => mail.to === member.email).map((mail) => mail.subject);
};

describe('a failed renewal', () => {
  it('cancelled during its grace period, premium ends then, and the mail says so', async () => {
    const { member, providerId } = await activeMember();
    await postWebhook(t.app, failRenewal(providerId));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: apiPaths.cancelSubscription,
      headers: member.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await me(member)).toMatchObject({ premium: false });
    const [mail] = (await outbox()).filter((m) => m.subject.startsWith('Your subscription is canceled'));
    expect(mail?.subject).toBe('Your subscription is canceled');
    expect(mail?.text).toContain('premium has ended');
  });

  it('puts the subscription in past due with a grace period: premium stays, the banner shows, one mail', async () => {
    const { member, providerId } = await activeMember();
    const before = Date.now();
    const notification = failRenewal(providerId);
    expect((await postWebhook(t.app, notification)).json()).toEqual({ message: 'applied' });

    const row = await rowOf(member.user.id);
    expect(row?.status).toBe('past_due');
    const grace = row?.grace_ends_at?.getTime() ?? 0;
    expect(grace).toBeGreaterThanOrEqual(before + PAST_DUE_GRACE_DAYS * DAY);
    expect(grace).toBeLessThanOrEqual(Date.now() + PAST_DUE_GRACE_DAYS * DAY);
    expect(await me(member)).toMatchObject({ premium: true, payment_failed: true });
    const answer = await t.app.inject({ method: 'GET', url: apiPaths.subscription, headers: member.headers });
    expect(answer.json().subscription).toMatchObject({
      status: 'past_due',
      premium: true,
      grace_ends_at: row?.grace_ends_at?.toISOString(),
    });

    // A replay, and Braintree's second notification of the same failure, change nothing more.
    expect((await postWebhook(t.app, notification)).json()).toEqual({ message: 'replayed' });
    await postWebhook(t.app, failRenewal(providerId, 'subscription_went_past_due'));
    expect((await rowOf(member.user.id))?.grace_ends_at).toEqual(row?.grace_ends_at);
    const mails = await outbox();
    expect(mails.map((m) => m.subject)).toEqual(['Your payment failed']);
    expect(mails[0]?.text).toContain('http://studio.test/page/subscription/card');
    expect(await t.db.select().from(payments)).toMatchObject([{ status: 'failed' }]);
  });

  it('is paid by a new card at once: active again, paid through a later date, banner gone, a receipt and a card mail', async () => {
    const { member, providerId } = await activeMember();
    await postWebhook(t.app, failRenewal(providerId));
    const past = await rowOf(member.user.id);

    const response = await updateCard(member, 'fake-valid-mastercard-nonce');
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ message: string; subscription: Subscription }>();
    expect(answer.message).toBe(inEnglish(subscriptionLifeMessages.cardUpdatedAndPaid));
    expect(answer.subscription).toMatchObject({
      status: 'active',
      card_type: 'MasterCard',
      last_four: '4444',
      grace_ends_at: null,
      premium: true,
    });
    const row = await rowOf(member.user.id);
    expect(row?.paid_through.getTime()).toBeGreaterThan(past?.paid_through.getTime() ?? 0);
    expect(row?.grace_ends_at).toBeNull();
    expect(await me(member)).toMatchObject({ premium: true, payment_failed: false });
    const settled = (await t.db.select().from(payments)).filter((p) => p.status === 'settled');
    expect(settled).toMatchObject([{ amount_cents: 1999, user_id: member.user.id }]);

    // Sent by one run of the queue: their order in the outbox is not theirs to keep.
    const mails = await outbox();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Your Studio receipt',
      'Your card is updated',
      'Your payment failed',
    ]);
    const receipt = mails.find((m) => m.subject === 'Your Studio receipt')?.text ?? '';
    for (const words of ['Plan: Monthly premium', 'Amount: $19.99', 'MasterCard ending in 4444', 'Date: ']) {
      expect(receipt).toContain(words);
    }
    // The provider's own notification of the same charge later sends no second receipt.
    const transactionId = settled[0]?.provider_transaction_id ?? '';
    await postWebhook(
      t.app,
      sandbox(t.app).sampleNotification({
        kind: 'subscription_charged_successfully',
        subscriptionId: providerId,
        charge: { transactionId, amountCents: 1999, status: 'settled' },
      }),
    );
    expect(await mailsOf(member)).toHaveLength(3);

    // Past the old grace period's end, its jobs find it paid: no reminder, premium stays.
    await moveClock(t.db, Date.now() + (PAST_DUE_GRACE_DAYS + 1) * DAY);
    await t.app.jobs.runReady();
    expect((await rowOf(member.user.id))?.status).toBe('active');
    expect(await mailsOf(member)).toHaveLength(3);
  });

  it('a declined card changes nothing and says why', async () => {
    const { member, providerId } = await activeMember();
    await postWebhook(t.app, failRenewal(providerId));
    const before = await rowOf(member.user.id);
    const response = await updateCard(member, 'fake-processor-declined-visa-nonce');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'payment_declined' });
    // The processor's words; the page puts ours ("Your card was declined…") above them.
    expect(response.json().message).toBe('Do Not Honor');
    expect(await rowOf(member.user.id)).toEqual(before);
    expect(await me(member)).toMatchObject({ payment_failed: true });
    expect(await mailsOf(member)).toEqual(['Your payment failed']);
  });

  it('reminds before the grace period ends, then ends premium unpaid, once; a later expiry notification mails nothing', async () => {
    const { member, providerId } = await activeMember();
    const start = Date.now();
    await postWebhook(t.app, failRenewal(providerId));
    const grace = (await rowOf(member.user.id))?.grace_ends_at?.getTime() ?? 0;

    await moveClock(t.db, grace - GRACE_REMINDER_DAYS * DAY - 60_000);
    await t.app.jobs.runReady();
    expect(await mailsOf(member)).toEqual(['Your payment failed']);
    await moveClock(t.db, grace - GRACE_REMINDER_DAYS * DAY + 60_000);
    expect(await mailsOf(member)).toEqual(['Your payment failed', 'Your premium ends soon']);
    expect(await me(member)).toMatchObject({ premium: true });

    await moveClock(t.db, grace + 60_000);
    expect(await me(member)).toMatchObject({ premium: false, payment_failed: true });
    await t.app.jobs.runReady();
    const row = await rowOf(member.user.id);
    expect(row).toMatchObject({ status: 'expired', grace_ends_at: null });
    expect(await me(member)).toMatchObject({ premium: false, payment_failed: false });
    await postWebhook(
      t.app,
      sandbox(t.app).sampleNotification({ kind: 'subscription_expired', subscriptionId: providerId }),
    );
    await t.app.jobs.runReady();
    const mails = await mailsOf(member);
    expect(mails).toEqual(['Your payment failed', 'Your premium ends soon', 'Your premium has ended']);
    expect(await t.db.select().from(memberMails).where(eq(memberMails.kind, 'premium_ended'))).toMatchObject([
      { event_key: `subscription:${row?.id}:ended` },
    ]);
    // An expired subscription's card cannot be updated: there is nothing running.
    expect((await updateCard(member, 'fake-valid-visa-nonce')).statusCode).toBe(404);
    expect(start).toBeLessThan(grace);
  });

  it('ends nothing once the period that failed was paid: the next failure has its own grace period (issue 33)', async () => {
    const { member, providerId } = await activeMember();
    await postWebhook(t.app, failRenewal(providerId));
    const first = await rowOf(member.user.id);
    const firstGrace = first?.grace_ends_at?.getTime() ?? 0;
    // A day before that grace period ends, the provider says the next renewal failed: paid through a
    // period later, so the one that failed was paid (its own notice is still on its way).
    await moveClock(t.db, firstGrace - DAY);
    const paidThrough = new Date((first?.paid_through.getTime() ?? 0) + 30 * DAY);
    await postWebhook(
      t.app,
      sandbox(t.app).sampleNotification({
        kind: 'subscription_went_past_due',
        subscriptionId: providerId,
        paidThrough,
      }),
    );
    const second = await rowOf(member.user.id);
    expect(second).toMatchObject({ status: 'past_due', paid_through: paidThrough });
    expect(second?.grace_ends_at?.getTime()).toBe(Date.now() + PAST_DUE_GRACE_DAYS * DAY);

    // The first grace period's reminder and end find it paid: premium stays.
    await moveClock(t.db, firstGrace + 60_000);
    expect(await mailsOf(member)).toEqual(['Your payment failed', 'Your payment failed']);
    expect(await rowOf(member.user.id)).toMatchObject({
      status: 'past_due',
      grace_ends_at: second?.grace_ends_at,
    });
    expect(await me(member)).toMatchObject({ premium: true, payment_failed: true });
  });

  it('a grace-end job whose failed period was paid since does nothing, though the row still reads past due', async () => {
    const { member, providerId } = await activeMember();
    await postWebhook(t.app, failRenewal(providerId));
    const row = await rowOf(member.user.id);
    const grace = row?.grace_ends_at?.getTime() ?? 0;
    // Paid through a later period by whatever way (the status is the provider's to move).
    await t.db
      .update(subscriptions)
      .set({ paid_through: new Date((row?.paid_through.getTime() ?? 0) + 30 * DAY) })
      .where(eq(subscriptions.user_id, member.user.id));

    await moveClock(t.db, grace + 60_000);
    expect(await mailsOf(member)).toEqual(['Your payment failed']);
    expect((await rowOf(member.user.id))?.status).toBe('past_due');
    expect(await me(member)).toMatchObject({ premium: true });
  });

  it('reminders turned off: no reminder, but the failure and the end still go', async () => {
    const { member, providerId } = await activeMember();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v4/users/me/mail-settings',
      headers: member.headers,
      payload: { reminders: false },
    });
    await postWebhook(t.app, failRenewal(providerId));
    expect(await mailsOf(member)).toEqual(['Your payment failed']);
    const grace = (await rowOf(member.user.id))?.grace_ends_at?.getTime() ?? 0;
    await moveClock(t.db, grace + 60_000);
    expect(await mailsOf(member)).toEqual(['Your payment failed', 'Your premium has ended']);
  });
});

describe('update card', () => {
  it('a running subscription takes a new card with no charge; only the card mail goes', async () => {
    const { member } = await activeMember();
    const response = await updateCard(member, 'fake-valid-amex-nonce');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: inEnglish(subscriptionLifeMessages.cardUpdated),
      subscription: { status: 'active', card_type: 'American Express', last_four: '0005' },
    });
    expect(await t.db.select().from(payments)).toHaveLength(0);
    expect(await mailsOf(member)).toEqual(['Your card is updated']);
  });

  it("never touches another member's subscription; needs a session; names a bad field", async () => {
    const { member, providerId } = await activeMember();
    await postWebhook(t.app, failRenewal(providerId));
    const before = await rowOf(member.user.id);
    const other = await createMember(t.app);
    const foreign = await updateCard(other, 'fake-valid-visa-nonce');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(inEnglish(subscriptionLifeMessages.noRunningSubscription));
    const anonymous = await t.app.inject({
      method: 'POST',
      url: dunningPaths.updateCard,
      payload: { nonce_from_the_client: 'fake-valid-visa-nonce' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: dunningPaths.updateCard,
      headers: member.headers,
      payload: { nonce_from_the_client: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['nonce_from_the_client']);
    expect(await rowOf(member.user.id)).toEqual(before);
    expect(await me(other)).toMatchObject({ payment_failed: false });
  });
});

describe('receipts and reversed charges', () => {
  /** A member who had premium before pays at once (no second trial). */
  const payingMember = async () => {
    const member = await createMember(t.app);
    await buyPremium(t.app, member);
    await t.db.update(subscriptions).set({ status: 'expired' });
    await buyPremium(t.app, member, { plan: 'yearly' });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.status, 'active'));
    if (!row) throw new Error('no paid subscription');
    return { member, row };
  };

  it('a purchase with no trial sends its receipt at once; a renewal notification sends one per charge', async () => {
    const { member, row } = await payingMember();
    expect(await mailsOf(member)).toEqual(['Your Studio receipt']);
    const renewal = sandbox(t.app).sampleNotification({
      kind: 'subscription_charged_successfully',
      subscriptionId: row.provider_subscription_id,
      paidThrough: new Date(row.paid_through.getTime() + 365 * DAY),
      charge: { transactionId: 'renewal-1', amountCents: row.price_cents, status: 'settled' },
    });
    await postWebhook(t.app, renewal);
    await postWebhook(t.app, renewal);
    const mails = (await outbox()).filter((m) => m.to === member.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Studio receipt', 'Your Studio receipt']);
    expect(mails[1]?.text).toContain('Plan: Yearly premium');
    expect(mails[1]?.text).toContain('Reference: renewal-1');
  });

  it('a first charge declined at settlement is reversed: payment failed, premium taken back, once', async () => {
    const { member, row } = await payingMember();
    const [charge] = await t.db.select().from(payments).where(eq(payments.subscription_id, row.id));
    const declined = sandbox(t.app).sampleNotification({
      kind: 'transaction_settlement_declined',
      subscriptionId: '',
      transactionId: charge?.provider_transaction_id ?? '',
    });
    expect((await postWebhook(t.app, declined)).json()).toEqual({ message: 'applied' });
    expect((await postWebhook(t.app, declined)).json()).toEqual({ message: 'replayed' });
    expect(
      (
        await t.db
          .select()
          .from(payments)
          .where(eq(payments.id, charge?.id ?? 0))
      )[0]?.status,
    ).toBe('failed');
    expect((await rowOf(member.user.id))?.status).toBe('expired');
    expect(await me(member)).toMatchObject({ premium: false });
    expect((await mailsOf(member)).sort()).toEqual(['Your Studio receipt', 'Your premium has ended'].sort());
  });
});
