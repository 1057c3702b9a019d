import crypto from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Library, libraryPaths, localDay } from '@studio/shared';
import { english } from '@studio/shared/english';
import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  type Member,
  memberHeaders,
  registerMember,
  signIn,
  test,
  useStoredSession,
} from './fixtures';
import { DOT_PNG, makeCoach } from './studio-helpers';
import { STUDIO_OWNER } from './studio-owner';

/**
 * Issue 39: a coach makes a challenge in the console; two members join on their phones (375 px),
 * one shown on the leaderboard and one not; finished workouts move them on; the one who reaches
 * the goal has the badge, on the challenge and on her profile. The other member is never named.
 */

/** Workouts finished as the player reports them: started, then finished past 80 %. */
const finishWorkouts = async (request: APIRequestContext, member: Member, count: number) => {
  const headers = memberHeaders(member);
  const library = (await (
    await request.get(libraryPaths.library('on_demand'), { headers })
  ).json()) as Library;
  for (const item of library.latest.filter((one) => one.kind === 'workout').slice(0, count)) {
    const body = { id: item.id, kind: 'workout' };
    expect((await request.post(libraryPaths.started, { headers, data: body })).status()).toBe(200);
    expect((await request.post(libraryPaths.finished, { headers, data: body })).status()).toBe(200);
  }
};

const phone = async (browser: Browser, member: Member): Promise<Page> => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await useStoredSession(page, member);
  return page;
};

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a coach runs a challenge; members join, train, see only who chose to be shown, and win the badge', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const title = `Two in a row ${crypto.randomBytes(3).toString('hex')}`;
  const coach = await makeCoach(request);
  await useStoredSession(page, coach);
  await page.goto('/studio/challenges');
  const form = page.getByRole('region', { name: english('studio.challenges.new') });
  await form.getByLabel(english('studio.challenges.name')).fill(title);
  await form.getByLabel(english('studio.challenges.text')).fill('Two workouts, any days this week.');
  const inAWeek = localDay(new Date(Date.now() + 7 * 86_400_000), 'UTC').date;
  await form.getByLabel(english('studio.challenges.ends')).fill(inAWeek);
  await form.getByLabel(english('studio.challenges.target')).fill('2');
  await form.getByLabel(english('studio.challenges.badge')).fill('Week warrior');
  await form.getByRole('button', { name: english('studio.challenges.create') }).click();
  const made = page.getByRole('listitem', { name: title });
  await expect(made).toBeVisible();
  // Its picture, uploaded on its own.
  await made
    .locator('input[type="file"]')
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(DOT_PNG, 'base64') });
  await made.getByRole('button', { name: english('studio.challenges.pictureUpload') }).click();
  await expect(made.getByRole('img', { name: english('studio.challenges.picture') })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('console-challenges.png'), fullPage: true });
  await expectAccessible(page);

  const ana = await registerMember(request, { withProfile: true, name: 'Ana', lastName: 'Silva' });
  const bruno = await registerMember(request, { withProfile: true, name: 'Bruno', lastName: 'Costa' });
  for (const member of [ana, bruno]) await buyPremiumByApi(request, member);
  const anaPage = await phone(browser, ana);
  const brunoPage = await phone(browser, bruno);

  // Ana joins and chooses to be shown; Bruno joins and keeps the default (not shown).
  for (const [who, shown] of [
    [anaPage, true],
    [brunoPage, false],
  ] as const) {
    await who.goto('/page/challenges');
    const mine = card(who, title);
    await expect(mine.locator('img')).toHaveAttribute('src', /catalog\/studio\/challenges\//);
    await mine.getByRole('button', { name: english('profile.challenges.join') }).click();
    const showMe = mine.getByRole('checkbox', { name: english('profile.challenges.showMe') });
    await expect(showMe).not.toBeChecked();
    if (shown) {
      await showMe.check();
      await expect(showMe).toBeChecked();
    }
  }

  await finishWorkouts(request, ana, 2);
  await finishWorkouts(request, bruno, 1);

  await anaPage.reload();
  const anaCard = card(anaPage, title);
  await expect(anaCard.getByText('Finished! Your badge: Week warrior')).toBeVisible();
  const anaBoard = anaCard.getByRole('table', { name: english('profile.challenges.leaderboard') });
  await expect(anaBoard.getByRole('row')).toHaveCount(2);
  await expect(anaBoard.getByRole('row').nth(1)).toContainText('Ana S. (you)');
  await expect(anaCard).not.toContainText('Bruno');
  await anaPage.screenshot({ path: testInfo.outputPath('challenge-ana-375.png'), fullPage: true });
  await expectAccessible(anaPage);

  await brunoPage.reload();
  const brunoBoard = card(brunoPage, title).getByRole('table', {
    name: english('profile.challenges.leaderboard'),
  });
  await expect(brunoBoard.getByRole('row')).toHaveCount(3);
  await expect(brunoBoard.getByRole('row').nth(1)).toContainText('Ana S.');
  await expect(brunoBoard.getByRole('row').nth(2)).toContainText('Bruno C. (you)');
  await expect(card(brunoPage, title).getByText('1 of 2')).toBeVisible();
  await brunoPage.screenshot({ path: testInfo.outputPath('challenge-bruno-375.png'), fullPage: true });

  // The badge is on Ana's profile; the console counts two members and one finisher.
  await anaPage.goto('/page/profile');
  await expect(anaPage.getByRole('region', { name: english('profile.challenges.badges') })).toContainText(
    'Week warrior',
  );
  await page.reload();
  await expect(made).toContainText('2 members');
  await expect(made).toContainText('1 finished');

  // The owner's dashboard counts them as well; who came back is known once it has ended.
  await useStoredSession(page, await signIn(request, STUDIO_OWNER));
  await page.goto('/studio/dashboard');
  const row = page
    .getByRole('table', { name: english('studio.dashboard.challenges') })
    .getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('cell')).toHaveText([
    new RegExp(title),
    '2',
    '1',
    english('studio.dashboard.stillRunning'),
  ]);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('dashboard-challenges.png') });
});
