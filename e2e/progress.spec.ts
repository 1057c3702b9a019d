import path from 'node:path';
import { apiPaths, libraryPaths, type ProgramDetails, profilePaths, programPaths } from '@studio/shared';
import {
  expect,
  expectAccessible,
  memberHeaders,
  memberWithProgram,
  test,
  useStoredSession,
} from './fixtures';

/** Issue 19, progress you can see: charts, before / after, and dark mode. */
const PHOTO = path.join(import.meta.dirname, 'assets', 'avatar.png');
const shot = (name: string, project: string) => `/tmp/progress-${name}-${project}.png`;

test('charts show measures in the member standard, converting older sets, and the weeks of workouts', async ({
  page,
  request,
}, testInfo) => {
  const { member, program } = await memberWithProgram(request, { trainToday: true });
  const headers = memberHeaders(member);
  // An earlier visit: metric, two sets, and today's program workout finished.
  expect(
    (
      await request.put(apiPaths.updateUser(member.user.id), { headers, data: { measurement_standard: 1 } })
    ).status(),
  ).toBe(200);
  for (const set of [
    { weight: 80, waist: 90, hips: 100 },
    { weight: 78.5, waist: 88, hips: 99 },
  ]) {
    const added = await request.post(profilePaths.addMeasurement(member.user.id), {
      headers,
      data: { measurement_standard: 1, ...set },
    });
    expect(added.status()).toBe(200);
  }
  const details = await request.get(programPaths.details(program.id), { headers });
  const first = ((await details.json()) as { program: ProgramDetails }).program.weeks[0]?.days[0]?.exercise;
  const play = { id: first?.id, kind: first?.kind };
  expect((await request.post(libraryPaths.started, { headers, data: play })).status()).toBe(200);
  expect((await request.post(libraryPaths.finished, { headers, data: play })).status()).toBe(200);

  await useStoredSession(page, member);
  await page.goto('/page/profile');
  const progress = page.getByRole('region', { name: 'Progress', exact: true });
  await expect(
    progress.getByRole('img', { name: /^Weight \(kg\): From 80 kg .* to 78\.5 kg/ }),
  ).toBeVisible();
  await expect(progress.getByRole('img', { name: /^Waist \(cm\): From 90 cm/ })).toBeVisible();
  await expect(
    progress.getByRole('img', { name: /^Workouts per week: 1 workout in the last 12 weeks, in 1 of them/ }),
  ).toBeVisible();
  await expect(progress.getByRole('img', { name: /^Minutes per week/ })).toBeVisible();
  // The charts drew (recharts' lines and bars), in a chunk fetched for the profile only.
  await expect(progress.locator('.recharts-line-curve').first()).toBeVisible();
  await expect(progress.locator('.recharts-bar-rectangle path').last()).toBeVisible();
  await progress.getByRole('combobox', { name: 'Measure' }).selectOption({ label: 'Hips (cm)' });
  await expect(progress.getByRole('img', { name: /^Hips \(cm\): From 100 cm/ })).toBeVisible();
  await expectAccessible(page);
  await progress.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('charts', testInfo.project.name), fullPage: true });

  // The member switches to imperial: the same sets, converted.
  await page.goto('/page/profile/setup');
  await page.getByRole('radio', { name: 'Inches / pounds' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/page\/profile$/);
  await expect(
    progress.getByRole('img', { name: /^Weight \(lbs\): From 176\.37 lbs .* to 173\.06 lbs/ }),
  ).toBeVisible();
  await expect(progress.getByRole('img', { name: /^Waist \(in\): From 35\.43 in/ })).toBeVisible();
  await page.screenshot({ path: shot('charts-imperial', testInfo.project.name), fullPage: true });
});

