import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { expect, registerMember, test } from './fixtures';

test('a member with a profile signs in to home; keep_session off is sent by default', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { withProfile: true, name: 'Lena' });
  await page.goto('/sign/login');
  await page.getByLabel('E-mail', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  const login = page.waitForRequest((r) => r.url().endsWith(apiPaths.login));
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await login).postDataJSON().keep_session).toBe(false);
  await expect(page).toHaveURL(/\/page\/home$/);
  await expect(page.getByText(/Lena/).first()).toBeVisible();
});

test('keep me signed in sends keep_session true', { tag: '@any-width' }, async ({ page, request }) => {
  const member = await registerMember(request, { withProfile: true });
  await page.goto('/sign/login');
  await page.getByLabel('E-mail', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Keep me signed in').check();
  const login = page.waitForRequest((r) => r.url().endsWith(apiPaths.login));
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await login).postDataJSON().keep_session).toBe(true);
  await expect(page).toHaveURL(/\/page\/home$/);
});

test('a member without a profile signs in to onboarding', { tag: '@any-width' }, async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await page.goto('/sign/login');
  await page.getByLabel('E-mail', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign\/workout$/);
});

test('a wrong password shows the server message in a chip that focusing a field clears', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await page.goto('/sign/login');
  await page.getByLabel('E-mail', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const chip = page.getByRole('alert').filter({ hasText: /incorrect/i });
  await expect(chip).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(chip).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.getByText(english('common.form.emailInvalid'))).toBeHidden();
});
