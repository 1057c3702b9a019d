import { apiPaths, type PurchasePlans, studioPaths, studioSettingsPaths } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../src/features/studio';
import { CurrencyChangedError, settleStudioCurrency } from '../../src/features/studio/studio-settings';
import { createMember, createTestApp, readOutbox, type TestApp, type TestMember } from '../helper';
import { importSample } from '../library/catalog';
import { buyPremium, listPrice, pay } from './billing';

/**
 * Issue 35 "the studio's currency": every amount is in STUDIO_CURRENCY, as integer minor units of
 * it. A zero-decimal currency (JPY) reads and writes whole units; Brazilian reais read as Brazil
 * writes them in a Portuguese-speaking member's mail.
 */

/** Intl separates a symbol with a no-break space: compared with plain spaces. */
const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('a studio that charges yen (no decimals)', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ env: { STUDIO_CURRENCY: 'JPY' } });
    await importSample(t);
    member = await createMember(t.app, { name: 'Aiko' });
  });
  afterAll(async () => t?.close());

  it('answers plans and settings in whole yen', async () => {
    const plans = (await t.app.inject({ method: 'POST', url: apiPaths.purchasePlans })).json<PurchasePlans>();
    expect(plans).toMatchObject({ currency: 'JPY', montly_value: '1999', montly_discount: 0 });
    expect(plans.yearly_value).toMatch(/^\d+$/);
    const settings = await t.app.inject({ method: 'GET', url: studioSettingsPaths.settings });
    expect(settings.json()).toMatchObject({ currency: 'JPY' });
  });

  it('refuses a plan price with cents, charges the whole-yen one and mails it in yen', async () => {
    const price = await listPrice(t.app, 'yearly');
    expect(price).toMatch(/^\d+$/);
    const withCents = await pay(t.app, member, {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'yearly',
      plan_price: `${Number(price) / 100}`,
    });
    expect(withCents.statusCode).toBe(409);
    expect(withCents.json().errors).toHaveProperty('plan_price');

    const bought = await buyPremium(t.app, member, { plan: 'yearly' });
    expect(bought.price).toBe(price);
    const [welcome] = await readOutbox(t);
    expect(plain(welcome?.text)).toContain(`costs ¥${price} every 12 months`);
  });

  it('takes a program price in whole yen and refuses one with cents, naming the field in the language', async () => {
    const coach = await createMember(t.app, { email: 'coach-jpy@example.com' });
    await grantRole(t.db, null, { email: coach.email, role: 'coach' });
    const programs = (
      await t.app.inject({ method: 'GET', url: studioPaths.programs, headers: coach.headers })
    ).json<{ programs: { id: number; price: string }[] }>().programs;
    const [first] = programs;
    expect(first?.price).toMatch(/^\d+$/);
    const detail = (
      await t.app.inject({ method: 'GET', url: studioPaths.program(first?.id ?? 0), headers: coach.headers })
    ).json<Record<string, unknown> & { weeks: { days: { id: number }[] }[] }>();
    const body = {
      key: 'yen-program',
      title: 'Yen program',
      description: 'Priced in yen.',
      apple_product_id: '',
      purchase_paragraphs: ['One week.'],
      display_prompt: false,
      completion_prompt_url: '',
      tips_url: '',
      week_required_days: detail.week_required_days,
      weeks: detail.weeks.map((week) => ({ days: week.days.map((day) => day.id) })),
    };
    const refused = await t.app.inject({
      method: 'POST',
      url: studioPaths.programs,
      headers: { ...coach.headers, 'accept-language': 'pt-BR' },
      payload: { ...body, price: '49.99' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.price).toEqual(['Preço deve ser um valor em JPY, como 4999']);
    const english = await t.app.inject({
      method: 'POST',
      url: studioPaths.programs,
      headers: coach.headers,
      payload: { ...body, price: '49.99' },
    });
    expect(english.json().errors.price).toEqual(['Price must be an amount in JPY, such as 4999']);

    const made = await t.app.inject({
      method: 'POST',
      url: studioPaths.programs,
      headers: coach.headers,
      payload: { ...body, price: '4999' },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ price: '4999' });
  });
});

describe('a studio in Brazil', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STUDIO_CURRENCY: 'BRL' } });
    // As the server does at its start (src/server.ts), before any money.
    await settleStudioCurrency(t.db, 'BRL');
  });
  afterAll(async () => t?.close());

  it('mails a Portuguese-speaking member the price in reais, written as Brazil writes them', async () => {
    const member = await createMember(t.app, { name: 'Bia', language: 'pt-BR' });
    const bought = await buyPremium(t.app, member, { plan: 'yearly' });
    const [welcome] = await readOutbox(t);
    const reais = `R$ ${bought.price.replace('.', ',')}`;
    expect(plain(welcome?.text)).toContain(reais);
    expect(plain(welcome?.html)).toContain(reais);
  });

  it('refuses to start in another currency once money is recorded in this one', async () => {
    await expect(settleStudioCurrency(t.db, 'BRL')).resolves.toBeUndefined();
    const error = await settleStudioCurrency(t.db, 'EUR').catch((e) => e);
    expect(error).toBeInstanceOf(CurrencyChangedError);
    expect(error.message).toMatch(/STUDIO_CURRENCY is EUR, but .* recorded in BRL.*set STUDIO_CURRENCY=BRL/);
  });

  it('lets a studio with no money recorded yet change its currency', async () => {
    await t.truncateAll();
    await expect(settleStudioCurrency(t.db, 'EUR')).resolves.toBeUndefined();
    await expect(settleStudioCurrency(t.db, 'BRL')).resolves.toBeUndefined();
  });
});
