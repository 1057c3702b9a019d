import fs from 'node:fs';
import path from 'node:path';
import { type Item, memberExportMessages, nutritionPaths, profilePaths } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { strFromU8, unzipSync } from 'fflate';
import {
  expect,
  expectAccessible,
  latestMailTo,
  memberHeaders,
  memberWithProgram,
  test,
  useStoredSession,
} from './fixtures';

/** Issue 19: the week's shopping list from the meal plan, and Export my data. */

test('a member shops from the week: the list by aisle, a tick that survives a reload, an own item', async ({
  page,
  request,
}, testInfo) => {
  const { member, program } = await memberWithProgram(request, { trainToday: true });
  // The week planned as the nutrition journey plans it: one recipe of each meal type, plant diet.
  const offered = await request.get(
    `${nutritionPaths.programRecipes}?program_id=${program.id}&nutrition_id=1`,
    {
      headers: memberHeaders(member),
    },
  );
  const recipes = ((await offered.json()) as { recipes: Item[] }).recipes;
  const ids = ['Berry overnight oats', 'Red lentil soup', 'Hummus and veggie sticks', 'Black bean tacos'].map(
    (title) => recipes.find((recipe) => recipe.title === title)?.id,
  );
  const planned = await request.post(nutritionPaths.programRecipes, {
    headers: memberHeaders(member),
    data: { diet_id: 1, ids },
  });
  expect(planned.status()).toBe(200);

  await useStoredSession(page, member);
  await page.goto('/page/nutrition');
  await page.getByRole('link', { name: 'Shopping list' }).click();
  await expect(page).toHaveURL(/\/page\/nutrition\/shopping-list$/);
  await expect(page.getByRole('heading', { name: 'Shopping list', level: 1 })).toBeVisible();
  const veg = page.getByRole('region', { name: 'Fruit & veg' });
  await expect(veg).toBeVisible();
  await expectAccessible(page);

  // Oats are cooked every day of the week: 80 g a breakfast, 560 g in all.
  const oats = page.getByRole('checkbox', { name: /560 g rolled oats/ });
  await expect(oats).not.toBeChecked();
  const ticked = page.waitForResponse((r) => r.url().includes('/shopping_list/lines/') && r.status() === 200);
  await oats.check();
  await ticked;
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /560 g rolled oats/ })).toBeChecked();

  await page.getByRole('textbox', { name: 'Add an item' }).fill('Coffee beans');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const own = page.getByRole('checkbox', { name: 'Coffee beans' });
  await expect(own).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add an item' })).toHaveValue('');
  await own.check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Coffee beans' })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/kitchen-shopping-${testInfo.project.name}.png`, fullPage: true });
});

test('a member exports their data: the link on the page and by mail, a ZIP with their account and photo', async ({
  page,
  request,
}, testInfo) => {
  const { member } = await memberWithProgram(request, { trainToday: false });
  const avatar = fs.readFileSync(path.join(import.meta.dirname, 'assets', 'avatar.png'));
  const photo = await request.post(profilePaths.pictures, {
    headers: memberHeaders(member),
    data: { photo: `data:image/png;base64,${avatar.toString('base64')}` },
  });
  expect(photo.status()).toBe(200);

  await useStoredSession(page, member);
  await page.goto('/page/profile/setup');
  await page.getByRole('button', { name: inEnglish(memberExportMessages.button) }).click();
  const link = page.getByRole('link', { name: inEnglish(memberExportMessages.download) });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/kitchen-export-${testInfo.project.name}.png`, fullPage: true });

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  const file = testInfo.outputPath('export.zip');
  await download.saveAs(file);
  const files = unzipSync(new Uint8Array(fs.readFileSync(file)));
  const account = JSON.parse(strFromU8(files['account.json'] as Uint8Array)) as { email: string };
  expect(account.email).toBe(member.email);
  expect(Object.keys(files).some((name) => /^photos\/\d+\.(png|jpg)$/.test(name))).toBe(true);

  const mail = await latestMailTo(member.email, new RegExp(inEnglish(memberExportMessages.mailSubject)));
  const href = await link.getAttribute('href');
  expect(mail.text).toContain(href as string);
});
