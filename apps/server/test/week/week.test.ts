import { libraryPaths, nutritionPaths, type PlannedWorkout, type Week, weekPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_FEED_MISS_LIMIT, CALENDAR_FEED_RATE_LIMIT } from '../../src/features/week/routes';
import { at, items, mealCatalogue, post, send, t, withApp } from '../harness';
import { createMemberWithProfile, query, type TestMember } from '../helper';
import { buyProgram, recipeIds } from '../nutrition/meals';

/** A live class on Tuesday 5 January 2027 at 19:00 in Los Angeles. */
const liveOnTuesday = async () => {
  await t.db.execute(sql`update items set event_date = '2027-01-06T03:00:00Z' where key = 'live-soon'`);
};
withApp(mealCatalogue, liveOnTuesday);

const MONDAY_NOON_LA = '2027-01-04T20:00:00Z';
const get = (member: TestMember, url: string) => send('GET', url, undefined, member);
const week = async (member: TestMember, start?: string) => {
  const response = await get(member, start ? `${weekPaths.week}?start=${start}` : weekPaths.week);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Week>();
};
const member = async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(MONDAY_NOON_LA);
  return createMemberWithProfile(t.app, { time_zone: 'America/Los_Angeles' });
};
/** The path of a feed URL, with no session. */
const feed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('My week (issue 19)', () => {
  it('shows program days on the workout days, the live class, the meals and a planned workout', async () => {
    const ana = await member();
    await buyProgram(t, ana);
    const ids = await recipeIds(t);
    const plan = ['oats', 'salad', 'bites', 'tacos'].map((key) => ids[key]);
    expect((await post(ana, nutritionPaths.programRecipes, { ids: plan, diet_id: 1 })).statusCode).toBe(200);
    // Monday's program day done today: the next ones go on Wednesday and Friday.
    for (const path of [libraryPaths.started, libraryPaths.finished])
      expect((await post(ana, path, { id: items.w0, kind: 'workout' })).statusCode).toBe(200);

    const added = await post(ana, weekPaths.plannedWorkouts, { day: '2027-01-07', item_id: items.w3 });
    expect(added.statusCode, added.body).toBe(200);
    const body = await week(ana);
    expect(body.start).toBe('2027-01-03');
    expect(body.program_title).toBe('Strong start');
    expect(body.days.map((day) => day.workout_day)).toEqual([false, true, false, true, false, true, false]);
    const programDays = body.days.map(
      (day) => day.program_day && [day.program_day.week, day.program_day.day, day.program_day.done],
    );
    expect(programDays).toEqual([null, [1, 1, true], null, [1, 2, false], null, [2, 1, false], null]);
    expect(body.days[1]?.today).toBe(true);
    expect(body.days[2]?.live_classes).toEqual([
      expect.objectContaining({
        id: items['live-soon'],
        time: '19:00',
        starts_at: '2027-01-06T03:00:00.000Z',
      }),
    ]);
    expect(body.days[0]?.meals.map((meal) => meal.meal_type)).toEqual([
      'breakfast',
      'lunch',
      'snack',
      'dinner',
    ]);
    expect(body.days[4]?.planned).toEqual([
      {
        id: added.json<PlannedWorkout>().id,
        day: '2027-01-07',
        item_id: items.w3,
        title: 'Workout w3',
        duration_minutes: 16,
      },
    ]);

    // Next week: the program's last day on Monday; removing the planned workout takes it off.
    const next = await week(ana, body.next ?? '');
    expect(next.days[1]?.program_day).toMatchObject({ week: 2, day: 2, done: false });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: weekPaths.plannedWorkout(added.json<PlannedWorkout>().id),
      headers: ana.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await week(ana)).days[4]?.planned).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, and keeps another member’s week out of reach', async () => {
    const ana = await member();
    const bea = await createMemberWithProfile(t.app, { time_zone: 'Pacific/Auckland' });
    const bad = async (response: Awaited<ReturnType<typeof get>>, field: string) => {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation' });
      expect(Object.keys(response.json().errors)).toEqual([field]);
    };
    await bad(await get(ana, `${weekPaths.week}?start=2027-01-05`), 'start'); // a Tuesday
    await bad(await get(ana, `${weekPaths.week}?start=soon`), 'start');
    await bad(await get(ana, `${weekPaths.week}?start=2028-01-02`), 'start'); // too far
    await bad(await post(ana, weekPaths.plannedWorkouts, { day: 'monday', item_id: items.w1 }), 'day');
    await bad(await post(ana, weekPaths.plannedWorkouts, { day: '2030-01-01', item_id: items.w1 }), 'day');
    await bad(
      await post(ana, weekPaths.plannedWorkouts, { day: '2027-01-05', item_id: items.oats }),
      'item_id',
    );
    await bad(await post(ana, weekPaths.plannedWorkouts, { day: '2027-01-05', item_id: 'x' }), 'item_id');
    expect(await query(t.db, sql`select * from planned_workouts`)).toEqual([]);

    const added = (
      await post(ana, weekPaths.plannedWorkouts, { day: '2027-01-05', item_id: items.w1 })
    ).json<PlannedWorkout>();
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: weekPaths.plannedWorkout(added.id),
      headers: bea.headers,
    });
    expect(stolen.statusCode).toBe(404);
    // Auckland's week is already the next one; neither shows Ana's workout.
    const theirs = await week(bea, '2027-01-03');
    expect(theirs.days.flatMap((day) => day.planned)).toEqual([]);
    expect((await week(ana)).days[2]?.planned).toHaveLength(1);
  });

  it('words its refusals in the request language, the dates as that language writes them (issue 35)', async () => {
    const ana = await member();
    const ask = (method: 'GET' | 'POST', url: string, language: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { ...ana.headers, 'accept-language': language } });
    const tooFar = `${weekPaths.week}?start=2028-01-02`;
    expect((await ask('GET', tooFar, 'pt-BR')).json().errors).toEqual({
      start: ['O início deve estar entre 6 de dezembro de 2026 e 31 de janeiro de 2027'],
    });
    expect((await ask('GET', tooFar, 'es')).json().errors).toEqual({
      start: ['El inicio debe estar entre el 6 de diciembre de 2026 y el 31 de enero de 2027'],
    });
    expect((await ask('GET', tooFar, 'en')).json().errors).toEqual({
      start: ['Start must be between December 6, 2026 and January 31, 2027'],
    });
    const farDay = await ask('POST', weekPaths.plannedWorkouts, 'es', {
      day: '2030-01-01',
      item_id: items.w1,
    });
    expect(farDay.json().errors).toEqual({
      day: ['El día debe estar entre el 6 de diciembre de 2026 y el 6 de febrero de 2027'],
    });
    const notWorkout = await ask('POST', weekPaths.plannedWorkouts, 'pt-BR', {
      day: '2027-01-05',
      item_id: items.oats,
    });
    expect(notWorkout.json().errors).toEqual({ item_id: ['O item deve ser um treino da biblioteca'] });
  });
});

