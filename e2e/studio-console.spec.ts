import crypto from 'node:crypto';
import {
  apiPaths,
  type Library,
  libraryPaths,
  liveMessages,
  memberMessages,
  type Program,
  programPaths,
  studioMessages,
  studioPaths,
} from '@studio/shared';
import { english, inEnglish } from '@studio/shared/english';
import {
  buyPremiumByApi,
  expect,
  latestMailTo,
  registerMember,
  signIn,
  test,
  useStoredSession,
} from './fixtures';
import { STUDIO_OWNER } from './studio-owner';

/** Issue 17: the studio console, for staff only, at /studio in the same app. */
test('an owner makes a coach from the console; the audit log says so; the coach opens the console', async ({
  page,
  request,
}, testInfo) => {
  const coach = await registerMember(request, { withProfile: true, name: 'Cora', lastName: 'Coach' });

  // The owner signs in as any member does, and finds the console in the account menu.
  await page.goto('/sign/login');
  await page.getByLabel('E-mail', { exact: true }).fill(STUDIO_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(STUDIO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/page\/home$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Studio console' }).click();
  // An owner lands on the dashboard.
  await expect(page).toHaveURL(/\/studio\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Monthly recurring revenue' })).toContainText('$');

  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await page.getByRole('button', { name: 'Sections' }).click();
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  const staff = page.getByRole('table', { name: 'Staff' });
  await expect(staff.getByRole('row', { name: new RegExp(STUDIO_OWNER.email) })).toContainText('owner');

  // A role for a member who has not signed up is refused with the server's words.
  const form = page.getByRole('form', { name: 'Give a role' });
  await form.getByLabel('E-mail').fill('nobody-here@example.com');
  await form.getByRole('button', { name: 'Save role' }).click();
  await expect(form.getByRole('alert')).toHaveText(inEnglish(studioMessages.noSuchMember));

  await form.getByLabel('E-mail').fill(coach.email);
  await form.getByRole('button', { name: 'Save role' }).click();
  await expect(form.getByRole('status')).toHaveText(`${coach.email} is now coach.`);
  await expect(staff.getByRole('row', { name: new RegExp(coach.email) })).toContainText('coach');
  await page.screenshot({ path: testInfo.outputPath('console-staff.png'), fullPage: true });

  if (phone) await page.getByRole('button', { name: 'Sections' }).click();
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  // Other journeys run beside this one: the entry is found by what it says, not by its place.
  const entry = page
    .getByRole('list', { name: 'Audit log' })
    .getByRole('listitem', { name: `Made ${coach.email} a coach (was member)` });
  await expect(entry).toContainText(STUDIO_OWNER.email);
  await page.screenshot({ path: testInfo.outputPath('console-audit.png'), fullPage: true });

  // The coach's console has no owner sections, and the owner's pages refuse them.
  await useStoredSession(page, coach);
  await page.goto('/studio');
  await expect(page.getByText(`You are signed in as ${coach.email}, a coach of this studio.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto('/studio/staff');
  await expect(page.getByRole('alert')).toHaveText(inEnglish(studioMessages.ownerOnly));
});

test('a member who opens /studio is told it is for staff, and finds the way back', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, { withProfile: true });
  await useStoredSession(page, member);
  await page.goto('/studio/staff');
  await expect(page.getByText(inEnglish(studioMessages.staffOnly))).toBeVisible();
  await page.getByRole('link', { name: 'Back to Studio' }).click();
  await expect(page).toHaveURL(/\/page\/home$/);
  // Nothing in a member's menu leads there.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Studio console' })).toHaveCount(0);
});

test(
  'an owner makes a promo code, a member pays with it, the console counts the use and the dashboard shows it; pausing it refuses it',
  { tag: '@any-width' },
  async ({ page, request }, testInfo) => {
    const code = `E2E${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const owner = await signIn(request, STUDIO_OWNER);
    await useStoredSession(page, owner);
    await page.goto('/studio/offers');
    const form = page.getByRole('form', { name: 'New premium code' });
    await form.getByLabel('Code').fill(code);
    for (const plan of ['Monthly plan, % off', 'Biannual plan, % off', 'Yearly plan, % off']) {
      await form.getByLabel(plan).fill('50');
    }
    await form.getByLabel('Uses at most (optional)').fill('3');
    await form.getByRole('button', { name: 'Make code' }).click();
    await expect(form.getByRole('status')).toHaveText(`${code} is ready for members.`);
    const card = page.getByRole('list', { name: 'Premium codes' }).getByRole('listitem', { name: code });
    await expect(card).toContainText('50 % off every plan');
    await expect(card).toContainText('0 of 3 used');
    await page.screenshot({ path: testInfo.outputPath('console-offers.png'), fullPage: true });

    // A member pays with it on the buy page.
    const member = await registerMember(request, { withProfile: true });
    const memberPage = await page
      .context()
      .browser()
      ?.newPage({ viewport: page.viewportSize() ?? undefined });
    if (!memberPage) throw new Error('no second page');
    await useStoredSession(memberPage, member);
    await memberPage.goto('/page/buy/premium/biannually');
    await memberPage.getByLabel('Promo code').fill(code.toLowerCase());
    await memberPage.getByRole('button', { name: 'Apply' }).click();
    await expect(memberPage.getByText(`Promo code ${code} applied`)).toBeVisible();
    await memberPage.getByLabel('Card number').fill('4111111111111111');
    await memberPage
      .getByLabel('Expiry date')
      .fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
    await memberPage.getByLabel('CVV').fill('123');
    await memberPage.getByRole('checkbox', { name: /terms of service/ }).check();
    await memberPage.getByRole('checkbox', { name: /renews automatically/ }).check();
    await memberPage.getByRole('button', { name: 'Start free trial' }).click();
    await expect(memberPage).toHaveURL(/\/page\/premium\/welcome$/);

    await page.reload();
    await expect(card).toContainText('1 of 3 used');

    // Paused, the code is refused to the next member, with the reason.
    await card.getByRole('button', { name: 'Pause' }).click();
    await expect(card).toContainText('Paused');
    const next = await registerMember(request, { withProfile: true });
    await useStoredSession(memberPage, next);
    await memberPage.goto('/page/buy/premium/biannually');
    await memberPage.getByLabel('Promo code').fill(code);
    await memberPage.getByRole('button', { name: 'Apply' }).click();
    await expect(memberPage.getByText(english('shared.billing.promoPaused'))).toBeVisible();
    await memberPage.close();

    await page.goto('/studio/audit');
    const log = page.getByRole('list', { name: 'Audit log' });
    await expect(log.getByRole('listitem', { name: `Paused premium code ${code}` })).toContainText(
      STUDIO_OWNER.email,
    );
    await expect(log.getByRole('listitem', { name: `Made premium code ${code}` })).toBeVisible();

    // The owner's dashboard shows the code among those used today (counted live), once.
    await page.goto('/studio');
    await expect(page).toHaveURL(/\/studio\/dashboard$/);
    const used = page
      .getByRole('table', { name: 'Promo codes redeemed' })
      .getByRole('row', { name: new RegExp(code) });
    await expect(used).toContainText(`${code}Premium1`);
    const lastWeek = page.waitForResponse(
      (response) => response.url().endsWith('dashboard?days=7') && response.ok(),
    );
    await page.getByText('7 days', { exact: true }).click();
    await lastWeek;
    await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
    await expect(used).toContainText(`${code}Premium1`);
    await page.screenshot({ path: testInfo.outputPath('console-dashboard.png'), fullPage: true });
  },
);

test(
  'a coach schedules a live class that members see coming, then cancels it',
  { tag: '@any-width' },
  async ({ page, request }, testInfo) => {
    const coach = await registerMember(request, { withProfile: true, name: 'Cleo', lastName: 'Coach' });
    const owner = await signIn(request, STUDIO_OWNER);
    const granted = await request.put(studioPaths.staff, {
      headers: { 'x-user-email': owner.email, 'x-user-token': owner.token },
      data: { email: coach.email, role: 'coach' },
    });
    expect(granted.status()).toBe(200);
    const title = `Power hour ${crypto.randomUUID().slice(0, 4)}`;

    await useStoredSession(page, coach);
    await page.goto('/studio');
    // The overview's card (on a phone the sections' menu is folded away).
    await page
      .getByRole('main')
      .getByRole('link', { name: /Live classes/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Live classes' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Schedule a class' });
    await form.getByLabel('Title').fill(title);
    const next = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10);
    await form.getByLabel('Date').fill(next);
    await form.getByLabel('Time').fill('18:30');
    await form.getByLabel('Length (minutes)').fill('45');
    await form.getByRole('combobox', { name: 'Trainer' }).click();
    await page.getByRole('option').first().click();
    await form.getByLabel('Stream address').fill('http://not-secure.example/live');
    await form.getByRole('button', { name: 'Schedule' }).click();
    await expect(form.getByText(inEnglish(liveMessages.urlInvalid))).toBeVisible();
    await form.getByLabel('Stream address').fill('https://stream.example/live');
    await form.getByRole('button', { name: 'Schedule' }).click();
    await expect(form.getByRole('status')).toContainText(`${title} is scheduled for`);
    const card = page.getByRole('list', { name: 'Live classes' }).getByRole('listitem', { name: title });
    await expect(card).toContainText('45 min');
    await page.screenshot({ path: testInfo.outputPath('console-lives.png'), fullPage: true });

    // A member sees it among the classes to come.
    const member = await registerMember(request, { withProfile: true });
    const memberHeaders = { 'x-user-email': member.email, 'x-user-token': member.token };
    const upcoming = async () =>
      (
        (await (
          await request.get(libraryPaths.library('on_demand'), { headers: memberHeaders })
        ).json()) as Library
      ).upcoming_lives.map((live) => live.title);
    expect(await upcoming()).toContain(title);

    await card.getByRole('button', { name: 'Cancel class' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel class' }).click();
    await expect(card).toContainText('Cancelled');
    expect(await upcoming()).not.toContain(title);
  },
);

test(
  'an owner finds a member, sends them a reset link and cancels their subscription',
  { tag: '@any-width' },
  async ({ page, request }, testInfo) => {
    const member = await registerMember(request, {
      withProfile: true,
      name: 'Mira',
      lastName: `Helped${crypto.randomUUID().slice(0, 4)}`,
    });
    await buyPremiumByApi(request, member);
    // The member buys a program with a (test) card.
    const headers = { 'x-user-email': member.email, 'x-user-token': member.token };
    const { programs } = (await (await request.get(programPaths.list, { headers })).json()) as {
      programs: Program[];
    };
    const program = programs[0] as Program;
    const bought = await request.post(programPaths.purchase(program.id), {
      headers,
      data: { details: { nonce_from_the_client: 'fake-valid-visa-nonce' } },
    });
    expect(bought.status()).toBe(200);
    const owner = await signIn(request, STUDIO_OWNER);
    await useStoredSession(page, owner);
    await page.goto('/studio/members');
    await page.getByLabel('Search by name or e-mail').fill(member.user.last_name.toUpperCase());
    const found = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText('Premium');
    await found.getByRole('link', { name: `Mira ${member.user.last_name}` }).click();
    await expect(page.getByRole('heading', { name: `Mira ${member.user.last_name}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Subscription history' })).toContainText(
      'Monthly, $19.99 · trial',
    );
    await page.screenshot({ path: testInfo.outputPath('console-member.png'), fullPage: true });

    // The owner refunds the program: the member's history says so.
    const payment = page
      .getByRole('list', { name: 'Payments' })
      .getByRole('listitem', { name: `Program: ${program.title}` });
    await expect(payment).toContainText('settled');
    await payment.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    await expect(payment).toContainText('refunded');
    await expect(payment.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Programs' })).toContainText('ended');

    // With the refunded rental over, the owner gives the member another program, free.
    const other = programs[1] as Program;
    await page.getByRole('combobox', { name: 'Give a program' }).click();
    await page.getByRole('option', { name: other.title }).click();
    await page.getByRole('button', { name: 'Give program' }).click();
    await expect(page.getByRole('list', { name: 'Programs' })).toContainText(`${other.title} · active`);
    const mine = (await (await request.get(apiPaths.me, { headers })).json()) as {
      program_in_progress: { title: string } | null;
    };
    expect(mine.program_in_progress?.title).toBe(other.title);

    await page.getByRole('button', { name: 'Send password reset' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('status')).toHaveText(inEnglish(memberMessages.resetSent));
    // The reset mail reaches the member (beside their welcome and receipts) with its link.
    expect((await latestMailTo(member.email, /Reset your Studio password/)).text).toContain(
      '/sign/reset?token=',
    );

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByRole('list', { name: 'Subscription history' })).toContainText('canceled on');
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

    // Deleting the account asks for the member's e-mail, then the member is gone from the search.
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await dialog.getByLabel(`Type ${member.email} to confirm`).fill(member.email);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/studio\/members$/);
    await page.getByLabel('Search by name or e-mail').fill(member.email);
    await expect(page.getByText(`No member matches “${member.email}”.`)).toBeVisible();
    const gone = await request.get(apiPaths.me, {
      headers: { 'x-user-email': member.email, 'x-user-token': member.token },
    });
    expect(gone.status()).toBe(401);
  },
);
