import {
  catalogueMessages,
  type FilterGroup,
  filterMessages,
  filterPaths,
  type ItemFilters,
  type ListPage,
  libraryPaths,
  type StudioFilterGroup,
  type StudioFilterGroups,
} from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, items, lists } from '../../src/db/schema';
import { readCatalog } from '../../src/features/library';
import { importSample } from '../library/catalog';
import { actions, itemId, type Method, member, ok, send, t, withCatalogue } from './harness';

/** Issue 17: filter groups and an item's filter options in the console (decision 0026). */
withCatalogue();

const groups = async () => (await ok<StudioFilterGroups>('GET', filterPaths.groups)).groups;
const group = async (key: string) => (await groups()).find((g) => g.key === key) as StudioFilterGroup;
const memberFilters = async (store = 'on_demand') => {
  const answer = await t.app.inject({
    method: 'GET',
    url: libraryPaths.filters(store),
    headers: member.headers,
  });
  return answer.json<{ groups: FilterGroup[] }>().groups;
};
const listId = async (key: string) => {
  const [row] = await t.db.select({ id: lists.id }).from(lists).where(eq(lists.key, key));
  return row?.id as number;
};
/** The keys of a list page's items for a member choosing these options. */
const filtered = async (optionIds: number[]) => {
  const url = `${libraryPaths.list('on_demand', 'categories', await listId('all'))}?offset=0&filters=${optionIds.join(',')}`;
  const answer = await t.app.inject({ method: 'GET', url, headers: member.headers });
  return { status: answer.statusCode, page: answer.json<ListPage>() };
};

