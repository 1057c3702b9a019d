import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  libraryPaths,
  nutritionPaths,
  OFFLINE_API_CACHE,
  offlineMessages,
  type ProgramRecipes,
  type ShoppingList,
  shoppingListPaths,
  type User,
} from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import {
  expectAccessible,
  type Member,
  memberHeaders,
  memberWithProgram,
  offlineJourneys,
  test,
  useStoredSession,
  workerReady,
} from './fixtures';

/**
 * Issue 19 "Installable and offline" (decision 0034): the app's service worker opens the shell, the
 * program week and the meal plan offline, and sends a finished workout and a meal eaten made
 * offline when the network is back, each counted once.
 */
const expect = offlineJourneys();

const planMeals = async (request: APIRequestContext, member: Member, programId: number) => {
  const recipes = await request.get(
    `${nutritionPaths.programRecipes}?program_id=${programId}&nutrition_id=1`,
    {
      headers: memberHeaders(member),
    },
  );
  expect(recipes.status()).toBe(200);
  const ids = ((await recipes.json()) as ProgramRecipes).recipes.map((recipe) => recipe.id);
  const saved = await request.post(nutritionPaths.programRecipes, {
    headers: memberHeaders(member),
    data: { ids, diet_id: 1 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
};

const progress = async (request: APIRequestContext, member: Member) => {
  const me = await request.get(apiPaths.me, { headers: memberHeaders(member) });
  return ((await me.json()) as User).user_stats.all_progress;
};

test('offline, the app opens the program week and the meal plan and sends what was done when back online', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const { member, program } = await memberWithProgram(request, { trainToday: true });
  await planMeals(request, member, program.id);
  await useStoredSession(page, member);

  // Installable: the manifest names the app and its icons.
  await page.goto('/page/home');
  const manifest = await request.get('/manifest.webmanifest');
  expect(await manifest.json()).toMatchObject({
    name: 'Studio',
    display: 'standalone',
    start_url: '/page/home',
  });
  await workerReady(page);
  // The pages read once online (the worker keeps their answers).
  await page.reload();
  const meals = page.getByRole('region', { name: "Today's meals" });
  await expect(meals.getByRole('listitem').first()).toBeVisible();
  await page.goto(`/page/programs/details/${program.id}`);
  await expect(page.getByRole('heading', { name: program.title, level: 1 })).toBeVisible();
  await page.goto('/page/nutrition');
  await expect(page.getByRole('heading', { name: /Your week/ })).toBeVisible();
  await page.goto('/page/nutrition/shopping-list');
  const firstLine = page.getByRole('checkbox').first();
  await expect(firstLine).not.toBeChecked();

  await context.setOffline(true);
  await page.goto('/page/home');
  await expect(
    page.getByRole('status').filter({ hasText: inEnglish(offlineMessages.offline) }),
  ).toBeVisible();
  await expect(meals.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/page/programs/details/${program.id}`);
  await expect(page.getByRole('heading', { name: program.title, level: 1 })).toBeVisible();
  await page.goto('/page/nutrition');
  await expect(page.getByRole('heading', { name: /Your week/ })).toBeVisible();
  await page.screenshot({
    path: `test-results/offline-nutrition-${test.info().project.name}.png`,
    fullPage: true,
  });
  // A shopping-list tick offline: shown at once, kept on the device.
  await page.goto('/page/nutrition/shopping-list');
  await expect(page.getByRole('heading', { name: 'Shopping list', level: 1 })).toBeVisible();
  await firstLine.check();
  await expect(page.getByText(inEnglish(offlineMessages.queued))).toBeVisible();
  await expect(firstLine).toBeChecked();
  await page.screenshot({ path: `test-results/offline-shopping-${test.info().project.name}.png` });

  // A meal eaten offline: kept on the device, said so, not counted yet.
  await page.goto('/page/home');
  const eat = meals.getByRole('button', { name: /^I ate / }).first();
  await eat.click();
  await expect(page.getByText(inEnglish(offlineMessages.queued))).toBeVisible();
  expect((await progress(request, member)).completed_meals).toBe(0);

  // Back online: the queued meal is sent and counted once.
  await context.setOffline(false);
  await expect
    .poll(async () => (await progress(request, member)).completed_meals, { timeout: 20_000 })
    .toBe(1);
  await expect(meals.getByRole('button', { name: /: eaten$/ })).toHaveCount(1);
  // The tick made offline arrived too.
  const ticked = async () => {
    const list = await request.get(shoppingListPaths.list, { headers: memberHeaders(member) });
    return ((await list.json()) as ShoppingList).aisles
      .flatMap((aisle) => aisle.lines)
      .filter((line) => line.ticked);
  };
  await expect.poll(async () => (await ticked()).length, { timeout: 20_000 }).toBe(1);
  expect(await page.evaluate(async (name) => (await caches.keys()).includes(name), OFFLINE_API_CACHE)).toBe(
    true,
  );
});

test('a workout finished while the connection is gone is queued and counted once when it is back', {
  tag: '@any-width',
}, async ({ page, context, request }) => {
  test.slow();
  const { member } = await memberWithProgram(request, { trainToday: true });
  await useStoredSession(page, member);
  await page.goto('/page/on_demand');
  await workerReady(page);
  await page
    .getByRole('link', { name: /Kettlebell basics/ })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Kettlebell basics' });
  const started = page.waitForResponse((r) => r.url().endsWith(libraryPaths.started) && r.status() === 200);
  // Held as it starts (the player has seen it play and says "started"), not once the answer to
  // "started" is back: a busy machine takes seconds to answer (a sign-up took 3.7 s here), and
  // meanwhile the 6-second file may play past 80 % and be finished online, before the connection
  // drops: then nothing is queued.
  await page.evaluate(() =>
    document.addEventListener('play', (event) => (event.target as HTMLVideoElement).pause(), {
      capture: true,
      once: true,
    }),
  );
  await details.getByRole('button', { name: 'Play' }).click();
  await started;
  // Held until the whole file is in the browser (a busy machine may still be fetching it), then the
  // connection drops before 80 % of it has played, and it plays on.
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await page.waitForFunction(
    () => {
      const element = document.querySelector('video');
      const { buffered } = element ?? {};
      return Boolean(
        element &&
          buffered &&
          Number.isFinite(element.duration) &&
          buffered.length > 0 &&
          buffered.end(buffered.length - 1) >= element.duration - 0.1,
      );
    },
    undefined,
    { timeout: 30_000 },
  );
  await context.setOffline(true);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect(page.getByText(inEnglish(offlineMessages.queued))).toBeVisible({ timeout: 15_000 });
  expect((await progress(request, member)).number_of_workouts).toBe(0);
  await context.setOffline(false);
  await expect
    .poll(async () => (await progress(request, member)).number_of_workouts, { timeout: 20_000 })
    .toBe(1);
});

test('a new version is offered as "Update available — reload", and reloading runs it', {
  tag: '@any-width',
}, async ({ page, request }) => {
  const { member } = await memberWithProgram(request, { trainToday: false });
  await useStoredSession(page, member);
  await page.goto('/page/home');
  await workerReady(page);
  // The next deploy: the built worker with other bytes, as a new build's precache list makes it.
  // Each run adds and then removes its own line, so the phone and desktop runs may overlap.
  const marker = `\n// next build ${crypto.randomUUID()}`;
  const worker = path.resolve('apps/web/dist/sw.js');
  fs.appendFileSync(worker, marker);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const toast = page.getByRole('alert').filter({ hasText: inEnglish(offlineMessages.updateAvailable) });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `test-results/update-available-${test.info().project.name}.png` });
    await expectAccessible(page);
    // A mark on this page's window: gone once the page has reloaded.
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    await toast.getByRole('button', { name: inEnglish(offlineMessages.reload) }).click();
    await page.waitForFunction(() => !('beforeUpdate' in window), undefined, { timeout: 30_000 });
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: inEnglish(offlineMessages.updateAvailable) }),
    ).toHaveCount(0);
    // The new version runs the page, and none waits any more.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(registration?.waiting),
          controlled: Boolean(navigator.serviceWorker.controller),
        };
      }),
    ).toEqual({ waiting: false, controlled: true });
  } finally {
    fs.writeFileSync(worker, fs.readFileSync(worker, 'utf8').replace(marker, ''));
  }
});
