import { nutritionPaths } from '@studio/shared';
import { expect, expectAccessible, memberWithProgram, test, useStoredSession } from './fixtures';

test("a member chooses a diet, picks the week's recipes, saves, and sees today's meals at home", async ({
  page,
  request,
}) => {
  const { member } = await memberWithProgram(request, { trainToday: true });
  await useStoredSession(page, member);
  await page.goto('/page/home');
  await page.getByRole('region', { name: 'Reminders' }).getByRole('link', { name: 'Plan my meals' }).click();
  await expect(page).toHaveURL(/\/page\/home\/setup\/$/);
  await page.getByRole('link', { name: 'Choose my diet' }).click();
  await expect(page).toHaveURL(/\/page\/home\/setup\/meals$/);
  await expectAccessible(page);

  // Choosing a diet loads its recipes, then changes the route.
  const loaded = page.waitForResponse(
    (r) => r.url().includes(nutritionPaths.programRecipes) && r.status() === 200,
  );
  await page.getByRole('group', { name: 'Diets' }).getByRole('button', { name: /Plant/ }).click();
  await loaded;
  await expect(page).toHaveURL(/\/page\/home\/setup\/meals\/1$/);

  const save = page.getByRole('button', { name: 'Save my week' });
  await expect(save).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Berry overnight oats' }).check();
  await page.getByRole('checkbox', { name: 'Turmeric tofu scramble' }).check();
  await page.getByRole('checkbox', { name: 'Red lentil soup' }).check();
  await page.getByRole('checkbox', { name: 'Hummus and veggie sticks' }).check();
  await expect(page.getByText('Still to choose: dinner.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Black bean tacos' }).check();
  await expect(save).toBeEnabled();
  await expectAccessible(page);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(nutritionPaths.programRecipes) && r.request().method() === 'POST',
  );
  await save.click();
  expect((await saved).status()).toBe(200);

  await expect(page).toHaveURL(/\/page\/home$/);
  const meals = page.getByRole('region', { name: "Today's meals" });
  await expect(meals.getByRole('listitem')).toHaveCount(4);
  await expect(meals.getByText('Red lentil soup')).toBeVisible();
  await expect(meals.getByText('Black bean tacos')).toBeVisible();
  // Breakfast takes turns between the two picked: one of them today.
  await expect(meals.getByText(/Berry overnight oats|Turmeric tofu scramble/)).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Reminders' }).getByText('Plan your meals')).toHaveCount(0);
  await meals.getByRole('button', { name: 'I ate Red lentil soup' }).click();
  await expect(meals.getByRole('button', { name: 'Red lentil soup: eaten' })).toBeDisabled();

  // The nutrition page shows the week, and going back from the recipes clears the diet.
  await page.goto('/page/nutrition');
  await expect(page.getByRole('heading', { name: /Your week/ })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/page/home/setup/meals/1');
  await expect(page.getByRole('checkbox', { name: 'Red lentil soup' })).toBeChecked();
  await page.getByRole('button', { name: 'Back to diets' }).click();
  await expect(page).toHaveURL(/\/page\/home\/setup\/meals$/);
  await expect(page.getByRole('button', { name: /Plant/ })).toHaveAttribute('aria-pressed', 'false');
});
