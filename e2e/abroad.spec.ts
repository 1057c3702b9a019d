import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  apiPaths,
  INTL_LOCALE,
  type PurchasePlans,
  RESET_TOKEN_MINUTES,
  type SubscriptionAnswer,
  type User,
} from '@studio/shared';
import { wordsIn } from '@studio/shared/english';
import { abroadStudios } from './abroad';
import { expect, latestMailTo, type Member, memberHeaders, registerMember, test } from './fixtures';
import { overflowOf } from './pseudo-text';

/**
 * Issue 35: a member abroad, the browser in Brazilian Portuguese or Spanish at phone width, against a
 * studio charging in BRL or EUR: sign-up in the browser's language, its validation and server errors,
 * onboarding, premium paid in the studio's currency, a workout played, the password-reset mail, and
 * each page at 375 and 1280 px, neither scrolling sideways nor cutting a text. The words come from
 * the catalogues; only the amounts' formats are written out, from the API's amounts.
 */

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The studio of this project (playwright.config: `abroad-pt-BR`, `abroad-es`). */
const studioOf = (testInfo: TestInfo) => {
  const studio = abroadStudios[testInfo.project.name as keyof typeof abroadStudios];
  if (!studio) throw new Error(`${testInfo.project.name} is no studio abroad`);
  return studio;
};

/** Whole minor units from the API's decimal string ("11.99" → 1199; BRL and EUR have two decimals). */
const minorUnits = (amount: string): number => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** A whole text as a pattern (a mail's subject). */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The member's session as the app stored it at sign-up. */
const storedSession = async (page: Page): Promise<{ email: string; token: string }> => {
  const session = await page.evaluate(() => window.localStorage.getItem('studio.session'));
  return JSON.parse(session ?? '{}') as { email: string; token: string };
};

/**
 * A page as it is at 375 px (the journey's own) and at 1280 px (its address opened in a wide page of
 * the same browser, signed in alike: the journey's page is never resized), kept as a screenshot each:
 * neither may scroll sideways nor cut or run over a text (the pseudo-locale journey's overflow finder).
 * `ready`: what shows once the page is there; `fullPage: false`: what the screen shows (a dialog);
 * `address`: the wide page's, where the journey's own does not say what it shows; `load`: a page
 * load there (the member signed in or bought premium since the wide page's app last loaded).
 */
const photographer = (page: Page, testInfo: TestInfo, consoleErrors: string[]) => {
  let wide: Page | undefined;
  const check = async (on: Page, name: string, fullPage: boolean) => {
    await expect(on.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible')).toHaveCount(0);
    const { width } = on.viewportSize() ?? { width: 0 };
    // From the top: a fixed header is drawn once, where it is.
    await on.evaluate(() => window.scrollTo(0, 0));
    await on.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage });
    const sideways = await on.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(sideways, `${name} at ${width} px scrolls sideways by`).toBeLessThanOrEqual(0);
    expect.soft(await overflowOf(on), `${name} at ${width} px: cut or running over`).toEqual([]);
  };
  return async (
    name: string,
    ready: (on: Page) => Locator,
    {
      fullPage = true,
      address = page.url(),
      load = false,
    }: { fullPage?: boolean; address?: string; load?: boolean } = {},
  ) => {
    await expect(ready(page)).toBeVisible();
    // The page's heading: the wide page shows the same page once it shows the same heading.
    const heading = (await page.locator('h1').first().textContent()) ?? '';
    await check(page, name, fullPage);
    if (!wide) {
      wide = await page.context().newPage();
      // The journey's page fails on any console error (fixtures.ts); this one on a page error.
      wide.on('pageerror', (error) => consoleErrors.push(`1280 px: ${error.message}`));
      await wide.setViewportSize({ width: 1280, height: 800 });
      await wide.goto(address);
    } else if (load) {
      await wide.goto(address);
    } else {
      // Through the app's router, as a link would: a page load each would cost more than the checks.
      await wide.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      }, address);
    }
    await expect(wide.locator('h1').filter({ hasText: heading }).first()).toBeAttached();
    await expect(ready(wide)).toBeVisible();
    await check(wide, name, fullPage);
  };
};

