import {
  apiPaths,
  type GiftPrices,
  type GiftPurchased,
  type GiftPurchaseInput,
  type GiftRedeemed,
  giftPaths,
  IDEMPOTENCY_HEADER,
  type StudioGift,
  type SubscriptionAnswer,
} from '@studio/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { gifts, premiumGrants, subscriptions } from '../../src/db/schema';
import { grantRole } from '../../src/features/studio';
import { t, withApp } from '../harness';
import { createMember, query, readOutbox, type TestMember } from '../helper';
import { buyPremium, me, moveClock, postWebhook, sandbox } from './billing';

/**
 * Gift subscriptions (issue 38, decision 0048): anyone buys months of premium for someone; the
 * code goes to them by mail on the day chosen; a member redeems it once, without a card.
 */
withApp();

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const order = (overrides: Partial<GiftPurchaseInput> = {}): GiftPurchaseInput => ({
  months: 3,
  recipient_name: 'Rita',
  recipient_email: 'rita@example.com',
  message: 'Happy birthday! Train with me.',
  deliver_on: today(),
  buyer_name: 'Paulo',
  buyer_email: 'paulo@example.com',
  nonce_from_the_client: 'fake-valid-visa-nonce',
  ...overrides,
});

const buy = (input: GiftPurchaseInput, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: giftPaths.gifts, payload: input, headers });

