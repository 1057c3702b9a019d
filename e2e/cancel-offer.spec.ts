import type { Page } from '@playwright/test';
import { apiPaths, cancellationPaths } from '@studio/shared';
import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  latestMailTo,
  registerMember,
  test,
  useStoredSession,
} from './fixtures';

/** A member on the monthly plan ($19.99, in the trial), on the subscription page, the dialog open. */
const openCancelDialog = async (page: Page, request: Parameters<typeof registerMember>[0]) => {
  const member = await registerMember(request, { withProfile: true });
  await buyPremiumByApi(request, member);
  await useStoredSession(page, member);
  await page.goto('/page/subscription');
  await expect(page.getByText('$19.99 every month')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
  await expect(dialog).toBeVisible();
  return { member, dialog };
};

// The phone (375 px) and desktop (1280 px) projects each run it.
test(`a member cancels, says why, refuses the offer, sees the end date and undoes it; another accepts the offer and sees the lower price`, async ({
  page,
  request,
}, testInfo) => {
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // The first member answers why, then refuses the offer.
  const { member, dialog } = await openCancelDialog(page, request);
  await dialog.getByRole('radio', { name: 'I need a break' }).check();
  await dialog.getByRole('textbox', { name: /Anything else/ }).fill('Back after the summer');
  await expectAccessible(page);
  await shot('question');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const offer = page.getByRole('dialog', { name: 'Before you go' });
  await expect(offer).toContainText('50 % off your next 3 months');
  await expect(offer).toContainText('$10.00 instead of $19.99 for your next 3 charges');
  await expectAccessible(page);
  await shot('offer');
  const cancelled = page.waitForRequest((r) => r.url().endsWith(apiPaths.cancelSubscription));
  await offer.getByRole('button', { name: 'Cancel anyway' }).click();
  expect((await cancelled).postDataJSON()).toEqual({ reason: 'need_break', text: 'Back after the summer' });
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    /Your subscription is canceled\. Premium lasts until \w+ \d{1,2}, \d{4}\./,
  );
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeHidden();
  await expectAccessible(page);
  await shot('canceled');
  // The mail says the same.
  expect((await latestMailTo(member.email, /canceled/)).subject).toMatch(
    /^Your subscription is canceled: premium lasts until \w+ \d{1,2}, \d{4}$/,
  );
  // Changed their mind: undone while premium lasts, with no new trial and nothing charged now.
  const undo = page.getByRole('button', { name: 'Undo cancellation' });
  await expect(
    page.getByText(/^Changed your mind\? Keep premium after .*, with no new trial\.$/),
  ).toBeVisible();
  await undo.click();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(undo).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expectAccessible(page);
  await shot('undone');

  // A second member keeps premium with the offer.
  const { dialog: second } = await openCancelDialog(page, request);
  await second.getByRole('button', { name: 'Continue' }).click();
  const accepted = page.waitForResponse(
    (r) => r.url().endsWith(cancellationPaths.retentionOffer) && r.request().method() === 'POST',
  );
  await page
    .getByRole('dialog', { name: 'Before you go' })
    .getByRole('button', { name: 'Keep premium at the lower price' })
    .click();
  expect((await accepted).status()).toBe(200);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(page.getByText('Offer price')).toBeVisible();
  await expect(
    page.getByText(/^\$10\.00 for your next 3 charges, then \$19\.99 from \w+ \d{1,2}, \d{4}$/),
  ).toBeVisible();
  await expectAccessible(page);
  await shot('offer-accepted');
});
