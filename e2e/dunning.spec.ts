import { subscriptionLifeMessages } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  registerMember,
  test,
  useStoredSession,
} from './fixtures';
import { notifyAsProvider } from './sandbox-provider';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test('a member whose renewal fails sees the banner, updates the card and the banner goes', async ({
  page,
  request,
}, testInfo) => {
  const member = await registerMember(request, { withProfile: true });
  await buyPremiumByApi(request, member);
  await notifyAsProvider(request, member, 'subscription_charged_unsuccessfully');
  await useStoredSession(page, member);

  await page.goto('/page/home');
  const banner = page.getByRole('status', { name: 'Payment failed' });
  await expect(banner).toContainText(inEnglish(subscriptionLifeMessages.paymentFailedBanner));
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('banner.png'), fullPage: true });

  await banner.getByRole('link', { name: inEnglish(subscriptionLifeMessages.updateCard) }).click();
  await expect(page).toHaveURL(/\/page\/subscription\/card$/);
  await expect(
    page.getByRole('heading', { name: inEnglish(subscriptionLifeMessages.updateCard) }),
  ).toBeVisible();
  await expect(page.getByText(/Your last payment failed\. Enter a new card/)).toBeVisible();
  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByLabel('Expiry date').fill(FUTURE);
  await page.getByLabel('CVV').fill('123');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('update-card.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save card' }).click();

  await expect(page.getByText(inEnglish(subscriptionLifeMessages.cardUpdatedAndPaid))).toBeVisible();
  await expect(banner).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('card-updated.png'), fullPage: true });
  await page.getByRole('link', { name: 'See your subscription' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('MasterCard ending in 4444')).toBeVisible();
  await expect(banner).toBeHidden();
});