describe('the calendar feed (issue 19)', () => {
  it('serves program days, live classes and planned workouts with reminders; a reset ends the old URL', async () => {
    const ana = await member();
    await buyProgram(t, ana);
    await post(ana, weekPaths.plannedWorkouts, { day: '2027-01-07', item_id: items.w3 });
    expect((await week(ana)).has_feed).toBe(false);
    const made = await post(ana, weekPaths.calendarFeed);
    expect(made.statusCode).toBe(200);
    const url = made.json<{ feed_url: string }>().feed_url;
    expect(url).toMatch(/^http:\/\/studio\.test\/api\/v4\/calendar\/[\w-]{32}\.ics$/);
    // Kept as its hash only (issue 33): neither My week nor the database holds the token again.
    const token = /([\w-]{32})\.ics$/.exec(url)?.[1] ?? '';
    const again = await t.app.inject({ method: 'GET', url: weekPaths.week, headers: ana.headers });
    expect(again.json<{ has_feed: boolean }>().has_feed).toBe(true);
    expect(again.body).not.toContain(token);
    const stored = await query<{ row: string }>(
      t.db,
      sql`select row_to_json(f)::text as row from calendar_feeds f`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.row).not.toContain(token);

    const answer = await feed(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(answer.body));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const byUid = Object.fromEntries(events.map((event) => [event.uid, event]));
    const purchase = (await query<{ id: number }>(t.db, sql`select id from program_purchases`))[0]?.id;
    const monday = byUid[`program-${purchase}-1-1@studio.test`];
    expect(monday?.summary).toBe('Strong start: week 1, day 1');
    expect(monday?.startDate.isDate).toBe(true);
    expect(monday?.startDate.toString()).toBe('2027-01-04');
    expect(byUid[`program-${purchase}-2-2@studio.test`]?.startDate.toString()).toBe('2027-01-11');
    const live = byUid[`live-${items['live-soon']}@studio.test`];
    expect(live?.summary).toBe('Live: Workout live-soon');
    expect(live?.startDate.toJSDate().toISOString()).toBe('2027-01-06T03:00:00.000Z');
    expect(live?.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe(
      '-PT15M',
    );
    const planned = events.find((event) => event.uid.startsWith('planned-'));
    expect(planned?.summary).toBe('Workout w3');
    expect(planned?.startDate.toString()).toBe('2027-01-07');
    expect(
      monday?.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString(),
    ).toBe('PT8H');

    // The same events keep their UIDs on the next fetch.
    const next = new ICAL.Component(ICAL.parse((await feed(url)).body));
    expect(
      next
        .getAllSubcomponents('vevent')
        .map((c) => c.getFirstPropertyValue('uid'))
        .sort(),
    ).toEqual(Object.keys(byUid).sort());

    const reset = (await post(ana, weekPaths.calendarFeed)).json<{ feed_url: string }>().feed_url;
    expect(reset).not.toBe(url);
    expect((await feed(url)).statusCode).toBe(404);
    expect((await feed(reset)).statusCode).toBe(200);
    expect((await feed(`${url.slice(0, -10)}AAAAAA.ics`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: weekPaths.feed('x.ics') })).statusCode).toBe(404);
  });

  it('puts the meal plan’s meals at their usual times in the member’s zone, each day of the feed', async () => {
    const ana = await member();
    await buyProgram(t, ana);
    const url = (await post(ana, weekPaths.calendarFeed)).json<{ feed_url: string }>().feed_url;
    // No meal plan yet: no meal in the feed.
    const before = new ICAL.Component(ICAL.parse((await feed(url)).body));
    expect(
      before
        .getAllSubcomponents('vevent')
        .some((c) => `${c.getFirstPropertyValue('uid')}`.startsWith('meal-')),
    ).toBe(false);

    const ids = await recipeIds(t);
    const plan = ['oats', 'salad', 'bites', 'tacos'].map((key) => ids[key]);
    expect((await post(ana, nutritionPaths.programRecipes, { ids: plan, diet_id: 1 })).statusCode).toBe(200);
    const monday = (await week(ana)).days[1];
    const answer = await feed(url);
    expect(answer.statusCode).toBe(200);
    const events = new ICAL.Component(ICAL.parse(answer.body))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    const meals = events.filter((event) => event.uid.startsWith('meal-'));
    // Last week and the next four: 42 days of four meals.
    expect(meals).toHaveLength(42 * 4);
    const purchase = (await query<{ id: number }>(t.db, sql`select id from program_purchases`))[0]?.id;
    const at = (type: string) =>
      meals.find((event) => event.uid === `meal-${purchase}-2027-01-04-${type}@studio.test`);
    const title = (type: string) => monday?.meals.find((meal) => meal.meal_type === type)?.title;
    // Monday 4 January in Los Angeles (UTC-8): 08:00, 12:30, 16:00 and 19:00 there.
    expect(
      ['breakfast', 'lunch', 'snack', 'dinner'].map((type) => [
        at(type)?.summary,
        at(type)?.startDate.isDate,
        at(type)?.startDate.toJSDate().toISOString(),
        at(type)?.endDate.toJSDate().toISOString(),
      ]),
    ).toEqual([
      [`Breakfast: ${title('breakfast')}`, false, '2027-01-04T16:00:00.000Z', '2027-01-04T16:30:00.000Z'],
      [`Lunch: ${title('lunch')}`, false, '2027-01-04T20:30:00.000Z', '2027-01-04T21:15:00.000Z'],
      [`Snack: ${title('snack')}`, false, '2027-01-05T00:00:00.000Z', '2027-01-05T00:15:00.000Z'],
      [`Dinner: ${title('dinner')}`, false, '2027-01-05T03:00:00.000Z', '2027-01-05T04:00:00.000Z'],
    ]);
    expect(title('breakfast')).toBeTruthy();
    // Meals carry no reminder; the other events keep theirs.
    expect(meals.every((event) => !event.component.getFirstSubcomponent('valarm'))).toBe(true);

    // Another member's feed has none of Ana's meals.
    const bea = await createMemberWithProfile(t.app, { time_zone: 'Pacific/Auckland' });
    const theirs = (await post(bea, weekPaths.calendarFeed)).json<{ feed_url: string }>().feed_url;
    expect((await feed(theirs)).body).not.toContain('UID:meal-');
  });

  it('limits feed requests per client address, whatever X-Forwarded-For says', async () => {
    const app = await t.buildApp();
    let last = 0;
    for (let i = 0; i <= 60; i++) {
      const response = await app.inject({
        method: 'GET',
        url: weekPaths.feed(`${'A'.repeat(31)}${i % 10}.ics`),
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
    await app.close();
  });

  it("counts a feed's polls per token and address, apart from guesses from that address (issue 33)", async () => {
    const ana = await member();
    const bea = await createMemberWithProfile(t.app, { time_zone: 'Europe/Lisbon' });
    const [anaFeed, beaFeed] = (await Promise.all(
      [ana, bea].map(async (who) => {
        const url = (await post(who, weekPaths.calendarFeed)).json<{ feed_url: string }>().feed_url;
        return new URL(url).pathname;
      }),
    )) as [string, string];
    // A calendar service polls many members' feeds from one address.
    const service = '198.51.100.20';
    const from = (path: string, address = service) =>
      t.app.inject({ method: 'GET', url: path, remoteAddress: address });
    const isRefusal = (response: Awaited<ReturnType<typeof from>>) => {
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        code: 'rate_limited',
        message: english('common.error.tooManyAttempts'),
      });
    };
    // Someone guesses from that address until refused...
    const guesses = [];
    for (let i = 0; i <= CALENDAR_FEED_MISS_LIMIT; i += 1)
      guesses.push(await from(weekPaths.feed(`${'B'.repeat(30)}${String(i).padStart(2, '0')}.ics`)));
    expect(guesses.slice(0, -1).every((response) => response.statusCode === 404)).toBe(true);
    isRefusal(guesses.at(-1) as Awaited<ReturnType<typeof from>>);
    // ...and the real feeds are still served there, each with a budget of its own.
    expect((await from(beaFeed)).statusCode).toBe(200);
    for (let i = 0; i < CALENDAR_FEED_RATE_LIMIT; i += 1) expect((await from(anaFeed)).statusCode).toBe(200);
    isRefusal(await from(anaFeed));
    expect((await from(beaFeed)).statusCode).toBe(200);
    // Another address has its own count of Ana's feed.
    expect((await from(anaFeed, '198.51.100.21')).statusCode).toBe(200);
  });
});
