import { type ShoppingList, shoppingListMessages, shoppingListPaths } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { studioSettings } from '../../src/db/schema';
import { formatFraction, toFraction } from '../../src/features/nutrition/shopping-lines';
import { createMemberWithProfile, createTestApp, type TestApp, type TestMember } from '../helper';
import { importSample } from '../library/catalog';
import { buyProgram, mealCatalog, recipeIds } from './meals';

/**
 * Issue 19, decision 0033: the week's shopping list from the meal plan. The plan is plant (diet 1):
 * two breakfasts (oats Sun/Tue/Thu/Sat: 4 days, toast Mon/Wed/Fri: 3), and salad, bites and tacos
 * every day (7).
 */
const INGREDIENTS: Record<string, (string | { text: string; aisle: string })[]> = {
  oats: ['1/2 cup rolled oats', { text: '1 cup milk', aisle: 'Dairy' }, '1 banana'],
  toast: ['40 g rolled oats', '1 cup milk', 'Salt and pepper'],
  salad: ['1/3 cup olive oil', { text: '2 bananas, sliced', aisle: 'Fruit & veg' }],
  bites: ['Love, to taste'],
  tacos: ['Salt and pepper', { text: '1 can chickpeas, drained', aisle: 'Tins & jars' }],
};

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.truncateAll();
  const catalog = mealCatalog();
  await importSample(t, {
    ...catalog,
    items: catalog.items.map((item) => {
      const ingredients = INGREDIENTS[item.key];
      return item.recipe && ingredients ? { ...item, recipe: { ...item.recipe, ingredients } } : item;
    }),
  });
  member = await createMemberWithProfile(t.app);
});

const planWeek = async (who: TestMember) => {
  await buyProgram(t, who);
  const ids = await recipeIds(t);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v4/program_recipes',
    headers: who.headers,
    payload: { diet_id: 1, ids: ['oats', 'toast', 'salad', 'bites', 'tacos'].map((key) => ids[key]) },
  });
  expect(saved.statusCode).toBe(200);
};

const send = (who: TestMember, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const list = async (who: TestMember) => {
  const response = await send(who, 'GET', shoppingListPaths.list);
  expect(response.statusCode).toBe(200);
  return response.json<ShoppingList>();
};
/** Each aisle's lines as "quantity name", ticked ones marked with ✓. */
const shown = (body: ShoppingList) =>
  Object.fromEntries(
    body.aisles.map((group) => [
      group.aisle ?? 'none',
      group.lines.map(
        (line) => `${[line.quantity, line.name].filter(Boolean).join(' ')}${line.ticked ? ' ✓' : ''}`,
      ),
    ]),
  );
const lineKey = (body: ShoppingList, name: string) => {
  const found = body.aisles.flatMap((group) => group.lines).find((line) => line.name === name);
  if (!found) throw new Error(`no line ${name}`);
  return found.key;
};

describe('the shopping list of the week', () => {
  it('merges the plan by name and unit, sums in fractions times the days served, groups by aisle', async () => {
    await planWeek(member);
    const body = await list(member);
    expect(body.has_plan).toBe(true);
    expect(body.servings).toBe(1);
    expect(shown(body)).toEqual({
      Dairy: ['7 cups milk'],
      'Fruit & veg': ['18 bananas'],
      'Tins & jars': ['7 cans chickpeas'],
      none: [
        '2 cups rolled oats',
        '120 g rolled oats',
        'Salt and pepper',
        '2 1/3 cups olive oil',
        'Love, to taste',
      ],
    });
    const oats = body.aisles.flatMap((g) => g.lines).find((line) => line.quantity === '2 cups');
    expect(oats?.recipes).toEqual(['Recipe oats']);
  });

  it('scales every quantity by the people it is for, and refuses a bad count with a 400 naming it', async () => {
    await planWeek(member);
    const two = await send(member, 'PUT', shoppingListPaths.servings, { servings: 2 });
    expect(two.statusCode).toBe(200);
    expect(shown(two.json<ShoppingList>()).none).toContain('4 2/3 cups olive oil');
    for (const servings of [0, 13, 1.5, 'two']) {
      const bad = await send(member, 'PUT', shoppingListPaths.servings, { servings });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ servings: [inEnglish(shoppingListMessages.servingsInvalid)] });
    }
    expect((await list(member)).servings).toBe(2);
  });

  it('keeps ticks and own items across reloads; a repeated tick changes nothing', async () => {
    await planWeek(member);
    const key = lineKey(await list(member), 'milk');
    for (let i = 0; i < 2; i += 1) {
      const ticked = await send(member, 'PUT', shoppingListPaths.line(key), { ticked: true });
      expect(ticked.statusCode).toBe(200);
    }
    const added = await send(member, 'POST', shoppingListPaths.ownItems, { name: '  Coffee beans ' });
    expect(added.statusCode).toBe(200);
    const own = added.json<ShoppingList>().own_items;
    expect(own).toEqual([{ key: expect.stringMatching(/^o-/), name: 'Coffee beans', ticked: false }]);
    await send(member, 'PUT', shoppingListPaths.line(own[0]?.key as string), { ticked: true });

    const again = await list(member);
    expect(shown(again).Dairy).toEqual(['7 cups milk ✓']);
    expect(again.own_items).toEqual([{ key: own[0]?.key, name: 'Coffee beans', ticked: true }]);

    await send(member, 'PUT', shoppingListPaths.line(key), { ticked: false });
    expect(shown(await list(member)).Dairy).toEqual(['7 cups milk']);
    const removed = await send(member, 'DELETE', shoppingListPaths.ownItem(own[0]?.key as string));
    expect(removed.json<ShoppingList>().own_items).toEqual([]);
  });

  it('without a plan has no lines but still holds own items', async () => {
    const body = await list(member);
    expect(body).toMatchObject({ has_plan: false, aisles: [], own_items: [] });
    await send(member, 'POST', shoppingListPaths.ownItems, { name: 'Soap' });
    expect((await list(member)).own_items.map((item) => item.name)).toEqual(['Soap']);
  });

  it("never reaches another member's list", async () => {
    await planWeek(member);
    const added = await send(member, 'POST', shoppingListPaths.ownItems, { name: 'Secret snack' });
    const key = added.json<ShoppingList>().own_items[0]?.key as string;
    const other = await createMemberWithProfile(t.app);
    const theirs = await list(other);
    expect(theirs.own_items).toEqual([]);
    expect(theirs.has_plan).toBe(false);
    // Their own item is not one the other member can tick or remove.
    const tick = await send(other, 'PUT', shoppingListPaths.line(key), { ticked: true });
    expect(tick.statusCode).toBe(400);
    expect(tick.json().errors).toEqual({ key: [inEnglish(shoppingListMessages.keyInvalid)] });
    await send(other, 'DELETE', shoppingListPaths.ownItem(key));
    expect((await list(member)).own_items).toEqual([{ key, name: 'Secret snack', ticked: false }]);
  });

  it('answers bad input with a 400 naming the field, and changes nothing', async () => {
    await planWeek(member);
    const key = lineKey(await list(member), 'milk');
    const cases: [string, 'PUT' | 'POST', object, string][] = [
      [shoppingListPaths.line(key), 'PUT', { ticked: 'yes' }, 'ticked'],
      [shoppingListPaths.line(key), 'PUT', {}, 'ticked'],
      [shoppingListPaths.line('milk'), 'PUT', { ticked: true }, 'key'],
      [shoppingListPaths.ownItems, 'POST', { name: '   ' }, 'name'],
      [shoppingListPaths.ownItems, 'POST', { name: 'x'.repeat(121) }, 'name'],
      [shoppingListPaths.ownItems, 'POST', {}, 'name'],
    ];
    for (const [url, method, payload, field] of cases) {
      const response = await send(member, method, url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const body = await list(member);
    expect(body.own_items).toEqual([]);
    expect(shown(body).Dairy).toEqual(['7 cups milk']);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: shoppingListPaths.list })).statusCode).toBe(401);
  });
});

