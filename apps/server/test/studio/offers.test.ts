import { type Offers, offerMessages, programPaths, studioPaths } from '@studio/shared';
import { english, inEnglish } from '@studio/shared/english';
import { describe, expect, it } from 'vitest';
import { auditLog, programs } from '../../src/db/schema';
import { grantRole } from '../../src/features/studio';
import { pay, validatePromo } from '../billing/billing';
import { createMember, createMemberWithProfile, createTestApp, type TestMember } from '../helper';
import { importSample } from '../library/catalog';
import { owner, t, withOwner } from './harness';

withOwner();

const as = (who: TestMember) => ({
  get: () => t.app.inject({ method: 'GET', url: studioPaths.offers, headers: who.headers }),
  premium: (payload: object) =>
    t.app.inject({ method: 'POST', url: studioPaths.premiumOffers, headers: who.headers, payload }),
  program: (payload: object) =>
    t.app.inject({ method: 'POST', url: studioPaths.programOffers, headers: who.headers, payload }),
  change: (kind: 'premium' | 'program', id: number, action: string) =>
    t.app.inject({
      method: 'PUT',
      url: kind === 'premium' ? studioPaths.premiumOfferState(id) : studioPaths.programOfferState(id),
      headers: who.headers,
      payload: { action },
    }),
});
const offers = async () => (await as(owner).get()).json<Offers>();
const promoCheck = (member: TestMember, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v3/braintrees/validade_promocode',
    headers: member.headers,
    payload: { promocode: code },
  });

describe('premium promo codes in the console (issue 17)', () => {
  it('an owner makes a code a member redeems; the console counts the use and the audit log the making', async () => {
    const made = await as(owner).premium({
      code: 'SPRING25',
      montly_percent: 25,
      biannually_percent: 25,
      yearly_percent: '25',
      trial_days: '',
      max_redemptions: 10,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      code: 'SPRING25',
      state: 'active',
      yearly_percent: 25,
      redemptions: 0,
    });

    const member = await createMemberWithProfile(t.app);
    const promoId = await validatePromo(t.app, member, 'spring25');
    const paid = await pay(t.app, member, {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'yearly',
      plan_price: '107.88', // 12 × 8.99 (11.99 less 25 %, rounded half up per month)
      subscription_discount_id: String(promoId),
    });
    expect(paid.statusCode).toBe(200);
    const [listed] = (await offers()).premium.filter((o) => o.code === 'SPRING25');
    expect(listed).toMatchObject({ state: 'active', max_redemptions: 10, redemptions: 1 });

    const entries = await t.db.select().from(auditLog);
    expect(entries.map((e) => [e.action, e.actor_id])).toContainEqual([
      'offer.premium.create',
      owner.user.id,
    ]);
  });

  it('lists the special trial code with its 30-day trial', async () => {
    const special = (await offers()).premium.filter((o) => o.special);
    expect(special).toMatchObject([
      { code: t.app.deps.config.SPECIAL_TRIAL_PROMO_CODE, trial_days: 30, state: 'active' },
    ]);
  });

  it('pauses a code (members are told it is not valid now), resumes it, and ends it for good', async () => {
    const { id } = (
      await as(owner).premium({
        code: 'PAUSEME',
        montly_percent: 10,
        biannually_percent: 10,
        yearly_percent: 10,
      })
    ).json();
    const member = await createMemberWithProfile(t.app);
    expect((await as(owner).change('premium', id, 'pause')).json().state).toBe('paused');
    const refused = await promoCheck(member, 'PAUSEME');
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      english('shared.billing.promoPaused'),
    ]);
    expect((await as(owner).change('premium', id, 'resume')).json().state).toBe('active');
    expect((await promoCheck(member, 'PAUSEME')).statusCode).toBe(200);
    expect((await as(owner).change('premium', id, 'end')).json().state).toBe('ended');
    expect((await promoCheck(member, 'PAUSEME')).json().message).toBe(english('shared.billing.promoExpired'));
    const again = await as(owner).change('premium', id, 'resume');
    expect([again.statusCode, again.json().message]).toEqual([409, inEnglish(offerMessages.ended)]);
    const actions = (await t.db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['offer.premium.pause', 'offer.premium.resume', 'offer.premium.end']),
    );
  });

  it('refuses bad input naming the field, a taken code, and changes nothing', async () => {
    const before = (await offers()).premium.length;
    const bad = await as(owner).premium({
      code: 'a b',
      montly_percent: 120,
      biannually_percent: -1,
      yearly_percent: 'lots',
      valid_from: '2030-02-01',
      valid_until: '2030-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['biannually_percent', 'code', 'montly_percent', 'valid_until', 'yearly_percent'].sort(),
    );
    expect(bad.json().errors.code).toEqual([inEnglish(offerMessages.codeInvalid)]);
    const backwards = await as(owner).premium({
      code: 'BACKWARDS',
      montly_percent: 5,
      biannually_percent: 5,
      yearly_percent: 5,
      valid_from: '2030-02-01',
      valid_until: '2030-01-01',
    });
    expect(backwards.json().errors).toEqual({ valid_until: [inEnglish(offerMessages.untilAfterFrom)] });
    const nothing = await as(owner).premium({
      code: 'NOTHING',
      montly_percent: 0,
      biannually_percent: 0,
      yearly_percent: 0,
    });
    expect(nothing.json().errors).toEqual({ montly_percent: [inEnglish(offerMessages.noDiscount)] });
    const past = await as(owner).premium({
      code: 'PAST',
      montly_percent: 5,
      biannually_percent: 5,
      yearly_percent: 5,
      valid_until: '2020-01-01',
    });
    expect(past.json().errors).toEqual({ valid_until: [inEnglish(offerMessages.untilInPast)] });
    await as(owner).premium({ code: 'TAKEN', montly_percent: 5, biannually_percent: 5, yearly_percent: 5 });
    const taken = await as(owner).premium({
      code: 'taken',
      montly_percent: 5,
      biannually_percent: 5,
      yearly_percent: 5,
    });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'promo_code_taken']);
    expect((await offers()).premium.length).toBe(before + 1);
    expect((await as(owner).change('premium', 999_999, 'pause')).statusCode).toBe(404);
    expect((await as(owner).change('premium', 1, 'explode')).json().errors).toHaveProperty('action');
  });

  it('takes the days in the studio time zone: until a day means through its end there', async () => {
    const zoned = await createTestApp({ env: { STUDIO_TIME_ZONE: 'America/New_York' } });
    try {
      const boss = await createMember(zoned.app, { email: 'boss@example.com' });
      await grantRole(zoned.db, null, { email: boss.email, role: 'owner' });
      const made = await zoned.app.inject({
        method: 'POST',
        url: studioPaths.premiumOffers,
        headers: boss.headers,
        payload: {
          code: 'NYC',
          montly_percent: 5,
          biannually_percent: 5,
          yearly_percent: 5,
          valid_from: '2030-03-01',
          valid_until: '2030-03-31',
        },
      });
      expect(made.json()).toMatchObject({
        state: 'scheduled',
        valid_from: '2030-03-01T05:00:00.000Z',
        valid_until: '2030-04-01T04:00:00.000Z',
      });
    } finally {
      await zoned.close();
    }
  });
});

