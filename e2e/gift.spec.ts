import { apiPaths, type User } from '@studio/shared';
import { expect, expectAccessible, latestMailTo, memberHeaders, test } from './fixtures';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test('a visitor gives premium; it is mailed on its day and redeemed at sign-up without a card', async ({
  page,
  request,
}, testInfo) => {
  const recipient = `rita-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;

  // A visitor on the pricing page gives a year of premium.
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Give premium as a gift' }).click();
  await expect(page).toHaveURL(/\/sign\/gift$/);
  await expect(page.getByRole('heading', { name: 'Give Studio premium' })).toBeVisible();
  await page.getByRole('radio', { name: /^12 months/ }).check();
  await page.getByLabel('Their name').fill('Rita');
  await page.getByLabel('Their e-mail').fill(recipient);
  await page.getByLabel('Your message').fill('Happy birthday! Train with me.');
  await page.getByLabel('Your name').fill('Paulo');
  await page.getByLabel('Your e-mail (for the receipt)').fill('paulo@example.com');
  await expect(page.getByText(/works for 12 months after you buy it/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('gift-details.png'), fullPage: true });
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByText(/12 months of premium for Rita, sent on/)).toBeVisible();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill(FUTURE);
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  await page.getByRole('checkbox', { name: /expires a year after purchase/ }).check();
  await page.screenshot({ path: testInfo.outputPath('gift-payment.png'), fullPage: true });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Thank you: your gift is on its way')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('gift-thanks.png'), fullPage: true });

  // Its day is today: the mail goes now, with the message and the code.
  const mail = await latestMailTo(recipient, /gave you Studio premium/);
  expect(mail.text).toContain('Paulo wrote: “Happy birthday! Train with me.”');
  const link = /(https?:\/\/\S+\/sign\/signup\?gift=[A-Z0-9]+)/.exec(mail.text)?.[1] ?? '';
  expect(link).not.toBe('');

  // Rita follows the link, signs up and finishes the onboarding: the gift waits, filled in.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Lima');
  await page.getByLabel('E-mail', { exact: true }).fill(recipient);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: 'Sign up' }).click();
  for (const day of ['Monday', 'Wednesday', 'Friday']) await page.getByRole('button', { name: day }).click();
  await page.getByRole('button', { name: /finish/i }).click();
  await expect(page).toHaveURL(/\/page\/subscription\?gift=/);
  const redeem = page.getByRole('region', { name: 'Redeem a gift' });
  await expect(redeem.getByLabel('Gift code')).not.toHaveValue('');
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeem.getByRole('status')).toContainText('Gift redeemed: 12 months of premium, until');
  await expect(page.getByText(/You have 12 free months of premium from gifts and invites/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('gift-redeemed.png'), fullPage: true });

  // Premium, with no card and no subscription.
  const session = (await page.evaluate(() => window.localStorage.getItem('studio.session'))) ?? '{}';
  const { email, token } = JSON.parse(session) as { email: string; token: string };
  const me = (await (
    await request.get(apiPaths.me, { headers: memberHeaders({ email, token } as never) })
  ).json()) as User;
  expect(me.premium).toBe(true);
});
