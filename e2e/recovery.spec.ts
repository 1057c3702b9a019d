import { english } from '@studio/shared/english';
import { expect, expectAccessible, latestMailTo, registerMember, test } from './fixtures';

test('recover, follow the mailed link, reset, sign in with the new password', async ({ page, request }) => {
  const member = await registerMember(request, { withProfile: true });
  await page.goto('/sign/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/sign\/recover$/);
  await expectAccessible(page);
  await page.getByLabel('E-mail', { exact: true }).fill(member.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page).toHaveURL(/\/sign\/thanks$/);
  await expect(page.getByText(english('common.account.recoverSuccess'))).toBeVisible();
  await expectAccessible(page);

  const mail = await latestMailTo(member.email);
  const link = /https?:\/\/\S+\/sign\/reset\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/sign\/login/);

  await page.getByLabel('E-mail', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /incorrect/i })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/page\/home$/);

  // The link is single use.
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await page.getByLabel('New password', { exact: true }).fill('another-pass');
  await page.getByLabel('Confirm new password').fill('another-pass');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText(/not valid or has expired/i)).toBeVisible();
});
