import crypto from 'node:crypto';
import { storefrontPaths } from '@studio/shared';
import { expect, expectAccessible, signIn, test, useStoredSession } from './fixtures';
import { STUDIO_OWNER } from './studio-owner';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * Issue 38: a visitor from a search link reads the public storefront (server HTML, no app), picks
 * the yearly plan, signs up and pays; the owner's dashboard counts them under that source.
 */
test(
  'a visitor from a campaign link picks the yearly plan, signs up and pays; the owner sees the source',
  {
    tag: '@any-width',
  },
  async ({ page, request }, testInfo) => {
    const campaign = `e2e-${crypto.randomUUID().slice(0, 8)}`;
    await page.goto(`${storefrontPaths.landing}?utm_source=${campaign}&utm_medium=cpc&utm_campaign=spring`, {
      referer: 'https://www.google.com/',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Train with us, anywhere, at your pace');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('storefront-landing.png'), fullPage: true });
    // The page's one script kept the first visit for the sign-up.
    expect(
      await page.evaluate(() => JSON.parse(window.localStorage.getItem('studio.first_visit') ?? '{}')),
    ).toEqual({
      device: expect.any(String),
      utm_source: campaign,
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      referrer: 'https://www.google.com/',
      landing_page: storefrontPaths.landing,
    });

    // A class page, then the plans.
    await page.getByRole('link', { name: 'Browse the classes' }).click();
    await expect(page).toHaveURL(/\/classes$/);
    const firstClass = page.locator('.card a').first();
    const title = (await firstClass.locator('.card-title').textContent()) ?? '';
    await firstClass.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans and prices');
    await page.getByRole('link', { name: 'Choose Yearly' }).click();

    // The app's sign-up, then the onboarding leads to the yearly plan's purchase.
    await expect(page).toHaveURL(/\/sign\/signup\?plan=yearly$/);
    const email = `sf-${Date.now()}-${crypto.randomUUID().slice(0, 6)}@example.com`;
    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Last name').fill('Adeyemi');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass');
    const registered = page.waitForRequest((r) => r.url().endsWith('/api/v3/users/register'));
    await page.getByRole('button', { name: 'Sign up' }).click();
    expect((await registered).postDataJSON().attribution).toMatchObject({ utm_source: campaign });
    await expect(page).toHaveURL(/\/sign\/workout$/);
    for (const day of ['Monday', 'Wednesday', 'Friday'])
      await page.getByRole('button', { name: day }).click();
    await page.getByRole('button', { name: /finish/i }).click();
    await expect(page).toHaveURL(/\/page\/buy\/premium\/yearly$/);
    await expect(page.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry date').fill(FUTURE);
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('checkbox', { name: /terms of service/ }).check();
    await page.getByRole('checkbox', { name: /renews automatically/ }).check();
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/page\/premium\/welcome$/);

    // The owner's dashboard: one sign-up and one trial from this campaign's source, today.
    const owner = await signIn(request, STUDIO_OWNER);
    await useStoredSession(page, owner);
    await page.goto('/studio/dashboard');
    const bySource = page.getByRole('table', { name: 'By source' });
    await expect(bySource.getByRole('row', { name: new RegExp(campaign) })).toHaveText(`${campaign}110`);
    await page.getByRole('region', { name: 'Where members come from' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('dashboard-sources.png') });
  },
);

test('the storefront reads in Portuguese, and a sign page leads to it', async ({ page }) => {
  await page.goto('/sign/login');
  await page.getByRole('link', { name: 'Classes and prices' }).click();
  await expect(page).toHaveURL(new RegExp(`${storefrontPaths.landing}$`));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Português (Brasil)' }).click();
  await expect(page).toHaveURL(/\?locale=pt-BR$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByRole('link', { name: 'Preços' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planos e preços');
  await expectAccessible(page);
});
