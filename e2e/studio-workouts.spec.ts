import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { libraryPaths } from '@studio/shared';
import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  registerMember,
  test,
  useStoredSession,
} from './fixtures';
import { makeCoach, pickWorkout } from './studio-helpers';

const run = promisify(execFile);

/** An 8-second clip with sound, as a coach's camera would give (made by Debian's ffmpeg). */
const makeClip = async (file: string) => {
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=960x540:rate=25:duration=8',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=8',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
};

/**
 * Issue 17: a coach uploads a video in the console, watches it go from processing to ready (the
 * transcode job on the real queue and ffmpeg), shows it; a premium member finds it and it plays
 * from the HLS ladder in Chromium.
 */
test('a coach uploads a video, waits for ready and shows it; a member plays it; the coach builds a new two-week program on it that members then find', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const coach = await makeCoach(request);
  const clip = testInfo.outputPath('class.mp4');
  await makeClip(clip);
  const title = `Sunrise flow ${crypto.randomBytes(3).toString('hex')}`;

  await useStoredSession(page, coach);
  await page.goto('/studio/workouts');
  await expect(page.getByRole('heading', { name: 'On-demand workouts' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New workout' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('combobox', { name: 'Trainers' }).click();
  await page.getByRole('option', { name: 'Maya Reyes' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Make workout' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const video = page.getByRole('region', { name: 'Video' });
  await expect(video).toContainText('No video yet');

  // Not before its video is ready.
  await expect(page.getByRole('button', { name: 'Show to members' })).toBeDisabled();
  await expect(page.getByText('Members can see it once its video is ready.')).toBeVisible();

  await video.locator('input[type="file"]').setInputFiles(clip);
  await video.getByRole('button', { name: 'Upload video' }).click();
  await expect(video).toContainText('Processing');
  await expect(video.getByText(/being converted for every screen size/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('workout-processing.png'), fullPage: true });
  // The page asks again until the job is done: the poster and the length appear.
  await expect(video).toContainText('Ready', { timeout: 90_000 });
  await expect(video).toContainText('Length 0:08');
  await expect(video.getByRole('img', { name: 'Poster' })).toBeVisible();
  await page.getByRole('button', { name: 'Show to members' }).click();
  await expect(page.getByText('Members see this workout.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('workout-ready.png'), fullPage: true });
  await expectAccessible(page);
  await page.goto('/studio/workouts');
  await expect(page.getByRole('listitem', { name: title })).toContainText('Shown to members');
  await expectAccessible(page);

  // A premium member finds it among the latest workouts and plays it.
  const member = await registerMember(request, { withProfile: true });
  await buyPremiumByApi(request, member);
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const memberPage = await context.newPage();
  await useStoredSession(memberPage, member);
  await memberPage.goto('/page/on_demand');
  await memberPage.getByRole('link', { name: new RegExp(title) }).click();
  const details = memberPage.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();
  const ladder: string[] = [];
  memberPage.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.includes('/catalog/videos/uploads/'))
      ladder.push(`${r.status()} ${pathname.split('/').pop()}`);
  });
  const started = memberPage.waitForResponse(
    (r) => r.url().endsWith(libraryPaths.started) && r.status() === 200,
  );
  await details.getByRole('button', { name: 'Play' }).click();
  await started;
  await expect
    .poll(() => memberPage.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(1);
  expect(ladder).toContain('200 master.m3u8');
  expect(ladder.some((a) => /^20[06] (360|720)p-\d{3}\.ts$/.test(a))).toBe(true);
  await memberPage.screenshot({ path: testInfo.outputPath('member-plays.png') });

  // The coach builds a new two-week program on it; once shown, the member finds it there.
  const program = `Sunrise fortnight ${title.slice(-6)}`;
  await page.goto('/studio/programs/new');
  const programForm = page.getByRole('form', { name: 'Program details' });
  await programForm.getByLabel('Title').fill(program);
  await programForm.getByLabel('Price (USD)').fill('19.99');
  await programForm.getByLabel('Days a week').fill('1');
  await pickWorkout(page, programForm.getByRole('region', { name: 'Week 1' }), 'Day 1', title);
  await programForm.getByRole('button', { name: 'Add week' }).click();
  await pickWorkout(page, programForm.getByRole('region', { name: 'Week 2' }), 'Day 1', 'Morning flow');
  await programForm.getByRole('button', { name: 'Make program' }).click();
  await expect(page).toHaveURL(/\/studio\/programs\/\d+$/);
  await page
    .getByRole('region', { name: 'Members' })
    .getByRole('button', { name: 'Show to members' })
    .click();
  await expect(page.getByRole('region', { name: 'Members' }).getByText('Shown to members')).toBeVisible();

  await memberPage.goto('/page/programs');
  await memberPage.getByRole('link', { name: new RegExp(program) }).click();
  await expect(memberPage.getByRole('heading', { name: program, level: 1 })).toBeVisible();
  await expect(memberPage.getByRole('heading', { name: /^Week 2 \(/ })).toBeVisible();
  await expect(memberPage.getByText(title, { exact: true }).first()).toBeVisible();
  await context.close();
});
