import { AUTH_HEADERS, apiPaths, programPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sweepRateLimits } from '../../src/lib/rate-limit';
import { createMember, createTestApp, query, type TestApp } from '../helper';

/**
 * Issue 14: the limits on guessing hold against what a client controls. Behind a proxy, a forged
 * `X-Forwarded-For` cannot start a fresh count (TRUST_PROXY believes only the proxies it names);
 * a member's limits count on the member's id, whatever spelling of the e-mail header is sent.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('TRUST_PROXY and the limit on sign-in attempts', () => {
  // The counts are the database's, shared by every app of this file: each case has its own client.
  it.each([
    ['1', 7],
    ['127.0.0.1', 17],
    ['127.0.0.0/8', 27],
  ])('with TRUST_PROXY=%s a forged X-Forwarded-For does not escape the limit', async (trust, client) => {
    const app = await t.buildApp({ TRUST_PROXY: trust, AUTH_RATE_LIMIT: '3' });
    // One proxy at 127.0.0.1 that appends the address it saw to what the client sent.
    const attempt = (forged: string, address: string) =>
      app.inject({
        method: 'POST',
        url: apiPaths.login,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${forged}, ${address}` },
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await attempt(`198.51.100.${i}`, `203.0.113.${client}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another visitor behind the same proxy has a count of their own.
    expect((await attempt('198.51.100.99', `203.0.113.${client + 1}`)).statusCode).toBe(401);
  });

  it('without TRUST_PROXY the header is not read at all: the socket address counts', async () => {
    const app = await t.buildApp({ AUTH_RATE_LIMIT: '2' });
    const attempt = (forwarded: string) =>
      app.inject({
        method: 'POST',
        url: apiPaths.login,
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-for': forwarded },
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
    const statuses = [];
    for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      statuses.push((await attempt(forwarded)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe('promo-code guessing counts per member', () => {
  it.each([
    ['premium codes', apiPaths.validatePromoCode, (i: number) => ({ promocode: `GUESS${i}` })],
    ['program codes', programPaths.validatePromo, (i: number) => ({ code: `GUESS${i}` })],
  ])('%s: spellings of the e-mail header share one count', async (_name, url, body) => {
    const app = await t.buildApp({ AUTH_RATE_LIMIT: '3' });
    const member = await createMember(app);
    const email = member.headers[AUTH_HEADERS.email] as string;
    const spellings = [email, `\u00a0${email}`, email.toUpperCase(), ` ${email} `, `\u00a0\u00a0${email}`];
    const statuses: number[] = [];
    for (const [i, spelling] of spellings.entries()) {
      const answer = await app.inject({
        method: 'POST',
        url,
        headers: { ...member.headers, [AUTH_HEADERS.email]: spelling },
        payload: body(i),
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});

describe('counts kept in the database, shared by every process (issue 33)', () => {
  afterEach(() => vi.useRealTimers());
  const LIMIT = 4;
  const wrongSignIn = (app: Awaited<ReturnType<TestApp['buildApp']>>, address: string) =>
    app.inject({
      method: 'POST',
      url: apiPaths.login,
      remoteAddress: address,
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });

  it('two apps on one database let AUTH_RATE_LIMIT sign-ins from an address through, not twice that', async () => {
    const apps = [
      await t.buildApp({ AUTH_RATE_LIMIT: String(LIMIT) }),
      await t.buildApp({ AUTH_RATE_LIMIT: String(LIMIT) }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LIMIT; i += 1) {
      statuses.push((await wrongSignIn(apps[i % 2] as (typeof apps)[number], '192.0.2.40')).statusCode);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT).every((status) => status === 429)).toBe(true);

    // The refusal is as it was (its Retry-After within the minute), and costs one statement.
    const before = t.statements();
    const refused = await wrongSignIn(apps[0] as (typeof apps)[number], '192.0.2.40');
    expect(t.statements() - before).toBe(1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: english('common.error.tooManyAttempts'),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe(String(LIMIT));
  });

  it('counts again once the window is over; the sweep removes windows long over', async () => {
    const app = await t.buildApp({ AUTH_RATE_LIMIT: String(LIMIT) });
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < LIMIT; i += 1) expect((await wrongSignIn(app, '192.0.2.41')).statusCode).toBe(401);
    expect((await wrongSignIn(app, '192.0.2.41')).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await wrongSignIn(app, '192.0.2.41')).statusCode).toBe(401);

    const keys = async () =>
      (await query<{ key: string }>(t.db, sql`select key from rate_limits where key like '%192.0.2.41'`))
        .length;
    expect(await keys()).toBe(1);
    expect(await sweepRateLimits(t.db, new Date(Date.now() + 30 * 60_000))).toBe(0);
    expect(await keys()).toBe(1);
    await sweepRateLimits(t.db, new Date(Date.now() + 2 * 60 * 60_000));
    expect(await keys()).toBe(0);
  });
});