describe('a studio writing its recipes in another language', () => {
  it('sums them alike, with its decimal comma and the names as written (no English plurals)', async () => {
    const catalog = mealCatalog();
    const portuguese: Record<string, string[]> = {
      oats: ['1 ovo', '0.05 kg de aveia'],
      toast: ['2 ovos', '0.05 kg de aveia'],
      salad: ['1 banana'],
      bites: ['Sal a gosto'],
      tacos: ['Sal a gosto'],
    };
    await t.truncateAll();
    await importSample(t, {
      ...catalog,
      items: catalog.items.map((item) => {
        const ingredients = portuguese[item.key];
        return item.recipe && ingredients ? { ...item, recipe: { ...item.recipe, ingredients } } : item;
      }),
    });
    await t.db.insert(studioSettings).values({ id: 1, language: 'pt-BR' });
    await t.app.studioLanguage.refresh();
    const ana = await createMemberWithProfile(t.app);
    await planWeek(ana);
    // Eggs 4 × 1 + 3 × 2 under the name first written; oats 7 × 0.05 kg; bananas 7 × 1, not "7 bananas".
    expect(shown(await list(ana))).toEqual({
      none: ['10 ovo', '0,35 kg de aveia', '7 banana', 'Sal a gosto'],
    });
  });
});

describe('quantities', () => {
  it('are exact fractions, shown as kitchen fractions or at most two decimals', () => {
    expect(formatFraction(toFraction(0.333))).toBe('1/3');
    expect(formatFraction({ n: 7, d: 3 })).toBe('2 1/3');
    expect(formatFraction({ n: 3, d: 2 })).toBe('1 1/2');
    expect(formatFraction({ n: 120, d: 1 })).toBe('120');
    expect(formatFraction({ n: 7, d: 20 })).toBe('0.35');
    expect(formatFraction({ n: 1, d: 10 })).toBe('0.1');
    // 0.1 + 0.2 in floats is 0.30000000000000004; in fractions it is 3/10.
    const sum = { n: toFraction(0.1).n * 5 + toFraction(0.2).n * 10, d: 50 };
    expect(formatFraction(sum)).toBe('0.3');
    expect(formatFraction({ n: 7, d: 20 }, 'es')).toBe('0,35');
    expect(formatFraction({ n: 3, d: 2 }, 'pt-BR')).toBe('1 1/2');
  });
});
