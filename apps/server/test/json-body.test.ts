import { apiPaths, programPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from './helper';

/** Issue 14: 5,000 levels of JSON on the unauthenticated store webhook gave a 500 (stack overflow). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const nested = (levels: number, leaf: unknown = 'x') => {
  let json = JSON.stringify(leaf);
  for (let i = 0; i < levels; i += 1) json = i % 2 === 0 ? `{"a":${json}}` : `[${json}]`;
  return json;
};

describe('JSON bodies nest a bounded depth', () => {
  it.each([
    ['the store webhook (no session)', programPaths.storeWebhook],
    ['login', apiPaths.login],
  ])('%s: 5,000 levels are a 400 naming the problem, not a 500', async (_name, url) => {
    const answer = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: nested(5_000),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'malformed', message: english('server.request.tooDeep') });
  });

  it('reads a body nested as deep as ours get, and still names a NUL character deep inside', async () => {
    const member = await createMember(t.app);
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/users/${member.user.id}`,
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ada\u0000' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ name: [english('common.form.nulCharacter')] });
    // 20 levels are read (then refused by the schema, naming the field, not the depth).
    const deep = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${nested(20)},"password":"x"}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).not.toBe(english('server.request.tooDeep'));
  });
});

describe('calls that take no body (issue 14)', () => {
  it('accept the JSON type with an empty body, as a phone wrapper sends them', async () => {
    const member = await createMember(t.app);
    const json = { ...member.headers, 'content-type': 'application/json' };
    for (const [method, url] of [
      ['POST', apiPaths.purchasePlans],
      ['POST', apiPaths.clientToken],
      ['POST', apiPaths.cancelSubscription],
      ['DELETE', apiPaths.logout],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: json, payload: '' });
      // The cancel of a member with nothing to cancel is refused for that reason, never for the body.
      expect([200, 404, 409], `${method} ${url}: ${answer.body}`).toContain(answer.statusCode);
    }
  });

  it('still refuses an empty body where one is needed, naming the fields', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(answer.statusCode).toBe(400);
  });
});
