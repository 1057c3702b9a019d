import type { Page } from '@playwright/test';
import { CHUNK_LOAD_TIMEOUT_MS } from '@studio/shared';
import { expect, registerMember, test, useStoredSession } from './fixtures';

/**
 * Issue 13 "Deploys without blank pages": a tab opened before a deploy asks for a chunk the new
 * build no longer has (404), or a chunk never arrives. The app reloads itself once on the page asked
 * for; past that, or after CHUNK_LOAD_TIMEOUT_MS, the load error with Retry shows inside the frame.
 */
const PROGRAMS_CHUNK = /\/assets\/programs-page-[^/]*\.js$/;

/** A member on home, the programs page not loaded yet (the sign pages come in one chunk). */
const onHome = async (page: Page, request: Parameters<typeof registerMember>[0]) => {
  await useStoredSession(page, await registerMember(request, { withProfile: true }));
  await page.goto('/page/home');
  await expect(main(page)).toBeVisible();
};
const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const openPrograms = (page: Page) => main(page).getByRole('link', { name: 'Programs' }).click();
const programsHeading = (page: Page) => page.getByRole('heading', { name: 'Programs', level: 1 });

test('a chunk a deploy removed: the app reloads once and opens the page asked for', async ({
  page,
  request,
}) => {
  await onHome(page, request);
  // Documents the tab loads from here on: the app's own reload is the only one.
  let reloads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads += 1;
  });
  // The old build's chunk is gone until the tab reloads and reads the new index.html.
  await page.route(PROGRAMS_CHUNK, (route) =>
    reloads === 0 ? route.fulfill({ status: 404, body: '' }) : route.fallback(),
  );
  await openPrograms(page);
  await expect(page).toHaveURL(/\/page\/programs$/);
  await expect(programsHeading(page)).toBeVisible();
  expect(reloads).toBe(1);
});

test('a chunk that keeps failing shows the load error with Retry in the frame, not a blank page', async ({
  page,
  request,
}) => {
  await page.route(PROGRAMS_CHUNK, (route) => route.fulfill({ status: 404, body: '' }));
  await onHome(page, request);
  await openPrograms(page);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: "This page couldn't be loaded" })).toBeVisible();
  await expect(main(page)).toBeVisible();
  await expect(page).toHaveURL(/\/page\/programs$/);
  // Once the chunk can be had again, Retry opens the page.
  await page.unroute(PROGRAMS_CHUNK);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(programsHeading(page)).toBeVisible();
});

test('a chunk that never answers shows the load error after the time-out', async ({ page, request }) => {
  await page.clock.install();
  await onHome(page, request);
  await page.route(PROGRAMS_CHUNK, () => {
    // Never answered: the request hangs as on a dead connection.
  });
  // From here only runFor moves the page's time: on a busy machine the real seconds the click and
  // the checks take would otherwise count towards the time-out (it showed a second early in CI).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await openPrograms(page);
  await page.clock.runFor(CHUNK_LOAD_TIMEOUT_MS - 1_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(
    page.getByRole('alert').getByRole('heading', { name: "This page couldn't be loaded" }),
  ).toBeVisible();
  await expect(main(page)).toBeVisible();
  await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
});
