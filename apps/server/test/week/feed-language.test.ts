import { nutritionPaths, weekPaths } from '@studio/shared';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { studioSettings } from '../../src/db/schema';
import { at, items, mealCatalogue, post, t, withApp } from '../harness';
import { createMemberWithProfile, type TestMember } from '../helper';
import { buyProgram, recipeIds } from '../nutrition/meals';

/** Issue 35: the calendar feed's event names in the member's language, else the studio's default. */

withApp(mealCatalogue, async () => {
  await t.db.execute(sql`update items set event_date = '2027-01-06T03:00:00Z' where key = 'live-soon'`);
});

const member = async (language?: 'en' | 'pt-BR' | 'es') => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2027-01-04T20:00:00Z');
  return createMemberWithProfile(t.app, { time_zone: 'America/Los_Angeles', ...(language && { language }) });
};

/** The feed's calendar name and its events' summaries and descriptions, by kind of event. */
const feedOf = async (who: TestMember) => {
  const url = (await post(who, weekPaths.calendarFeed)).json<{ feed_url: string }>().feed_url;
  const answer = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(answer.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(answer.body));
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const first = (kind: string) => events.find((event) => event.uid.startsWith(`${kind}-`));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    program: first('program')?.summary,
    live: first('live')?.summary,
    planned: first('planned')?.description,
    meals: events
      .filter((event) => event.uid.includes('-2027-01-04-'))
      .map((event) => event.summary.split(':')[0])
      .sort(),
  };
};

/** A program with its meal plan and a planned workout, as in week.test.ts. */
const fillWeek = async (who: TestMember) => {
  await buyProgram(t, who);
  const ids = await recipeIds(t);
  const plan = ['oats', 'salad', 'bites', 'tacos'].map((key) => ids[key]);
  expect((await post(who, nutritionPaths.programRecipes, { ids: plan, diet_id: 1 })).statusCode).toBe(200);
  expect(
    (await post(who, weekPaths.plannedWorkouts, { day: '2027-01-07', item_id: items.w3 })).statusCode,
  ).toBe(200);
};

describe('the calendar feed in the member’s language', () => {
  it('names an es member’s events in Spanish', async () => {
    const ana = await member('es');
    await fillWeek(ana);
    expect(await feedOf(ana)).toEqual({
      name: 'Studio: mi semana',
      program: 'Strong start: semana 1, día 1',
      live: 'En directo: Workout live-soon',
      planned: expect.stringMatching(/^Entrenamiento de \d+ min$/),
      meals: ['Cena', 'Comida', 'Desayuno', 'Merienda'],
    });
  });

  it('keeps the English names for an English member', async () => {
    const bea = await member('en');
    await fillWeek(bea);
    expect(await feedOf(bea)).toMatchObject({
      name: 'Studio: my week',
      program: 'Strong start: week 1, day 1',
      live: 'Live: Workout live-soon',
      planned: expect.stringMatching(/^\d+ min workout$/),
      meals: ['Breakfast', 'Dinner', 'Lunch', 'Snack'],
    });
  });

  it('uses the studio’s default language for a member who chose none', async () => {
    await t.db.insert(studioSettings).values({ id: 1, language: 'pt-BR' });
    const cleo = await member();
    await fillWeek(cleo);
    expect(await feedOf(cleo)).toMatchObject({
      name: 'Studio: minha semana',
      program: 'Strong start: semana 1, dia 1',
      live: 'Ao vivo: Workout live-soon',
      meals: ['Almoço', 'Café da manhã', 'Jantar', 'Lanche'],
    });
  });
});
