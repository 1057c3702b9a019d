import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../helper';
import { buyPremium, createPromo, validatePromo } from './billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SPECIAL_TRIAL_PROMO_CODE: 'Summer30' } });
});
afterAll(async () => t?.close());
beforeEach(async () => t.truncateAll());

const validate = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: apiPaths.validatePromoCode, headers, payload });
const DAY = 86_400_000;

describe('POST /api/v3/purchase_plans', () => {
  it('answers per-month values as decimal strings and discounts against the 19.99 monthly list price', async () => {
    const response = await t.app.inject({ method: 'POST', url: apiPaths.purchasePlans });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      montly_value: '19.99',
      biannually_value: '16.99',
      yearly_value: '11.99',
      montly_discount: 0,
      biannually_discount: 15,
      yearly_discount: 40,
      currency: 'USD',
    });
  });
});

describe('POST /api/v3/braintrees/validade_promocode', () => {
  it('answers the per-month amounts after the promo, its id and the 14-day trial', async () => {
    const member = await createMember(t.app);
    const promo = await createPromo(t.db, {
      code: 'SPRING',
      montly_percent: 10,
      biannually_percent: 25,
      yearly_percent: 50,
    });
    const response = await validate(member.headers, {
      id: member.user.id,
      promocode: 'spring',
      code: 'yearly',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      promocode_id: promo.id,
      promocode: 'SPRING',
      monthly_amount: '17.99', // 19.99 less 10 % = 17.991
      semesterly_amount: '12.74', // 16.99 less 25 % = 12.7425
      yearly_amount: '6.00', // 11.99 less 50 % = 5.995, half up
      trial_days: 14,
    });
  });

  it('accepts the code in `code` when `promocode` is absent', async () => {
    const member = await createMember(t.app);
    await createPromo(t.db, { code: 'SPRING', yearly_percent: 10 });
    const response = await validate(member.headers, { code: 'SPRING' });
    expect(response.statusCode).toBe(200);
    expect(response.json().yearly_amount).toBe('10.79');
  });

  it('gives the special code a 30-day trial, matched case-insensitively (seeded at start-up)', async () => {
    const member = await createMember(t.app);
    for (const code of ['SUMMER30', 'summer30', '  Summer30 ']) {
      const response = await validate(member.headers, { promocode: code });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ trial_days: 30, yearly_amount: '11.99' });
    }
  });

  it('gives a promo its own trial length, and no trial to a member who has had a subscription', async () => {
    const member = await createMember(t.app);
    await createPromo(t.db, { code: 'LONGTRIAL', trial_days: 21 });
    expect((await validate(member.headers, { promocode: 'LONGTRIAL' })).json().trial_days).toBe(21);
    await buyPremium(t.app, member);
    expect((await validate(member.headers, { promocode: 'LONGTRIAL' })).json().trial_days).toBe(0);
  });

  it.each([
    ['unknown', {}, english('shared.billing.promoUnknown')],
    ['expired', { valid_until: new Date(Date.now() - DAY) }, english('shared.billing.promoExpired')],
    ['not yet valid', { valid_from: new Date(Date.now() + DAY) }, english('shared.billing.promoNotYetValid')],
    ['used up', { max_redemptions: 2, redemptions: 2 }, english('shared.billing.promoUsedUp')],
  ])('refuses an %s code with its message on the field', async (kind, values, message) => {
    const member = await createMember(t.app);
    if (kind !== 'unknown') await createPromo(t.db, { code: 'CODE1', ...values });
    const response = await validate(member.headers, { promocode: 'CODE1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation', message, errors: { promocode: [message] } });
  });

  it('accepts a code still inside its window and under its limit', async () => {
    const member = await createMember(t.app);
    await createPromo(t.db, {
      code: 'WINDOW',
      valid_from: new Date(Date.now() - DAY),
      valid_until: new Date(Date.now() + DAY),
      max_redemptions: 2,
      redemptions: 1,
    });
    expect((await validate(member.headers, { promocode: 'WINDOW' })).statusCode).toBe(200);
  });

  it('names the field of bad input', async () => {
    const member = await createMember(t.app);
    const missing = await validate(member.headers, { id: member.user.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ promocode: [english('common.form.required')] });
    const blank = await validate(member.headers, { promocode: '   ' });
    expect(blank.json().errors).toEqual({ promocode: [english('common.form.required')] });
    const long = await validate(member.headers, { promocode: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['promocode']);
    const wrongType = await validate(member.headers, { promocode: 42 });
    expect(wrongType.statusCode).toBe(400);
  });

  it("does not answer for another member's id", async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    await createPromo(t.db, { code: 'SPRING' });
    expect((await validate(member.headers, { id: other.user.id, promocode: 'SPRING' })).statusCode).toBe(404);
  });

  it('is for signed-in members only', async () => {
    expect((await validate({}, { promocode: 'SPRING' })).statusCode).toBe(401);
  });

  it('limits guessing: past the limit a member gets 429', async () => {
    const app = await t.buildApp({ AUTH_RATE_LIMIT: '3' });
    const member = await createMember(app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: apiPaths.validatePromoCode,
            headers: member.headers,
            payload: { promocode: `GUESS${i}` },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('POST /api/v3/braintrees/discount_information', () => {
  const info = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: apiPaths.discountInformation, headers, payload });

  it('answers what a discount id grants, to a member who validated its code', async () => {
    const member = await createMember(t.app);
    const promo = await createPromo(t.db, { code: 'SPRING', biannually_percent: 10 });
    await validatePromo(t.app, member, 'spring');
    const response = await info(member.headers, { discount_id: String(promo.id), ip_user: '203.0.113.7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      promocode_id: promo.id,
      promocode: 'SPRING',
      semesterly_amount: '15.29',
    });
  });

  it('does not tell a member what an id grants before they have shown they know its code', async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    const promo = await createPromo(t.db, { code: 'VIP-SECRET-90', yearly_percent: 90 });
    await validatePromo(t.app, other, 'VIP-SECRET-90');
    const response = await info(member.headers, { discount_id: promo.id });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('VIP');
  });

  it('answers 404 for an unknown id, 400 for a bad one and 401 without a session', async () => {
    const member = await createMember(t.app);
    const unknown = await info(member.headers, { discount_id: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(english('shared.billing.discountUnknown'));
    const bad = await info(member.headers, { discount_id: 'drop table' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['discount_id']);
    expect((await info({}, { discount_id: 1 })).statusCode).toBe(401);
  });
});