/** The code the recipient's mail carries (its only copy: the buyer never sees it). */
const mailedCode = async (to: string) => {
  const mail = (await readOutbox(t)).find(
    (m) => m.to === to && m.subject.includes('gave you Studio premium'),
  );
  const code = /Your gift code: ([A-Z0-9-]+)/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no gift mail to ${to}`);
  return code;
};

const redeem = (member: TestMember, code: string) =>
  t.app.inject({ method: 'POST', url: giftPaths.redeem, headers: member.headers, payload: { code } });

const giftRow = async () => {
  const [row] = await t.db.select().from(gifts);
  if (!row) throw new Error('no gift');
  return row;
};

describe('gift subscriptions (issue 38)', () => {
  it('sells 1, 3 or 12 months at the plan prices, to anyone, and mails the code on its day', async () => {
    const prices = (await t.app.inject({ method: 'GET', url: giftPaths.gifts })).json<GiftPrices>();
    expect(prices.prices.map((p) => p.months)).toEqual([1, 3, 12]);
    expect(prices.valid_months).toBe(12);

    const charged = sandbox(t.app).charges().length;
    const bought = await buy(order());
    expect(bought.statusCode).toBe(200);
    const answer = bought.json<GiftPurchased>();
    expect(answer).toMatchObject({ months: 3, price: prices.prices[1]?.price, deliver_on: today() });
    const expires = new Date(answer.expires_at);
    expect(expires.getTime() - Date.now()).toBeGreaterThan(364 * 86_400_000);
    expect(sandbox(t.app).charges()).toHaveLength(charged + 1);
    // The answer never holds the code: only the recipient's mail does.
    expect(bought.body).not.toContain((await giftRow()).code);

    const code = await mailedCode('rita@example.com');
    const mails = await readOutbox(t);
    const gift = mails.find((m) => m.to === 'rita@example.com');
    expect(gift?.text).toContain('Paulo wrote: “Happy birthday! Train with me.”');
    expect(gift?.text).toContain(`/sign/signup?gift=${code.replaceAll('-', '')}`);
    expect(mails.find((m) => m.to === 'paulo@example.com')?.subject).toBe('Your Studio gift is on its way');
    expect((await giftRow()).status).toBe('delivered');
  });

  it('charges once for a purchase sent twice with one Idempotency-Key', async () => {
    const charged = sandbox(t.app).charges().length;
    const key = 'gift-retry-0123456789abcdef';
    const first = await buy(order(), { [IDEMPOTENCY_HEADER]: key });
    const again = await buy(order(), { [IDEMPOTENCY_HEADER]: key });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(sandbox(t.app).charges()).toHaveLength(charged + 1);
    expect(await t.db.select().from(gifts)).toHaveLength(1);
  });

  it('waits for its day to mail it, then mails it at 09:00 in the studio', async () => {
    expect((await buy(order({ deliver_on: inDays(10) }))).statusCode).toBe(200);
    const mails = await readOutbox(t);
    expect(mails.filter((m) => m.to === 'rita@example.com')).toEqual([]);
    expect((await giftRow()).status).toBe('paid');
    const [job] = await query<{ start_after: Date | string }>(
      t.db,
      sql`select start_after from pgboss.job where name = 'gift_delivery' and state = 'created'`,
    );
    const at = new Date(job?.start_after ?? 0);
    expect(at.toISOString().slice(0, 10)).toBe(inDays(10));
    // The day comes: the queue's job runs and the mail goes.
    await moveClock(t.db, at.getTime() + 60_000);
    try {
      await mailedCode('rita@example.com');
      expect((await giftRow()).status).toBe('delivered');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a bad order naming the field, charging nothing', async () => {
    const charged = sandbox(t.app).charges().length;
    const past = await buy(order({ deliver_on: '2020-01-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.json<{ errors: Record<string, string[]> }>().errors.deliver_on).toEqual([
      'Choose today or a later day.',
    ]);
    const months = await buy({ ...order(), months: 2 as 3 });
    expect(months.statusCode).toBe(400);
    expect(Object.keys(months.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['months']);
    const declined = await buy(order({ nonce_from_the_client: 'fake-processor-declined-visa-nonce' }));
    expect(declined.statusCode).toBe(402);
    expect(sandbox(t.app).charges()).toHaveLength(charged);
    expect(await t.db.select().from(gifts)).toEqual([]);
  });

  it('gives a new member premium without a card, once', async () => {
    await buy(order({ months: 1 }));
    const code = await mailedCode('rita@example.com');
    const rita = await createMember(t.app, { email: 'rita@example.com' });
    expect((await me(t.app, rita)).premium).toBe(false);
    const redeemed = await redeem(rita, code.toLowerCase());
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json<GiftRedeemed>().months).toBe(1);
    expect((await me(t.app, rita)).premium).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: apiPaths.subscription, headers: rita.headers });
    expect(page.json<SubscriptionAnswer>()).toMatchObject({
      subscription: null,
      free_premium: { months: 1 },
    });

    const again = await redeem(rita, code);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This gift has already been redeemed.');
    expect(await t.db.select().from(premiumGrants)).toHaveLength(1);
  });

  it('lets one of two members redeeming the same code at once win', async () => {
    await buy(order());
    const code = await mailedCode('rita@example.com');
    const [a, b] = [await createMember(t.app), await createMember(t.app)];
    const answers = await Promise.all([redeem(a, code), redeem(b, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const grants = await t.db.select().from(premiumGrants);
    expect(grants).toHaveLength(1);
    expect((await giftRow()).redeemed_by).toBe(grants[0]?.user_id);
  });

  it("moves a running subscription's next charge by the gift's months", async () => {
    await buy(order({ months: 3 }));
    const code = await mailedCode('rita@example.com');
    const rita = await createMember(t.app, { email: 'rita@example.com' });
    await buyPremium(t.app, rita, { plan: 'montly' });
    const [before] = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, rita.user.id));
    expect((await redeem(rita, code)).statusCode).toBe(200);
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, rita.user.id));
    const expected = new Date(before?.paid_through ?? 0);
    expected.setMonth(expected.getMonth() + 3);
    expect(after?.paid_through.getTime()).toBe(expected.getTime());
    expect(sandbox(t.app).restarts().at(-1)?.firstBillingDate?.getTime()).toBe(expected.getTime());
  });

  it('refuses an unknown code naming the field, and an expired one', async () => {
    const rita = await createMember(t.app);
    const unknown = await redeem(rita, 'NOPE-NOPE-NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors.code).toEqual([
      'No gift has this code. Check it in your mail.',
    ]);
    await buy(order());
    const code = await mailedCode('rita@example.com');
    await t.db.update(gifts).set({ expires_at: new Date(Date.now() - 1000) });
    const expired = await redeem(rita, code);
    expect(expired.statusCode).toBe(409);
    expect(expired.json<{ message: string }>().message).toMatch(/^This gift has expired/);
    expect((await me(t.app, rita)).premium).toBe(false);
  });

  it('is voided by an owner refund before redemption; a redeemed one is not refundable', async () => {
    const owner = await createMember(t.app, { email: 'owner@example.com' });
    await grantRole(t.db, null, { email: owner.email, role: 'owner' });
    await buy(order());
    const code = await mailedCode('rita@example.com');
    const [listed] = (
      await t.app.inject({ method: 'GET', url: giftPaths.studioGifts, headers: owner.headers })
    ).json<{ gifts: StudioGift[] }>().gifts;
    expect(listed).toMatchObject({
      status: 'delivered',
      refundable: true,
      recipient_email: 'rita@example.com',
    });
    const refund = (id: number) =>
      t.app.inject({ method: 'POST', url: giftPaths.studioGiftRefund(id), headers: owner.headers });
    const refunded = await refund(listed?.id ?? 0);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<{ gifts: StudioGift[] }>().gifts[0]).toMatchObject({
      status: 'voided',
      refundable: false,
    });
    const rita = await createMember(t.app);
    const voided = await redeem(rita, code);
    expect(voided.statusCode).toBe(409);
    expect(voided.json<{ message: string }>().message).toBe('This gift was refunded and no longer works.');

    await buy(order({ recipient_email: 'ana@example.com' }));
    const second = await mailedCode('ana@example.com');
    expect((await redeem(rita, second)).statusCode).toBe(200);
    const [newest] = (
      await t.app.inject({ method: 'GET', url: giftPaths.studioGifts, headers: owner.headers })
    ).json<{ gifts: StudioGift[] }>().gifts;
    expect((await refund(newest?.id ?? 0)).statusCode).toBe(409);
  });

  it("takes a redeemed gift's premium back when its charge is declined at settlement", async () => {
    await buy(order());
    const code = await mailedCode('rita@example.com');
    const rita = await createMember(t.app);
    await redeem(rita, code);
    expect((await me(t.app, rita)).premium).toBe(true);
    const declined = await postWebhook(
      t.app,
      sandbox(t.app).sampleNotification({
        kind: 'transaction_settlement_declined',
        subscriptionId: '',
        transactionId: (await giftRow()).provider_transaction_id,
      }),
    );
    expect(declined.statusCode).toBe(200);
    expect((await giftRow()).status).toBe('voided');
    expect((await me(t.app, rita)).premium).toBe(false);
  });
});