describe('program promo codes in the console', () => {
  it('makes a code for one program that a member validates for it, and not for another; pause refuses it', async () => {
    await importSample(t);
    const [first, second] = await t.db
      .select({ id: programs.id, title: programs.title })
      .from(programs)
      .orderBy(programs.id)
      .limit(2);
    if (!first || !second) throw new Error('the test catalogue has programs');
    const made = await as(owner).program({
      code: 'ONLY15',
      percent: 15,
      program_id: first.id,
      max_redemptions: '',
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ code: 'ONLY15', percent: 15, program: first, state: 'active' });
    const member = await createMemberWithProfile(t.app);
    const validate = (programId: number) =>
      t.app.inject({
        method: 'POST',
        url: programPaths.validatePromo,
        headers: member.headers,
        payload: { code: 'only15', program_id: programId },
      });
    expect((await validate(first.id)).statusCode).toBe(200);
    expect((await validate(second.id)).json().errors).toEqual({
      code: [english('shared.programs.promoUnknown')],
    });
    await as(owner).change('program', made.json().id, 'pause');
    expect((await validate(first.id)).json().errors).toEqual({
      code: [english('shared.programs.promoPaused')],
    });
    expect((await offers()).program.find((o) => o.code === 'ONLY15')?.state).toBe('paused');
    const unknown = await as(owner).program({ code: 'NOPROG', percent: 10, program_id: 999_999 });
    expect(unknown.json().errors).toEqual({ program_id: [inEnglish(offerMessages.programUnknown)] });
  });
});
