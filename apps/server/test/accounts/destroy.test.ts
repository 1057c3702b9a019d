import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberProfiles, passwordResets, sessions, users } from '../../src/db/schema';
import { t, withApp } from '../harness';
import { createMemberWithProfile, signIn, type TestMember } from '../helper';
import { dataUrl, pngImage } from '../images';

withApp();

const destroy = (headers: Record<string, string>, current_password = 'secret-password') =>
  t.app.inject({ method: 'POST', url: apiPaths.destroyUser, headers, payload: { current_password } });

const memberFolder = (member: TestMember) =>
  path.join(t.dataDir, 'storage', 'members', String(member.user.id));

/** A member with a profile, two sessions, a pending reset link and an avatar on disk. */
const richMember = async (): Promise<TestMember & { avatar: string }> => {
  const member = await createMemberWithProfile(t.app);
  await signIn(t.app, member);
  await t.app.inject({ method: 'POST', url: apiPaths.recovery, payload: { email: member.email } });
  const update = await t.app.inject({
    method: 'PUT',
    url: apiPaths.updateUser(member.user.id),
    headers: member.headers,
    payload: { avatar: dataUrl(await pngImage()) },
  });
  return { ...member, avatar: update.json().avatar };
};

const rowsOf = async (userId: number) => ({
  users: (await t.db.select().from(users).where(eq(users.id, userId))).length,
  sessions: (await t.db.select().from(sessions).where(eq(sessions.user_id, userId))).length,
  profiles: (await t.db.select().from(memberProfiles).where(eq(memberProfiles.user_id, userId))).length,
  resets: (await t.db.select().from(passwordResets).where(eq(passwordResets.user_id, userId))).length,
});

describe('POST /api/v4/users/me/destroy_user', () => {
  it("removes the member's rows and files; the token stops working; others are untouched", async () => {
    const doomed = await richMember();
    const other = await richMember();
    expect(await rowsOf(doomed.user.id)).toEqual({ users: 1, sessions: 2, profiles: 1, resets: 1 });
    expect(fs.existsSync(memberFolder(doomed))).toBe(true);

    const response = await destroy(doomed.headers);
    expect(response.statusCode).toBe(200);

    expect(await rowsOf(doomed.user.id)).toEqual({ users: 0, sessions: 0, profiles: 0, resets: 0 });
    expect(fs.existsSync(memberFolder(doomed))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: doomed.avatar })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: apiPaths.me, headers: doomed.headers })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { email: doomed.email, password: doomed.password },
    });
    expect(login.statusCode).toBe(401);

    expect(await rowsOf(other.user.id)).toEqual({ users: 1, sessions: 2, profiles: 1, resets: 1 });
    expect(fs.existsSync(memberFolder(other))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: other.avatar })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.me, headers: other.headers })).statusCode).toBe(
      200,
    );
  });

  it('a file store failure after the rows are gone still answers 200: the account is deleted', async () => {
    const broken = await t.buildApp({}, (app) => {
      app.deps.storage.deletePrefix = async () => {
        throw new Error('file store unreachable');
      };
    });
    const member = await createMemberWithProfile(broken);
    const response = await broken.inject({
      method: 'POST',
      url: apiPaths.destroyUser,
      headers: member.headers,
      payload: { current_password: member.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, member.user.id))).toEqual([]);
    const me = await broken.inject({ method: 'GET', url: apiPaths.me, headers: member.headers });
    expect(me.statusCode).toBe(401);
  });

  it('frees the e-mail for a new sign-up', async () => {
    const member = await richMember();
    await destroy(member.headers);
    const again = await t.app.inject({
      method: 'POST',
      url: apiPaths.register,
      payload: { name: 'Ana', last_name: 'Again', email: member.email, password: 'secret-password' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).not.toBe(member.user.id);
  });

  it('a second call with the same token answers 401', async () => {
    const member = await richMember();
    await destroy(member.headers);
    expect((await destroy(member.headers)).statusCode).toBe(401);
  });

  it('asks the current password: missing or wrong is a 400 naming it, and nothing is deleted', async () => {
    const member = await richMember();
    const missing = await t.app.inject({
      method: 'POST',
      url: apiPaths.destroyUser,
      headers: member.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      current_password: [english('shared.form.currentPasswordRequired')],
    });
    const wrong = await destroy(member.headers, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: [english('shared.form.currentPasswordWrong')] });
    expect(await rowsOf(member.user.id)).toEqual({ users: 1, sessions: 2, profiles: 1, resets: 1 });
  });

  it('401 without a session, and nothing is deleted', async () => {
    const member = await richMember();
    expect((await destroy({})).statusCode).toBe(401);
    expect((await destroy({ 'x-user-email': member.email, 'x-user-token': 'wrong' })).statusCode).toBe(401);
    expect(await rowsOf(member.user.id)).toEqual({ users: 1, sessions: 2, profiles: 1, resets: 1 });
  });
});
