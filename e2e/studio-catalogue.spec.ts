import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  cataloguePaths,
  type StudioList,
  type StudioWorkouts,
  studioPaths,
  workoutPaths,
} from '@studio/shared';
import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  memberHeaders,
  registerMember,
  signIn,
  test,
  useStoredSession,
} from './fixtures';
import { DOT_PNG, makeCoach } from './studio-helpers';
import { STUDIO_OWNER } from './studio-owner';

/** Chooses a shown workout in the list page's "Add an item" box. */
const addItem = async (page: Page, title: string) => {
  const box = page.getByRole('combobox', { name: 'Add an item' });
  await box.click();
  await box.fill(title);
  await page.getByRole('option', { name: title, exact: true }).click();
};

/**
 * Issue 17: a coach makes a trainer and a category in the console, fills the category with
 * workouts and reorders them; a member finds the trainer's chip and the category in their library,
 * its workouts in the coach's order.
 */
test('a coach makes a trainer and a category, orders its workouts; a member sees them so', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const owner = await signIn(request, STUDIO_OWNER);
  const coach = await registerMember(request, { withProfile: true, name: 'Cleo', lastName: 'Coach' });
  const granted = await request.put(studioPaths.staff, {
    headers: memberHeaders(owner),
    data: { email: coach.email, role: 'coach' },
  });
  expect(granted.status()).toBe(200);
  const tag = crypto.randomBytes(3).toString('hex');
  const trainer = `Tess ${tag}`;
  const category = `Core ${tag}`;

  await useStoredSession(page, coach);
  await page.goto('/studio/trainers');
  const newTrainer = page.getByRole('form', { name: 'New trainer' });
  await newTrainer.getByLabel('Name').fill(trainer);
  await newTrainer.getByLabel('Headline (optional)').fill('Mobility');
  await newTrainer.getByRole('button', { name: 'Make trainer' }).click();
  await expect(page.getByRole('heading', { name: trainer, level: 1 })).toBeVisible();
  const trainerId = /\/studio\/trainers\/(\d+)/.exec(page.url())?.[1];
  const images = page.getByRole('region', { name: 'Images' });
  await images
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'tess.png', mimeType: 'image/png', buffer: Buffer.from(DOT_PNG, 'base64') });
  await images.getByRole('button', { name: 'Upload avatar' }).click();
  await expect(images.getByRole('img', { name: 'Avatar' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('trainer.png'), fullPage: true });

  await page.goto('/studio/lists');
  const newList = page.getByRole('form', { name: 'New list' });
  await newList.getByRole('button', { name: 'Make list' }).click();
  await expect(newList.getByText('Must not be empty')).toBeVisible();
  await newList.getByLabel('Title').fill(category);
  await newList.getByRole('button', { name: 'Make list' }).click();
  await expect(page.getByRole('heading', { name: category, level: 1 })).toBeVisible();

  await addItem(page, 'Tabata burn');
  await addItem(page, 'HIIT express');
  await addItem(page, 'Full-body strength');
  const items = page.getByRole('list', { name: 'Items in order' });
  await page.getByRole('button', { name: 'Move Full-body strength up' }).click();
  await page.getByRole('button', { name: 'Move Full-body strength up' }).click();
  await expect(items.getByRole('listitem')).toHaveText([/Full-body strength/, /Tabata burn/, /HIIT express/]);
  await page.getByRole('button', { name: 'Save items' }).click();
  await expect(page.getByText('Items saved: members see them in this order.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('category.png'), fullPage: true });
  await page.goto('/studio/lists');
  await expect(page.getByRole('listitem', { name: category })).toContainText('3 items');
  await page.screenshot({ path: testInfo.outputPath('lists.png'), fullPage: true });
  await page.goto('/studio/phrases');
  const newPhrase = page.getByRole('form', { name: 'New phrase' });
  await newPhrase.getByLabel('Phrase').fill(`Breathe out, ${tag}.`);
  await newPhrase.getByRole('button', { name: 'Add phrase' }).click();
  await expect(page.getByRole('list', { name: 'Phrases in order' })).toContainText(`Breathe out, ${tag}.`);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('phrases.png'), fullPage: true });

  // A member sees the trainer and the category, its workouts in the coach's order.
  const member = await registerMember(request, { withProfile: true });
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const memberPage = await context.newPage();
  await useStoredSession(memberPage, member);
  // The trainer's own page: the on-demand page's first rows are the studio's newest lists, which
  // every console journey on this shared server adds to, so the trainer's row may not be among them.
  await memberPage.goto(`/page/on_demand/trainers/${trainerId}`);
  await expect(memberPage.getByRole('heading', { name: trainer, level: 1 })).toBeVisible();
  await memberPage.goto('/page/on_demand');
  await memberPage
    .getByRole('link', { name: new RegExp(`^${category}`) })
    .first()
    .click();
  await expect(memberPage.getByRole('heading', { name: category, level: 1 })).toBeVisible();
  const tiles = memberPage.locator('main a[href*="item="]');
  await expect(tiles).toHaveCount(3);
  await expect(tiles.nth(0)).toContainText('Full-body strength');
  await expect(tiles.nth(1)).toContainText('Tabata burn');
  await expect(tiles.nth(2)).toContainText('HIIT express');
  await memberPage.screenshot({ path: testInfo.outputPath('member-category.png'), fullPage: true });
  await context.close();
});

