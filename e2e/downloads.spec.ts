import type { Page } from '@playwright/test';
import { DOWNLOADS_CACHE, libraryPaths, offlineMessages, type WorkoutStatus } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import {
  expectAccessible,
  memberHeaders,
  memberWithProgram,
  offlineJourneys,
  test,
  useStoredSession,
  workerReady,
} from './fixtures';
import { notifyAsProvider } from './sandbox-provider';

/**
 * Issue 36 "Downloads for offline": a class downloaded into the browser's storage plays with the
 * network off, through the app's service worker; its finish arrives once when the network is
 * back; downloads go when premium ends.
 */
const expect = offlineJourneys();

/** What the device keeps in the downloads' cache. */
const keptFiles = (page: Page) =>
  page.evaluate(
    async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0),
    DOWNLOADS_CACHE,
  );

test('a member downloads a program week, plays a class of it with the network off, its finish arrives once; downloads go when premium ends', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const { member, program } = await memberWithProgram(request, { trainToday: true });
  await useStoredSession(page, member);
  const programPage = `/page/programs/details/${program.id}`;
  await page.goto(programPage);
  await workerReady(page);

  // Week 1 in HD: each of its classes is downloaded, and says so with its size.
  const week = page.getByRole('region', { name: /^Week 1/ });
  await week.getByText('HD', { exact: true }).click();
  await week.getByRole('button', { name: 'Download week 1' }).click();
  await expect(week.getByText('This week is on this device to watch offline.')).toBeVisible({
    timeout: 60_000,
  });
  const firstDay = week.getByRole('link').first();
  const title = (await firstDay.locator('p').nth(1).textContent()) ?? '';
  await firstDay.click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText(/^On this device to watch offline · HD · [\d.]+ MB$/)).toBeVisible();
  const itemUrl = page.url();
  const [, kind = '', id = ''] = /item=([a-z_]+)-(\d+)/.exec(itemUrl) ?? [];
  const status = async () =>
    (await (
      await request.get(libraryPaths.status(kind, id), { headers: memberHeaders(member) })
    ).json()) as WorkoutStatus;
  expect(await keptFiles(page)).toBeGreaterThan(2);

  // The downloads page lists them with their sizes and the device's space.
  await page.goto('/page/downloads');
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText(/HD · [\d.]+ MB/);
  await expect(page.getByText(/This site uses [\d.,]+ [MG]B of the device's storage/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/downloads-${test.info().project.name}.png`, fullPage: true });

  // No network, in the gym: the downloads page opens and plays the class from the device to its end.
  await context.setOffline(true);
  await page.goto('/page/downloads');
  await page.getByRole('button', { name: `Play ${title}` }).click();
  const video = page.locator(`video[aria-label="${title}"]`);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended || v.currentTime > 4.5)).toBe(true);
  await expect(page.getByText(inEnglish(offlineMessages.queued))).toBeVisible();
  const before = (await status()).times_completed;

  // Back online: the finish made offline is counted, once.
  await context.setOffline(false);
  await expect.poll(async () => (await status()).times_completed, { timeout: 20_000 }).toBe(before + 1);
  await page.waitForTimeout(2_000);
  expect((await status()).times_completed).toBe(before + 1);

  // Premium ends: the next online check deletes the downloads and their files.
  await notifyAsProvider(request, member, 'subscription_expired');
  await page.goto('/page/downloads');
  await expect(page.getByText(/^Nothing downloaded yet/)).toBeVisible();
  await expect.poll(() => keptFiles(page)).toBe(0);
});
