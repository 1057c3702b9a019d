import {
  type ItemDetails,
  libraryPaths,
  type Program,
  type ProgramDetails,
  programPaths,
  type User,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxStorePurchase } from '../../src/adapters/store';
import { programPromoCodes } from '../../src/db/schema';
import { buyPremium, sandbox } from '../billing/billing';
import {
  createMemberWithProfile,
  createTestApp,
  nextDay,
  query,
  readOutbox,
  type TestApp,
  type TestMember,
} from '../helper';
import { importSample } from '../library/catalog';

let t: TestApp;
let premium: TestMember;
const receiptsTo = async (member: TestMember) =>
  (await readOutbox(t)).filter((m) => m.to === member.email && m.subject.startsWith('Your receipt'));
let strong: Program;
let quick: Program;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});
beforeEach(async () => {
  await t.truncateAll();
  await importSample(t);
  premium = await createMemberWithProfile(t.app);
  await buyPremium(t.app, premium);
  const list = await programs(premium);
  [strong, quick] = list as [Program, Program];
});

const programs = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: programPaths.list, headers: member.headers })).json<{
    programs: Program[];
  }>().programs;
const details = async (member: TestMember, id: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: programPaths.details(id),
    headers: member.headers,
  });
  return { status: response.statusCode, program: response.json<{ program: ProgramDetails }>().program };
};
const purchase = (
  member: TestMember,
  id: number,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: programPaths.purchase(id),
    headers: { ...member.headers, ...headers },
    payload,
  });
const card = { details: { nonce_from_the_client: 'fake-valid-visa-nonce' } };
const me = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/v4/users/me/', headers: member.headers })).json<User>();
const chargeCount = () => sandbox(t.app).charges().length;

describe('programs list and details', () => {
  it('lists the programs with the member state and the details with weeks and days', async () => {
    expect([strong.title, strong.price, strong.duration, strong.program_week_required_days]).toEqual([
      'Strong start',
      '49.99',
      2,
      2,
    ]);
    expect(strong).toMatchObject({
      has_purchased: false,
      has_completed: false,
      has_canceled: false,
      purchase: null,
      apple_product_id: 'studio.program.strong_start',
      program_purchase_paragraphs: ['Two weeks of strength.', 'No pause, no refund.'],
      banner_url: '/media/catalog/images/strong-start.jpg',
    });
    const { program } = await details(premium, strong.id);
    expect(
      program.weeks.map((w) => [
        w.week,
        w.range_days,
        w.days.map((d) => [d.day, d.exercise.title, d.exercise.completed]),
      ]),
    ).toEqual([
      [
        1,
        '1-7',
        [
          [1, 'Workout w0', false],
          [2, 'Workout w1', false],
        ],
      ],
      [
        2,
        '8-14',
        [
          [1, 'Workout w2', false],
          [2, 'Workout w0', false],
        ],
      ],
    ]);
    expect((await details(premium, 999999)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: programPaths.list })).statusCode).toBe(401);
  });
});

describe('program promo codes', () => {
  it('answers the id and discount of a valid code, case-insensitively, and names `code` otherwise', async () => {
    const [promo] = await t.db.insert(programPromoCodes).values({ code: 'Fit15', percent: 15 }).returning();
    await t.db
      .insert(programPromoCodes)
      .values({ code: 'OLD', percent: 50, valid_until: new Date('2020-01-01') });
    const post = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: programPaths.validatePromo,
        headers: premium.headers,
        payload: { code, program_id: strong.id },
      });
    const ok = await post('fit15');
    expect(ok.json()).toEqual({
      program_promo_code: { id: promo?.id, code: 'Fit15', discount_percentage: 15 },
    });
    for (const [code, message] of [
      ['nope', english('shared.programs.promoUnknown')],
      ['old', english('shared.programs.promoExpired')],
      ['', english('common.form.required')],
    ] as const) {
      const refused = await post(code);
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().errors).toEqual({ code: [message] });
    }
  });
});