describe('filter groups in the console', () => {
  it("lists each store's groups with their options in order and how many items carry each", async () => {
    const all = await groups();
    expect(all.map((g) => `${g.store}/${g.key}`)).toEqual([
      'nutrition/diet',
      'on_demand/level',
      'on_demand/equipment',
    ]);
    const level = all.find((g) => g.key === 'level') as StudioFilterGroup;
    expect(level).toMatchObject({ title: 'Level', hidden: false, origin: 'catalog' });
    // The sample alternates beginner/advanced over 23 workouts: 12 and 11.
    expect(level.options.map((o) => [o.key, o.items])).toEqual([
      ['beginner', 12],
      ['advanced', 11],
    ]);
  });

  it('makes a group with options that members filter by once a workout carries one', async () => {
    const made = await ok<StudioFilterGroup>('POST', filterPaths.groups, {
      store: 'on_demand',
      title: ' Intensity ',
    });
    expect(made).toMatchObject({ title: 'Intensity', origin: 'studio', hidden: false, options: [] });
    expect(made.key).toMatch(/^intensity-[0-9a-f]{6}$/);
    // Without options, members do not see it.
    expect((await memberFilters()).map((g) => g.title)).toEqual(['Level', 'Equipment']);

    const withLow = await ok<StudioFilterGroup>('POST', filterPaths.options(made.id), {
      title: 'Low',
      key: 'low',
    });
    const withHigh = await ok<StudioFilterGroup>('POST', filterPaths.options(made.id), {
      title: 'High',
      key: 'high',
    });
    expect(withHigh.options.map((o) => [o.key, o.origin])).toEqual([
      ['low', 'studio'],
      ['high', 'studio'],
    ]);
    expect(withLow.options).toHaveLength(1);
    expect((await memberFilters()).map((g) => g.title)).toEqual(['Level', 'Equipment', 'Intensity']);

    const [low, high] = withHigh.options as [
      StudioFilterGroup['options'][number],
      StudioFilterGroup['options'][number],
    ];
    const w3 = await itemId('w3');
    const w4 = await itemId('w4');
    const before = await ok<ItemFilters>('GET', filterPaths.itemFilters(w3));
    expect(before.option_ids).toHaveLength(2);
    const set = await ok<ItemFilters>('PUT', filterPaths.itemFilters(w3), {
      option_ids: [...before.option_ids, high.id],
    });
    expect(set.option_ids).toEqual([...before.option_ids, high.id]);
    await ok('PUT', filterPaths.itemFilters(w4), { option_ids: [low.id] });

    const { page } = await filtered([high.id]);
    expect(page.items.map((i) => i.id)).toEqual([w3]);
    // Options of one group widen the choice.
    expect((await filtered([high.id, low.id])).page.items.map((i) => i.id).sort()).toEqual([w3, w4].sort());
    expect((await group(made.key)).options.map((o) => o.items)).toEqual([1, 1]);

    expect(await actions()).toEqual([
      'filter.create',
      'filter.option.create',
      'filter.option.create',
      'item.filters',
      'item.filters',
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'item.filters')).limit(1);
    expect(entry).toMatchObject({ target: `item:${w3}`, before: before.option_ids, after: set.option_ids });
  });

  it('renames, reorders and hides groups and options; members follow', async () => {
    const level = await group('level');
    const equipment = await group('equipment');
    await ok('PUT', filterPaths.group(level.id), { title: 'Your level' });
    await ok('PUT', filterPaths.option(level.id, level.options[1]?.id as number), { title: 'Expert' });
    await ok('PUT', filterPaths.groupOrder, { store: 'on_demand', ids: [equipment.id, level.id] });
    await ok('PUT', filterPaths.optionOrder(level.id), { ids: level.options.map((o) => o.id).reverse() });
    expect(await memberFilters()).toEqual([
      {
        id: equipment.id,
        title: 'Equipment',
        options: equipment.options.map(({ id, title }) => ({ id, title })),
      },
      {
        id: level.id,
        title: 'Your level',
        options: [
          { id: level.options[1]?.id, title: 'Expert' },
          { id: level.options[0]?.id, title: 'Beginner' },
        ],
      },
    ]);

    const hidden = await ok<StudioFilterGroup>('PUT', filterPaths.groupVisibility(level.id), {
      hidden: true,
    });
    expect(hidden.hidden).toBe(true);
    expect((await memberFilters()).map((g) => g.title)).toEqual(['Equipment']);
    // A hidden group's option is no longer a filter members may ask for.
    const asked = await filtered([level.options[0]?.id as number]);
    expect(asked.status).toBe(400);
    // Its items keep their options, and showing it brings it back.
    expect((await group('level')).options.map((o) => o.items)).toEqual([11, 12]);
    await ok('PUT', filterPaths.groupVisibility(level.id), { hidden: false });
    const shownAgain = await filtered([level.options[0]?.id as number]);
    expect(shownAgain.status).toBe(200);
    expect(shownAgain.page.items).toHaveLength(10);
    expect(await actions()).toEqual([
      'filter.update',
      'filter.option.update',
      'filter.reorder',
      'filter.option.reorder',
      'filter.hide',
      'filter.show',
    ]);
  });

  it('removes an option: the items that carried it lose it', async () => {
    const equipment = await group('equipment');
    const mat = equipment.options.find((o) => o.key === 'mat') as StudioFilterGroup['options'][number];
    const after = await ok<StudioFilterGroup>('DELETE', filterPaths.option(equipment.id, mat.id));
    expect(after.options.map((o) => o.key)).toEqual(['none']);
    expect(
      (await ok<ItemFilters>('GET', filterPaths.itemFilters(await itemId('w0')))).option_ids,
    ).not.toContain(mat.id);
    expect((await filtered([mat.id])).status).toBe(400);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'filter.option.remove'));
    expect(entry?.before).toMatchObject({ options: [{ key: 'none' }, { key: 'mat', items: 8 }] });
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const level = await group('level');
    const diet = await group('diet');
    const cases: [Method, string, object | undefined, number, string, string][] = [
      [
        'POST',
        filterPaths.groups,
        { store: 'on_demand', title: '  ' },
        400,
        'title',
        inEnglish(catalogueMessages.required),
      ],
      ['POST', filterPaths.groups, { store: 'gym', title: 'Gym' }, 400, 'store', ''],
      [
        'POST',
        filterPaths.groups,
        { store: 'on_demand', title: 'Level', key: 'level' },
        409,
        'key',
        inEnglish(catalogueMessages.keyTaken('level')),
      ],
      ['POST', filterPaths.groups, { store: 'on_demand', title: 'Bad', key: 'Bad Key' }, 400, 'key', ''],
      [
        'POST',
        filterPaths.options(level.id),
        { title: 'Beginner', key: 'beginner' },
        409,
        'key',
        inEnglish(catalogueMessages.keyTaken('beginner')),
      ],
      [
        'POST',
        filterPaths.options(level.id),
        { title: 'x'.repeat(201) },
        400,
        'title',
        inEnglish({ id: catalogueMessages.tooLong, values: { max: 200 } }),
      ],
      [
        'PUT',
        filterPaths.group(level.id),
        { title: '' },
        400,
        'title',
        inEnglish(catalogueMessages.required),
      ],
      [
        'PUT',
        filterPaths.groupOrder,
        { store: 'on_demand', ids: [level.id] },
        400,
        'ids',
        inEnglish(catalogueMessages.orderMismatch),
      ],
      [
        'PUT',
        filterPaths.groupOrder,
        { store: 'on_demand', ids: [level.id, diet.id] },
        400,
        'ids',
        inEnglish(catalogueMessages.orderMismatch),
      ],
      [
        'PUT',
        filterPaths.optionOrder(level.id),
        { ids: [level.options[0]?.id, level.options[0]?.id] },
        400,
        'ids',
        inEnglish(catalogueMessages.orderMismatch),
      ],
      [
        'PUT',
        filterPaths.itemFilters(await itemId('w1')),
        { option_ids: [diet.options[0]?.id] },
        400,
        'option_ids',
        inEnglish(filterMessages.optionOfOtherStore(diet.options[0]?.id as number)),
      ],
      [
        'PUT',
        filterPaths.itemFilters(await itemId('w1')),
        { option_ids: Array.from({ length: 31 }, (_, i) => i + 1) },
        400,
        'option_ids',
        inEnglish(filterMessages.tooManyItemFilters),
      ],
      ['PUT', filterPaths.group(999999), { title: 'Gone' }, 404, '', inEnglish(filterMessages.groupUnknown)],
      [
        'DELETE',
        filterPaths.option(level.id, diet.options[0]?.id as number),
        undefined,
        404,
        '',
        inEnglish(filterMessages.optionUnknown),
      ],
      [
        'PUT',
        filterPaths.itemFilters(await itemId('live-soon')),
        { option_ids: [] },
        404,
        '',
        inEnglish(filterMessages.itemUnknown),
      ],
    ];
    const snapshot = async () => ({
      groups: await groups(),
      w1: await ok('GET', filterPaths.itemFilters(await itemId('w1'))),
    });
    const before = await snapshot();
    for (const [method, url, payload, status, field, message] of cases) {
      const answer = await send(method, url, payload);
      expect(answer.statusCode, `${method} ${url} ${answer.body}`).toBe(status);
      const body = answer.json<{ message: string; errors?: Record<string, string[]> }>();
      if (field) expect(Object.keys(body.errors ?? {}), answer.body).toContain(field);
      if (message) expect(field ? body.errors?.[field]?.[0] : body.message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
    expect(await actions()).toEqual([]);
  });

  it("sets a recipe's options from its store's groups", async () => {
    const diet = await group('diet');
    const made = await ok<StudioFilterGroup>('POST', filterPaths.groups, {
      store: 'nutrition',
      title: 'Time',
      key: 'time',
    });
    const quick = await ok<StudioFilterGroup>('POST', filterPaths.options(made.id), {
      title: 'Quick',
      key: 'quick',
    });
    const recipeId = (
      await t.db.select({ id: items.id }).from(items).where(eq(items.kind, 'recipe')).limit(1)
    )[0]?.id as number;
    const ids = [diet.options[0]?.id as number, quick.options[0]?.id as number];
    expect(
      (await ok<ItemFilters>('PUT', filterPaths.itemFilters(recipeId), { option_ids: ids })).option_ids,
    ).toEqual(ids);
    const level = await group('level');
    const refused = await send('PUT', filterPaths.itemFilters(recipeId), {
      option_ids: [level.options[0]?.id],
    });
    expect(refused.statusCode).toBe(400);
  });

  it('is for staff: a member gets 403 and nothing changes', async () => {
    const level = await group('level');
    for (const [method, url, payload] of [
      ['GET', filterPaths.groups],
      ['POST', filterPaths.groups, { store: 'on_demand', title: 'Sneaky' }],
      ['PUT', filterPaths.groupVisibility(level.id), { hidden: true }],
      ['PUT', filterPaths.itemFilters(await itemId('w1')), { option_ids: [] }],
    ] as [Method, string, object?][]) {
      expect((await send(method, url, payload, member)).statusCode).toBe(403);
    }
    expect((await memberFilters()).map((g) => g.title)).toEqual(['Level', 'Equipment']);
  });
});

