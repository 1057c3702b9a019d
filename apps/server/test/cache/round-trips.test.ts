import {
  apiPaths,
  homePaths,
  libraryPaths,
  nutritionPaths,
  type Program,
  profilePaths,
  programPaths,
  savedPaths,
  shoppingListPaths,
  weekPaths,
} from '@studio/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createMemberWithProfile, createTestApp, query, type TestApp, type TestMember } from '../helper';
import { dataUrl, pngImage } from '../images';
import { buyProgram, importMealCatalog, recipeIds } from '../nutrition/meals';

/**
 * DESIGN 6 and issue 13: a member GET is at most two SQL round trips, each prepared, even when the
 * member cache holds nothing for it (the first request after a change of the member's rows). The
 * member here has a bit of everything (premium, a program, a week of meals, a set, a photo, a
 * saved list), so that every part of each answer is read.
 */
let t: TestApp;
let member: TestMember;
let program: Program;
let itemId: number;
let listId: number;
beforeAll(async () => {
  t = await createTestApp();
  await importMealCatalog(t);
  member = await createMemberWithProfile(t.app);
  program = await buyProgram(t, member);
  const ids = await recipeIds(t);
  const week = await t.app.inject({
    method: 'POST',
    url: nutritionPaths.programRecipes,
    headers: member.headers,
    payload: { diet_id: 1, ids: [ids.oats, ids.salad, ids.bites, ids.tacos] },
  });
  expect(week.statusCode).toBe(200);
  const [workout] = await query<{ id: number }>(
    t.db,
    sql`select id from items where kind = 'workout' limit 1`,
  );
  itemId = Number(workout?.id);
  const list = await t.app.inject({
    method: 'POST',
    url: savedPaths.lists,
    headers: member.headers,
    payload: { kind: 'workout', name: 'Mornings' },
  });
  listId = list.json<{ saved_list: { id: number } }>().saved_list.id;
  await t.app.inject({
    method: 'POST',
    url: savedPaths.saveItem,
    headers: member.headers,
    payload: { id: itemId, kind: 'workout', list_id: listId },
  });
  await t.app.inject({
    method: 'POST',
    url: profilePaths.pictures,
    headers: member.headers,
    payload: { photo: dataUrl(await pngImage(20, 20)) },
  });
}, 60_000);
afterAll(async () => t?.close());

/** The statements one GET runs right after a change of the member's rows emptied their cache. */
const coldStatements = async (url: string, who: TestMember = member) => {
  await t.db
    .update(users)
    .set({ name: sql`${users.name}` })
    .where(eq(users.id, who.user.id));
  const before = t.statements();
  const response = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  const count = t.statements() - before;
  return { count, texts: t.lastStatements().slice(-count) };
};

/** The GETs the app makes on page load (issue 13). */
const pages = (): [string, () => string][] => [
  ['me', () => apiPaths.me],
  ['home', () => homePaths.home],
  ['library', () => libraryPaths.library('on_demand')],
  ['a list page', () => libraryPaths.list('on_demand', 'categories', 1)],
  ['item details', () => libraryPaths.item('workout', itemId)],
  ['programs', () => programPaths.list],
  ['a program', () => programPaths.details(program.id)],
  ['saved lists', () => savedPaths.lists],
  ['a saved list', () => savedPaths.list(listId)],
  ['measurement sets', () => profilePaths.measurements],
  ['pictures', () => profilePaths.pictures],
  ['progress charts', () => profilePaths.progress],
  ['nutrition week', () => nutritionPaths.mealPlan],
  ['my week', () => weekPaths.week],
  ['shopping list', () => shoppingListPaths.list],
  ['a search', () => `${libraryPaths.search('on_demand')}?q=workout`],
];

describe('a member GET with nothing cached runs at most two statements: the session and the answer', () => {
  for (const [name, url] of pages()) {
    it(name, async () => {
      expect((await coldStatements(url())).count).toBeLessThanOrEqual(2);
    });
  }

  it('each the same text for every member: values are parameters, no member data in the SQL', async () => {
    const other = await createMemberWithProfile(t.app, { time_zone: 'Asia/Tokyo' });
    // A saved list's id is its owner's: the other member's GET of it is a 404 by design. A member
    // without a program skips the meal plan's statement: theirs are among the first member's.
    for (const [name, url] of pages().filter(([name]) => name !== 'a saved list')) {
      const mine = await coldStatements(url());
      const theirs = await coldStatements(url(), other);
      expect(theirs.count, name).toBeGreaterThan(0);
      for (const text of theirs.texts) expect(mine.texts, name).toContain(text);
    }
  });
});

describe('the member context and the user columns', () => {
  it("are the member's own, whatever their ids (a column written without its table once read another row's)", async () => {
    // Made after the first member: ids 1 of subscriptions, purchases and lists are the first member's.
    const other = await createMemberWithProfile(t.app);
    const me = await t.app.inject({ method: 'GET', url: apiPaths.me, headers: other.headers });
    expect(me.json()).toMatchObject({ premium: false, has_program: false, program: null, saved_lists: [] });
    const item = await t.app.inject({
      method: 'GET',
      url: libraryPaths.item('workout', itemId),
      headers: other.headers,
    });
    expect(item.json()).toMatchObject({ can_watch: false });
    const lists = await t.app.inject({ method: 'GET', url: savedPaths.lists, headers: other.headers });
    expect(lists.json()).toEqual({ saved_lists: [] });
    const mine = await t.app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers });
    expect(mine.json()).toMatchObject({ premium: true, has_program: true });
    expect(mine.json().saved_lists).toHaveLength(1);
  });
});
