import { type Program, type ProgramDetails, programPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programPromoCodes } from '../../src/db/schema';
import { sandbox } from '../billing/billing';
import { aPremium, me, post, premium, sampleCatalogue, send, t, withApp } from '../harness';
import { query } from '../helper';

/**
 * Issue 14, DESIGN 3a "Prices are the server's": the web purchase charged the server's price and
 * ignored a client price that differed, where the iOS path refused it with 409.
 */
let strong: Program;
const strongStart = async () => {
  const list = await send('GET', programPaths.list, undefined, premium);
  strong = list.json<{ programs: Program[] }>().programs.find((p) => p.title === 'Strong start') as Program;
};
withApp(sampleCatalogue, aPremium, strongStart);

const card = { details: { nonce_from_the_client: 'fake-valid-visa-nonce' } };
const purchase = (payload: Record<string, unknown>) =>
  post(premium, programPaths.purchase(strong.id), payload);
const purchases = () => query<{ id: number }>(t.db, sql`select id from program_purchases`);
const charges = () => sandbox(t.app).charges().length;

describe('the web program purchase checks a client-sent price (DESIGN 3a)', () => {
  it('refuses a differing price with 409 and the iOS message: nothing charged, nothing bought', async () => {
    expect(strong.price).toBe('49.99');
    const before = charges();
    for (const price of ['9.99', 9.99, '49.98', '50']) {
      const refused = await purchase({ ...card, price });
      expect([refused.statusCode, refused.json().message], String(price)).toEqual([
        409,
        english('shared.programs.priceMismatch'),
      ]);
    }
    expect(charges()).toBe(before);
    expect(await purchases()).toEqual([]);
    expect(await me(premium)).toMatchObject({ has_program: false, need_to_configure_days: false });
  });

  it('buys at an equal price, charging it once', async () => {
    const before = charges();
    const bought = await purchase({ ...card, price: 49.99 });
    expect(bought.statusCode).toBe(200);
    expect(bought.json<{ program: ProgramDetails }>().program.purchase?.price).toBe('49.99');
    expect(charges()).toBe(before + 1);
    expect(sandbox(t.app).charges().at(-1)?.amountCents).toBe(4999);
  });

  it('checks the price after the promo: the discounted price passes, the list price is refused', async () => {
    const [promo] = await t.db.insert(programPromoCodes).values({ code: 'FIT15', percent: 15 }).returning();
    await post(premium, programPaths.validatePromo, { code: 'FIT15' });
    const before = charges();
    const listPrice = await purchase({ ...card, program_promo_code_id: promo?.id, price: '49.99' });
    expect([listPrice.statusCode, listPrice.json().message]).toEqual([
      409,
      english('shared.programs.priceMismatch'),
    ]);
    expect(charges()).toBe(before);
    const discounted = await purchase({ ...card, program_promo_code_id: promo?.id, price: '42.49' });
    expect(discounted.statusCode).toBe(200);
    expect(sandbox(t.app).charges().at(-1)?.amountCents).toBe(4249);
  });

  it('without a price sent, buys as before', async () => {
    const bought = await purchase(card);
    expect(bought.statusCode).toBe(200);
    expect(await purchases()).toHaveLength(1);
  });
});
