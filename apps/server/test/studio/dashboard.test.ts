import {
  apiPaths,
  cancellationPaths,
  type Dashboard,
  type DashboardDay,
  dashboardMessages,
  type FinishedAnswer,
  libraryPaths,
  type PremiumPeriod,
  programPaths,
  type SessionUser,
  type SignUpRequest,
  studioPaths,
} from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  items,
  memberSources,
  programs,
  studioDays,
  studioWeeks,
  subscriptions,
  workoutSessions,
} from '../../src/db/schema';
import { grantRole, ROLLUP_GRACE_MS, ROLLUP_VERSION, STUDIO_ROLLUP } from '../../src/features/studio';
import { buyPremium, listPrice, pay, postWebhook, sandbox, validatePromo } from '../billing/billing';
import {
  authHeaders,
  createMember,
  createMemberWithProfile,
  query,
  signUpBody,
  type TestMember,
} from '../helper';
import { importSample } from '../library/catalog';
import { owner, t, withOwner } from './harness';

withOwner();

const DAY = 86_400_000;

const dashboard = async (days: number | string = 7, app: FastifyInstance = t.app, who = owner) => {
  const response = await app.inject({
    method: 'GET',
    url: `${studioPaths.dashboard}?days=${days}`,
    headers: who.headers,
  });
  if (response.statusCode !== 200) throw new Error(`dashboard ${response.statusCode} ${response.body}`);
  return response.json<Dashboard>();
};

/** The server's clock (Date only: the database's own `now()` stamps rows as it always does). */
const clockAt = (at: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};

/** Runs the scheduled rollup now, through the queue, as a worker would. */
const runRollup = async () => {
  await t.app.jobs.send(STUDIO_ROLLUP, {});
  expect(await t.app.jobs.runReady()).toBeGreaterThanOrEqual(1);
};

/** A stored day made by an older version of the figures (none of its later columns filled). */
const storeOlderDay = (day: string, version: number, counts: { new_trials: number; cancellations: number }) =>
  t.db.insert(studioDays).values({
    day,
    time_zone: 'UTC',
    version,
    ...{ new_paid: 0, trials_ended: 0, conversions: 0, ...counts },
    ...{ program_sales: 0, program_sales_cents: 0, workouts: 0, watch_seconds: 0 },
    cancellation_reasons: [],
    promo_redemptions: [],
  });

/** A trial made paid by the provider's first charge, as Braintree tells it at the trial's end. */
const chargeFirstPeriod = async (member: TestMember, amountCents: number, transaction = 'txn') => {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, member.user.id));
  if (!row) throw new Error('no subscription');
  const response = await postWebhook(
    t.app,
    sandbox(t.app).sampleNotification({
      kind: 'subscription_charged_successfully',
      subscriptionId: row.provider_subscription_id,
      paidThrough: new Date(Date.now() + 365 * DAY),
      charge: { transactionId: `${transaction}-${row.id}`, amountCents, status: 'settled' },
    }),
  );
  expect(response.statusCode).toBe(200);
};

const expire = async (member: TestMember) => {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, member.user.id));
  if (!row) throw new Error('no subscription');
  const response = await postWebhook(
    t.app,
    sandbox(t.app).sampleNotification({
      kind: 'subscription_expired',
      subscriptionId: row.provider_subscription_id,
    }),
  );
  expect(response.statusCode).toBe(200);
};

const premiumMember = async (plan: PremiumPeriod = 'montly') => {
  const member = await createMemberWithProfile(t.app);
  await buyPremium(t.app, member, { plan });
  return member;
};

/** The sample catalogue's workouts w0, w1, … (w<i> lasts 600 + 120 × i seconds), by their ids. */
const workoutIds = async () => {
  const rows = await t.db
    .select({ id: items.id, key: items.key })
    .from(items)
    .where(inArray(items.key, ['w0', 'w1', 'w2', 'w3', 'w4']));
  return ['w0', 'w1', 'w2', 'w3', 'w4'].map((key) => rows.find((row) => row.key === key)?.id as number);
};