describe('purchase_program', () => {
  it('rents the program with the card: one charge, in progress, days to set; the promo is taken off', async () => {
    const [promo] = await t.db.insert(programPromoCodes).values({ code: 'FIT15', percent: 15 }).returning();
    // A promo id counts only once this member validated its code.
    const guessed = await purchase(premium, strong.id, { ...card, program_promo_code_id: promo?.id });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().errors).toEqual({
      program_promo_code_id: [english('shared.programs.promoUnknown')],
    });
    await t.app.inject({
      method: 'POST',
      url: programPaths.validatePromo,
      headers: premium.headers,
      payload: { code: 'fit15' },
    });
    const before = chargeCount();
    const bought = await purchase(premium, strong.id, { ...card, program_promo_code_id: String(promo?.id) });
    expect(bought.statusCode).toBe(200);
    const { program } = bought.json<{ program: ProgramDetails }>();
    expect(program).toMatchObject({
      has_purchased: true,
      has_completed: false,
      purchase: { status: 'in_progress', price: '42.49' },
    });
    const days =
      (Date.parse(program.purchase?.ends_at ?? '') - Date.parse(program.purchase?.starts_at ?? '')) /
      86_400_000;
    expect(days).toBe(14);
    expect(chargeCount()).toBe(before + 1);
    expect(sandbox(t.app).charges().at(-1)?.amountCents).toBe(4249);
    expect(await me(premium)).toMatchObject({
      has_program: true,
      program_in_progress: { id: strong.id, title: 'Strong start' },
      program_week_required_days: 2,
      need_to_configure_days: true,
    });
    // The receipt (issue 18): what, how much, the card, and until when the program runs.
    const receipts = await receiptsTo(premium);
    expect(receipts.map((m) => m.subject)).toEqual(['Your receipt: Strong start']);
    expect(receipts[0]?.text).toContain('Amount: $42.49');
    expect(receipts[0]?.text).toMatch(/Paid with: Visa ending in 1111/);
    expect(receipts[0]?.html).toContain('Open your program');
  });

  it('refuses a member who is not premium, with the spec sentence, and changes nothing', async () => {
    const basic = await createMemberWithProfile(t.app);
    const refused = await purchase(basic, strong.id, card);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'premium_required',
      message: english('shared.programs.premiumRequired'),
    });
    expect((await programs(basic))[0]?.has_purchased).toBe(false);
  });

  it('refuses a second program while one runs, and the same one again, with their messages', async () => {
    expect((await purchase(premium, strong.id, card)).statusCode).toBe(200);
    const other = await purchase(premium, quick.id, card);
    expect([other.statusCode, other.json()]).toEqual([
      409,
      { code: 'program_in_progress', message: english('shared.programs.inProgress') },
    ]);
    const again = await purchase(premium, strong.id, card);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { code: 'program_owned', message: english('shared.programs.alreadyPurchased') },
    ]);
  });

  it('charges once for parallel purchases', async () => {
    const before = chargeCount();
    const answers = await Promise.all(Array.from({ length: 4 }, () => purchase(premium, strong.id, card)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(chargeCount()).toBe(before + 1);
    expect(await receiptsTo(premium)).toHaveLength(1);
  });

  it('answers a decline with the provider text and records nothing', async () => {
    const declined = await purchase(premium, strong.id, {
      details: { nonce_from_the_client: 'fake-processor-declined-visa-nonce' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Do Not Honor');
    expect((await programs(premium))[0]?.has_purchased).toBe(false);
    expect((await me(premium)).need_to_configure_days).toBe(false);
    expect(await receiptsTo(premium)).toEqual([]);
  });

  it('refuses bad input naming the field', async () => {
    const noCard = await purchase(premium, strong.id, {});
    expect([noCard.statusCode, Object.keys(noCard.json().errors)]).toEqual([400, ['details']]);
    const badPrice = await purchase(premium, strong.id, { transaction_identifier: 'x', price: 'lots' });
    expect([badPrice.statusCode, Object.keys(badPrice.json().errors)]).toEqual([400, ['price']]);
    expect((await purchase(premium, 999999, card)).statusCode).toBe(404);
  });
});

describe('iOS store purchases', () => {
  const ios = { 'x-client-platform': 'ios' };

  it('grants a verified store transaction once, checks the price, and refuses a card from iOS', async () => {
    const transaction = sandboxStorePurchase(t.app.deps.store, {
      appUserId: String(premium.user.id),
      productId: 'studio.program.strong_start',
    });
    const wrongPrice = await purchase(
      premium,
      strong.id,
      { transaction_identifier: transaction, transaction_status: 'purchased', price: '9.99' },
      ios,
    );
    expect([wrongPrice.statusCode, wrongPrice.json().message]).toEqual([
      409,
      english('shared.programs.priceMismatch'),
    ]);
    const cardFromIos = await purchase(premium, strong.id, card, ios);
    expect(cardFromIos.statusCode).toBe(400);
    const ok = await purchase(
      premium,
      strong.id,
      { transaction_identifier: transaction, transaction_status: 'purchased', price: '49.99' },
      ios,
    );
    expect(ok.statusCode).toBe(200);
    // The store sends its own receipt.
    expect(await receiptsTo(premium)).toEqual([]);
    // The same transaction cannot buy again (after the first rental has ended).
    await t.db.execute(sql`update program_purchases set ends_at = now() - interval '1 day'`);
    const reused = await purchase(
      premium,
      strong.id,
      { transaction_identifier: transaction, price: '49.99' },
      ios,
    );
    expect([reused.statusCode, reused.json()]).toEqual([
      409,
      { code: 'store_transaction_used', message: english('shared.programs.storeTransactionUsed') },
    ]);
  });

  it('refuses an unknown transaction and a program the store does not sell', async () => {
    const unknown = await purchase(
      premium,
      strong.id,
      { transaction_identifier: 'sandbox-unknown', price: '49.99' },
      ios,
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, english('shared.programs.notFound')]);
    const transaction = sandboxStorePurchase(t.app.deps.store, {
      appUserId: String(premium.user.id),
      productId: 'studio.program.strong_start',
    });
    const noProduct = await purchase(
      premium,
      quick.id,
      { transaction_identifier: transaction, price: '19.99' },
      ios,
    );
    expect([noProduct.statusCode, noProduct.json().message]).toEqual([
      404,
      english('shared.programs.notFound'),
    ]);
  });

  it('syncs the store purchases of the member on request', async () => {
    sandboxStorePurchase(t.app.deps.store, {
      appUserId: String(premium.user.id),
      productId: 'studio.program.strong_start',
    });
    const synced = await t.app.inject({
      method: 'POST',
      url: programPaths.storeSync,
      headers: premium.headers,
    });
    expect(synced.json<User>()).toMatchObject({ has_program: true, program_in_progress: { id: strong.id } });
    await t.app.inject({ method: 'POST', url: programPaths.storeSync, headers: premium.headers });
    const rows = await query<{ n: number }>(t.db, sql`select count(*)::int as n from program_purchases`);
    expect(rows[0]?.n).toBe(1);
  });
});

describe('training days, progress and completion', () => {
  const configure = (member: TestMember, id: number, days: Record<string, boolean>, goal = 2) =>
    t.app.inject({
      method: 'POST',
      url: programPaths.configureDays(id),
      headers: member.headers,
      payload: { program_id: id, model: { weekly_goal: goal, workout_days: days } },
    });

  it('takes exactly the days the program asks and marks days set', async () => {
    await purchase(premium, strong.id, card);
    const three = await configure(premium, strong.id, { monday: true, wednesday: true, friday: true }, 3);
    expect([three.statusCode, three.json().errors]).toEqual([
      400,
      { model: [english('shared.programs.daysMustMatch', { count: 2 })] },
    ]);
    const ok = await configure(premium, strong.id, { tuesday: true, thursday: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<User>()).toMatchObject({ need_to_configure_days: false, profile: { weekly_goal: 2 } });
    const other = await configure(premium, quick.id, { tuesday: true, thursday: true });
    expect([other.statusCode, other.json()]).toEqual([
      409,
      { code: 'no_running_program', message: english('shared.programs.noProgramToConfigure') },
    ]);
  });

  it('marks at most one program day a calendar day; the next one counts the next day (decision 0015)', async () => {
    await purchase(premium, strong.id, card);
    const { program } = await details(premium, strong.id);
    const [first, second, third] = program.weeks.flatMap((w) => w.days.map((d) => d.exercise.id));
    const play = (id: number) =>
      ['started', 'finished'].reduce<Promise<unknown>>(
        (before, event) =>
          before.then(() =>
            t.app.inject({
              method: 'POST',
              url: event === 'started' ? libraryPaths.started : libraryPaths.finished,
              headers: premium.headers,
              payload: { id, kind: 'workout' },
            }),
          ),
        Promise.resolve(),
      );
    const doneDays = async () =>
      (await details(premium, strong.id)).program.weeks.flatMap((w) =>
        w.days.map((d) => d.exercise.completed),
      );
    await play(first ?? 0);
    // Back to back, and two at once: the same day, neither is the program's next day.
    await play(second ?? 0);
    await Promise.all([play(second ?? 0), play(third ?? 0)]);
    expect(await doneDays()).toEqual([true, false, false, false]);
    nextDay();
    await Promise.all([play(second ?? 0), play(third ?? 0)]);
    expect((await doneDays()).filter(Boolean)).toHaveLength(2);
  });

  it('marks days done as their workouts finish, completes the program, then offers it again', async () => {
    await purchase(premium, strong.id, card);
    const { program } = await details(premium, strong.id);
    const seen = () =>
      t.app.inject({ method: 'PUT', url: programPaths.congratsSeen(strong.id), headers: premium.headers });
    // Running, not completed: there is no congratulation to have seen yet.
    const early = await seen();
    expect([early.statusCode, early.json()]).toEqual([
      409,
      { code: 'program_not_completed', message: english('shared.programs.congratsNotDue') },
    ]);
    const finish = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: libraryPaths.finished,
        headers: premium.headers,
        payload: { id, kind: 'workout' },
      });
    const w0 = program.weeks[0]?.days[0]?.exercise.id ?? 0;
    await finish(w0);
    let now = (await details(premium, strong.id)).program;
    expect(now.weeks.flatMap((w) => w.days.map((d) => d.exercise.completed))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    for (const day of [program.weeks[0]?.days[1], program.weeks[1]?.days[0]]) {
      nextDay();
      await t.app.inject({
        method: 'POST',
        url: libraryPaths.started,
        headers: premium.headers,
        payload: { id: day?.exercise.id, kind: 'workout' },
      });
      await finish(day?.exercise.id ?? 0);
    }
    nextDay();
    await t.app.inject({
      method: 'POST',
      url: libraryPaths.started,
      headers: premium.headers,
      payload: { id: w0, kind: 'workout' },
    });
    await finish(w0);
    now = (await details(premium, strong.id)).program;
    expect(now).toMatchObject({
      has_completed: true,
      has_purchased: false,
      purchase: { status: 'completed', congrats_seen: false },
    });
    expect((await me(premium)).has_program).toBe(false);
    expect((await seen()).statusCode).toBe(200);
    const first = await query<{ at: string }>(
      t.db,
      sql`select congrats_seen_at::text as at from program_purchases`,
    );
    expect((await seen()).statusCode).toBe(200);
    expect(await query(t.db, sql`select congrats_seen_at::text as at from program_purchases`)).toEqual(first);
    // Completed: buy again is allowed.
    expect((await purchase(premium, strong.id, card)).statusCode).toBe(200);
  });

  it("keeps another member's purchase out of reach", async () => {
    await purchase(premium, strong.id, card);
    const other = await createMemberWithProfile(t.app);
    expect((await details(other, strong.id)).program).toMatchObject({ has_purchased: false, purchase: null });
    expect((await me(other)).has_program).toBe(false);
  });
});

describe('rental', () => {
  it('keeps the program workouts watchable while the rental lasts, even when premium lapses', async () => {
    await purchase(premium, strong.id, card);
    await t.db.execute(
      sql`update subscriptions set status = 'expired', paid_through = now() - interval '1 day', trial_ends_at = null`,
    );
    const item = async (id: number) =>
      (
        await t.app.inject({ method: 'GET', url: libraryPaths.item('workout', id), headers: premium.headers })
      ).json<ItemDetails>();
    const { program } = await details(premium, strong.id);
    const rented = program.weeks[0]?.days[0]?.exercise.id ?? 0;
    expect(await item(rented)).toMatchObject({
      can_watch: true,
      file_url_hls: expect.stringContaining('.m3u8'),
    });
    const other = (await item(rented + 10)) as ItemDetails;
    expect(other.can_watch).toBe(false);
    // Once the weeks are over, the rental has ended: locked again, and another program may be bought.
    await t.db.execute(sql`update program_purchases set ends_at = now() - interval '1 minute'`);
    expect((await item(rented)).can_watch).toBe(false);
    expect((await details(premium, strong.id)).program).toMatchObject({
      has_purchased: false,
      has_canceled: true,
    });
    // Its training days were never chosen: nothing sends the member to a setup that cannot finish.
    expect(await me(premium)).toMatchObject({ program_in_progress: null, need_to_configure_days: false });
  });
});
