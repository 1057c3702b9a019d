import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import {
  apiPaths,
  CAST_SENDER_URL,
  emptyWorkoutDays,
  localDay,
  type Program,
  programPaths,
  type SessionUser,
  WEEK_DAYS,
} from '@studio/shared';

export const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? '.data-e2e', 'outbox');

export type Member = { email: string; password: string; token: string; user: SessionUser };

/** A new member through the real API (each journey gets its own). */
export const registerMember = async (
  request: APIRequestContext,
  options: { withProfile?: boolean; name?: string; lastName?: string } = {},
): Promise<Member> => {
  const email = `member-${crypto.randomBytes(6).toString('hex')}@example.com`;
  const password = 'secret-pass-1';
  const response = await request.post(apiPaths.register, {
    data: {
      name: options.name ?? 'Maya',
      last_name: options.lastName ?? 'Reyes',
      email,
      password,
      time_zone: 'UTC',
    },
  });
  expect(response.status()).toBe(200);
  const user = (await response.json()) as SessionUser;
  if (options.withProfile) {
    const profile = await request.post(apiPaths.profiles, {
      headers: { 'x-user-email': email, 'x-user-token': user.token },
      data: {
        weekly_goal: 3,
        workout_days: { ...emptyWorkoutDays(), monday: true, wednesday: true, friday: true },
      },
    });
    expect(profile.status()).toBe(200);
  }
  return { email, password, token: user.token, user };
};

/** Signs an existing member in through the real API (the seeded studio owner, for one). */
export const signIn = async (
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
): Promise<Member> => {
  const response = await request.post(apiPaths.login, { data: { email, password } });
  expect(response.status()).toBe(200);
  const user = (await response.json()) as SessionUser;
  return { email, password, token: user.token, user };
};

/** Stores a session as a member who signed in earlier would have it, once (a later logout must stick). */
export const useStoredSession = async (page: Page, member: Member): Promise<void> => {
  // Any document of the app's origin holds its storage: the health answer loads no app to do it.
  await page.goto('/api/health');
  await page.evaluate(
    ([email, token]) => window.localStorage.setItem('studio.session', JSON.stringify({ email, token })),
    [member.email, member.token],
  );
};

type Mail = { to: string; subject: string; text: string };

const newestMailTo = (to: string, subject: RegExp, outbox: string): Mail | undefined => {
  // A message being written is a hidden draft until it is renamed into place: only sent ones count.
  const files = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((name) => !name.startsWith('.') && name.endsWith('.json'))
        .sort()
        .reverse()
    : [];
  for (const file of files) {
    const mail = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as Mail;
    if (mail.to === to && subject.test(mail.subject)) return mail;
  }
  return undefined;
};

/**
 * The newest mail sent to an address (whose subject matches, when a member gets several kinds:
 * a premium member's welcome and receipts come too), from the server's outbox folder, waited for
 * as long as any other expectation (not a fixed five seconds a busy machine may need more than: issue 15).
 * `outbox`: another server's (the studios abroad, e2e/abroad.ts).
 */
export const latestMailTo = async (to: string, subject = /./, outbox = OUTBOX): Promise<Mail> => {
  let mail: Mail | undefined;
  await expect
    .poll(
      () => {
        mail = newestMailTo(to, subject, outbox);
        return mail !== undefined;
      },
      { message: `a mail to ${to} (${subject}) in ${outbox}` },
    )
    .toBe(true);
  return mail as Mail;
};

/** The browser logs every non-2xx answer; a journey that provokes one (a wrong password) expects that line. */
const EXPECTED_HTTP_ERROR =
  /^Failed to load resource: the server responded with a status of (400|401|403|404|409|413|429)/;

/**
 * Google's Cast sender cannot load here (no internet): where the player asks for it, it gets what
 * the real loader does in a browser without Cast (issue 36), instead of a failed request that the
 * console would log. Component tests play a TV with a stand-in (player-cast.test.tsx).
 */
const NO_CAST_SENDER = 'window.__onGCastApiAvailable && window.__onGCastApiAvailable(false);';

