import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  registerMember,
  test,
  useStoredSession,
} from './fixtures';

// Issue 18, decision 0028: pausing premium from the subscription page, and undoing a cancellation.
// Each journey runs at 1280 px (desktop) and 375 px (phone).

test('a member pauses premium for one month, sees the day it resumes, then resumes now', async ({
  page,
  request,
}, testInfo) => {
  const member = await registerMember(request, { withProfile: true });
  await buyPremiumByApi(request, member);
  await useStoredSession(page, member);
  await page.goto('/page/subscription');

  const choices = page.getByRole('radiogroup', { name: 'Pause for' });
  await expect(choices).toBeVisible();
  const oneMonth = page.getByRole('radio', { name: /^1 month — billing resumes on / });
  const label = await page.getByText(/^1 month — billing resumes on /).innerText();
  const resumeDay = label.replace(/^1 month — billing resumes on /, '');
  expect(resumeDay).toMatch(/\d{4}$/);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('pause-choices.png'), fullPage: true });

  await oneMonth.check();
  await page.getByRole('button', { name: 'Pause premium' }).click();
  await expect(page.getByText(`Paused — premium resumes on ${resumeDay}`)).toBeVisible();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('paused.png'), fullPage: true });

  await page.getByRole('button', { name: 'Resume now' }).click();
  await expect(page.getByText(/^Paused — premium resumes on/)).toBeHidden();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  // Once a year: no second pause is offered.
  await expect(page.getByRole('radiogroup', { name: 'Pause for' })).toBeHidden();
});

// Undoing a cancellation is the end of cancel-offer.spec.ts's journey.
