import {
  libraryPaths,
  type Program,
  type ProgramCreateInput,
  type ProgramDetails,
  programEditorMessages,
  programPaths,
  type StudioProgram,
  type StudioProgramList,
  type StudioProgramWorkouts,
  studioPaths,
} from '@studio/shared';
import { english, inEnglish } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, items, programPurchases, programs } from '../../src/db/schema';
import { CatalogError } from '../../src/features/library';
import { grantRole } from '../../src/features/studio';
import { buyPremium } from '../billing/billing';
import {
  createMember,
  createMemberWithProfile,
  createTestApp,
  nextDay,
  type TestApp,
  type TestMember,
} from '../helper';
import { importSample, sampleCatalog } from '../library/catalog';

const DAY_MS = 86_400_000;

let t: TestApp;
let coach: TestMember;
let buyer: TestMember;
let other: TestMember;
/** Item ids of the sample catalogue by key (w0…w22 workouts, live-soon, oats…). */
let ids: Record<string, number>;
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
  coach = await createMember(t.app, { email: 'coach@example.com' });
  await grantRole(t.db, null, { email: coach.email, role: 'coach' });
  buyer = await createMemberWithProfile(t.app);
  await buyPremium(t.app, buyer);
  other = await createMemberWithProfile(t.app);
  await buyPremium(t.app, other);
  ids = Object.fromEntries(
    (await t.db.select({ key: items.key, id: items.id }).from(items)).map((row) => [row.key, row.id]),
  );
});

