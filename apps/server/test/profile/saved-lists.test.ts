import {
  MAX_SAVED_LIST_ITEMS,
  MAX_SAVED_LISTS,
  type SavedList,
  type SavedListSummary,
  savedPaths,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aMember, items, me, member, sampleCatalogue, send, t, withApp } from '../harness';
import { createMemberWithProfile, query } from '../helper';

withApp(sampleCatalogue, aMember);

const create = async (kind: string, name: string, who = member) => {
  const response = await send('POST', savedPaths.lists, { kind, name }, who);
  expect(response.statusCode).toBe(200);
  return response.json<{ saved_list: SavedList }>().saved_list;
};

describe('saved lists', () => {
  it('creates lists, saves items of the right kind, and shows them in the list and the user object', async () => {
    const workouts = await create('workout', 'Morning');
    const recipes = await create('recipe', 'Breakfasts');
    expect(workouts).toMatchObject({ name: 'Morning', kind: 'workout', items: [], image: null });

    const saved = await send('POST', savedPaths.saveItem, {
      id: items.w0,
      kind: 'workout',
      list_id: workouts.id,
    });
    expect(saved.statusCode).toBe(200);
    await send('POST', savedPaths.saveItem, { id: items.w1, kind: 'workout', list_id: workouts.id });
    // Saving again changes nothing.
    await send('POST', savedPaths.saveItem, { id: items.w0, kind: 'workout', list_id: workouts.id });
    await send('POST', savedPaths.saveItem, { id: items.oats, kind: 'recipe', list_id: recipes.id });

    const one = (await send('GET', savedPaths.list(workouts.id))).json<{ saved_list: SavedList }>()
      .saved_list;
    expect(one.items.map((item) => item.id)).toEqual([items.w1, items.w0]);
    expect(one.image).toBe(one.items[0]?.thumb);

    const lists = (await send('GET', savedPaths.lists)).json<{ saved_lists: SavedListSummary[] }>()
      .saved_lists;
    expect(lists.map((list) => [list.name, list.items.map((i) => i.kind_id)])).toEqual([
      ['Breakfasts', [items.oats]],
      ['Morning', [items.w1, items.w0]],
    ]);
    expect((await me()).saved_lists).toEqual(lists);
  });

  it('refuses an item of the other kind, naming list_id, and changes nothing', async () => {
    const recipes = await create('recipe', 'Breakfasts');
    const response = await send('POST', savedPaths.saveItem, {
      id: items.w0,
      kind: 'workout',
      list_id: recipes.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ list_id: [english('shared.profile.listKindMismatch')] });
    expect(
      (await send('POST', savedPaths.saveItem, { id: items.w0, kind: 'recipe', list_id: recipes.id }))
        .statusCode,
    ).toBe(404);
    const [row] = await query<{ n: number }>(t.db, sql`select count(*)::int as n from saved_list_items`);
    expect(row?.n).toBe(0);
  });

  it('renames, deletes items (at least one) and deletes a list', async () => {
    const list = await create('workout', 'Morning');
    for (const key of ['w0', 'w1', 'w2'])
      await send('POST', savedPaths.saveItem, { id: items[key], kind: 'workout', list_id: list.id });
    const renamed = await send('PUT', savedPaths.list(list.id), { model: { name: 'Evening' } });
    expect(renamed.json().saved_list.name).toBe('Evening');
    const none = await send('DELETE', savedPaths.items(list.id), { model: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.model).toEqual([english('shared.profile.selectAtLeastOne')]);
    const removed = await send('DELETE', savedPaths.items(list.id), { model: [items.w0, items.w2] });
    expect(removed.json<{ saved_list: SavedList }>().saved_list.items.map((i) => i.id)).toEqual([items.w1]);
    expect((await send('DELETE', savedPaths.list(list.id))).statusCode).toBe(200);
    expect((await send('GET', savedPaths.list(list.id))).statusCode).toBe(404);
    const [row] = await query<{ n: number }>(t.db, sql`select count(*)::int as n from saved_list_items`);
    expect(row?.n).toBe(0);
  });

  it('validates names and kinds, and refuses a second list of the same name', async () => {
    const blank = await send('POST', savedPaths.lists, { kind: 'workout', name: '  ' });
    expect(blank.json().errors.name).toEqual(['This field is required']);
    const kind = await send('POST', savedPaths.lists, { kind: 'video', name: 'x' });
    expect(Object.keys(kind.json().errors)).toEqual(['kind']);
    const long = await send('POST', savedPaths.lists, { kind: 'workout', name: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    await create('workout', 'Morning');
    const twice = await send('POST', savedPaths.lists, { kind: 'workout', name: 'morning' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.name).toEqual([english('shared.profile.listNameTaken')]);
    expect((await send('PUT', savedPaths.list('abc'), { model: { name: 'x' } })).statusCode).toBe(400);
  });

  it("keeps a member's lists from everyone else: 404 for each call", async () => {
    const list = await create('workout', 'Morning');
    await send('POST', savedPaths.saveItem, { id: items.w0, kind: 'workout', list_id: list.id });
    const other = await createMemberWithProfile(t.app);
    expect((await send('GET', savedPaths.list(list.id), undefined, other)).statusCode).toBe(404);
    expect((await send('PUT', savedPaths.list(list.id), { model: { name: 'Mine' } }, other)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', savedPaths.list(list.id), undefined, other)).statusCode).toBe(404);
    expect((await send('DELETE', savedPaths.items(list.id), { model: [items.w0] }, other)).statusCode).toBe(
      404,
    );
    expect(
      (await send('POST', savedPaths.saveItem, { id: items.w1, kind: 'workout', list_id: list.id }, other))
        .statusCode,
    ).toBe(404);
    expect((await me(other)).saved_lists).toEqual([]);
    expect((await send('GET', savedPaths.list(list.id))).json().saved_list.name).toBe('Morning');
    expect((await send('GET', savedPaths.list(list.id))).json().saved_list.items).toHaveLength(1);
  });
});

// PGlite runs one statement at a time, so the race shows on PostgreSQL (CI's second pass): without the
// locks 8 of 10 creates passed the cap there.
describe('saved list caps under parallel requests (issue 14)', () => {
  it(`never passes ${MAX_SAVED_LISTS} lists, however many creates arrive together`, async () => {
    await t.db.execute(sql`
      insert into saved_lists (user_id, kind, name)
      select ${member.user.id}, 'workout', 'List ' || n from generate_series(1, ${MAX_SAVED_LISTS - 5}) n`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send('POST', savedPaths.lists, { kind: 'workout', name: `New ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
      code: 'too_many_lists',
      message: english('shared.profile.tooManyLists'),
    });
    const [row] = await query<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from saved_lists where user_id = ${member.user.id}`,
    );
    expect(row?.n).toBe(MAX_SAVED_LISTS);
  });

  it(`never passes ${MAX_SAVED_LIST_ITEMS} items in a list, however many saves arrive together`, async () => {
    const list = await create('workout', 'Full soon');
    await t.db.execute(sql`
      insert into items (key, kind, store_id, title, published_at)
      select 'bulk-' || n, 'workout', 'on_demand', 'Bulk ' || n, now() from generate_series(1, ${MAX_SAVED_LIST_ITEMS + 5}) n`);
    const bulk = await query<{ id: number }>(
      t.db,
      sql`select id from items where key like 'bulk-%' order by id`,
    );
    await t.db.execute(sql`
      insert into saved_list_items (list_id, item_id)
      select ${list.id}, id from items where key like 'bulk-%' order by id limit ${MAX_SAVED_LIST_ITEMS - 5}`);
    const rest = bulk.slice(MAX_SAVED_LIST_ITEMS - 5).map((row) => Number(row.id));
    const answers = await Promise.all(
      rest.map((id) => send('POST', savedPaths.saveItem, { id, kind: 'workout', list_id: list.id })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'list_full')).toHaveLength(5);
    const [row] = await query<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from saved_list_items where list_id = ${list.id}`,
    );
    expect(row?.n).toBe(MAX_SAVED_LIST_ITEMS);
  });
});
