import { apiPaths, IDEMPOTENCY_HEADER } from '@studio/shared';
import { english } from '@studio/shared/english';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { t, withApp } from '../harness';
import { authHeaders, createMember, createMemberWithProfile } from '../helper';

withApp();

const HOUR = 3_600_000;
const login = (payload: object) => t.app.inject({ method: 'POST', url: apiPaths.login, payload });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: apiPaths.me, headers });

describe('POST /api/v3/users/login', () => {
  it('answers the user with a new token and the profile', async () => {
    const member = await createMemberWithProfile(t.app);
    const response = await login({ email: member.email, password: member.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: member.user.id, email: member.email, has_profile: true });
    expect(body.profile).toMatchObject({ weekly_goal: 3, level: 'beginner' });
    expect(body.token).not.toBe(member.token);
    expect((await me(authHeaders(member.email, body.token))).statusCode).toBe(200);
    // The sign-up session goes on beside the new one.
    expect((await me(member.headers)).statusCode).toBe(200);
  });

  it('may be sent again with its Idempotency-Key (a lost answer): each answer is a working session', async () => {
    const member = await createMember(t.app);
    const key = crypto.randomUUID();
    const keyed = () =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: { [IDEMPOTENCY_HEADER]: key },
        payload: { email: member.email, password: member.password },
      });
    const [first, again] = [await keyed(), await keyed()];
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    for (const answer of [first, again]) {
      expect((await me(authHeaders(member.email, answer.json().token))).statusCode).toBe(200);
    }
  });

  it('accepts the e-mail in any letter case', async () => {
    const member = await createMember(t.app, { email: 'case@example.com' });
    const response = await login({ email: 'CASE@Example.com', password: member.password });
    expect(response.statusCode).toBe(200);
  });

  it('keep_session false gives a session that ends within 24 hours, true one of about 60 days', async () => {
    const member = await createMember(t.app);
    await t.db.delete(sessions);
    const short = await login({ email: member.email, password: member.password, keep_session: false });
    const [shortRow] = await t.db.select().from(sessions);
    const shortLeft = (shortRow?.expires_at.getTime() ?? 0) - Date.now();
    expect(shortLeft).toBeGreaterThan(23 * HOUR);
    expect(shortLeft).toBeLessThanOrEqual(24 * HOUR);

    await t.db.delete(sessions);
    await login({ email: member.email, password: member.password, keep_session: true });
    const [longRow] = await t.db.select().from(sessions);
    const longLeft = (longRow?.expires_at.getTime() ?? 0) - Date.now();
    expect(longLeft).toBeGreaterThan(59 * 24 * HOUR);
    expect(longLeft).toBeLessThanOrEqual(60 * 24 * HOUR);
    expect(short.statusCode).toBe(200);
  });

  it('keep_session defaults to false at sign-in', async () => {
    const member = await createMember(t.app);
    await t.db.delete(sessions);
    await login({ email: member.email, password: member.password });
    const [row] = await t.db.select().from(sessions);
    expect((row?.expires_at.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(24 * HOUR);
  });

  it('updates the time zone sent at sign-in', async () => {
    const member = await createMember(t.app, { time_zone: 'Europe/Lisbon' });
    const response = await login({ email: member.email, password: member.password, time_zone: 'Asia/Tokyo' });
    expect(response.json().time_zone).toBe('Asia/Tokyo');
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.time_zone).toBe('Asia/Tokyo');
  });

  it('keeps the stored time zone when none is sent', async () => {
    const member = await createMember(t.app, { time_zone: 'Europe/Lisbon' });
    const response = await login({ email: member.email, password: member.password });
    expect(response.json().time_zone).toBe('Europe/Lisbon');
  });

  it('a wrong password and an unknown e-mail answer the same 401 and open no session', async () => {
    const member = await createMember(t.app);
    await t.db.delete(sessions);
    const wrong = await login({ email: member.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: member.password });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'unauthorized',
        message: english('common.error.invalidCredentials'),
      });
    }
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  });

  it('validation: e-mail and password are required, the e-mail must be valid', async () => {
    const empty = await login({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      email: [english('common.form.emailRequired')],
      password: [english('common.form.required')],
    });
    const invalid = await login({ email: 'not-an-email', password: 'x' });
    expect(invalid.json().errors).toEqual({ email: [english('common.form.emailInvalid')] });
  });

  it('does not apply the sign-up password rule to an existing password', async () => {
    const response = await login({ email: 'someone@example.com', password: '123' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/v3/users/me/logout', () => {
  it('ends this session only', async () => {
    const member = await createMember(t.app);
    const other = await login({ email: member.email, password: member.password });
    const otherHeaders = authHeaders(member.email, other.json().token);

    const response = await t.app.inject({ method: 'DELETE', url: apiPaths.logout, headers: member.headers });
    expect(response.statusCode).toBe(200);
    expect((await me(member.headers)).statusCode).toBe(401);
    expect((await me(otherHeaders)).statusCode).toBe(200);
  });

  it('a logged-out token answers 401 on logout too', async () => {
    const member = await createMember(t.app);
    await t.app.inject({ method: 'DELETE', url: apiPaths.logout, headers: member.headers });
    const again = await t.app.inject({ method: 'DELETE', url: apiPaths.logout, headers: member.headers });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without headers', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: apiPaths.logout });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: english('common.error.notSignedIn') });
  });
});

describe('authentication of member calls', () => {
  it('401 for a missing token, a missing e-mail, or no headers', async () => {
    const member = await createMember(t.app);
    const partial: Record<string, string>[] = [
      { 'x-user-email': member.email },
      { 'x-user-token': member.token },
      {},
    ];
    for (const headers of partial) {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthorized', message: english('common.error.notSignedIn') });
    }
  });

  it('401 for a wrong token', async () => {
    const member = await createMember(t.app);
    expect((await me(authHeaders(member.email, `${member.token.slice(0, -2)}xx`))).statusCode).toBe(401);
    expect((await me(authHeaders(member.email, 'x'.repeat(5000)))).statusCode).toBe(401);
  });

  it('401 for an expired token', async () => {
    const member = await createMember(t.app);
    await t.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.user_id, member.user.id));
    expect((await me(member.headers)).statusCode).toBe(401);
  });

  it("401 for a token sent with another member's e-mail", async () => {
    const ana = await createMember(t.app);
    const bruno = await createMember(t.app);
    expect((await me(authHeaders(bruno.email, ana.token))).statusCode).toBe(401);
    expect((await me(authHeaders(ana.email, bruno.token))).statusCode).toBe(401);
  });

  it('accepts the e-mail header in any letter case', async () => {
    const member = await createMember(t.app);
    expect((await me(authHeaders(member.email.toUpperCase(), member.token))).statusCode).toBe(200);
  });

  it('401 before the body is looked at: no session and a bad body is still a 401', async () => {
    const calls = [
      { method: 'POST' as const, url: apiPaths.profiles, payload: {} },
      { method: 'POST' as const, url: apiPaths.changePassword, payload: { password: '1' } },
      { method: 'PUT' as const, url: apiPaths.updateUser(1), payload: { name: 42 } },
      { method: 'PUT' as const, url: apiPaths.myProfile, payload: { weekly_goal: 'x' } },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, call.url).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthorized', message: english('common.error.notSignedIn') });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: apiPaths.changePassword,
      headers: { 'content-type': 'application/json' },
      payload: '{"password":',
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('401 once the member is deleted from the database', async () => {
    const member = await createMember(t.app);
    await t.db.delete(users).where(eq(users.id, member.user.id));
    expect((await me(member.headers)).statusCode).toBe(401);
  });
});