/** Fails the journey on any console or page error (DESIGN 6: no console errors). */
export const test = base.extend<{ consoleErrors: string[]; castSender: undefined }>({
  castSender: [
    async ({ context }, use) => {
      await context.route(CAST_SENDER_URL, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: NO_CAST_SENDER }),
      );
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_HTTP_ERROR.test(message.text()))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Premium bought through the API, as an earlier visit would have bought it. */
export const buyPremiumByApi = async (request: APIRequestContext, member: Member) => {
  const response = await request.post(apiPaths.webPayment, {
    headers: memberHeaders(member),
    data: { nonce_from_the_client: 'fake-valid-nonce', plan_name: 'montly', plan_price: '19.99' },
  });
  expect(response.status()).toBe(200);
};

/** The two session headers of a member, for calls a journey makes through the API. */
export const memberHeaders = (member: Member): Record<string, string> => ({
  'x-user-email': member.email,
  'x-user-token': member.token,
});

/**
 * axe finds no serious or critical violation on the page as it is now (DESIGN 6). It runs in the
 * page itself (legacy mode) and reports violations only: the default opens a blank tab per check to
 * merge frame results and lists every pass, four times the work, a third of the suite's time on a
 * busy machine (issue 15). What legacy mode leaves out, cross-origin frames, is others' pages (the
 * studio's completion form); our own frames and the iframe elements themselves are still checked.
 */
export const expectAccessible = async (page: Page): Promise<void> => {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
};

/** A member with premium and Strong start bought through the API, training on the days given. */
export const memberWithProgram = async (
  request: APIRequestContext,
  { trainToday }: { trainToday: boolean },
): Promise<{ member: Member; program: Program }> => {
  const member = await registerMember(request, { withProfile: true });
  await buyPremiumByApi(request, member);
  const list = await request.get(programPaths.list, { headers: memberHeaders(member) });
  const program = ((await list.json()) as { programs: Program[] }).programs.find(
    (p) => p.title === 'Strong start',
  );
  if (!program) throw new Error('no Strong start in the demo catalogue');
  const bought = await request.post(programPaths.purchase(program.id), {
    headers: memberHeaders(member),
    data: { details: { nonce_from_the_client: 'fake-valid-visa-nonce' } },
  });
  expect(bought.status()).toBe(200);
  const today = localDay(new Date(), 'UTC').weekday;
  const picks = trainToday ? [0, 1, 2] : [1, 2, 3];
  const workout_days = emptyWorkoutDays();
  for (const offset of picks)
    workout_days[WEEK_DAYS[(today + offset) % 7] as keyof typeof workout_days] = true;
  const days = await request.post(programPaths.configureDays(program.id), {
    headers: memberHeaders(member),
    data: {
      program_id: program.id,
      model: { weekly_goal: program.program_week_required_days, workout_days },
    },
  });
  expect(days.status()).toBe(200);
  return { member, program };
};

export { expect };

/**
 * The page is controlled by the app's worker, whose precache is complete. A ceiling, not a wait: the
 * worker is registered once the page is idle and then fetches some 150 files; at a load of 12-16 on
 * 2 cores that took over 30 s (the registration alone began 27 s after the page was opened).
 */
export const workerReady = (page: Page) =>
  page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 90_000 });

/**
 * The journeys that take the browser offline (issue 19, issue 36): the service worker on, a ceiling
 * of 30 s, not a wait (each page renders from answers through the worker, and at a load of 12-16
 * on 2 cores the home page's meals appeared 10-11 s after their answers had arrived), and the
 * browser's log of each request the network refused (images, video) or the worker had nothing
 * kept for (ERR_FAILED) expected.
 */
export const offlineJourneys = () => {
  test.use({ serviceWorkers: 'allow' });
  test.afterEach(({ consoleErrors }) => {
    const offline = /net::ERR_(INTERNET_DISCONNECTED|FAILED)/;
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !offline.test(text)));
  });
  return expect.configure({ timeout: 30_000 });
};
