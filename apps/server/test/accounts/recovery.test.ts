import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets } from '../../src/db/schema';
import { t, withApp } from '../harness';
import {
  authHeaders,
  createMember,
  latestMail,
  query,
  readOutbox,
  resetTokenFrom,
  signIn,
  type TestMember,
} from '../helper';

withApp();

const recover = (payload: object) => t.app.inject({ method: 'POST', url: apiPaths.recovery, payload });
const reset = (payload: object) => t.app.inject({ method: 'POST', url: apiPaths.resetPassword, payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.login, payload: { email, password } });

/** Asks for a link and answers the token the mail carries. */
const requestToken = async (member: TestMember): Promise<string> => {
  await recover({ email: member.email });
  const mail = await latestMail(t);
  if (!mail) throw new Error('no mail sent');
  return resetTokenFrom(mail);
};

describe('POST /api/v3/users/recovery_password', () => {
  it('answers the same success text for a known and an unknown e-mail, and mails only the known one', async () => {
    const member = await createMember(t.app, { name: 'Ana' });
    const unknown = await recover({ email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: english('common.account.recoverSuccess') });
    expect(await readOutbox(t)).toHaveLength(0);

    const known = await recover({ email: member.email.toUpperCase() });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: english('common.account.recoverSuccess') });
    const mails = await readOutbox(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(member.email);
    expect(mails[0]?.text).toContain('Hi Ana');
    expect(mails[0]?.text).toMatch(/http:\/\/studio\.test\/sign\/reset\?token=[A-Za-z0-9_-]{43}/);
    expect(mails[0]?.html).toContain('/sign/reset?token=');
  });

  it('stores the reset token only hashed, expiring in an hour', async () => {
    const member = await createMember(t.app);
    const token = await requestToken(member);
    const rows = await query(t.db, sql`select * from password_resets`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const [row] = await t.db.select().from(passwordResets);
    const left = (row?.expires_at.getTime() ?? 0) - Date.now();
    expect(left).toBeGreaterThan(59 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);
  });

  it('escapes the name in the HTML mail', async () => {
    const member = await createMember(t.app, { name: '<b>Ana</b>' });
    await recover({ email: member.email });
    const mail = await latestMail(t);
    expect(mail?.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Ana</b>');
  });

  it('E-mail is required / E-mail must be valid', async () => {
    const missing = await recover({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: [english('common.form.emailRequired')] });
    const invalid = await recover({ email: 'ana@' });
    expect(invalid.json().errors).toEqual({ email: [english('common.form.emailInvalid')] });
    expect(await readOutbox(t)).toHaveLength(0);
  });
});

describe('POST /api/v3/users/reset_password', () => {
  it('sets the new password once: sign-in works with the new one and fails with the old', async () => {
    const member = await createMember(t.app, { password: 'old-password' });
    const token = await requestToken(member);
    const response = await reset({ token, password: 'new-password', password_confirmation: 'new-password' });
    expect(response.statusCode).toBe(200);
    expect((await login(member.email, 'new-password')).statusCode).toBe(200);
    expect((await login(member.email, 'old-password')).statusCode).toBe(401);

    const again = await reset({ token, password: 'third-password', password_confirmation: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'validation',
      message: english('common.account.resetTokenInvalid'),
      errors: { token: [english('common.account.resetTokenInvalid')] },
    });
    expect((await login(member.email, 'third-password')).statusCode).toBe(401);
  });

  it("ends every session of the member, and only the member's", async () => {
    const member = await createMember(t.app);
    const second = authHeaders(member.email, await signIn(t.app, member));
    const other = await createMember(t.app);
    const token = await requestToken(member);
    await reset({ token, password: 'new-password', password_confirmation: 'new-password' });
    for (const headers of [member.headers, second]) {
      expect((await t.app.inject({ method: 'GET', url: apiPaths.me, headers })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: apiPaths.me, headers: other.headers })).statusCode).toBe(
      200,
    );
  });

  it('a link older than an hour is refused', async () => {
    const member = await createMember(t.app, { password: 'old-password' });
    const token = await requestToken(member);
    await t.db
      .update(passwordResets)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.user_id, member.user.id));
    const response = await reset({ token, password: 'new-password', password_confirmation: 'new-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(english('common.account.resetTokenInvalid'));
    expect((await login(member.email, 'old-password')).statusCode).toBe(200);
  });

  it('an unknown token is refused', async () => {
    const response = await reset({
      token: 'made-up',
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ token: [english('common.account.resetTokenInvalid')] });
  });

  it("Your new password confirmation doesn't match: refused, and the link still works afterwards", async () => {
    const member = await createMember(t.app, { password: 'old-password' });
    const token = await requestToken(member);
    const mismatch = await reset({
      token,
      password: 'new-password',
      password_confirmation: 'other-password',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: [english('common.form.passwordConfirmMismatch')],
    });
    expect((await login(member.email, 'old-password')).statusCode).toBe(200);

    const ok = await reset({ token, password: 'new-password', password_confirmation: 'new-password' });
    expect(ok.statusCode).toBe(200);
  });

  it('Password must have at least 6 characters; a missing token is required', async () => {
    const short = await reset({ token: 'x', password: '123', password_confirmation: '123' });
    expect(short.json().errors).toEqual({ password: [english('common.form.passwordMin')] });
    const noToken = await reset({ password: 'new-password', password_confirmation: 'new-password' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().errors).toEqual({ token: [english('common.form.required')] });
  });

  it('using one link voids the other links still outstanding for the member', async () => {
    const member = await createMember(t.app);
    const first = await requestToken(member);
    const second = await requestToken(member);
    expect(first).not.toBe(second);
    const used = await reset({ token: second, password: 'pass-two', password_confirmation: 'pass-two' });
    expect(used.statusCode).toBe(200);
    const stale = await reset({ token: first, password: 'pass-one', password_confirmation: 'pass-one' });
    expect(stale.statusCode).toBe(400);
    expect((await login(member.email, 'pass-two')).statusCode).toBe(200);
  });
});