/**
 * Issue 17: a coach makes a filter group with an option in the console and gives it to a workout on
 * the workout's page; a member narrows a category by that option and finds just that workout.
 */
test('a coach makes a filter and tags a workout; a member filters a category by it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const coach = await makeCoach(request);
  const tag = crypto.randomBytes(3).toString('hex');
  const group = `Intensity ${tag}`;
  const option = `Sweaty ${tag}`;
  // A category of two workouts, made through the console's API (the journey above clicks that).
  const headers = memberHeaders(coach);
  const made = await request.post(cataloguePaths.lists, {
    headers,
    data: { store: 'on_demand', kind: 'categories', title: `Burn ${tag}` },
  });
  const list = (await made.json()) as StudioList;
  const { workouts } = (await (
    await request.get(workoutPaths.workouts, { headers })
  ).json()) as StudioWorkouts;
  const idOf = (title: string) => workouts.find((w) => w.title === title)?.id as number;
  const filled = await request.put(cataloguePaths.listItems(list.id), {
    headers,
    data: { item_ids: [idOf('Tabata burn'), idOf('HIIT express')] },
  });
  expect(filled.status()).toBe(200);

  await useStoredSession(page, coach);
  await page.goto('/studio/filters');
  const newGroup = page.getByRole('form', { name: 'New filter group' });
  await newGroup.getByLabel('Title').fill(group);
  await newGroup.getByRole('button', { name: 'Make group' }).click();
  const card = page.getByRole('listitem', { name: group });
  await expect(card.getByText('No options yet')).toBeVisible();
  await card.getByLabel(`New option of ${group}`).fill(option);
  await card.getByRole('button', { name: 'Add option' }).click();
  await expect(card.getByRole('listitem', { name: `${group}: ${option}` })).toContainText('0 items');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('filters.png'), fullPage: true });

  await page.goto(`/studio/workouts/${idOf('Tabata burn')}`);
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: option }).check();
  await filters.getByRole('button', { name: 'Save filters' }).click();
  await expect(filters.getByText('Filters saved.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/studio/filters');
  await expect(page.getByRole('listitem', { name: `${group}: ${option}` })).toContainText('1 item');

  const member = await registerMember(request, { withProfile: true });
  await buyPremiumByApi(request, member);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const memberPage = await context.newPage();
  await useStoredSession(memberPage, member);
  await memberPage.goto(`/page/on_demand/categories/${list.id}`);
  const tiles = memberPage.locator('main a[href*="item="]');
  await expect(tiles).toHaveCount(2);
  await memberPage.getByRole('button', { name: 'Filters' }).click();
  await memberPage.getByRole('button', { name: option }).click();
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toContainText('Tabata burn');
  await memberPage.screenshot({ path: testInfo.outputPath('member-filtered.png'), fullPage: true });
  await context.close();
});
