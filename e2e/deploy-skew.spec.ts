import { CHUNK_LOAD_TIMEOUT_MS, PRODUCT_NAME } from '@studio/shared';
import { expect, test } from './fixtures';

/**
 * Issue 13 "Deploys without blank pages": a tab opened before a deploy asks for a chunk the new
 * build no longer has (404), or a chunk never arrives. The app reloads itself once on the page asked
 * for; past that, or after CHUNK_LOAD_TIMEOUT_MS, the load error with Retry shows inside the frame.
 */
const SIGNUP_CHUNK = /\/assets\/signup-page-[^/]*\.js$/;

test('a chunk a deploy removed: the app reloads once and opens the page asked for', async ({ page }) => {
  await page.goto('/sign/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Documents the tab loads from here on: the app's own reload is the only one.
  let reloads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads += 1;
  });
  // The old build's chunk is gone until the tab reloads and reads the new index.html.
  await page.route(SIGNUP_CHUNK, (route) =>
    reloads === 0 ? route.fulfill({ status: 404, body: '' }) : route.fallback(),
  );
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/sign\/signup$/);
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  expect(reloads).toBe(1);
});

test('a chunk that keeps failing shows the load error with Retry in the frame, not a blank page', async ({
  page,
}) => {
  await page.route(SIGNUP_CHUNK, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/sign/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: "This page couldn't be loaded" })).toBeVisible();
  await expect(page.getByText(PRODUCT_NAME, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sign\/signup$/);
  // Once the chunk can be had again, Retry opens the page.
  await page.unroute(SIGNUP_CHUNK);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
});

test('a chunk that never answers shows the load error after the time-out', async ({ page }) => {
  await page.clock.install();
  await page.goto('/sign/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.route(SIGNUP_CHUNK, () => {
    // Never answered: the request hangs as on a dead connection.
  });
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.clock.runFor(CHUNK_LOAD_TIMEOUT_MS - 1_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(
    page.getByRole('alert').getByRole('heading', { name: "This page couldn't be loaded" }),
  ).toBeVisible();
  await expect(page.getByText(PRODUCT_NAME, { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
});
