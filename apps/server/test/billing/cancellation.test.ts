import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  cancellationMessages,
  cancellationPaths,
  formatDate,
  IDEMPOTENCY_HEADER,
  MAX_CANCELLATION_TEXT,
  RETENTION_OFFER_ONCE_PER_MONTHS,
  type SubscriptionAnswer,
} from '@studio/shared';
import { english, inEnglish } from '@studio/shared/english';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cancellations, memberMails, payments, promoCodes, subscriptions } from '../../src/db/schema';
import { offerOpen } from '../../src/features/billing/retention-offer';
import { t, withApp } from '../harness';
import { authHeaders, createMember, readOutbox, signIn, type TestMember } from '../helper';
import { buyPremium, postWebhook, sandbox } from './billing';

withApp();

const cancel = (member: TestMember, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: apiPaths.cancelSubscription, headers: member.headers, payload });
const getOffer = (member: TestMember) =>
  t.app.inject({ method: 'GET', url: cancellationPaths.retentionOffer, headers: member.headers });
const accept = (
  member: TestMember,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: cancellationPaths.retentionOffer,
    headers: { ...member.headers, ...headers },
    payload,
  });

const rowOf = async (member: TestMember) => {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, member.user.id));
  if (!row) throw new Error('no subscription');
  return row;
};

/** A member on the monthly plan (19.99 a month, in its trial). */
const monthlyMember = async () => {
  const member = await createMember(t.app);
  const bought = await buyPremium(t.app, member, { plan: 'montly' });
  return { member, bought };
};

