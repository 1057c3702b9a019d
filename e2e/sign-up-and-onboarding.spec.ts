import { english } from '@studio/shared/english';
import { expect, expectAccessible, test } from './fixtures';

test('sign up, onboarding with the day-count rule, then the premium purchase page', async ({ page }) => {
  await page.goto('/sign/signup?referral_token=friend-42');
  await expectAccessible(page);

  // The shared validation messages, word for word.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(english('common.form.emailRequired'))).toBeVisible();
  await expect(page.getByText(english('common.form.required')).first()).toBeVisible();

  const email = `new-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  await page.getByLabel('First name').fill('Ivy');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  // After the first submit the form revalidates as the member types; submit stays disabled meanwhile.
  await expect(page.getByText(english('common.form.emailInvalid'))).toBeVisible();
  await expect(page.getByText(english('common.form.passwordMin'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  const registered = page.waitForRequest((r) => r.url().endsWith('/api/v3/users/register'));
  await page.getByRole('button', { name: 'Sign up' }).click();
  const payload = (await registered).postDataJSON();
  expect(payload.referral_token).toBe('friend-42');
  expect(payload.keep_session).toBe(true);
  expect(typeof payload.time_zone).toBe('string');

  await expect(page).toHaveURL(/\/sign\/workout$/);
  await expectAccessible(page);
  // Default goal 3: three more days to pick, finish blocked until then.
  await expect(page.getByText(english('shared.days.selectMore', { count: 3 }))).toBeVisible();
  const finish = page.getByRole('button', { name: /finish/i });
  await expect(finish).toBeDisabled();
  await page.getByRole('button', { name: 'Monday' }).click();
  await page.getByRole('button', { name: 'Wednesday' }).click();
  await expect(page.getByText(english('shared.days.selectMore', { count: 1 }))).toBeVisible();
  await page.getByRole('button', { name: 'Friday' }).click();
  // Extra days are refused once the count is reached.
  await page.getByRole('button', { name: 'Sunday' }).click();
  await expect(page.getByRole('button', { name: 'Sunday' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Friday' })).toHaveAttribute('aria-pressed', 'true');
  await expect(finish).toBeEnabled();

  await finish.click();
  await expect(page).toHaveURL(/\/page\/buy\/premium/);
});

test('changing the goal clears the chosen days', async ({ page }) => {
  await page.goto('/sign/signup');
  await page.getByLabel('First name').fill('Ivy');
  await page.getByLabel('Last name').fill('Okafor');
  await page
    .getByLabel('E-mail', { exact: true })
    .fill(`goal-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/sign\/workout$/);
  await page.getByRole('button', { name: 'Tuesday' }).click();
  await expect(page.getByRole('button', { name: 'Tuesday' })).toHaveAttribute('aria-pressed', 'true');
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Tuesday' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(english('shared.days.selectMore', { count: 4 }))).toBeVisible();
});
