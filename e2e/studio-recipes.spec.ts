import crypto from 'node:crypto';
import path from 'node:path';
import { recipeMessages, studioPaths } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import {
  expect,
  expectAccessible,
  memberHeaders,
  registerMember,
  signIn,
  test,
  useStoredSession,
} from './fixtures';
import { STUDIO_OWNER } from './studio-owner';

const PICTURE = path.join(import.meta.dirname, 'assets', 'avatar.png');

/** Issue 17: a coach adds a recipe with ingredients and steps, shows it, and a member finds it. */
test('a coach makes a recipe with ingredients, steps and a picture, shows it, and a member finds it in Nutrition', async ({
  page,
  request,
}, testInfo) => {
  const title = `Green shakshuka ${crypto.randomBytes(3).toString('hex')}`;
  const owner = await signIn(request, STUDIO_OWNER);
  const coach = await registerMember(request, { withProfile: true, name: 'Cora', lastName: 'Coach' });
  const granted = await request.put(studioPaths.staff, {
    headers: memberHeaders(owner),
    data: { email: coach.email, role: 'coach' },
  });
  expect(granted.status()).toBe(200);

  await useStoredSession(page, coach);
  await page.goto('/studio');
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await page.getByRole('button', { name: 'Sections' }).click();
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Recipes' })
    .click();
  await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
  await page.getByLabel('Find a recipe').fill('overnight oats');
  await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('listitem')).not.toHaveCount(0);

  const form = page.getByRole('form', { name: 'New recipe' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('combobox', { name: 'Meal type' }).click();
  await page.getByRole('option', { name: 'Dinner' }).click();
  await form.getByLabel('Preparation time (minutes)').fill('25');
  await form.getByRole('textbox', { name: 'Ingredient 1', exact: true }).fill('4 eggs');
  await form.getByRole('button', { name: 'Add ingredient' }).click();
  await form.getByRole('textbox', { name: 'Step 1', exact: true }).fill('Wilt the spinach.');
  await form.getByRole('button', { name: 'Add step' }).click();
  await form.getByRole('textbox', { name: 'Step 2', exact: true }).fill('Crack the eggs in and cover.');
  // Each fault is told at its field: no diet, an ingredient left empty.
  await form.getByRole('button', { name: 'Make recipe' }).click();
  await expect(form.getByText(inEnglish(recipeMessages.dietRequired))).toBeVisible();
  await expect(form.getByText(inEnglish(recipeMessages.ingredientEmpty))).toBeVisible();
  await form.getByRole('checkbox', { name: 'Plant' }).check();
  await form.getByRole('textbox', { name: 'Ingredient 2', exact: true }).fill('200 g spinach');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('recipes.png'), fullPage: true });
  await form.getByRole('button', { name: 'Make recipe' }).click();

  await expect(page).toHaveURL(/\/studio\/recipes\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Members do not see this recipe.')).toBeVisible();
  const picture = page.getByRole('region', { name: 'Picture' });
  await picture.locator('input[type="file"]').setInputFiles(PICTURE);
  await picture.getByRole('button', { name: 'Upload picture' }).click();
  await expect(picture.getByRole('img', { name: `Picture of ${title}` })).toBeVisible();
  await page.getByRole('button', { name: 'Show to members' }).click();
  await expect(page.getByText('Members see this recipe.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('recipe.png'), fullPage: true });

  // A program offering only this dinner leaves the plant diet without breakfast, lunch and snack.
  await page.goto('/studio/programs');
  await page.getByRole('link', { name: 'Eight weeks of mobility' }).click();
  const recipes = page.getByRole('region', { name: 'Meal plan recipes' });
  await expect(recipes.getByText('None chosen: members plan from every recipe of their diet.')).toBeVisible();
  await recipes.getByLabel('Find a recipe').fill(title);
  await recipes.getByRole('checkbox', { name: new RegExp(title) }).check();
  await expect(recipes.getByRole('alert')).toContainText(
    inEnglish(recipeMessages.dietLacksMealType(1, 'breakfast')),
  );
  await recipes.getByRole('button', { name: 'Save recipes' }).click();
  await expect(recipes.getByRole('alert')).toContainText(
    inEnglish(recipeMessages.dietLacksMealType(1, 'lunch')),
  );
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('program-recipes.png'), fullPage: true });
  await recipes.getByRole('checkbox', { name: new RegExp(title) }).uncheck();
  await recipes.getByRole('button', { name: 'Save recipes' }).click();
  await expect(recipes.getByRole('status')).toHaveText('Recipes saved.');

  // A member finds it among the latest recipes and opens it: its ingredients and steps.
  const member = await registerMember(request, { withProfile: true });
  await useStoredSession(page, member);
  await page.goto('/page/nutrition');
  const latest = page.getByRole('region', { name: 'Latest recipes' });
  await latest.getByRole('link', { name: new RegExp(title) }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(details.getByText('200 g spinach')).toBeVisible();
  await expect(details.getByText('Crack the eggs in and cover.')).toBeVisible();
});
