import { expect as baseExpect, type CDPSession } from '@playwright/test';
import { apiPaths, notificationPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import {
  buyPremiumByApi,
  expectAccessible,
  registerMember,
  test,
  useStoredSession,
  workerReady,
} from './fixtures';

/**
 * Issue 39: a member allows reminders at the moment they make sense (a first finished workout),
 * manages them in settings, and the app's service worker shows what the server pushes.
 *
 * Chromium's push service (Google's) is out of reach here, and headless Chromium subscribes to no
 * other: the page's `PushManager` gets the subscription Chromium would make (an FCM address and
 * the device's keys), kept in the tab's session storage. Everything on our side runs: the
 * permission (granted, as Chromium's prompt would), the server's record of the device, the worker's
 * `push` event (delivered through CDP's `ServiceWorker.deliverPushMessage`, as the browser does
 * with a message from its push service), and its notification. A tap on a notification cannot be
 * clicked in headless Chromium: the journey gives the worker's `notificationclick` handler the
 * notification it shows, as the browser would on a tap, and the open window moves to its page.
 */
test.use({ serviceWorkers: 'allow' });
const expect = baseExpect.configure({ timeout: 30_000 });

const FAKE_PUSH_SERVICE = () => {
  const KEY = 'e2e.push.subscription';
  const make = (endpoint: string) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    unsubscribe: async () => {
      sessionStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function subscribe() {
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
    sessionStorage.setItem(KEY, endpoint);
    return make(endpoint) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    const endpoint = sessionStorage.getItem(KEY);
    return (endpoint ? make(endpoint) : null) as unknown as PushSubscription | null;
  };
};

/** The worker's registration id, as CDP names it, once the app's worker is active. */
const workerRegistration = async (cdp: CDPSession): Promise<string> => {
  const ids = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations)
      if (!registration.isDeleted) ids.add(registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.size).toBeGreaterThan(0);
  return [...ids][0] as string;
};

test('a member turns reminders on after a first workout, and the worker shows what is pushed', async ({
  page,
  context,
  request,
}, testInfo) => {
  const width = page.viewportSize()?.width ?? 1280;
  await context.addInitScript(FAKE_PUSH_SERVICE);
  await context.grantPermissions(['notifications']);
  const member = await registerMember(request, { withProfile: true });
  await buyPremiumByApi(request, member);
  await useStoredSession(page, member);

  await page.goto('/page/on_demand');
  await workerReady(page);
  await page.locator('main a[href*="item="]').first().click();
  const details = page.getByRole('dialog');
  const finished = page.waitForResponse((r) => r.url().endsWith('/finished') && r.status() === 200);
  await details.getByRole('button', { name: 'Play' }).click();
  expect((await (await finished).json()).counted).toBe(true);

  // The first finished workout offers reminders, once; its button asks the browser.
  const offer = page.getByText(english('frame.push.offer'));
  await expect(offer).toBeVisible();
  const kept = page.waitForResponse(
    (r) => r.url().endsWith(notificationPaths.pushSubscription) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: english('frame.push.allow') }).click();
  expect((await kept).status()).toBe(200);
  expect(await (await kept).json()).toEqual({ devices: 1 });
  await expect(offer).toBeHidden();
  await page.keyboard.press('Escape');

  // Settings say so, and keep what the member changes.
  await page.goto('/page/profile/setup');
  const section = page.getByRole('region', { name: english('profile.notify.title') });
  await expect(section.getByText(english('profile.notify.device.on'))).toBeVisible();
  await section
    .getByRole('switch', { name: english('profile.notify.kind.challenge') })
    .uncheck({ force: true });
  await section.getByLabel(english('profile.notify.workoutTime')).fill('07:30');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(notificationPaths.settings) && r.request().method() === 'PUT',
  );
  await section.getByRole('button', { name: english('profile.notify.save') }).click();
  expect((await saved).status()).toBe(200);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`notifications-${width}.png`) });
  await expectAccessible(page);
  await page.reload();
  await expect(
    section.getByRole('switch', { name: english('profile.notify.kind.challenge') }),
  ).not.toBeChecked();
  await expect(section.getByLabel(english('profile.notify.workoutTime'))).toHaveValue('07:30');

  // A message from the push service reaches the worker, which shows it with its page.
  const cdp = await context.newCDPSession(page);
  const registrationId = await workerRegistration(cdp);
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({
      title: 'Today is a workout day',
      body: 'A workout is waiting for you.',
      path: '/page/challenges',
      tag: 'workout_day:2026-11-29',
    }),
  });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      })),
    );
  await expect.poll(shown).toEqual([
    {
      title: 'Today is a workout day',
      body: 'A workout is waiting for you.',
      tag: 'workout_day:2026-11-29',
      data: { path: '/page/challenges' },
    },
  ]);

  // A tap on it: the worker's own `notificationclick` handler, given the notification it shows,
  // moves the member's open window to the notification's page.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (event: Event) => boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification shown');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(/\/page\/challenges$/);

  // Signing out forgets the device on the server while the session still lasts.
  const forgotten = page.waitForResponse(
    (r) => r.url().endsWith(notificationPaths.pushSubscription) && r.request().method() === 'DELETE',
  );
  const loggedOut = page.waitForResponse((r) => r.url().endsWith(apiPaths.logout));
  await page
    .getByRole('button', { name: /account/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: english('frame.menu.logout') }).click();
  // (Its answer's body is gone with the page the sign-out leaves: its status says it was done.)
  expect((await forgotten).status()).toBe(200);
  await loggedOut;
});
