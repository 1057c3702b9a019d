import {
  apiPaths,
  cancellationPaths,
  dunningPaths,
  formatCents,
  formatDate,
  type PauseState,
  pauseMessages,
  pausePaths,
  RESUME_ATTEMPTS,
} from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payments, subscriptionPauses, subscriptions } from '../../src/db/schema';
import { PAUSE_SWEEP, sweepPauses } from '../../src/features/billing';
import { figuresNow } from '../../src/features/studio/dashboard-figures';
import { t, withApp } from '../harness';
import { createMember, readOutbox, type TestMember } from '../helper';
import { buyPremium, postWebhook, sandbox } from './billing';

/** Issue 18: pausing premium, resuming it by date and by hand, and undoing a cancellation (decision 0028). */
withApp();

const DAY = 86_400_000;
const post = (url: string, member: Pick<TestMember, 'headers'>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: member.headers, ...(payload ? { payload } : {}) });
const state = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: pausePaths.pause, headers: member.headers })).json<PauseState>();
const rowOf = async (member: TestMember) => {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, member.user.id));
  if (!row) throw new Error('no subscription');
  return row;
};
/** The sandbox's restarts of the member's stored card (its gateway lives as long as the file's app). */
const restartsOf = async (member: TestMember) => {
  const { payment_method_token: token } = await rowOf(member);
  return sandbox(t.app)
    .restarts()
    .filter((restart) => restart.paymentMethodToken === token);
};
const chargesOf = async (member: TestMember) =>
  t.db.select().from(payments).where(eq(payments.user_id, member.user.id));
const clockAt = (at: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};
const sweep = () =>
  sweepPauses({
    db: t.db,
    gateway: t.app.deps.payments,
    mail: { jobs: t.app.jobs, publicUrl: 'http://studio.test', currency: 'USD' },
    log: t.app.log,
  });

/** A member past the trial: the first yearly charge went through (as Braintree's webhook says). */
const payingMember = async () => {
  const member = await createMember(t.app);
  await buyPremium(t.app, member);
  const row = await rowOf(member);
  const paidThrough = new Date(Date.now() + 300 * DAY);
  const notification = sandbox(t.app).sampleNotification({
    kind: 'subscription_charged_successfully',
    subscriptionId: row.provider_subscription_id,
    paidThrough,
    charge: {
      transactionId: `sandbox_txn_first_${member.user.id}`,
      amountCents: row.price_cents,
      status: 'settled',
    },
  });
  expect((await postWebhook(t.app, notification)).statusCode).toBe(200);
  expect((await rowOf(member)).status).toBe('active');
  return member;
};

const mailsOfKind = async (subject: string) =>
  (await readOutbox(t)).filter((m) => m.subject.startsWith(subject));