describe('cancelling with a reason', () => {
  it('a double click cancels once: one answer recorded, one mail, the second told it is canceled already', async () => {
    const { member } = await monthlyMember();
    const answers = await Promise.all([
      cancel(member, { reason: 'not_using' }),
      cancel(member, { reason: 'not_using' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(cancellations)).toHaveLength(1);
    const mails = (await readOutbox(t)).filter((m) => m.subject.startsWith('Your subscription is canceled'));
    expect(mails).toHaveLength(1);
  });

  it('stores the reason and the text, cancels, and mails the end date once', async () => {
    const { member, bought } = await monthlyMember();
    const response = await cancel(member, { reason: 'too_expensive', text: '  Money is tight  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<SubscriptionAnswer>().subscription).toMatchObject({
      status: 'canceled',
      paid_through: bought.paid_through,
      premium: true,
    });
    expect(await t.db.select().from(cancellations)).toMatchObject([
      {
        user_id: member.user.id,
        subscription_id: bought.id,
        reason: 'too_expensive',
        text: 'Money is tight',
        offer_made: true,
        offer_accepted_at: null,
      },
    ]);
    expect((await cancel(member, { reason: 'other' })).statusCode).toBe(409);
    const mails = (await readOutbox(t)).filter((m) => m.subject.startsWith('Your subscription is canceled'));
    const until = formatDate(bought.paid_through);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(member.email);
    expect(mails[0]?.text).toContain('/page/subscription');
    expect(mails[0]?.html).toContain('<p>');
    // The end date, as the app writes dates.
    expect(mails[0]?.subject).toBe(`Your subscription is canceled: premium lasts until ${until}`);
    expect(mails[0]?.text).toContain(`Premium stays yours until ${until}`);
    const sent = await t.db.select().from(memberMails);
    expect(sent.filter((m) => m.kind === 'cancellation_confirmed')).toHaveLength(1);
  });

  it('cancels without an answer as before (reason and text are optional)', async () => {
    const { member } = await monthlyMember();
    const response = await cancel(member);
    expect(response.json()).toMatchObject({ subscription: { status: 'canceled' } });
    expect(await t.db.select().from(cancellations)).toMatchObject([{ reason: null, text: null }]);
  });

  it('refuses an unknown reason or a too long text with a 400 naming the field, and changes nothing', async () => {
    const { member } = await monthlyMember();
    const badReason = await cancel(member, { reason: 'bored' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().errors).toEqual({ reason: [inEnglish(cancellationMessages.reasonUnknown)] });
    const longText = await cancel(member, { text: 'x'.repeat(MAX_CANCELLATION_TEXT + 1) });
    expect(longText.statusCode).toBe(400);
    expect(longText.json().errors).toEqual({ text: [inEnglish(cancellationMessages.textTooLong)] });
    const notText = await cancel(member, { text: ['a'] });
    expect([notText.statusCode, Object.keys(notText.json().errors)]).toEqual([400, ['text']]);
    const badAccept = await accept(member, { reason: 42 });
    expect(badAccept.statusCode).toBe(400);
    expect(Object.keys(badAccept.json().errors)).toEqual(['reason']);
    expect((await rowOf(member)).status).toBe('trial');
    expect(await t.db.select().from(cancellations)).toEqual([]);
    expect(await t.db.select().from(promoCodes)).toEqual([]);
  });
});

describe('the one offer', () => {
  it('is 50 % off the next 3 months of the same plan', async () => {
    const { member } = await monthlyMember();
    const response = await getOffer(member);
    expect(response.statusCode).toBe(200);
    // 19.99 less half, rounded half up to the cent: 10.00 to pay.
    expect(response.json()).toEqual({
      offer: { percent: 50, months: 3, billing_cycles: 3, price: '19.99', discounted_price: '10.00' },
    });
    expect((await getOffer(await createMember(t.app))).json()).toEqual({ offer: null });
  });

  it('accepted: the subscription runs on with the discount for 3 charges, through one code', async () => {
    const { member, bought } = await monthlyMember();
    const other = await monthlyMember();
    const first = await accept(member, { reason: 'too_expensive' });
    expect(first.statusCode).toBe(200);
    // A double click or a retry (the app sends it with an Idempotency-Key) accepts once.
    const second = await accept(member, { reason: 'too_expensive' }, { [IDEMPOTENCY_HEADER]: randomUUID() });
    expect(second.statusCode).toBe(200);
    const until = dayjs(bought.paid_through).add(3, 'month').toISOString();
    for (const answer of [first.json<SubscriptionAnswer>(), second.json<SubscriptionAnswer>()]) {
      expect(answer.subscription).toMatchObject({ status: 'trial', can_cancel: true, price: '19.99' });
      expect(answer.discount).toEqual({ discounted_price: '10.00', billing_cycles: 3, until });
    }
    const row = await rowOf(member);
    expect(sandbox(t.app).discounts().get(row.provider_subscription_id)).toEqual({
      amountCents: 999,
      billingCycles: 3,
    });
    const otherRow = await rowOf(other.member);
    expect(sandbox(t.app).discounts().has(otherRow.provider_subscription_id)).toBe(false);
    const codes = await t.db.select().from(promoCodes);
    expect(codes).toMatchObject([{ code: `STAY-${row.id}`, max_redemptions: 1, redemptions: 1 }]);
    expect(await t.db.select().from(cancellations)).toMatchObject([
      { user_id: member.user.id, reason: 'too_expensive', offer_made: true, promo_code_id: codes[0]?.id },
    ]);
    // The offer is taken: not offered again, and the page shows the discount.
    expect((await getOffer(member)).json()).toEqual({ offer: null });
    const page = await t.app.inject({ method: 'GET', url: apiPaths.subscription, headers: member.headers });
    expect(page.json<SubscriptionAnswer>().discount).toEqual({
      discounted_price: '10.00',
      billing_cycles: 3,
      until,
    });

    // The provider bills the next 3 charges at the discounted price; the subscription stays active.
    let paidThrough = dayjs(bought.paid_through);
    for (const n of [1, 2, 3]) {
      paidThrough = paidThrough.add(1, 'month');
      const applied = await postWebhook(
        t.app,
        sandbox(t.app).sampleNotification({
          kind: 'subscription_charged_successfully',
          subscriptionId: row.provider_subscription_id,
          paidThrough: paidThrough.toDate(),
          charge: { transactionId: `txn-kept-${n}`, amountCents: 1000, status: 'settled' },
        }),
      );
      expect(applied.json()).toEqual({ message: 'applied' });
    }
    expect(await rowOf(member)).toMatchObject({ status: 'active', price_cents: 1999 });
    expect((await t.db.select().from(payments)).map((p) => p.amount_cents)).toEqual([1000, 1000, 1000]);

    // Another member's subscription is untouched, and their offer still open.
    expect(await rowOf(other.member)).toMatchObject({ status: 'trial', canceled_at: null });
    expect((await getOffer(other.member)).json().offer).not.toBeNull();
    const otherPage = await t.app.inject({
      method: 'GET',
      url: apiPaths.subscription,
      headers: other.member.headers,
    });
    expect(otherPage.json<SubscriptionAnswer>().discount).toBeUndefined();

    // A year on, the same subscription is not offered what it took already (one per subscription).
    const aYearOn = dayjs().add(RETENTION_OFFER_ONCE_PER_MONTHS, 'month').add(1, 'day').toDate();
    expect(await offerOpen(t.db, member.user.id, await rowOf(member), aYearOn)).toBe(false);
  });

  it('refused ("Cancel anyway"): canceled, and not offered again within 12 months', async () => {
    const { member } = await monthlyMember();
    expect((await getOffer(member)).json().offer).not.toBeNull();
    expect((await cancel(member, { reason: 'need_break' })).json().subscription.status).toBe('canceled');
    expect(
      sandbox(t.app)
        .discounts()
        .has((await rowOf(member)).provider_subscription_id),
    ).toBe(false);
    expect(await t.db.select().from(promoCodes)).toEqual([]);

    // Premium runs out; the member comes back and subscribes again.
    await t.db.update(subscriptions).set({ paid_through: new Date(Date.now() - 1000) });
    await buyPremium(t.app, member, { plan: 'montly' });
    expect((await getOffer(member)).json()).toEqual({ offer: null });
    const refused = await accept(member);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      inEnglish(cancellationMessages.noOffer),
    ]);

    // A year on, the offer is made again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(dayjs().add(RETENTION_OFFER_ONCE_PER_MONTHS, 'month').add(1, 'day').toDate());
    // (The session of a year ago has ended: the member signs in again.)
    const token = await signIn(t.app, member);
    const later = { ...member, headers: authHeaders(member.email, token) };
    expect((await getOffer(later)).json().offer).toMatchObject({ discounted_price: '10.00' });
  });

  it('needs a running subscription of the member', async () => {
    const member = await createMember(t.app);
    const none = await accept(member);
    expect([none.statusCode, none.json().message]).toEqual([404, english('shared.billing.noSubscription')]);
    expect((await accept({ ...member, headers: {} })).statusCode).toBe(401);
  });
});
