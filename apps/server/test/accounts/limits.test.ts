import { AUTH_HEADERS, apiPaths, programPaths } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../helper';

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
  it.each([['1'], ['127.0.0.1'], ['127.0.0.0/8']])(
    'with TRUST_PROXY=%s a forged X-Forwarded-For does not escape the limit',
    async (trust) => {
      const app = await t.buildApp({ TRUST_PROXY: trust, AUTH_RATE_LIMIT: '3' });
      // One proxy at 127.0.0.1 that appends the address it saw to what the client sent.
      const attempt = (forged: string, client: string) =>
        app.inject({
          method: 'POST',
          url: apiPaths.login,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${forged}, ${client}` },
          payload: { email: 'nobody@example.com', password: 'wrong-password' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await attempt(`198.51.100.${i}`, '203.0.113.7')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Another visitor behind the same proxy has a count of their own.
      expect((await attempt('198.51.100.99', '203.0.113.8')).statusCode).toBe(401);
    },
  );

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
