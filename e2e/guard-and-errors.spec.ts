import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { expect, expectAccessible, registerMember, test, useStoredSession } from './fixtures';

test('a logged-out visitor is sent to login from any member page', { tag: '@any-width' }, async ({
  page,
}) => {
  await page.goto('/page/profile');
  await expect(page).toHaveURL(/\/sign\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign\/login$/);
  // An unknown sign page lands on login too, without the member header and tabs (issue 14).
  await page.goto('/sign/nothing-here');
  await expect(page).toHaveURL(/\/sign\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'On demand' })).toHaveCount(0);
});

test('a member without a profile is sent to onboarding; sign pages stay reachable', {
  tag: '@any-width',
}, async ({ page, request }) => {
  const member = await registerMember(request);
  await useStoredSession(page, member);
  await page.goto('/page/home');
  await expect(page).toHaveURL(/\/sign\/workout$/);
  await page.goto('/page/profile/setup');
  await expect(page).toHaveURL(/\/sign\/workout$/);
});

test('a member with a profile lands on home from the root path and stays on member pages', {
  tag: '@any-width',
}, async ({ page, request }) => {
  const member = await registerMember(request, { withProfile: true });
  await useStoredSession(page, member);
  await page.goto('/');
  await expect(page).toHaveURL(/\/page\/home$/);
  await expect(page.getByText(/Maya/).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/page/profile');
  await expect(page).toHaveURL(/\/page\/profile$/);
  await expect(page.getByText('Maya Reyes')).toBeVisible();
  await expectAccessible(page);
});

test('a token revoked mid-session lands on login with storage cleared', { tag: '@any-width' }, async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { withProfile: true });
  await useStoredSession(page, member);
  await page.goto('/page/home');
  await expect(page).toHaveURL(/\/page\/home$/);
  const revoked = await request.delete(apiPaths.logout, {
    headers: { 'x-user-email': member.email, 'x-user-token': member.token },
  });
  expect(revoked.status()).toBe(200);
  await page.goto('/page/profile');
  await expect(page).toHaveURL(/\/sign\/login$/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});

test('an unknown route shows not-found; ?soon=1 shows coming soon without the header', {
  tag: '@any-width',
}, async ({ page, request }) => {
  const member = await registerMember(request, { withProfile: true });
  await useStoredSession(page, member);
  await page.goto('/page/no-such-page');
  await expect(page.getByText(english('shared.notFound.title'))).toBeVisible();
  await expect(page.getByText(english('shared.notFound.text'))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /home/i }).last().click();
  await expect(page).toHaveURL(/\/page\/home\/?$/);
  await page.goto('/page/not-found?soon=1');
  await expect(page.getByText(/coming soon/i).first()).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('logout from the menu clears storage and goes to login', async ({ page, request }) => {
  const member = await registerMember(request, { withProfile: true });
  await useStoredSession(page, member);
  await page.goto('/page/home');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/sign\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('studio.session'))).toBeNull();
});