describe('pausing premium', () => {
  it('pauses from the end of the paid period, then resumes by itself at the date, once', async () => {
    const member = await payingMember();
    const before = await rowOf(member);
    const offered = await state(member);
    expect(offered.can_pause).toBe(true);
    expect(offered.choices.map((c) => c.months)).toEqual([1, 2, 3]);

    const paused = await post(pausePaths.pause, member, { months: 1 });
    expect(paused.statusCode).toBe(200);
    const resumesAt = new Date(paused.json<PauseState>().paused?.resumes_at ?? '');
    expect(resumesAt.toISOString()).toBe(offered.choices[0]?.resumes_at);
    // A month after the paid period ends.
    const days = (resumesAt.getTime() - before.paid_through.getTime()) / DAY;
    expect(days >= 28 && days <= 31).toBe(true);
    const row = await rowOf(member);
    // Premium stays until the end of the paid period; nothing more is billed meanwhile.
    expect(row).toMatchObject({ status: 'paused', paid_through: before.paid_through });
    const subscription = (
      await t.app.inject({ method: 'GET', url: apiPaths.subscription, headers: member.headers })
    ).json().subscription;
    expect(subscription).toMatchObject({ status: 'paused', premium: true, next_charge_date: null });
    // The dashboard: premium (and paid) until the paid period ends, but billing nothing a month.
    expect(await figuresNow(t.db, new Date())).toMatchObject({ premium_members: 1, mrr_cents: 0 });

    // A double click pauses once.
    expect((await post(pausePaths.pause, member, { months: 1 })).statusCode).toBe(200);
    const started = await mailsOfKind('Your premium is paused');
    expect(started).toHaveLength(1);
    expect(started[0]?.text).toContain(formatDate(resumesAt));
    // The price as the subscription page words it.
    expect(started[0]?.text).toContain(
      `at $${formatCents(before.price_cents, 'USD')} every 12 months on your card`,
    );

    // The provider's notice of the cancellation behind the pause changes nothing.
    const notice = sandbox(t.app).sampleNotification({
      kind: 'subscription_canceled',
      subscriptionId: row.provider_subscription_id,
    });
    expect((await postWebhook(t.app, notice)).statusCode).toBe(200);
    expect((await rowOf(member)).status).toBe('paused');

    // Two days before the resume: the reminder, once however often the sweep runs.
    clockAt(new Date(resumesAt.getTime() - 2 * DAY));
    await sweep();
    await sweep();
    expect(await mailsOfKind('Premium resumes on')).toHaveLength(1);
    expect(await restartsOf(member)).toHaveLength(0);

    // At the date: billing resumes, once, however often the job runs.
    clockAt(new Date(resumesAt.getTime() + 60_000));
    await t.app.jobs.send(PAUSE_SWEEP, {});
    await t.app.jobs.runReady();
    await sweep();
    await Promise.all([sweep(), sweep()]);
    const restarts = await restartsOf(member);
    expect(restarts).toHaveLength(1);
    expect(restarts[0]).toMatchObject({
      plan: before.plan,
      priceCents: before.price_cents,
      firstBillingDate: null,
      trialEndsAt: null,
    });
    const resumed = await rowOf(member);
    expect(resumed.status).toBe('active');
    expect(resumed.provider_subscription_id).toBe(restarts[0]?.providerSubscriptionId);
    expect(resumed.paid_through > resumesAt).toBe(true);
    expect((await chargesOf(member)).map((c) => c.amount_cents)).toEqual([
      before.price_cents,
      before.price_cents,
    ]);
    // The charge of the resume has its receipt, once.
    const resumeCharge = (await chargesOf(member)).at(-1);
    const receipts = (await readOutbox(t)).filter((m) =>
      m.text.includes(`Reference: ${resumeCharge?.provider_transaction_id}`),
    );
    expect(receipts.map((m) => m.subject)).toEqual(['Your Studio receipt']);
    expect((await figuresNow(t.db, new Date())).mrr_cents).toBeGreaterThan(0);
    const [pause] = await t.db.select().from(subscriptionPauses);
    expect(pause).toMatchObject({ resumed_by: 'date' });
    expect(await mailsOfKind('Your premium is paused')).toHaveLength(1);
    expect(await mailsOfKind('Premium resumes on')).toHaveLength(1);
  });

  it('resumes by hand before the paid period ends: billed from its end, nothing charged now', async () => {
    const member = await payingMember();
    const before = await rowOf(member);
    await post(pausePaths.pause, member, { months: 3 });
    const [first, second] = await Promise.all([
      post(pausePaths.resume, member),
      post(pausePaths.resume, member),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(first?.json<PauseState>().paused).toBeNull();
    const restarts = await restartsOf(member);
    expect(restarts).toHaveLength(1);
    expect(restarts[0]?.firstBillingDate).toEqual(before.paid_through);
    expect(restarts[0]?.charge).toBeNull();
    expect(await rowOf(member)).toMatchObject({ status: 'active', paid_through: before.paid_through });
    expect(await chargesOf(member)).toHaveLength(1);
    // The pause is over: the sweep at its old date bills nothing more.
    clockAt(new Date(before.paid_through.getTime() + 100 * DAY));
    await sweep();
    expect(await restartsOf(member)).toHaveLength(1);
  });

  it('a new card given while paused is the one the resume bills; nothing is charged now', async () => {
    const member = await payingMember();
    await post(pausePaths.pause, member, { months: 1 });
    const before = await rowOf(member);
    const updated = await post(dunningPaths.updateCard, member, {
      nonce_from_the_client: 'fake-valid-mastercard-nonce',
    });
    expect(updated.statusCode).toBe(200);
    const after = await rowOf(member);
    expect(after).toMatchObject({ status: 'paused', last_four: '4444' });
    expect(after.payment_method_token).not.toBe(before.payment_method_token);
    expect(await chargesOf(member)).toHaveLength(1);
    await post(pausePaths.resume, member);
    expect(await restartsOf(member)).toMatchObject([{ paymentMethodToken: after.payment_method_token }]);
  });

  it('a resume the card declines is told once, tried daily, and after a week ends premium', async () => {
    const member = await payingMember();
    const paused = await post(pausePaths.pause, member, { months: 1 });
    const resumesAt = new Date(paused.json<PauseState>().paused?.resumes_at ?? '');
    // A card the provider no longer accepts.
    await t.db
      .update(subscriptions)
      .set({ payment_method_token: 'expired-card' })
      .where(eq(subscriptions.user_id, member.user.id));
    clockAt(new Date(resumesAt.getTime() + 60_000));
    await sweep();
    await sweep();
    expect(await mailsOfKind('We could not restart your premium')).toHaveLength(1);
    expect((await rowOf(member)).status).toBe('paused');
    const [open] = await t.db
      .select()
      .from(subscriptionPauses)
      .where(eq(subscriptionPauses.user_id, member.user.id));
    expect(open).toMatchObject({ resume_attempts: 1, resumed_at: null });
    for (let day = 1; day < RESUME_ATTEMPTS; day += 1) {
      clockAt(new Date(resumesAt.getTime() + day * DAY + 120_000));
      await sweep();
    }
    expect((await rowOf(member)).status).toBe('expired');
    expect(await mailsOfKind('We could not restart your premium')).toHaveLength(1);
    expect(await mailsOfKind('Your premium has ended')).toHaveLength(1);
    const [closed] = await t.db
      .select()
      .from(subscriptionPauses)
      .where(eq(subscriptionPauses.user_id, member.user.id));
    expect(closed?.resumed_by).toBe('declined');
    expect(await restartsOf(member)).toHaveLength(0);
  });

  it('a resume keeps an accepted retention offer: the new provider subscription has the discount', async () => {
    const member = await payingMember();
    await t.app.inject({
      method: 'POST',
      url: cancellationPaths.retentionOffer,
      headers: member.headers,
      payload: {},
    });
    const row = await rowOf(member);
    expect(sandbox(t.app).discounts().has(row.provider_subscription_id)).toBe(true);
    await post(pausePaths.pause, member, { months: 1 });
    await post(pausePaths.resume, member);
    const resumed = await rowOf(member);
    expect(resumed.provider_subscription_id).not.toBe(row.provider_subscription_id);
    // Yearly: the offer is one discounted charge, the first of the new subscription.
    expect(sandbox(t.app).discounts().get(resumed.provider_subscription_id)).toMatchObject({
      billingCycles: 1,
    });
  });

  it('cancelled while paused and undone: the pause stands again, nothing billed before its date', async () => {
    const member = await payingMember();
    await post(pausePaths.pause, member, { months: 2 });
    expect((await post(apiPaths.cancelSubscription, member)).statusCode).toBe(200);
    expect((await rowOf(member)).status).toBe('canceled');
    expect((await post(pausePaths.undoCancel, member)).statusCode).toBe(200);
    expect(await rowOf(member)).toMatchObject({ status: 'paused', canceled_at: null });
    expect(await restartsOf(member)).toHaveLength(0);
    const [pause] = await t.db
      .select()
      .from(subscriptionPauses)
      .where(eq(subscriptionPauses.user_id, member.user.id));
    expect(pause).toMatchObject({ resumed_at: null, months: 2 });
  });

  it('refuses a second pause within 12 months, naming the field; refuses other lengths', async () => {
    const member = await payingMember();
    const wrong = await post(pausePaths.pause, member, { months: 4 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.months).toEqual([inEnglish(pauseMessages.monthsInvalid)]);
    await post(pausePaths.pause, member, { months: 1 });
    await post(pausePaths.resume, member);
    const again = await post(pausePaths.pause, member, { months: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.months[0]).toMatch(
      /^You can pause once every 12 months\. You can pause again from /,
    );
    expect((await rowOf(member)).status).toBe('active');
    const shown = await state(member);
    expect(shown).toMatchObject({ can_pause: false, choices: [] });
    expect(shown.next_pause_from).not.toBeNull();
    // In the member's language, the date as that language writes it (issue 35).
    const portuguese = await t.app.inject({
      method: 'POST',
      url: pausePaths.pause,
      headers: { ...member.headers, 'accept-language': 'pt-BR' },
      payload: { months: 2 },
    });
    expect(portuguese.json().errors.months[0]).toMatch(
      /^Você pode pausar uma vez a cada 12 meses\. Você poderá pausar de novo a partir de \d{1,2} de [a-zç]+ de \d{4}\.$/,
    );
  });

  it("is the member's own: another member can neither pause nor resume it", async () => {
    const owner = await payingMember();
    const other = await createMember(t.app);
    expect((await post(pausePaths.pause, other, { months: 1 })).statusCode).toBe(409);
    expect((await rowOf(owner)).status).toBe('active');
    await post(pausePaths.pause, owner, { months: 1 });
    expect((await post(pausePaths.resume, other)).statusCode).toBe(409);
    expect((await post(pausePaths.undoCancel, other)).statusCode).toBe(404);
    expect((await rowOf(owner)).status).toBe('paused');
    expect((await post(pausePaths.resume, { headers: {} })).statusCode).toBe(401);
  });

  it('pauses a trial from its end: nothing charged until the pause ends; resumed early, still that trial', async () => {
    const member = await createMember(t.app);
    await buyPremium(t.app, member);
    const before = await rowOf(member);
    expect((await post(pausePaths.pause, member, { months: 1 })).statusCode).toBe(200);
    expect((await rowOf(member)).status).toBe('paused');
    await post(pausePaths.resume, member);
    expect(await rowOf(member)).toMatchObject({ status: 'trial', paid_through: before.paid_through });
    expect((await restartsOf(member))[0]).toMatchObject({
      firstBillingDate: before.paid_through,
      charge: null,
    });
    expect(await chargesOf(member)).toHaveLength(0);
  });

  it('does not pause a past-due or canceled subscription', async () => {
    const member = await createMember(t.app);
    await buyPremium(t.app, member);
    await post(apiPaths.cancelSubscription, member);
    const refused = await post(pausePaths.pause, member, { months: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(inEnglish(pauseMessages.notPausable));
    expect((await state(member)).can_pause).toBe(false);
  });
});

describe('undoing a cancellation', () => {
  it('bills again from the old paid-through date: no new trial, no charge before it', async () => {
    const member = await createMember(t.app);
    await buyPremium(t.app, member);
    const before = await rowOf(member);
    await post(apiPaths.cancelSubscription, member);
    expect(await state(member)).toMatchObject({
      can_undo_cancel: true,
      premium_until: before.paid_through.toISOString(),
    });

    const [first, second] = await Promise.all([
      post(pausePaths.undoCancel, member),
      post(pausePaths.undoCancel, member),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(first?.json<PauseState>().can_undo_cancel).toBe(false);
    const restarts = await restartsOf(member);
    expect(restarts).toHaveLength(1);
    expect(restarts[0]).toMatchObject({
      firstBillingDate: before.paid_through,
      charge: null,
      trialEndsAt: null,
      priceCents: before.price_cents,
      plan: before.plan,
    });
    // Still the trial it was (ending when it ended), not a new one; nothing charged.
    expect(await rowOf(member)).toMatchObject({
      status: 'trial',
      trial_ends_at: before.trial_ends_at,
      paid_through: before.paid_through,
      canceled_at: null,
    });
    expect(await chargesOf(member)).toHaveLength(0);
    const subscription = (
      await t.app.inject({ method: 'GET', url: apiPaths.subscription, headers: member.headers })
    ).json().subscription;
    expect(subscription).toMatchObject({
      status: 'trial',
      can_cancel: true,
      next_charge_date: before.paid_through.toISOString(),
    });
  });

  it('has nothing to undo once premium has ended, or without a cancellation', async () => {
    const member = await createMember(t.app);
    await buyPremium(t.app, member);
    await post(apiPaths.cancelSubscription, member);
    clockAt(new Date(Date.now() + 30 * DAY));
    const late = await post(pausePaths.undoCancel, member);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(inEnglish(pauseMessages.nothingToUndo));
    expect(await restartsOf(member)).toHaveLength(0);
  });
});
