import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type ItemDetails,
  type Library,
  libraryPaths,
  nutritionPaths,
  type ProgramRecipeSet,
  type ProgramRecipes,
  type RecipeInput,
  recipeMessages,
  recipePaths,
  type StudioRecipe,
  type StudioRecipes,
  studioPaths,
} from '@studio/shared';
import { english, inEnglish } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, items, listItems, lists, programRecipes, programs } from '../../src/db/schema';
import { CatalogError } from '../../src/features/library';
import { grantRole } from '../../src/features/studio';
import {
  createMember,
  createMemberWithProfile,
  createTestApp,
  type TestApp,
  type TestMember,
} from '../helper';
import { gifImage, jpegWithExif, multipart, pngImage } from '../images';
import { importSample, recipe } from '../library/catalog';
import { buyProgram, mealCatalog } from '../nutrition/meals';

let t: TestApp;
let coach: TestMember;
let member: TestMember;
/** Item ids by key of the meal catalogue (oats, salad, toast, eggs, bites, tacos, chili, stew…). */
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.truncateAll();
  await importSample(t, mealCatalog());
  coach = await createMember(t.app, { email: 'coach@example.com' });
  await grantRole(t.db, null, { email: coach.email, role: 'coach' });
  member = await createMemberWithProfile(t.app);
  ids = Object.fromEntries(
    (await t.db.select({ key: items.key, id: items.id }).from(items)).map((row) => [row.key, row.id]),
  );
});

const input = (overrides: Partial<RecipeInput> = {}): RecipeInput => ({
  title: 'Green shakshuka',
  description: 'Eggs in a pan of greens.',
  meal_type: 'dinner',
  diets: [2, 3],
  preparation_time: 25,
  label: 'High protein',
  ingredients: ['4 eggs', '200 g spinach', '1 leek'],
  preparation_guide: ['Soften the leek.', 'Wilt the spinach.', 'Crack the eggs in and cover.'],
  ...overrides,
});
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = coach) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const make = async (overrides: Partial<RecipeInput> = {}) => {
  const answer = await send('POST', recipePaths.recipes, input(overrides));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<StudioRecipe>();
};
const setHidden = (id: number, hidden: boolean) => send('PUT', recipePaths.visibility(id), { hidden });
const upload = (id: number, body: Buffer, contentType = 'image/png', name = 'picture') => {
  const form = multipart([{ name, filename: 'dish.img', contentType, body }]);
  return t.app.inject({
    method: 'POST',
    url: recipePaths.picture(id),
    headers: { ...coach.headers, ...form.headers },
    payload: form.payload,
  });
};
const memberItem = (id: number) => send('GET', libraryPaths.item('recipe', id), undefined, member);
const nutritionLibrary = async () =>
  JSON.stringify((await send('GET', libraryPaths.library('nutrition'), undefined, member)).json<Library>());
