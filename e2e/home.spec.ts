import type { Page } from '@playwright/test';
import { homeCardWords, libraryPaths, type ProgramDetails, programPaths } from '@studio/shared';
import {
  expect,
  expectAccessible,
  memberHeaders,
  memberWithProgram,
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
  await expect(reminders.getByText(homeCardWords.body_update.title)).toBeVisible();
  await expect(reminders.getByRole('link', { name: 'Add measurements' })).toHaveAttribute(
    'href',
    '/page/measurements?form_open=true',
  );
  await expect(reminders.getByRole('link', { name: 'Add a photo' })).toHaveAttribute(
    'href',
    '/page/progress-photos?form_open=true',
  );
  await expect(reminders.getByText(homeCardWords.setup_meals.title)).toBeVisible();
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
  await expect(page.getByRole('region', { name: 'Reminders' }).getByText('Rest day')).toBeVisible();
  await expectAccessible(page);
});

test('a completed program shows its prompt in a frame once; closing it goes back to the tiles', async ({
  page,
  request,
}) => {
  const { member, program } = await memberWithProgram(request, { trainToday: true });
  // Every day of the program, finished through the API as the player would.
  const details = await request.get(programPaths.details(program.id), { headers: memberHeaders(member) });
  const { weeks } = ((await details.json()) as { program: ProgramDetails }).program;
  for (const day of weeks.flatMap((week) => week.days)) {
    const body = { id: day.exercise.id, kind: day.exercise.kind };
    expect(
      (await request.post(libraryPaths.started, { headers: memberHeaders(member), data: body })).status(),
    ).toBe(200);
    expect(
      (await request.post(libraryPaths.finished, { headers: memberHeaders(member), data: body })).status(),
    ).toBe(200);
  }
  const prompt = program.completion_prompt_url as string;
  // The studio's form lives elsewhere; here it is a local page.
  await page.route(`${prompt}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Well done!</h1><p>Tell us how it went.</p>' }),
  );
  await useStoredSession(page, member);
  await page.goto('/page/home');
  const dialog = page.getByRole('dialog', { name: 'Program complete' });
  await expect(dialog).toBeVisible();
  await expect(dialog.frameLocator('iframe').getByRole('heading', { name: 'Well done!' })).toBeVisible();
  await expect(page.getByText('Program complete!')).toBeAttached();
  const seen = page.waitForResponse((r) => r.url().endsWith(programPaths.congratsSeen(program.id)));
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect((await seen).status()).toBe(200);
  await expect(dialog).toBeHidden();
  const tiles = page.getByRole('region', { name: 'Explore the studio' });
  await expect(tiles.getByRole('link', { name: /Community/ })).toHaveAttribute('target', '_blank');
  await page.reload();
  await expect(tiles.getByRole('link', { name: /On demand/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Program complete' })).toHaveCount(0);
});
