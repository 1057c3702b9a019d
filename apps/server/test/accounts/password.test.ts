import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { t, withApp } from '../harness';
import { authHeaders, createMember, signIn } from '../helper';

withApp();

/** The test members' password (the factory's), sent as the current one unless a test says otherwise. */
const changePassword = (headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.changePassword,
    headers,
    payload: { current_password: 'secret-password', ...payload },
  });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: apiPaths.me, headers });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.login, payload: { email, password } });

describe('POST /api/v4/users/me/change_password', () => {
  it('sets the new password: sign-in works with it and fails with the old one', async () => {
    const member = await createMember(t.app, { password: 'old-password' });
    const response = await changePassword(member.headers, {
      current_password: 'old-password',
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(response.statusCode).toBe(200);
    expect((await login(member.email, 'new-password')).statusCode).toBe(200);
    expect((await login(member.email, 'old-password')).statusCode).toBe(401);
  });

  it("keeps the current session and ends the member's other sessions, not other members'", async () => {
    const member = await createMember(t.app);
    const otherDevice = authHeaders(member.email, await signIn(t.app, member));
    const someoneElse = await createMember(t.app);

    await changePassword(member.headers, { password: 'brand-new-1', password_confirmation: 'brand-new-1' });
    expect((await me(member.headers)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(someoneElse.headers)).statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.user_id, member.user.id))).toHaveLength(1);
  });

  it('asks the current password: missing or wrong is a 400 naming it, and the password stays', async () => {
    const member = await createMember(t.app, { password: 'old-password' });
    const otherDevice = authHeaders(member.email, await signIn(t.app, member));
    const missing = await t.app.inject({
      method: 'POST',
      url: apiPaths.changePassword,
      headers: member.headers,
      payload: { password: 'new-password', password_confirmation: 'new-password' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      current_password: [english('shared.form.currentPasswordRequired')],
    });
    const wrong = await changePassword(member.headers, {
      current_password: 'guessed-one',
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: [english('shared.form.currentPasswordWrong')] });
    expect((await login(member.email, 'old-password')).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(200);
  });

  it('limits guesses of the current password per member', async () => {
    const app = await t.buildApp({ AUTH_RATE_LIMIT: '3' });
    const member = await createMember(app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: apiPaths.changePassword,
        headers: member.headers,
        payload: {
          current_password: `guess-${i}`,
          password: 'new-password',
          password_confirmation: 'new-password',
        },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it("Your new password confirmation doesn't match: refused, password unchanged", async () => {
    const member = await createMember(t.app, { password: 'old-password' });
    const [before] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    const response = await changePassword(member.headers, {
      password: 'new-password',
      password_confirmation: 'new-passwort',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      password_confirmation: [english('common.form.passwordConfirmMismatch')],
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(after?.password_hash).toBe(before?.password_hash);
  });

  it('Password must have at least 6 characters; This field is required when missing', async () => {
    const member = await createMember(t.app);
    const short = await changePassword(member.headers, { password: '12345', password_confirmation: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: [english('common.form.passwordMin')] });
    const missing = await changePassword(member.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.password).toEqual([english('common.form.required')]);
  });

  it('401 without a session, or with a logged-out token', async () => {
    const member = await createMember(t.app);
    const payload = { password: 'new-password', password_confirmation: 'new-password' };
    expect((await changePassword({}, payload)).statusCode).toBe(401);
    await t.app.inject({ method: 'DELETE', url: apiPaths.logout, headers: member.headers });
    const response = await changePassword(member.headers, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: english('common.error.notSignedIn') });
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });

  it('malformed JSON answers 400', async () => {
    const member = await createMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.changePassword,
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{"password": "abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'malformed', message: english('server.request.malformed') });
  });
});