const entries = async () =>
  (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter(
    (e) => e.action.startsWith('recipe.') || e.action === 'program.recipes',
  );
const programId = async (key: string) =>
  (await t.db.select({ id: programs.id }).from(programs).where(eq(programs.key, key)))[0]?.id as number;
const setProgramRecipes = (id: number, keys: (string | number)[]) =>
  send('PUT', recipePaths.programRecipes(id), {
    recipe_ids: keys.map((k) => (typeof k === 'number' ? k : (ids[k] as number))),
  });
const stored = (key: string) => fs.readFile(path.join(t.dataDir, 'storage', key));

describe('recipes in the console (issue 17)', () => {
  it('are for coaches: a coach lists and searches them, a member is refused every route (403)', async () => {
    const list = await send('GET', recipePaths.recipes);
    expect(list.statusCode).toBe(200);
    const all = list.json<StudioRecipes>().recipes;
    expect(all.map((r) => r.key)).toContain('oats');
    expect(all.every((r) => r.origin === 'catalog' && !r.hidden)).toBe(true);
    expect(all.find((r) => r.key === 'oats')).toMatchObject({
      meal_type: 'breakfast',
      diets: [1],
      ingredients: ['1 cup oats', '1 banana'],
      preparation_guide: ['Mix.', 'Serve.'],
    });
    const found = await send('GET', `${recipePaths.recipes}?q=${encodeURIComponent('recipe ST')}`);
    expect(found.json<StudioRecipes>().recipes.map((r) => r.key)).toEqual(['stew']);
    const none = await send('GET', `${recipePaths.recipes}?q=${encodeURIComponent('100%')}`);
    expect(none.json<StudioRecipes>().recipes).toEqual([]);

    const refused = [
      await send('GET', recipePaths.recipes, undefined, member),
      await send('GET', recipePaths.recipe(ids.oats as number), undefined, member),
      await send('POST', recipePaths.recipes, input(), member),
      await send('PUT', recipePaths.recipe(ids.oats as number), input(), member),
      await send('PUT', recipePaths.visibility(ids.oats as number), { hidden: true }, member),
      await send('GET', recipePaths.programRecipes(1), undefined, member),
      await send('PUT', recipePaths.programRecipes(1), { recipe_ids: [] }, member),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await entries()).toEqual([]);
  });

  it('a coach makes a recipe hidden, shows it, and a member finds it in the library, its page and the meal plan; hides it again', async () => {
    const made = await make();
    expect(made).toMatchObject({
      title: 'Green shakshuka',
      meal_type: 'dinner',
      diets: [2, 3],
      preparation_time: 25,
      label: 'High protein',
      ingredients: ['4 eggs', '200 g spinach', '1 leek'],
      preparation_guide: ['Soften the leek.', 'Wilt the spinach.', 'Crack the eggs in and cover.'],
      hidden: true,
      origin: 'studio',
      image: null,
    });
    expect((await memberItem(made.id)).statusCode).toBe(404);
    expect(await nutritionLibrary()).not.toContain('Green shakshuka');

    const shown = await setHidden(made.id, false);
    expect(shown.json<StudioRecipe>().hidden).toBe(false);
    const page = await memberItem(made.id);
    expect(page.statusCode).toBe(200);
    const details = page.json<ItemDetails>();
    expect(details.recipe_ingredients.map((i) => i.display_name)).toEqual([
      '4 eggs',
      '200 g spinach',
      '1 leek',
    ]);
    expect(details.preparation_guide).toHaveLength(3);
    expect(await nutritionLibrary()).toContain('Green shakshuka');

    // Quick lists no recipes: its members plan from every recipe of their diet, this one included.
    await buyProgram(t, member, 'Quick');
    const quick = await programId('quick');
    const meat = await send(
      'GET',
      `${nutritionPaths.programRecipes}?program_id=${quick}&nutrition_id=2`,
      undefined,
      member,
    );
    expect(meat.json<ProgramRecipes>().recipes.map((r) => r.title)).toContain('Green shakshuka');

    const hidden = await setHidden(made.id, true);
    expect(hidden.json<StudioRecipe>().hidden).toBe(true);
    expect((await memberItem(made.id)).statusCode).toBe(404);
    expect(await entries()).toMatchObject([
      { action: 'recipe.create', target: `item:${made.id}`, actor_email: coach.email },
      { action: 'recipe.show', before: { hidden: true }, after: { hidden: false } },
      { action: 'recipe.hide', before: { hidden: false }, after: { hidden: true } },
    ]);
  });

  it('a hidden recipe leaves the lists it was in, positions kept dense', async () => {
    const [list] = await t.db.select().from(lists).where(eq(lists.key, 'breakfasts'));
    if (!list) return expect.unreachable('the sample catalogue has a recipes list');
    await setHidden(ids.oats as number, true);
    const left = await t.db.select().from(listItems).where(eq(listItems.list_id, list.id));
    expect(left.map((row) => [row.position, row.item_id])).toEqual([[0, ids.salad]]);
    expect((await entries()).at(-1)).toMatchObject({
      action: 'recipe.hide',
      before: { lists: ['breakfasts'] },
    });
  });

  it('bad input is a 400 naming each field, and nothing changes', async () => {
    const before = await send('GET', recipePaths.recipe(ids.oats as number));
    const bad = await send('PUT', recipePaths.recipe(ids.oats as number), {
      title: ' ',
      meal_type: 'brunch',
      diets: [],
      preparation_time: -5,
      label: 'x'.repeat(101),
      ingredients: ['2 eggs', '  '],
      preparation_guide: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      title: [inEnglish(recipeMessages.titleRequired)],
      meal_type: [inEnglish(recipeMessages.mealTypeInvalid)],
      diets: [inEnglish(recipeMessages.dietRequired)],
      preparation_time: [inEnglish(recipeMessages.preparationTime)],
      label: [inEnglish(recipeMessages.labelTooLong)],
      ingredients: [inEnglish(recipeMessages.ingredientEmpty)],
      preparation_guide: [inEnglish(recipeMessages.stepRequired)],
    });
    const badDiet = await send('POST', recipePaths.recipes, input({ diets: [4 as 1] }));
    expect(badDiet.json().errors).toEqual({ diets: [inEnglish(recipeMessages.dietInvalid)] });
    const missing = await send('POST', recipePaths.recipes, { title: 'Soup' });
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'diets',
      'ingredients',
      'meal_type',
      'preparation_guide',
      'preparation_time',
    ]);
    expect((await send('PUT', recipePaths.recipe(ids.w1 as number), input())).statusCode).toBe(404);
    expect((await send('GET', recipePaths.recipe(ids.oats as number))).body).toBe(before.body);
    expect(await entries()).toEqual([]);
  });

  it('half of a surrogate pair in any text is a 400 naming the field, not a 500 (issue 33)', async () => {
    // JSON may escape half a pair ("\ud800"); PostgreSQL's json refuses it, so the insert failed.
    const half = await send('POST', recipePaths.recipes, input({ preparation_guide: ['Whisk', 'x\udfffx'] }));
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ 'preparation_guide.1': [english('common.form.unpairedSurrogate')] });
    const title = await send('PUT', recipePaths.recipe(ids.oats as number), input({ title: 'Oats \ud800' }));
    expect(title.json().errors).toEqual({ title: [english('common.form.unpairedSurrogate')] });
    // A whole pair (an emoji) is text like any other.
    expect((await send('POST', recipePaths.recipes, input({ title: 'Green 🥬 shakshuka' }))).statusCode).toBe(
      200,
    );
    expect((await entries()).map((e) => e.action)).toEqual(['recipe.create']);
  });

  it('an edit changes every field, keeps ingredient rows by place, and the audit keeps before and after', async () => {
    const made = await make();
    const changed = await send(
      'PUT',
      recipePaths.recipe(made.id),
      input({
        title: 'Shakshuka',
        meal_type: 'lunch',
        diets: [3],
        label: '',
        ingredients: ['4 eggs', 'feta'],
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<StudioRecipe>()).toMatchObject({
      title: 'Shakshuka',
      meal_type: 'lunch',
      diets: [3],
      label: '',
      ingredients: ['4 eggs', 'feta'],
    });
    const [entry] = (await entries()).filter((e) => e.action === 'recipe.update');
    expect(entry?.before).toMatchObject({
      title: 'Green shakshuka',
      ingredients: ['4 eggs', '200 g spinach', '1 leek'],
    });
    expect(entry?.after).toMatchObject({ title: 'Shakshuka', ingredients: ['4 eggs', 'feta'] });
  });

  it('keeps an aisle per ingredient (issue 19), blank for none, and refuses one too long naming it', async () => {
    const made = await make({ ingredient_aisles: ['Dairy & eggs', '', ' Fruit & veg '] });
    expect(made.ingredient_aisles).toEqual(['Dairy & eggs', '', 'Fruit & veg']);
    const edited = await send(
      'PUT',
      recipePaths.recipe(made.id),
      input({ ingredients: ['4 eggs', '1 leek'], ingredient_aisles: ['', 'Fruit & veg'] }),
    );
    expect(edited.json<StudioRecipe>().ingredient_aisles).toEqual(['', 'Fruit & veg']);
    const tooLong = await send(
      'PUT',
      recipePaths.recipe(made.id),
      input({ ingredient_aisles: ['x'.repeat(41)] }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(['ingredient_aisles']);
  });

  it('a picture upload (PNG, JPEG, WebP) is re-encoded under a public catalog key; anything else is refused', async () => {
    const made = await make();
    const gif = await upload(made.id, await gifImage(), 'image/gif');
    expect(gif.statusCode).toBe(400);
    expect(gif.json().errors).toEqual({ picture: [inEnglish(recipeMessages.pictureType)] });
    const none = await upload(made.id, await pngImage(), 'image/png', 'other');
    expect(none.json().errors).toEqual({ picture: [inEnglish(recipeMessages.pictureRequired)] });

    const jpeg = await upload(made.id, await jpegWithExif());
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const [row] = await t.db.select().from(items).where(eq(items.id, made.id));
    expect(row?.image).toMatch(new RegExp(`^catalog/images/recipes/${made.id}-[0-9a-f]+\\.jpg$`));
    expect(row?.thumb).toBe(row?.image);
    const bytes = await stored(row?.image as string);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(jpeg.json<StudioRecipe>().image).toMatch(/\/media\/catalog\/images\/recipes\//);

    const webp = await upload(
      made.id,
      await sharp(await pngImage())
        .webp()
        .toBuffer(),
      'image/webp',
    );
    expect(webp.statusCode).toBe(200);
    const [after] = await t.db.select().from(items).where(eq(items.id, made.id));
    expect(after?.image).toMatch(/\.webp$/);
    await expect(stored(row?.image as string)).rejects.toThrow(); // the replaced picture is gone
    expect((await entries()).filter((e) => e.action === 'recipe.update')).toHaveLength(2);
  });
});

describe("a program's recipes (issue 17)", () => {
  it('a coach chooses them; a diet offered without a meal type is refused naming the diet and meal type', async () => {
    const quick = await programId('quick');
    const empty = await send('GET', recipePaths.programRecipes(quick));
    expect(empty.json<ProgramRecipeSet>()).toMatchObject({ program_id: quick, recipe_ids: [] });
    expect(
      empty
        .json<ProgramRecipeSet>()
        .choices.map((c) => c.meal_type)
        .slice(0, 1),
    ).toEqual(['breakfast']);

    // Plant is whole; meat has breakfast (toast) and snack (bites) and dinner (tacos) but no lunch.
    const gap = await setProgramRecipes(quick, ['oats', 'salad', 'toast', 'bites', 'tacos']);
    expect(gap.statusCode).toBe(400);
    expect(gap.json().errors).toEqual({
      recipe_ids: [inEnglish(recipeMessages.dietLacksMealType(2, 'lunch'))],
    });
    expect(gap.json().message).toMatch(/meat diet \(2\) has no lunch recipe/);
    expect(await t.db.select().from(programRecipes).where(eq(programRecipes.program_id, quick))).toEqual([]);

    const saved = await setProgramRecipes(quick, ['oats', 'salad', 'toast', 'bites', 'tacos', 'stew']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProgramRecipeSet>().recipe_ids).toEqual(
      ['oats', 'salad', 'toast', 'bites', 'tacos', 'stew'].map((k) => ids[k]),
    );

    // Members of the program now plan from these only.
    await buyProgram(t, member, 'Quick');
    const meat = await send(
      'GET',
      `${nutritionPaths.programRecipes}?program_id=${quick}&nutrition_id=2`,
      undefined,
      member,
    );
    expect(meat.json<ProgramRecipes>().recipes.map((r) => r.title.replace('Recipe ', ''))).toEqual([
      'toast',
      'stew',
      'bites',
      'tacos',
    ]);

    const unknown = await setProgramRecipes(quick, [ids.w1 as number]);
    expect(unknown.json().errors).toEqual({ recipe_ids: [inEnglish(recipeMessages.programRecipeUnknown)] });
    const draft = await make();
    expect((await setProgramRecipes(quick, ['oats', draft.id])).json().errors).toEqual({
      recipe_ids: [inEnglish(recipeMessages.programRecipeUnknown)],
    });
    expect((await send('GET', recipePaths.programRecipes(999_999))).statusCode).toBe(404);

    const cleared = await setProgramRecipes(quick, []);
    expect(cleared.json<ProgramRecipeSet>().recipe_ids).toEqual([]);
    expect(await entries()).toMatchObject([
      { action: 'program.recipes', target: `program:${quick}`, before: { recipe_ids: [] } },
      { action: 'recipe.create' },
      { action: 'program.recipes', after: { recipe_ids: [] } },
    ]);
    expect((await entries()).filter((e) => e.action === 'program.recipes')[0]?.after).toEqual({
      recipe_ids: ['oats', 'salad', 'toast', 'bites', 'tacos', 'stew'].map((k) => ids[k]),
    });
  });

  it('the importer refuses a program whose recipes leave a diet without a meal type, naming the program', async () => {
    const catalog = mealCatalog();
    catalog.programs = catalog.programs.map((p) =>
      p.key === 'strong-start' ? { ...p, recipes: p.recipes.filter((k) => k !== 'stew') } : p,
    );
    const refused = await importSample(t, catalog).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CatalogError);
    expect((refused as CatalogError).faults).toEqual([
      expect.stringMatching(
        /^catalog\.json:\d+: programs\[0\]\.recipes: Program "strong-start": The meat diet \(2\) has no lunch recipe/,
      ),
    ]);
  });

  it("an import that does not name a console recipe leaves it, its ingredients and a console program's recipes alone; a file's program takes the file's", async () => {
    const made = await make({ meal_type: 'lunch', diets: [1, 2] });
    await setHidden(made.id, false);
    const program = await send('POST', studioPaths.programs, {
      key: 'core',
      title: 'Core',
      price: '10.00',
      week_required_days: 1,
      weeks: [{ days: [ids.w3] }],
    });
    expect(program.statusCode, program.body).toBe(200);
    const core = program.json<{ id: number }>().id;
    const quick = await programId('quick');
    const chosen = ['oats', 'toast', made.id, 'bites', 'tacos'];
    for (const id of [core, quick]) expect((await setProgramRecipes(id, chosen)).statusCode).toBe(200);

    const catalog = mealCatalog();
    catalog.items.push(recipe('porridge', 'breakfast', [1]));
    await importSample(t, catalog);
    const after = await send('GET', recipePaths.recipe(made.id));
    expect(after.json<StudioRecipe>()).toMatchObject({
      hidden: false,
      origin: 'studio',
      ingredients: ['4 eggs', '200 g spinach', '1 leek'],
    });
    expect((await memberItem(made.id)).statusCode).toBe(200);
    const recipeIds = async (id: number) =>
      (await send('GET', recipePaths.programRecipes(id))).json<ProgramRecipeSet>().recipe_ids;
    expect(await recipeIds(core)).toEqual([ids.oats, ids.toast, made.id, ids.bites, ids.tacos]);
    expect(await recipeIds(quick)).toEqual([]);
  });
});