describe('filters and the catalogue file', () => {
  it("an import leaves the console's groups and options alone, and takes the file's own back", async () => {
    const made = await ok<StudioFilterGroup>('POST', filterPaths.groups, {
      store: 'on_demand',
      title: 'Intensity',
      key: 'intensity',
    });
    await ok('POST', filterPaths.options(made.id), { title: 'High', key: 'high' });
    const level = await group('level');
    await ok('POST', filterPaths.options(level.id), { title: 'Intermediate', key: 'intermediate' });
    const [beginner] = level.options;
    await ok('PUT', filterPaths.option(level.id, beginner?.id as number), { title: 'Starter' });
    const intensity = await group('intensity');
    const w5 = await itemId('w5');
    const own = await ok<ItemFilters>('GET', filterPaths.itemFilters(w5));
    await ok('PUT', filterPaths.itemFilters(w5), {
      option_ids: [...own.option_ids, intensity.options[0]?.id],
    });

    await importSample(t);
    const after = await groups();
    expect(after.find((g) => g.key === 'intensity')?.options.map((o) => o.key)).toEqual(['high']);
    const levelAfter = after.find((g) => g.key === 'level') as StudioFilterGroup;
    // The file names beginner (its title comes back), and not intermediate, which the console made.
    expect(levelAfter.options.map((o) => [o.key, o.title])).toEqual([
      ['beginner', 'Beginner'],
      ['advanced', 'Advanced'],
      ['intermediate', 'Intermediate'],
    ]);
    // The file names w5: its options are the file's again.
    expect((await ok<ItemFilters>('GET', filterPaths.itemFilters(w5))).option_ids).toEqual(own.option_ids);
  });

  it('the export writes shown groups that have options, and the options items carry of them', async () => {
    const empty = await ok<StudioFilterGroup>('POST', filterPaths.groups, {
      store: 'on_demand',
      title: 'Empty',
      key: 'empty',
    });
    const made = await ok<StudioFilterGroup>('POST', filterPaths.groups, {
      store: 'on_demand',
      title: 'Intensity',
      key: 'intensity',
    });
    const high = (
      await ok<StudioFilterGroup>('POST', filterPaths.options(made.id), { title: 'High', key: 'high' })
    ).options[0];
    const w2 = await itemId('w2');
    const own = await ok<ItemFilters>('GET', filterPaths.itemFilters(w2));
    await ok('PUT', filterPaths.itemFilters(w2), { option_ids: [...own.option_ids, high?.id] });
    const equipment = await group('equipment');
    await ok('PUT', filterPaths.groupVisibility(equipment.id), { hidden: true });

    const { catalog } = await readCatalog(t.db, 'USD');
    expect(catalog.filter_groups.map((g) => g.key).sort()).toEqual(['diet', 'intensity', 'level']);
    expect(catalog.filter_groups.some((g) => g.key === empty.key)).toBe(false);
    expect(catalog.items.find((i) => i.key === 'w2')?.filters).toEqual(['intensity:high', 'level:beginner']);
  });
});