test('a member uploads two photos and compares them with the slider and side by side', async ({
  page,
  request,
}, testInfo) => {
  const { member } = await memberWithProgram(request, { trainToday: true });
  await useStoredSession(page, member);
  await page.goto('/page/progress-photos');
  const photos = page.getByRole('list', { name: 'Your progress photos' });
  const upload = page.getByRole('dialog', { name: 'Upload a progress photo' });
  for (const count of [1, 2]) {
    await photos.getByRole('button', { name: 'Add a photo' }).click();
    await upload.getByLabel('Photo file').setInputFiles(PHOTO);
    await upload.getByRole('button', { name: 'Save photo' }).click();
    await expect(upload).toBeHidden();
    await expect(photos.getByRole('button', { name: /^Photo from / })).toHaveCount(count);
  }

  const compare = page.getByRole('region', { name: 'Before and after' });
  await expect(compare.getByText('Only you see your photos')).toBeVisible();
  await expect(compare.getByRole('combobox', { name: 'Before' })).toHaveValue(/\d+/);
  await compare.getByRole('combobox', { name: 'Before' }).selectOption({ index: 0 });
  await compare.getByRole('combobox', { name: 'After' }).selectOption({ index: 1 });
  await expect(compare.getByRole('img', { name: /^Before: / })).toBeVisible();
  await expect(compare.getByRole('img', { name: /^After: / })).toBeVisible();
  await expect(compare.getByText(/^Before: \d{1,2} \w{3}, \d{4}$/)).toBeVisible();

  // The divider moves by keyboard and by a drag on the photo.
  const divider = compare.getByRole('slider', { name: 'Divider between before and after' });
  await divider.focus();
  for (let step = 0; step < 20; step += 1) await divider.press('ArrowLeft');
  await expect(divider).toHaveAttribute('aria-valuetext', '30% before, 70% after');
  const box = await divider.boundingBox();
  if (!box) throw new Error('no divider box');
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
  await expect(divider).toHaveAttribute('aria-valuetext', /^(7[5-9]|8[0-5])% before/);
  // The "before" photo is cut at the divider.
  const before = compare.getByRole('img', { name: /^Before: / });
  expect(await before.evaluate((img) => getComputedStyle(img).clipPath)).toMatch(/^inset\(0(px)? /);
  // It fits a 375 px screen.
  const width = await compare.evaluate((node) => node.scrollWidth);
  expect(width).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) - 16);
  await expectAccessible(page);
  await compare.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('compare-slider', testInfo.project.name), fullPage: true });

  await compare.getByText('Side by side').click();
  await expect(divider).toHaveCount(0);
  await expect(compare.getByRole('figure')).toHaveCount(2);
  await expectAccessible(page);
  await page.screenshot({ path: shot('compare-side', testInfo.project.name), fullPage: true });
});

test('dark mode: the settings switch, remembered over a reload, and the system followed by default', async ({
  page,
  request,
}, testInfo) => {
  const { member } = await memberWithProgram(request, { trainToday: true });
  await useStoredSession(page, member);
  const scheme = () =>
    page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/page/profile/setup');
  const appearance = page.getByRole('radiogroup', { name: 'Appearance' });
  await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
  expect(await scheme()).toBe('light');

  await appearance.getByText('Dark', { exact: true }).click();
  await expect.poll(scheme).toBe('dark');
  await expectAccessible(page);
  await page.screenshot({ path: shot('settings-dark', testInfo.project.name), fullPage: true });
  // Remembered, and set before the app runs (no light flash): the first script of the page sets it.
  let atFirstPaint: string | null = null;
  page.once('domcontentloaded', async () => {
    atFirstPaint = await scheme().catch(() => null);
  });
  await page.reload();
  await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(atFirstPaint).toBe('dark');

  // Back to the system's: the page follows it.
  await appearance.getByText('System', { exact: true }).click();
  await expect.poll(scheme).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(scheme).toBe('dark');
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('home, profile, on demand and nutrition pass axe and show dark', async ({
    page,
    request,
  }, testInfo) => {
    const { member } = await memberWithProgram(request, { trainToday: true });
    await useStoredSession(page, member);
    const pages = [
      ['home', '/page/home'],
      ['profile', '/page/profile'],
      ['on-demand', '/page/on_demand'],
      ['nutrition', '/page/nutrition'],
    ] as const;
    for (const [name, url] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
      ).toBe('dark');
      await expectAccessible(page);
      await page.screenshot({ path: shot(`dark-${name}`, testInfo.project.name), fullPage: true });
    }
  });
});