const input = (overrides: Partial<ProgramCreateInput> = {}): ProgramCreateInput => ({
  key: 'core-builder',
  title: 'Core builder',
  description: 'Two weeks for the middle.',
  price: '29.50',
  apple_product_id: '',
  purchase_paragraphs: ['Two consecutive weeks from the day you buy it.', 'No pause, no refund.'],
  display_prompt: true,
  completion_prompt_url: 'https://forms.studio.example/core-done',
  tips_url: '',
  week_required_days: 2,
  weeks: [{ days: [ids.w3 as number, ids.w4 as number] }, { days: [ids.w5 as number, ids.w3 as number] }],
  ...overrides,
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = coach) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const create = async (overrides: Partial<ProgramCreateInput> = {}) => {
  const made = await send('POST', studioPaths.programs, input(overrides));
  expect(made.statusCode, made.body).toBe(200);
  return made.json<StudioProgram>();
};
const update = (id: number, values: object) => send('PUT', studioPaths.program(id), values);
const show = (id: number, visible = true) => send('PUT', studioPaths.programVisibility(id), { visible });
/** The editor's values of a program as it is, with `overrides`. */
const valuesOf = (program: StudioProgram, overrides: object = {}) => ({
  title: program.title,
  description: program.description,
  price: program.price,
  apple_product_id: program.apple_product_id,
  purchase_paragraphs: program.purchase_paragraphs,
  display_prompt: program.display_prompt,
  completion_prompt_url: program.completion_prompt_url,
  tips_url: program.tips_url,
  week_required_days: program.week_required_days,
  weeks: program.weeks.map((week) => ({ days: week.days.map((day) => day.id) })),
  ...overrides,
});
const memberList = async (member: TestMember) =>
  (await send('GET', programPaths.list, undefined, member)).json<{ programs: Program[] }>().programs;
const memberDetails = (member: TestMember, id: number) =>
  send('GET', programPaths.details(id), undefined, member);
const buy = (member: TestMember, id: number) =>
  send(
    'POST',
    programPaths.purchase(id),
    { details: { nonce_from_the_client: 'fake-valid-visa-nonce' } },
    member,
  );
const entries = async () =>
  (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((e) => e.action.startsWith('program.'));
const programCount = async () => (await t.db.select({ id: programs.id }).from(programs)).length;

describe('programs in the console (issue 17)', () => {
  it('are for coaches and owners: a coach lists them with the workouts to choose from, a member is refused', async () => {
    const list = await send('GET', studioPaths.programs);
    expect(list.statusCode).toBe(200);
    expect(
      list.json<StudioProgramList>().programs.map((p) => [p.key, p.origin, p.visible, p.purchases]),
    ).toEqual([
      ['strong-start', 'catalog', true, 0],
      ['quick', 'catalog', true, 0],
    ]);
    const workouts = (await send('GET', studioPaths.programWorkouts)).json<StudioProgramWorkouts>().workouts;
    const titles = workouts.map((w) => w.title);
    expect(titles).toContain('Workout w0');
    // Live classes and recipes are no program day.
    expect(titles).not.toContain('Workout live-soon');
    expect(titles).not.toContain('Recipe oats');
    for (const [method, url] of [
      ['GET', studioPaths.programs],
      ['GET', studioPaths.program(1)],
      ['POST', studioPaths.programs],
    ] as const) {
      const refused = await send(method, url, method === 'POST' ? input() : undefined, buyer);
      expect([refused.statusCode, refused.json().code], `${method} ${url}`).toEqual([403, 'forbidden']);
    }
    expect(await programCount()).toBe(2);
  });

  it('refuses bad input with a 400 naming each field, as the catalogue file would, and changes nothing', async () => {
    const bad = await send('POST', studioPaths.programs, {
      ...input(),
      key: 'Core Builder',
      title: ' ',
      price: '29.999',
      apple_product_id: 'has spaces',
      completion_prompt_url: 'http://forms.studio.example/x',
      tips_url: 'not a url',
      purchase_paragraphs: ['Fine.', '  '],
      week_required_days: 8,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      key: [inEnglish(programEditorMessages.keyInvalid)],
      title: [inEnglish(programEditorMessages.titleRequired)],
      price: [english(programEditorMessages.priceInvalid)],
      apple_product_id: [inEnglish(programEditorMessages.storeProductInvalid)],
      completion_prompt_url: [inEnglish(programEditorMessages.completionPromptUrl)],
      tips_url: [inEnglish(programEditorMessages.tipsUrl)],
      purchase_paragraphs: [inEnglish(programEditorMessages.paragraphEmpty)],
      week_required_days: [inEnglish(programEditorMessages.daysAWeek)],
    });
    // Every week has the days a week, every day a workout: each fault names its week and day.
    const weeks = await send('POST', studioPaths.programs, {
      ...input(),
      weeks: [{ days: [ids.w3, ''] }, { days: [ids.w5] }],
    });
    expect(weeks.json().errors).toEqual({
      weeks: [
        inEnglish(programEditorMessages.weekDays(2, 2)),
        inEnglish(programEditorMessages.dayEmpty(1, 2)),
      ],
    });
    expect((await send('POST', studioPaths.programs, { ...input(), weeks: [] })).json().errors).toEqual({
      weeks: [inEnglish(programEditorMessages.weekNeeded)],
    });
    const tooLong = Array.from({ length: 53 }, () => ({ days: [ids.w3, ids.w4] }));
    expect((await send('POST', studioPaths.programs, { ...input(), weeks: tooLong })).json().errors).toEqual({
      weeks: [inEnglish(programEditorMessages.tooManyWeeks)],
    });
    // A day is an on-demand video: not a live class, a recipe, an unknown id, or a removed video.
    await t.db.update(items).set({ removed_at: new Date() }).where(eq(items.key, 'w9'));
    const notWorkouts = await send('POST', studioPaths.programs, {
      ...input(),
      weeks: [{ days: [ids['live-soon'], ids.oats] }, { days: [999_999, ids.w9] }],
    });
    expect([notWorkouts.statusCode, notWorkouts.json().errors]).toEqual([
      400,
      {
        weeks: [
          inEnglish(programEditorMessages.dayNotWorkout(1, 1)),
          inEnglish(programEditorMessages.dayNotWorkout(1, 2)),
          inEnglish(programEditorMessages.dayNotWorkout(2, 1)),
          inEnglish(programEditorMessages.dayNotWorkout(2, 2)),
        ],
      },
    ]);
    // A key or store product another program has is a conflict at its field.
    const key = await send('POST', studioPaths.programs, input({ key: 'strong-start' }));
    expect([key.statusCode, key.json().code, key.json().errors]).toEqual([
      409,
      'program_key_taken',
      { key: [inEnglish(programEditorMessages.keyTaken('strong-start'))] },
    ]);
    const product = await send(
      'POST',
      studioPaths.programs,
      input({ apple_product_id: 'studio.program.strong_start' }),
    );
    expect([product.statusCode, product.json().errors]).toEqual([
      409,
      {
        apple_product_id: [inEnglish(programEditorMessages.storeProductTaken('studio.program.strong_start'))],
      },
    ]);
    expect(await programCount()).toBe(2);
    expect(await entries()).toEqual([]);
    const missing = await update(999_999, valuesOf(await create()));
    expect(missing.statusCode).toBe(404);
  });

  it('makes a hidden draft that members see, list and page, once the coach shows it; audited with what it was', async () => {
    // The member's list is read (and kept by the member cache) before the program exists.
    expect((await memberList(buyer)).map((p) => p.title)).toEqual(['Strong start', 'Quick']);
    const made = await create();
    expect(made).toMatchObject({
      key: 'core-builder',
      price: '29.50',
      visible: false,
      origin: 'studio',
      purchases: 0,
      furthest_week: null,
      weeks: [
        { week: 1, days: [{ title: 'Workout w3' }, { title: 'Workout w4' }] },
        { week: 2, days: [{ title: 'Workout w5' }, { title: 'Workout w3' }] },
      ],
    });
    expect((await memberList(buyer)).map((p) => p.title)).not.toContain('Core builder');
    expect((await memberDetails(buyer, made.id)).statusCode).toBe(404);

    const shown = await show(made.id);
    expect(shown.json<StudioProgram>().visible).toBe(true);
    const listed = (await memberList(buyer)).find((p) => p.id === made.id);
    expect(listed).toMatchObject({
      title: 'Core builder',
      price: '29.50',
      duration: 2,
      program_week_required_days: 2,
      program_purchase_paragraphs: ['Two consecutive weeks from the day you buy it.', 'No pause, no refund.'],
      completion_prompt_url: 'https://forms.studio.example/core-done',
      has_purchased: false,
    });
    const page = (await memberDetails(buyer, made.id)).json<{ program: ProgramDetails }>().program;
    expect(page.weeks.map((w) => w.days.map((d) => d.exercise.title))).toEqual([
      ['Workout w3', 'Workout w4'],
      ['Workout w5', 'Workout w3'],
    ]);
    // The console's list counts it, after the file's programs.
    const list = (await send('GET', studioPaths.programs)).json<StudioProgramList>().programs;
    expect(list.map((p) => p.key)).toEqual(['strong-start', 'quick', 'core-builder']);

    const log = await entries();
    expect(log.map((e) => [e.action, e.actor_id, e.target])).toEqual([
      ['program.create', coach.user.id, `program:${made.id}`],
      ['program.show', coach.user.id, `program:${made.id}`],
    ]);
    expect(log[1]?.before).toMatchObject({ visible: false });
    expect(log[1]?.after).toMatchObject({ visible: true });
  });

  it("keeps the weeks a buyer has reached and the days a week; appends a week and changes text and price; the buyer's rental grows", async () => {
    const made = await create();
    await show(made.id);
    expect((await buy(buyer, made.id)).statusCode).toBe(200);
    // Eight days on, the buyer is in week 2.
    const boughtAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(boughtAt + 8 * DAY_MS);
    const program = (await send('GET', studioPaths.program(made.id))).json<StudioProgram>();
    expect([program.purchases, program.in_progress, program.furthest_week]).toEqual([1, 1, 2]);

    const w = (key: string) => ids[key] as number;
    const changed = await update(
      made.id,
      valuesOf(program, { weeks: [{ days: [w('w3'), w('w4')] }, { days: [w('w6'), w('w3')] }] }),
    );
    expect([changed.statusCode, changed.json().code, changed.json().errors]).toEqual([
      409,
      'program_weeks_in_use',
      { weeks: [inEnglish(programEditorMessages.weekInUse(2))] },
    ]);
    const dropped = await update(made.id, valuesOf(program, { weeks: [{ days: [w('w3'), w('w4')] }] }));
    expect([dropped.statusCode, dropped.json().message]).toEqual([
      409,
      inEnglish(programEditorMessages.weekInUse(2)),
    ]);
    const days = await update(
      made.id,
      valuesOf(program, {
        week_required_days: 1,
        weeks: [{ days: [w('w3')] }, { days: [w('w5')] }],
      }),
    );
    expect([days.statusCode, days.json().errors]).toEqual([
      409,
      { week_required_days: [inEnglish(programEditorMessages.daysAWeekInUse)] },
    ]);
    const unchanged = (await send('GET', studioPaths.program(made.id))).json<StudioProgram>();
    expect(unchanged).toEqual(program);

    const appended = await update(
      made.id,
      valuesOf(program, {
        title: 'Core builder plus',
        price: '34',
        weeks: [...valuesOf(program).weeks, { days: [w('w7'), w('w8')] }],
      }),
    );
    expect(appended.statusCode, appended.body).toBe(200);
    expect(appended.json<StudioProgram>()).toMatchObject({ title: 'Core builder plus', price: '34.00' });
    // The appended week is the buyer's to do: the rental lasts the program's three weeks.
    const [rental] = await t.db
      .select()
      .from(programPurchases)
      .where(eq(programPurchases.program_id, made.id));
    expect((rental?.ends_at.getTime() ?? 0) - (rental?.starts_at.getTime() ?? 0)).toBe(21 * DAY_MS);
    const page = (await memberDetails(buyer, made.id)).json<{ program: ProgramDetails }>().program;
    expect([page.title, page.weeks.length, page.has_purchased]).toEqual(['Core builder plus', 3, true]);

    const [entry] = (await entries()).filter((e) => e.action === 'program.update');
    expect(entry?.before).toMatchObject({ title: 'Core builder', price: '29.50' });
    expect((entry?.before as StudioProgram | undefined)?.weeks).toHaveLength(2);
    expect(entry?.after).toMatchObject({ title: 'Core builder plus', price: '34.00' });
    expect((entry?.after as StudioProgram | undefined)?.weeks).toHaveLength(3);
    // The refused changes wrote nothing.
    expect((await entries()).map((e) => e.action)).toEqual([
      'program.create',
      'program.show',
      'program.update',
    ]);
  });

  it('lets weeks after the furthest one change or go, and every week while nobody is in it', async () => {
    const made = await create({
      weeks: [{ days: [ids.w3 as number, ids.w4 as number] }, { days: [ids.w5 as number, ids.w6 as number] }],
    });
    const w = (key: string) => ids[key] as number;
    const free = await update(
      made.id,
      valuesOf(made, { week_required_days: 1, weeks: [{ days: [w('w9')] }] }),
    );
    expect(free.json<StudioProgram>().weeks.map((wk) => wk.days.map((d) => d.title))).toEqual([
      ['Workout w9'],
    ]);
    const back = (
      await update(
        made.id,
        valuesOf(made, { weeks: [{ days: [w('w3'), w('w4')] }, { days: [w('w5'), w('w6')] }] }),
      )
    ).json<StudioProgram>();
    await show(made.id);
    expect((await buy(buyer, made.id)).statusCode).toBe(200);
    // The buyer is in week 1: week 2 may still change, then go.
    const second = await update(
      made.id,
      valuesOf(back, { weeks: [{ days: [w('w3'), w('w4')] }, { days: [w('w7'), w('w8')] }] }),
    );
    expect(second.statusCode).toBe(200);
    const gone = await update(made.id, valuesOf(back, { weeks: [{ days: [w('w3'), w('w4')] }] }));
    expect(gone.statusCode).toBe(200);
    const [rental] = await t.db
      .select()
      .from(programPurchases)
      .where(eq(programPurchases.program_id, made.id));
    expect((rental?.ends_at.getTime() ?? 0) - (rental?.starts_at.getTime() ?? 0)).toBe(7 * DAY_MS);
  });

  it('counts the week a buyer trains in ahead of the calendar as reached, and completes a buyer whose remaining days are all done', async () => {
    const w = (key: string) => ids[key] as number;
    const made = await create({
      week_required_days: 1,
      weeks: [{ days: [w('w3')] }, { days: [w('w5')] }, { days: [w('w6')] }],
    });
    await show(made.id);
    expect((await buy(buyer, made.id)).statusCode).toBe(200);
    const train = async (id: number) => {
      await send('POST', libraryPaths.started, { id, kind: 'workout' }, buyer);
      await send('POST', libraryPaths.finished, { id, kind: 'workout' }, buyer);
    };
    await train(w('w3'));
    nextDay();
    await train(w('w5'));
    // Calendar week 1, but week 2's day is done: weeks 1 and 2 are reached.
    const program = (await send('GET', studioPaths.program(made.id))).json<StudioProgram>();
    expect([program.in_progress, program.furthest_week]).toEqual([1, 2]);
    const second = await update(
      made.id,
      valuesOf(program, { weeks: [{ days: [w('w3')] }, { days: [w('w7')] }, { days: [w('w6')] }] }),
    );
    expect(second.json().errors).toEqual({ weeks: [inEnglish(programEditorMessages.weekInUse(2))] });
    // Week 3 goes: every day left is done, so the buyer has completed the program.
    const shorter = await update(
      made.id,
      valuesOf(program, { weeks: [{ days: [w('w3')] }, { days: [w('w5')] }] }),
    );
    expect(shorter.json<StudioProgram>()).toMatchObject({
      in_progress: 0,
      furthest_week: null,
      purchases: 1,
    });
    const page = (await memberDetails(buyer, made.id)).json<{ program: ProgramDetails }>().program;
    expect([page.has_completed, page.purchase?.status]).toEqual([true, 'completed']);
  });

  it('hides a program from new buyers while its buyer keeps it', async () => {
    const made = await create();
    await show(made.id);
    expect((await buy(buyer, made.id)).statusCode).toBe(200);
    const hidden = await show(made.id, false);
    expect(hidden.json<StudioProgram>()).toMatchObject({ visible: false, purchases: 1, in_progress: 1 });
    // The buyer still has it, in the list and on its page.
    expect((await memberList(buyer)).find((p) => p.id === made.id)).toMatchObject({ has_purchased: true });
    expect((await memberDetails(buyer, made.id)).statusCode).toBe(200);
    // Nobody else is offered it.
    expect((await memberList(other)).map((p) => p.id)).not.toContain(made.id);
    expect((await memberDetails(other, made.id)).statusCode).toBe(404);
    expect((await buy(other, made.id)).statusCode).toBe(404);
    expect((await entries()).map((e) => e.action)).toEqual([
      'program.create',
      'program.show',
      'program.hide',
    ]);
  });

  it("a catalogue import leaves the console's programs alone, hides the file's own it no longer names, keeps a coach's hiding, and refuses to change a week a member is in", async () => {
    const made = await create();
    await show(made.id);
    const strong = (await send('GET', studioPaths.programs))
      .json<StudioProgramList>()
      .programs.find((p) => p.key === 'strong-start') as { id: number };
    const quickId = (await t.db.select().from(programs).where(eq(programs.key, 'quick')))[0]?.id as number;
    await show(quickId, false);

    // A file without the console's program (nor "quick", nor anything new).
    const catalog = sampleCatalog();
    const file = catalog.programs.filter((p) => p.key !== 'quick');
    await importSample(t, { ...catalog, programs: file });
    const after = (await send('GET', studioPaths.programs)).json<StudioProgramList>().programs;
    expect(after.map((p) => [p.key, p.visible, p.removed, p.origin])).toEqual([
      ['strong-start', true, false, 'catalog'],
      ['quick', false, true, 'catalog'],
      ['core-builder', true, false, 'studio'],
    ]);
    expect((await send('GET', studioPaths.program(made.id))).json<StudioProgram>().weeks).toEqual(made.weeks);
    expect((await memberList(other)).map((p) => p.title)).toEqual(['Strong start', 'Core builder']);

    // Named again, "quick" is back from the file, still hidden by the coach.
    await importSample(t);
    const quick = (await send('GET', studioPaths.program(quickId))).json<StudioProgram>();
    expect([quick.removed, quick.visible]).toEqual([false, false]);

    // A member in week 1 of Strong start: a file changing that week is refused, with its line.
    expect((await buy(buyer, strong.id)).statusCode).toBe(200);
    const changed = sampleCatalog();
    const first = changed.programs[0] as (typeof changed.programs)[number];
    first.weeks = [{ days: ['w9', 'w1'] }, ...first.weeks.slice(1)];
    const refused = await importSample(t, changed).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CatalogError);
    expect((refused as CatalogError).faults).toEqual([
      expect.stringMatching(
        new RegExp(
          `^catalog\\.json:\\d+: programs\\[0\\]\\.weeks: ${inEnglish(programEditorMessages.weekInUse(1))}$`,
        ),
      ),
    ]);
    const page = (await memberDetails(buyer, strong.id)).json<{ program: ProgramDetails }>().program;
    expect(page.weeks[0]?.days.map((d) => d.exercise.title)).toEqual(['Workout w0', 'Workout w1']);
  });
});