test('a member abroad signs up, buys premium in the studio currency, plays a workout, resets the password', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const studio = studioOf(testInfo);
  const { locale, currency } = studio;
  const t = wordsIn(locale);
  const intl = INTL_LOCALE[locale];
  /** An amount as the language writes it in the studio's currency (a no-break space inside). */
  const money = (units: number) =>
    new Intl.NumberFormat(intl, { style: 'currency', currency, useGrouping: false }).format(units / 100);
  /** The same, written out: "R$ 143,88", "143,88 €". */
  const writtenOut = (units: number) => {
    const number = (units / 100).toFixed(2).replace('.', ',');
    return currency === 'BRL' ? `R$ ${number}` : `${number} €`;
  };

  const shoot = photographer(page, testInfo, consoleErrors);
  /** The page's heading: the page is there. */
  const heading = (name: string) => (on: Page) => on.getByRole('heading', { level: 1, name });

  await test.step('sign-up in the browser language: validation and server errors in it', async () => {
    await page.goto('/sign/signup');
    await shoot('sign-up', heading(t('sign.signup.title')));
    await expect(page).toHaveTitle(t('common.pageTitle', { page: t('sign.signup.title') }));
    await expect(page.getByRole('combobox', { name: t('common.language') })).toHaveValue(locale);

    const submit = page.getByRole('button', { name: t('sign.signup.submit') });
    await submit.click();
    await expect(page.getByText(t('common.form.emailRequired'))).toBeVisible();
    await expect(page.getByText(t('common.form.required')).first()).toBeVisible();

    const existing = await registerMember(request);
    await page.getByLabel(t('sign.field.firstName'), { exact: true }).fill('Ana');
    await page.getByLabel(t('sign.field.lastName'), { exact: true }).fill('Souza');
    await page.getByLabel(t('sign.field.email'), { exact: true }).fill(existing.email);
    await page.getByLabel(t('sign.field.password'), { exact: true }).fill('secret-pass');
    await submit.click();
    await expect(page.getByRole('alert')).toContainText(t('common.error.emailTaken'));
  });

  const email = `abroad-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`;
  await test.step('sign up for real: the account speaks the browser language', async () => {
    await page.getByLabel(t('sign.field.email'), { exact: true }).fill(email);
    const registered = page.waitForResponse((r) => r.url().endsWith(apiPaths.register));
    await page.getByRole('button', { name: t('sign.signup.submit') }).click();
    const answer = await registered;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as User).language).toBe(locale);
    await expect(page).toHaveURL(/\/sign\/workout$/);
  });
  const session = await storedSession(page);
  const member: Member = { ...session, password: 'secret-pass', user: { email } as Member['user'] };

  await test.step('onboarding: the weekdays named by Intl in the language', async () => {
    await shoot('onboarding', heading(t('onboarding.workout.title')), { load: true });
    const weekday = new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
    // 2023-01-02 is a Monday.
    for (const day of [2, 4, 6]) {
      const name = weekday.format(new Date(Date.UTC(2023, 0, day, 12)));
      await page.getByRole('button', { name: new RegExp(`^${name}$`, 'i') }).click();
    }
    await page.getByRole('button', { name: t('onboarding.goal.finish') }).click();
    await expect(page).toHaveURL(/\/page\/buy\/premium$/);
  });

  const plans = (await (
    await request.post(apiPaths.purchasePlans, { headers: memberHeaders(member) })
  ).json()) as PurchasePlans;
  expect(plans.currency).toBe(currency);
  const perMonth = minorUnits(plans.yearly_value);
  const total = perMonth * 12;
  // Intl writes the amount as the language does: "R$ 143,88", "143,88 €".
  expect(money(total).replace(/\s/g, ' ')).toBe(writtenOut(total));

  await test.step('premium: plans in the studio currency, paid with the sandbox card', async () => {
    const yearlyOn = (on: Page) => on.getByRole('radio', { name: t('billing.plan.yearly') });
    const yearly = yearlyOn(page);
    await expect(yearly).toContainText(money(perMonth));
    await expect(yearly).toContainText(t('billing.plans.billed', { total: money(total), months: 12 }));
    await yearly.click();
    await page.getByLabel(t('billing.card.number')).fill('4111 1111 1111 1111');
    await page.getByLabel(t('billing.card.expiryLabel')).fill(FUTURE);
    await page.getByLabel(t('billing.card.cvv')).fill('123');
    for (const agreement of await page.getByRole('checkbox').all()) await agreement.check();
    // The plans and the payment step (its sentences are the longest).
    await shoot('premium', (on) => on.getByLabel(t('billing.card.number')), {
      address: '/page/buy/premium/yearly',
    });
    const paid = page.waitForResponse((r) => r.url().endsWith(apiPaths.webPayment));
    await page.getByRole('button', { name: t('billing.pay.startTrial') }).click();
    expect((await paid).status()).toBe(200);
    await expect(page).toHaveURL(/\/page\/premium\/welcome$/);
  });

  await test.step('the subscription and the welcome mail say the amount in the currency and language', async () => {
    await page.getByRole('button', { name: t('frame.menu.label') }).click();
    await page.getByRole('menuitem', { name: t('frame.menu.subscription') }).click();
    await expect(page).toHaveURL(/\/page\/subscription$/);
    const price = t('billing.subscription.price', { price: money(total), months: 12 });
    await shoot('subscription', (on) => on.getByText(price), { load: true });

    const { subscription } = (await (
      await request.get(apiPaths.subscription, { headers: memberHeaders(member) })
    ).json()) as SubscriptionAnswer;
    expect(subscription?.plan).toBe('yearly');
    expect(minorUnits(subscription?.price ?? '')).toBe(total);

    const welcome = await latestMailTo(
      email,
      exactly(t('mail.welcome.trialSubject')),
      path.resolve(studio.dataDir, 'outbox'),
    );
    expect(welcome.text).toContain(t('mail.price', { amount: money(total), months: 12 }));
  });

  await test.step('a workout played', async () => {
    await page.getByRole('link', { name: t('frame.nav.onDemand') }).click();
    await expect(page).toHaveURL(/\/page\/on_demand$/);
    const workouts = (on: Page) => on.locator('main a[href*="item=workout-"]');
    await shoot('on-demand', (on) => workouts(on).first());
    // The live classes' list (the demo catalogue's): upcoming classes in a grid, with their badges.
    await page.getByRole('link', { name: /^Live classes/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Live classes' })).toBeVisible();
    await shoot('live-classes', (on) => on.getByText(t('library.item.upcoming')).first());
    await page.goBack();
    await workouts(page)
      .filter({ hasNotText: t('library.item.upcoming') })
      .first()
      .click();
    const playOn = (on: Page) =>
      on.getByRole('dialog').getByRole('button', { name: t('library.player.play'), exact: true });
    // A dialog over the page: what the screen shows.
    await shoot('workout', playOn, { fullPage: false });
    await playOn(page).click();
    const video = page.locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.5);
    // The player, then the details, closed: the page under them again.
    await page.keyboard.press('Escape');
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('signed out, the password-reset mail in the language', async () => {
    await page.getByRole('button', { name: t('frame.menu.label') }).click();
    await page.getByRole('menuitem', { name: t('frame.menu.logout') }).click();
    await expect(page).toHaveURL(/\/sign\/login/);
    await page.getByRole('link', { name: t('sign.login.forgot') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('sign.recover.title') })).toBeVisible();
    await page.getByLabel(t('sign.field.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: t('sign.recover.submit') }).click();
    await expect(page.getByText(t('common.account.recoverSuccess'))).toBeVisible();
    const reset = await latestMailTo(
      email,
      exactly(t('mail.passwordReset.subject')),
      path.resolve(studio.dataDir, 'outbox'),
    );
    expect(reset.text).toContain(t('mail.passwordReset.useLink', { minutes: RESET_TOKEN_MINUTES }));
    expect(reset.text).toContain(t('mail.passwordReset.ignore'));
  });
});