/** The latest moment a workout was finished, as the database stamped it (epoch ms). */
const lastFinish = async () => {
  const [row] = await query<{ at: number }>(
    t.db,
    sql`select (extract(epoch from max(finished_at)) * 1000)::float8 as at from workout_sessions`,
  );
  return Number(row?.at);
};

const finish = async (member: TestMember, id: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: libraryPaths.finished,
    headers: member.headers,
    payload: { id, kind: 'workout' },
  });
  expect(response.json<FinishedAnswer>().counted).toBe(true);
};

/**
 * The database stamps a finished workout with its own `now()`: to have trained on another day, a
 * workout finished through the API is moved to that moment, as one finished then would read.
 */
const finishedAt = async (member: TestMember, id: number, at: string) => {
  await finish(member, id);
  await t.db.execute(
    sql`update ${workoutSessions} set finished_at = ${at}::timestamptz
        where user_id = ${member.user.id} and item_id = ${id}`,
  );
};

const withoutLive = (days: DashboardDay[]) => days.map(({ live: _live, ...figures }) => figures);
const busy = (days: DashboardDay[]) =>
  withoutLive(days).filter(({ day: _day, ...figures }) => Object.values(figures).some((n) => n !== 0));

describe('GET the dashboard (issue 17)', () => {
  it('is for owners: a coach and a member are refused, a bad window is a 400 naming days', async () => {
    const coach = await createMember(t.app);
    await grantRole(t.db, null, { email: coach.email, role: 'coach' });
    const member = await createMember(t.app);
    for (const [who, status] of [
      [owner, 200],
      [coach, 403],
      [member, 403],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: studioPaths.dashboard,
        headers: who.headers,
      });
      expect(response.statusCode, who.email).toBe(status);
    }
    expect((await t.app.inject({ method: 'GET', url: studioPaths.dashboard })).statusCode).toBe(401);

    for (const bad of ['14', 'abc', '', '7.0', '-7', '7&days=30']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${studioPaths.dashboard}?days=${bad}`,
        headers: owner.headers,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors, bad).toEqual({ days: [inEnglish(dashboardMessages.daysInvalid)] });
    }
    for (const days of [7, 30, 90] as const) {
      const answer = await dashboard(days);
      expect(answer.days).toBe(days);
      expect(answer.daily).toHaveLength(days);
      expect(answer.daily.at(-1)).toMatchObject({ day: answer.to, live: true });
    }
    // Without `days`, the last 30.
    const plain = await t.app.inject({ method: 'GET', url: studioPaths.dashboard, headers: owner.headers });
    expect(plain.json<Dashboard>().daily).toHaveLength(30);
  });

  it('counts trials, payments, conversions, cancellations, sales, promo uses and workouts made through the API', async () => {
    await importSample(t);
    // The owner makes a premium code and a program code in the console.
    const made = await t.app.inject({
      method: 'POST',
      url: studioPaths.premiumOffers,
      headers: owner.headers,
      payload: { code: 'SPRING25', montly_percent: 25, biannually_percent: 25, yearly_percent: 25 },
    });
    expect(made.statusCode).toBe(200);
    const [program] = await t.db.select().from(programs).orderBy(programs.id).limit(1);
    if (!program) throw new Error('the sample catalogue has programs');
    const programCode = await t.app.inject({
      method: 'POST',
      url: studioPaths.programOffers,
      headers: owner.headers,
      payload: { code: 'ONLY15', percent: 15, program_id: program.id },
    });
    expect(programCode.statusCode).toBe(200);

    // A member starts a trial and stays in it.
    await premiumMember('montly');
    // Another redeems SPRING25 for a yearly trial, then the first charge makes it paid.
    const payer = await createMemberWithProfile(t.app);
    const promoId = await validatePromo(t.app, payer, 'spring25');
    const paid = await pay(t.app, payer, {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'yearly',
      plan_price: '107.88',
      subscription_discount_id: String(promoId),
    });
    expect(paid.statusCode).toBe(200);
    await chargeFirstPeriod(payer, 10788);
    // A third cancels during the trial, saying why (and refusing the offer).
    const leaver = await premiumMember('montly');
    const cancel = await t.app.inject({
      method: 'POST',
      url: apiPaths.cancelSubscription,
      headers: leaver.headers,
      payload: { reason: 'not_using' },
    });
    expect(cancel.statusCode).toBe(200);
    // A fourth, whose subscription ended, pays at once for a second one (no second trial).
    const returning = await premiumMember('montly');
    await expire(returning);
    await buyPremium(t.app, returning, { plan: 'montly' });
    // The payer buys a program with ONLY15 (49.99 less 15 %).
    const checked = await t.app.inject({
      method: 'POST',
      url: programPaths.validatePromo,
      headers: payer.headers,
      payload: { code: 'only15', program_id: program.id },
    });
    expect(checked.statusCode).toBe(200);
    const bought = await t.app.inject({
      method: 'POST',
      url: programPaths.purchase(program.id),
      headers: payer.headers,
      payload: {
        program_promo_code_id: checked.json().program_promo_code.id,
        details: { nonce_from_the_client: 'fake-valid-visa-nonce' },
      },
    });
    expect(bought.statusCode).toBe(200);
    // The payer finishes two workouts (600 s and 720 s: 22 minutes).
    const [first, second] = await workoutIds();
    await finish(payer, first as number);
    await finish(payer, second as number);

    const answer = await dashboard(7);
    expect(answer.now).toEqual({
      // The payer (yearly, paid) and the returning member (monthly, paid at once).
      premium_members: 2,
      // The trial member and the leaver, whose premium lasts to the trial's end.
      trial_members: 2,
      // 107.88 a year is 8.99 a month, plus 19.99 a month.
      mrr_cents: 899 + 1999,
    });
    expect(answer.totals).toEqual({
      new_trials: 4,
      new_paid: 1,
      trials_ended: 0,
      conversions: 1,
      conversion_percent: null,
      // The leaver's cancellation, and the returning member's expired subscription is not one.
      cancellations: 1,
      program_sales: 1,
      program_sales_cents: 4249,
      workouts: 2,
      watch_minutes: 22,
    });
    expect(answer.cancellation_reasons).toEqual({
      recorded: true,
      reasons: [{ reason: 'not_using', count: 1 }],
      offers_made: 1,
      offers_accepted: 0,
    });
    expect(answer.promo_redemptions).toEqual(
      expect.arrayContaining([
        { kind: 'premium', code: 'SPRING25', redemptions: 1, last_day: answer.to },
        { kind: 'program', code: 'ONLY15', redemptions: 1, last_day: answer.to },
      ]),
    );
    expect(answer.promo_redemptions).toHaveLength(2);
    expect(answer.daily.at(-1)).toMatchObject({ day: answer.to, live: true, workouts: 2, watch_minutes: 22 });
  });

  it('counts MRR in cents from what monthly and yearly subscriptions bill, not trials, cancelled or past-due ones', async () => {
    const monthly = await premiumMember('montly');
    const yearly = await premiumMember('yearly');
    await premiumMember('yearly'); // still in trial: no revenue yet
    const pastDue = await premiumMember('montly');
    await chargeFirstPeriod(monthly, 1999);
    await chargeFirstPeriod(yearly, 14388);
    await chargeFirstPeriod(pastDue, 1999);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, pastDue.user.id));
    const failed = await postWebhook(
      t.app,
      sandbox(t.app).sampleNotification({
        kind: 'subscription_went_past_due',
        subscriptionId: row?.provider_subscription_id ?? '',
      }),
    );
    expect(failed.statusCode).toBe(200);
    expect(await listPrice(t.app, 'yearly')).toBe('143.88');
    // 19.99 + 143.88 / 12 (11.99).
    expect((await dashboard(30)).now.mrr_cents).toBe(1999 + 1199);

    const cancel = await t.app.inject({
      method: 'POST',
      url: apiPaths.cancelSubscription,
      headers: yearly.headers,
    });
    expect(cancel.statusCode).toBe(200);
    const after = await dashboard(30);
    expect(after.now.mrr_cents).toBe(1999);
    // Premium as each member's own answer says it: the cancelled yearly member until the paid year
    // ends, the past-due one while the period paid before runs (it bills nothing more meanwhile).
    expect(after.now.premium_members).toBe(3);
    expect(after.now.trial_members).toBe(1);
    expect(after.totals.conversions).toBe(3);
  });
});

describe('where members come from (issue 38)', () => {
  /** A member who signed up with `attribution` (and a referral token), then went through onboarding. */
  const cameFrom = async (attribution?: SignUpRequest['attribution'], referral_token?: string) => {
    const body = { ...signUpBody(), attribution, referral_token };
    const response = await t.app.inject({ method: 'POST', url: apiPaths.register, payload: body });
    expect(response.statusCode).toBe(200);
    const user = response.json<SessionUser>();
    const headers = authHeaders(user.email, user.token);
    const profile = await t.app.inject({
      method: 'POST',
      url: apiPaths.profiles,
      headers,
      payload: { weekly_goal: 1, workout_days: { monday: true } },
    });
    expect(profile.statusCode).toBe(200);
    return { user, token: user.token, email: user.email, password: body.password, headers } as TestMember;
  };

  it('counts sign-ups, trials and first payments by source and by landing page, live and rolled up', async () => {
    const newsletter = { utm_source: 'Newsletter', utm_medium: 'email', landing_page: '/pricing' };
    const payer = await cameFrom(newsletter);
    await buyPremium(t.app, payer, { plan: 'yearly' });
    await chargeFirstPeriod(payer, 14388);
    // A second charge of the same member is not a new paying member.
    await chargeFirstPeriod(payer, 14388, 'renewal');
    expect(await query(t.db, sql`select 1 from payments where status = 'settled'`)).toHaveLength(2);
    const trial = await cameFrom(newsletter);
    await buyPremium(t.app, trial, { plan: 'montly' });
    await cameFrom({ referrer: 'https://www.google.com/search?q=yoga', landing_page: '/explore' });
    await cameFrom(undefined, 'friend-token');
    // A member whose source was never kept (signed up before issue 38) still counts, as not recorded.
    const older = await premiumMember('montly');
    await t.db.delete(memberSources).where(eq(memberSources.user_id, older.user.id));

    const live = await dashboard(7);
    expect(live.sources.by_source).toEqual([
      { name: 'newsletter', sign_ups: 2, trials: 2, paying: 1 },
      { name: 'direct', sign_ups: 1, trials: 0, paying: 0 },
      { name: 'invite', sign_ups: 1, trials: 0, paying: 0 },
      { name: 'www.google.com', sign_ups: 1, trials: 0, paying: 0 },
      { name: '', sign_ups: 0, trials: 1, paying: 0 },
    ]);
    expect(live.sources.by_landing_page).toEqual([
      { name: '/pricing', sign_ups: 2, trials: 2, paying: 1 },
      { name: '', sign_ups: 2, trials: 1, paying: 0 },
      { name: '/explore', sign_ups: 1, trials: 0, paying: 0 },
    ]);

    // Once the day is rolled up, the stored row answers the same.
    const today = live.to;
    clockAt(Date.parse(`${today}T00:00:00Z`) + DAY + ROLLUP_GRACE_MS);
    await runRollup();
    const [row] = await t.db.select().from(studioDays).where(eq(studioDays.day, today));
    expect(row?.version).toBe(ROLLUP_VERSION);
    expect(row?.sources).toContainEqual({
      event: 'paid',
      source: 'newsletter',
      landing: '/pricing',
      count: 1,
    });
    expect((await dashboard(7)).sources).toEqual(live.sources);
  });
});

describe('the rollup of finished days', () => {
  it('stores a finished day with the figures it showed live, and reads it from there from then on', async () => {
    await importSample(t);
    const trial = await premiumMember('montly');
    const payer = await premiumMember('yearly');
    await chargeFirstPeriod(payer, 14388);
    const [id] = await workoutIds();
    await finish(trial, id as number);
    const moment = await lastFinish();

    clockAt(moment + 1_000);
    const live = await dashboard(30);
    const today = live.to;
    expect(live.daily.find((d) => d.day === today)).toMatchObject({ live: true, workouts: 1, new_trials: 2 });
    expect(await t.db.select().from(studioDays).where(eq(studioDays.day, today))).toEqual([]);

    // The grace after that day ends, the job rolls it up; the dashboard then reads the row. (The
    // studio's day, not a day after the finish: a finish late in the evening plus 24 h would be
    // the day after next, with the day between still counted live.)
    clockAt(Date.parse(`${today}T00:00:00Z`) + DAY + ROLLUP_GRACE_MS);
    await runRollup();
    const [row] = await t.db.select().from(studioDays).where(eq(studioDays.day, today));
    expect(row).toMatchObject({
      time_zone: 'UTC',
      new_trials: 2,
      conversions: 1,
      workouts: 1,
      watch_seconds: 600,
    });
    const rolled = await dashboard(30);
    expect(rolled.daily.find((d) => d.day === today)?.live).toBe(false);
    expect(busy(rolled.daily)).toEqual(busy(live.daily));
    expect(rolled.totals).toEqual(live.totals);
    // Every finished day of the longest window has a row (empty days too); today has none.
    expect((await t.db.select().from(studioDays)).length).toBe(89);

    // The rows are the truth for past days: the trial member's account (and workouts) going
    // changes no finished day, and running the job again changes nothing.
    const deleted = await t.app.inject({
      method: 'POST',
      url: studioPaths.memberDelete(trial.user.id),
      headers: owner.headers,
      payload: { email: trial.email },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(workoutSessions)).toEqual([]);
    await runRollup();
    const later = await dashboard(30);
    expect(busy(later.daily)).toEqual(busy(live.daily));
    expect(later.totals.watch_minutes).toBe(10);
  });

  it("counts members' reasons for leaving and the offers made and taken, per studio day, and rolls them up", async () => {
    const answer = async (member: TestMember, url: string, payload?: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url, headers: member.headers, payload });
      expect(response.statusCode).toBe(200);
    };
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => premiumMember('montly')));
    const [a, b, c, d, e] = members as [TestMember, TestMember, TestMember, TestMember, TestMember];
    await answer(a, apiPaths.cancelSubscription, { reason: 'too_expensive' });
    await answer(b, apiPaths.cancelSubscription, { reason: 'too_expensive', text: 'Too much for me' });
    await answer(c, apiPaths.cancelSubscription, { reason: 'found_other' });
    // One keeps premium with the offer: their reason is not a cancellation's.
    await answer(d, cancellationPaths.retentionOffer, { reason: 'need_break' });
    // The owner cancels one in the console: no answer, but a cancellation.
    await answer(owner, studioPaths.memberCancel(e.user.id));
    const moment = Date.now();

    const live = await dashboard(7);
    const expected = {
      recorded: true,
      reasons: [
        { reason: 'too_expensive', count: 2 },
        { reason: 'found_other', count: 1 },
      ],
      offers_made: 4,
      offers_accepted: 1,
    };
    expect(live.cancellation_reasons).toEqual(expected);
    expect(live.totals.cancellations).toBe(4);

    // A row of the figures before issue 18 (version 1, without reasons) is made again.
    const today = live.to;
    await storeOlderDay(today, ROLLUP_VERSION - 1, { new_trials: 0, cancellations: 4 });
    clockAt(moment + DAY + ROLLUP_GRACE_MS);
    await runRollup();
    const [row] = await t.db.select().from(studioDays).where(eq(studioDays.day, today));
    expect(row?.version).toBe(ROLLUP_VERSION);
    expect(row?.cancellation_reasons).toEqual(
      expect.arrayContaining([
        { kind: 'reason', name: 'too_expensive', count: 2 },
        { kind: 'offer', name: 'accepted', count: 1 },
        { kind: 'offer', name: 'refused', count: 3 },
      ]),
    );
    const rolled = await dashboard(7);
    expect(rolled.daily.find((day) => day.day === today)?.live).toBe(false);
    expect(rolled.cancellation_reasons).toEqual(expected);
  });

  it("counts a member's own STAY code, used when the retention offer is taken, among the promo codes' uses", async () => {
    const stays = await premiumMember('montly');
    const leaves = await premiumMember('montly');
    const taken = await t.app.inject({
      method: 'POST',
      url: cancellationPaths.retentionOffer,
      headers: stays.headers,
      payload: { reason: 'too_expensive' },
    });
    expect(taken.statusCode).toBe(200);
    // Refusing the offer uses no code.
    const left = await t.app.inject({
      method: 'POST',
      url: apiPaths.cancelSubscription,
      headers: leaves.headers,
    });
    expect(left.statusCode).toBe(200);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, stays.user.id));
    const moment = Date.now();

    const live = await dashboard(7);
    const stay = { kind: 'premium', code: `STAY-${row?.id}`, redemptions: 1, last_day: live.to };
    expect(live.promo_redemptions).toEqual([stay]);

    // A row of the figures before (version 2, without these uses) is made again; the stored day says the same.
    await storeOlderDay(live.to, 2, { new_trials: 2, cancellations: 1 });
    clockAt(moment + DAY + ROLLUP_GRACE_MS);
    await runRollup();
    const [stored] = await t.db.select().from(studioDays).where(eq(studioDays.day, live.to));
    expect(stored?.promo_redemptions).toEqual([{ kind: 'premium', name: stay.code, count: 1 }]);
    const rolled = await dashboard(7);
    expect(rolled.daily.find((day) => day.day === live.to)?.live).toBe(false);
    expect(rolled.promo_redemptions).toEqual([stay]);
  });

  it('fills a missing past day on read when no job ran, and stores it once', async () => {
    await importSample(t);
    const member = await premiumMember('montly');
    const [id] = await workoutIds();
    await finish(member, id as number);
    const day = new Date(await lastFinish()).toISOString().slice(0, 10);
    // Noon, three days later: the six days before today are settled.
    clockAt(Date.parse(`${day}T12:00:00Z`) + 3 * DAY);
    const answer = await dashboard(7);
    expect(answer.daily.find((d) => d.day === day)).toMatchObject({
      live: false,
      workouts: 1,
      new_trials: 1,
    });
    expect((await t.db.select().from(studioDays)).map((r) => r.day)).toHaveLength(6);
    await dashboard(7);
    expect(await t.db.select().from(studioDays)).toHaveLength(6);
  });
});

describe('members training 3 days a week', () => {
  it('counts, per week (Sunday to Saturday), the members who finished workouts on 3 days of it or more', async () => {
    await importSample(t);
    const keen = await premiumMember('montly');
    const casual = await premiumMember('montly');
    const ids = await workoutIds();
    // Sunday 2026-11-01 to Saturday 2026-11-07 (UTC): keen trains on three days, casual on two
    // (three workouts, two of them on one day); the next week keen trains twice.
    await finishedAt(keen, ids[0] as number, '2026-11-01T08:00:00Z');
    await finishedAt(keen, ids[1] as number, '2026-11-03T08:00:00Z');
    await finishedAt(keen, ids[2] as number, '2026-11-07T23:59:59Z');
    await finishedAt(keen, ids[3] as number, '2026-11-08T00:00:00Z');
    await finishedAt(keen, ids[4] as number, '2026-11-10T08:00:00Z');
    await finishedAt(casual, ids[0] as number, '2026-11-02T08:00:00Z');
    await finishedAt(casual, ids[1] as number, '2026-11-02T09:00:00Z');
    await finishedAt(casual, ids[2] as number, '2026-11-04T08:00:00Z');
    clockAt(Date.parse('2026-11-12T12:00:00Z'));

    const answer = await dashboard(30);
    expect(answer.training_days).toBe(3);
    expect(answer.weekly.slice(-2)).toEqual([
      { week_start: '2026-11-01', week_end: '2026-11-07', members_trained: 1, partial: false },
      { week_start: '2026-11-08', week_end: '2026-11-14', members_trained: 0, partial: true },
    ]);
    expect(answer.weekly[0]?.week_start).toBe('2026-10-11');
    expect(answer.daily.find((d) => d.day === '2026-11-02')).toMatchObject({
      workouts: 2,
      watch_minutes: 22,
    });
    // The finished week is stored; the running one is not.
    expect(
      (await t.db.select().from(studioWeeks)).map((w) => [w.week_start, w.members_trained]),
    ).toContainEqual(['2026-11-01', 1]);
    expect((await t.db.select().from(studioWeeks)).map((w) => w.week_start)).not.toContain('2026-11-08');
  });
});

describe("the studio's days in STUDIO_TIME_ZONE", () => {
  it('puts a moment on the day it falls on in the studio zone, across midnight and a change of clocks', async () => {
    await importSample(t);
    const member = await premiumMember('montly');
    const ids = await workoutIds();
    // Europe/London: 23:59:59 GMT on Saturday 28 March and 00:00:00 GMT on the 29th; then
    // 23:30 UTC on the 29th, 00:30 BST on the 30th (clocks went forward on the 29th).
    await finishedAt(member, ids[0] as number, '2026-03-28T23:59:59Z');
    await finishedAt(member, ids[1] as number, '2026-03-29T00:00:00Z');
    await finishedAt(member, ids[2] as number, '2026-03-29T23:30:00Z');
    // 03:30 UTC on the 31st is 04:30 BST on the 31st, and 23:30 EDT on the 30th in New York.
    await finishedAt(member, ids[3] as number, '2026-03-31T03:30:00Z');
    clockAt(Date.parse('2026-04-10T12:00:00Z'));

    const london = await t.buildApp({ STUDIO_TIME_ZONE: 'Europe/London' });
    const inLondon = await dashboard(30, london);
    expect(inLondon.time_zone).toBe('Europe/London');
    const workouts = (answer: Dashboard) =>
      Object.fromEntries(answer.daily.filter((d) => d.workouts > 0).map((d) => [d.day, d.workouts]));
    expect(workouts(inLondon)).toEqual({
      '2026-03-28': 1,
      '2026-03-29': 1,
      '2026-03-30': 1,
      '2026-03-31': 1,
    });

    // The same moments read in New York fall on other days; London's stored rows are not reused.
    const newYork = await t.buildApp({ STUDIO_TIME_ZONE: 'America/New_York' });
    const inNewYork = await dashboard(30, newYork);
    expect(workouts(inNewYork)).toEqual({ '2026-03-28': 2, '2026-03-29': 1, '2026-03-30': 1 });
    const stored = await t.db.select().from(studioDays).where(eq(studioDays.day, '2026-03-28'));
    expect(stored).toMatchObject([{ time_zone: 'America/New_York', workouts: 2 }]);

    // In UTC: the 28th, the 29th twice, the 31st.
    expect(workouts(await dashboard(30))).toEqual({ '2026-03-28': 1, '2026-03-29': 2, '2026-03-31': 1 });
  });
});
