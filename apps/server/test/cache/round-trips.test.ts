import {
  apiPaths,
  homePaths,
  libraryPaths,
  nutritionPaths,
  type Program,
  profilePaths,
  programPaths,
  savedPaths,
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
const coldStatements = async (url: string) => {
  await t.db
    .update(users)
    .set({ name: sql`${users.name}` })
    .where(eq(users.id, member.user.id));
  const before = t.statements();
  const response = await t.app.inject({ method: 'GET', url, headers: member.headers });
  expect(response.statusCode, response.body).toBe(200);
  return t.statements() - before;
};

/** The GETs of page load, and whether each is within two statements yet (issue 13, in slices). */
const pages = (): [string, () => string, boolean][] => [
  ['me', () => apiPaths.me, true],
  ['home', () => homePaths.home, false],
  ['library', () => libraryPaths.library('on_demand'), true],
  ['a list page', () => libraryPaths.list('on_demand', 'categories', 1), true],
  ['item details', () => libraryPaths.item('workout', itemId), true],
  ['programs', () => programPaths.list, true],
  ['a program', () => programPaths.details(program.id), true],
  ['saved lists', () => savedPaths.lists, true],
  ['a saved list', () => savedPaths.list(listId), true],
  ['measurement sets', () => profilePaths.measurements, true],
  ['pictures', () => profilePaths.pictures, true],
  ['nutrition week', () => nutritionPaths.mealPlan, true],
];

describe('a member GET with nothing cached runs at most two statements: the session and the answer', () => {
  for (const [name, url, done] of pages()) {
    // `fails` marks the GETs still over (it turns red once one is within, so the list stays true).
    (done ? it : it.fails)(name, async () => {
      expect(await coldStatements(url())).toBeLessThanOrEqual(2);
    });
  }
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
