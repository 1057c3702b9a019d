import type { Page } from '@playwright/test';
import { apiPaths, homePaths, libraryPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import {
  expect,
  expectAccessible,
  memberWithProgram,
  registerMember,
  test,
  useStoredSession,
} from './fixtures';

const banner = (page: Page) => page.getByRole('region', { name: 'Your program today' });

test("a member with a program sees the reminder cards and starts today's workout from home", async ({
  page,
  request,
}) => {
  const { member } = await memberWithProgram(request, { trainToday: true });
  await useStoredSession(page, member);
  await page.goto('/page/home');
  await expect(banner(page).getByRole('heading', { name: 'Strong start: week 1, day 1' })).toBeVisible();
  const reminders = page.getByRole('region', { name: 'Reminders' });
  await expect(reminders.getByText(english('shared.homeCard.bodyUpdateTitle'))).toBeVisible();
  await expect(reminders.getByRole('link', { name: 'Add measurements' })).toHaveAttribute(
    'href',
    '/page/measurements?form_open=true',
  );
  await expect(reminders.getByRole('link', { name: 'Add a photo' })).toHaveAttribute(
    'href',
    '/page/progress-photos?form_open=true',
  );
  await expect(reminders.getByText(english('shared.homeCard.setupMealsTitle'))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Daily mantra' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Explore the studio' })).toHaveCount(0);
  await expectAccessible(page);

  const started = page.waitForResponse((r) => r.url().endsWith(libraryPaths.started) && r.status() === 200);
  await banner(page).getByRole('button', { name: 'Start workout' }).click();
  await started;
  await expect(page.locator('video')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('video')).toHaveCount(0);
});

test('on a rest day home shows the rest image and words, not the start button', async ({ page, request }) => {
  const { member } = await memberWithProgram(request, { trainToday: false });
  await useStoredSession(page, member);
  await page.goto('/page/home');
  const state = banner(page).getByTestId('day-state');
  await expect(state.getByText('Rest day')).toBeVisible();
  await expect(state.locator('img')).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Start workout' })).toHaveCount(0);
  // Said once, by the banner: no reminder card says it again.
  await expect(page.getByText('Rest day', { exact: true })).toHaveCount(1);
  await expectAccessible(page);
});

test("home's first reads go out beside its scripts, each once (issue 13)", { tag: '@any-width' }, async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { withProfile: true });
  await useStoredSession(page, member);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/page/home');
  await expect(page.getByRole('region', { name: 'Daily mantra' })).toBeVisible();
  // Sent by the entry before the router asks for the member frame, and taken by the page: no second GET.
  expect(asked.filter((path) => path === apiPaths.me)).toHaveLength(1);
  expect(asked.filter((path) => path === homePaths.home)).toHaveLength(1);
  const frame = asked.findIndex((path) => /\/assets\/member-frame-[\w-]+\.js$/.test(path));
  expect(asked.indexOf(apiPaths.me)).toBeLessThan(frame);
  expect(asked.indexOf(homePaths.home)).toBeLessThan(frame);
});

test('both first pages need the sign chunk (zod, the shared schemas): the HTML names it beside the entry (issue 13)', {
  tag: '@any-width',
}, async ({ request }) => {
  const html = await (await request.get('/sign/login')).text();
  const chunk = html.match(/<link rel="modulepreload" crossorigin href="(\/assets\/sign-[\w-]+\.js)">/)?.[1];
  expect(chunk).toBeDefined();
  expect((await request.get(chunk as string)).status()).toBe(200);
});
