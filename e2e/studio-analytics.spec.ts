import fs from 'node:fs';
import { COHORT_CSV_HEADER } from '@studio/shared';
import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  registerMember,
  signIn,
  test,
  useStoredSession,
} from './fixtures';
import { STUDIO_OWNER } from './studio-owner';

/**
 * Issue 40: the owner opens the cohorts (at 1280 and at 375 px), reads who trained and who paid,
 * and downloads the table as a CSV whose lines are the table's figures.
 */
test('an owner reads the cohorts, trained and paid, and downloads them as a CSV that matches the table', async ({
  page,
  request,
}, testInfo) => {
  // A member of this month's cohort, with premium (in its trial: not paid yet).
  const member = await registerMember(request, { withProfile: true });
  await buyPremiumByApi(request, member);

  const owner = await signIn(request, STUDIO_OWNER);
  await useStoredSession(page, owner);
  await page.goto('/studio/dashboard');
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await page.getByRole('button', { name: 'Sections' }).click();
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page).toHaveURL(/\/studio\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();

  const trained = page.getByRole('table', { name: 'Share of each cohort that trained' });
  await expect(trained.getByRole('columnheader', { name: 'Month 0' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Share of each cohort that trained: the newest cohorts as curves/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('analytics-trained.png'), fullPage: true });

  await page.getByRole('radiogroup', { name: 'What the cohorts show' }).getByText('Paid').click();
  const paid = page.getByRole('table', { name: 'Share of each cohort that paid' });
  await expect(paid).toBeVisible();
  const rows = paid.getByRole('row');
  // This month's cohort (the newest row) counts the member signed up above; the month is running.
  await expect(rows.last().getByRole('cell').nth(1)).toHaveText(/%\*$/);
  await page.screenshot({ path: testInfo.outputPath('analytics-paid.png'), fullPage: true });

  // The table as shown: per cohort, its members and each month's percentage.
  const shown = await rows.evaluateAll((trs) =>
    trs.slice(1).map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '');
      return {
        members: Number((cells[0] ?? '').replace(/\D/g, '')),
        percents: cells
          .slice(1)
          .filter((text) => text !== '')
          .map((text) => (/\d/.test(text) ? Number(text.replace(/\D/g, '')) : null)),
      };
    }),
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('cohorts-12-months.csv');
  const csv = fs
    .readFileSync((await download.path()) as string, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe(COHORT_CSV_HEADER.join(','));
  const lines = csv.slice(1).map((line) => line.split(','));
  const cohorts = [...new Set(lines.map((cells) => cells[0]))];
  expect(cohorts).toHaveLength(shown.length);
  cohorts.forEach((cohort, i) => {
    const own = lines.filter((cells) => cells[0] === cohort);
    expect(Number(own[0]?.[1]), `members of ${cohort}`).toBe(shown[i]?.members);
    // The paid share of each month since, in order (`paying_percent`, the last column).
    expect(
      own.map((cells) => (cells[7] === '' ? null : Number(cells[7]))),
      `paid of ${cohort}`,
    ).toEqual(shown[i]?.percents);
  });
});
