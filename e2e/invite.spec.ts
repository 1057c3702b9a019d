import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, type SessionUser, type User } from '@studio/shared';
import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  latestMailTo,
  type Member,
  memberHeaders,
  registerMember,
  signIn,
  test,
  useStoredSession,
} from './fixtures';
import { notifyAsProvider } from './sandbox-provider';
import { STUDIO_OWNER } from './studio-owner';

/** A friend signs up with the code, as the sign-up page sends it from the invite link. */
const signUpInvited = async (request: APIRequestContext, code: string, email: string): Promise<Member> => {
  const password = 'secret-pass-1';
  const response = await request.post(apiPaths.register, {
    data: { name: 'Bruno', last_name: 'Costa', email, password, time_zone: 'UTC', referral_token: code },
  });
  expect(response.status()).toBe(200);
  const user = (await response.json()) as SessionUser;
  return { email, password, token: user.token, user };
};

/** The profile's invite section, read again until it says `text` (the reward is given by a job). */
const inviteSectionSays = async (page: Page, text: string) => {
  const section = page.getByRole('region', { name: 'Invite a friend' });
  await expect(async () => {
    await page.goto('/page/profile');
    await expect(section.getByRole('list', { name: 'Friends who signed up' })).toContainText(text, {
      timeout: 2_000,
    });
  }).toPass();
  return section;
};

test('a member invites a friend who pays: both rewards appear, and a refund takes them back', async ({
  page,
  request,
}, testInfo) => {
  const ana = await registerMember(request, { withProfile: true, name: 'Ana', lastName: 'Silva' });
  await useStoredSession(page, ana);
  await page.goto('/page/profile');
  const section = page.getByRole('region', { name: 'Invite a friend' });
  const link = await section.getByLabel('Your invite link').inputValue();
  const code = new URL(link).searchParams.get('referral_token') ?? '';
  expect(code).not.toBe('');
  await expect(section).toContainText(
    'you get a free month of premium and they get 50% of that first payment back',
  );

  // Ana mails her link to a friend's address; the mail carries her code.
  const friend = `bruno-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  await section.getByLabel('Invite by e-mail').fill(friend);
  await section.getByRole('button', { name: 'Send invite' }).click();
  await expect(section.getByRole('status')).toHaveText(`Invite sent to ${friend}`);
  await expect(section.getByRole('list', { name: 'Invites sent' })).toContainText(friend);
  const mail = await latestMailTo(friend, /invites you to train at Studio/);
  expect(mail.text).toContain(`referral_token=${code}`);

  // Bruno signs up with Ana's code, starts his trial, and the trial's end is charged.
  const bruno = await signUpInvited(request, code, friend);
  await buyPremiumByApi(request, bruno);
  await inviteSectionSays(page, 'Joined');
  await notifyAsProvider(request, bruno, 'subscription_charged_successfully', {
    transactionId: `sandbox_e2e_${bruno.user.id}`,
    amountCents: 1999,
    status: 'settled',
  });

  // Ana's reward: her invite says so, and she is premium with no subscription of her own.
  const rewarded = await inviteSectionSays(page, '+1 free month');
  await expect(rewarded).toContainText('Bruno C.');
  await expectAccessible(page);
  await rewarded.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('invite-rewarded.png'), fullPage: true });
  const me = (await (await request.get(apiPaths.me, { headers: memberHeaders(ana) })).json()) as User;
  expect(me.premium).toBe(true);
  await page.goto('/page/subscription');
  await expect(page.getByText('Free premium', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/You have a free month of premium from gifts and invites, until/),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('free-premium.png'), fullPage: true });

  // The owner refunds Bruno's first payment in the console: what is left of it after his discount.
  const owner = await signIn(request, STUDIO_OWNER);
  await useStoredSession(page, owner);
  await page.goto(`/studio/members/${bruno.user.id}`);
  const payment = page.getByRole('list', { name: 'Payments' }).getByRole('listitem', { name: /^Premium/ });
  await expect(payment).toContainText('settled');
  await payment.getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
  await expect(payment).toContainText('refunded');

  // Ana's reward is taken back.
  await useStoredSession(page, ana);
  await inviteSectionSays(page, 'Reward taken back');
  await page.screenshot({ path: testInfo.outputPath('invite-revoked.png'), fullPage: true });
  const after = (await (await request.get(apiPaths.me, { headers: memberHeaders(ana) })).json()) as User;
  expect(after.premium).toBe(false);
});
