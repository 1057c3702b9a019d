import type { Page } from '@playwright/test';
import { expect, expectAccessible, registerMember, test, useStoredSession } from './fixtures';

const saveToNewList = async (page: Page, title: string, listName: string) => {
  await page
    .getByRole('button', { name: `Save ${title}`, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Save ${title}` });
  await dialog.getByRole('button', { name: 'Create a list' }).click();
  const form = page.getByRole('dialog', { name: 'New list' });
  await form.getByRole('textbox', { name: 'List name' }).fill(listName);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${title} from ${listName}` }).first()).toBeVisible();
};

test('a member saves workouts to a new list, filters by kind, renames it, and deletes selected items', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { withProfile: true });
  await useStoredSession(page, member);
  await page.goto('/page/on_demand');
  await expect(page.getByRole('heading', { name: 'Latest' })).toBeVisible();
  await saveToNewList(page, 'Kettlebell basics', 'Leg day');
  await expectAccessible(page);
  // The second workout goes to the list just made; a saved item's filled button does not open details.
  await page.getByRole('button', { name: 'Save Bodyweight strength', exact: true }).first().click();
  const choose = page.getByRole('dialog', { name: 'Save Bodyweight strength' });
  await choose.getByRole('button', { name: /Save to Leg day/ }).click();
  await expect(
    page.getByRole('button', { name: 'Remove Bodyweight strength from Leg day' }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/page\/on_demand$/);

  // A recipe goes to a recipe list of its own.
  await page.goto('/page/nutrition');
  await saveToNewList(page, 'Berry overnight oats', 'Breakfasts');

  await page.goto('/page/saved/');
  const filter = page.getByRole('radiogroup', { name: 'Show lists' });
  await filter.getByText('Recipes', { exact: true }).click();
  await expect(filter.getByRole('radio', { name: 'Recipes' })).toBeChecked();
  await expect(page.getByRole('link', { name: /Breakfasts/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Leg day/ })).toHaveCount(0);
  await filter.getByText('Workouts', { exact: true }).click();
  await expect(page.getByRole('link', { name: /Breakfasts/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: /Leg day/ }).click();
  await expect(page.getByRole('heading', { name: 'Leg day', level: 1 })).toBeVisible();

  // Rename: back to the saved lists.
  await page.getByRole('button', { name: 'Actions for Leg day' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename list' });
  await rename.getByRole('textbox', { name: 'List name' }).fill('Legs and core');
  await rename.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/page\/saved\/$/);
  await page.getByRole('link', { name: /Legs and core/ }).click();

  // Edit: delete selected needs at least one item; deleting returns to the saved lists.
  await page.getByRole('button', { name: 'Actions for Legs and core' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Select Kettlebell basics' }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page
    .getByRole('dialog', { name: 'Delete selected' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page).toHaveURL(/\/page\/saved\/$/);
  await page.getByRole('link', { name: /Legs and core/ }).click();
  await expect(page.getByRole('link', { name: /Bodyweight strength/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Kettlebell basics/ })).toHaveCount(0);

  // Delete the list itself.
  await page.getByRole('button', { name: 'Actions for Legs and core' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete list' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page).toHaveURL(/\/page\/saved\/$/);
  await expect(page.getByRole('link', { name: /Legs and core/ })).toHaveCount(0);
});
