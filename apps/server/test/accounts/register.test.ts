import { apiPaths, MAX_NAME_LENGTH } from '@studio/shared';
import { english } from '@studio/shared/english';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberSources, sessions, users } from '../../src/db/schema';
import { t, withApp } from '../harness';
import { createMember, query, signUpBody } from '../helper';

withApp();

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: apiPaths.register, payload: payload as object });

const HOUR = 3_600_000;

describe('POST /api/v3/users/register', () => {
  it('creates the member and answers the user with a token that opens /me', async () => {
    const body = signUpBody({ name: 'Ana', last_name: 'Silva' });
    const response = await register(body);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      name: 'Ana',
      last_name: 'Silva',
      email: body.email,
      has_profile: false,
      profile: null,
      avatar: null,
      premium: false,
    });
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(user).not.toHaveProperty('password_hash');
    expect(user).not.toHaveProperty('password');

    const me = await t.app.inject({
      method: 'GET',
      url: apiPaths.me,
      headers: { 'x-user-email': body.email, 'x-user-token': user.token },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('stores the e-mail lower-cased and the password only as a hash', async () => {
    const response = await register(signUpBody({ email: '  Mixed.Case@Example.COM ', password: 'hunter22' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('mixed.case@example.com');
    const [row] = await t.db.select().from(users);
    expect(row?.email).toBe('mixed.case@example.com');
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain('hunter22');
  });

  it('stores the token only hashed: the token string is nowhere in the sessions table', async () => {
    const { token } = await createMember(t.app);
    const rows = await query(t.db, sql`select * from sessions`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('stores the time zone and the referral token sent at sign-up', async () => {
    const { user } = await createMember(t.app, {
      time_zone: 'America/Sao_Paulo',
      referral_token: 'friend-42',
    });
    expect(user.time_zone).toBe('America/Sao_Paulo');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.time_zone).toBe('America/Sao_Paulo');
    expect(row?.referral_token).toBe('friend-42');
  });

  it('defaults the time zone to UTC and refuses an unknown one', async () => {
    const { user } = await createMember(t.app);
    expect(user.time_zone).toBe('UTC');
    const response = await register(signUpBody({ time_zone: 'Mars/Olympus_Mons' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.time_zone).toEqual([english('common.form.timeZoneInvalid')]);
  });

  it('keeps the session 60 days by default at sign-up, a day when keep_session is false', async () => {
    const long = await createMember(t.app);
    const short = await createMember(t.app, { keep_session: false });
    const expiry = async (userId: number) => {
      const [row] = await t.db.select().from(sessions).where(eq(sessions.user_id, userId));
      return (row?.expires_at.getTime() ?? 0) - Date.now();
    };
    expect(await expiry(long.user.id)).toBeGreaterThan(59 * 24 * HOUR);
    expect(await expiry(long.user.id)).toBeLessThanOrEqual(60 * 24 * HOUR);
    expect(await expiry(short.user.id)).toBeGreaterThan(23 * HOUR);
    expect(await expiry(short.user.id)).toBeLessThanOrEqual(24 * HOUR);
  });

  it('refuses an e-mail already registered, whatever its letter case', async () => {
    await createMember(t.app, { email: 'Ana@x.com' });
    const response = await register(signUpBody({ email: 'ana@X.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message: english('common.error.emailTaken'),
      errors: { email: [english('common.error.emailTaken')] },
    });
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it('keeps where the member came from (issue 38): UTM first, then an invite, the referrer, direct', async () => {
    const sourceOf = async (extra: object) => {
      const body = { ...signUpBody(), ...extra };
      expect((await register(body)).statusCode).toBe(200);
      const [row] = await t.db
        .select()
        .from(memberSources)
        .innerJoin(users, eq(users.id, memberSources.user_id))
        .where(eq(users.email, body.email));
      return row?.member_sources;
    };
    expect(
      await sourceOf({
        referral_token: 'abc',
        attribution: {
          utm_source: 'Instagram',
          utm_medium: 'social',
          utm_campaign: 'spring',
          referrer: 'https://l.instagram.com/some/path?x=1',
          landing_page: '/sign/signup',
        },
      }),
    ).toMatchObject({
      source: 'instagram',
      medium: 'social',
      campaign: 'spring',
      referrer: 'l.instagram.com',
      landing_page: '/sign/signup',
    });
    expect(
      await sourceOf({ referral_token: 'abc', attribution: { referrer: 'https://www.google.com/' } }),
    ).toMatchObject({
      source: 'invite',
      referrer: 'www.google.com',
    });
    expect(await sourceOf({ attribution: { referrer: 'https://www.google.com/' } })).toMatchObject({
      source: 'www.google.com',
    });
    expect(await sourceOf({})).toMatchObject({ source: 'direct', referrer: null, landing_page: null });
    // Too long a value names its field and makes no member.
    const long = await register({ ...signUpBody(), attribution: { utm_source: 'x'.repeat(201) } });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['attribution']);
  });

  describe('validation, with the spec messages', () => {
    it('answers every missing field at once', async () => {
      const response = await register({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation',
        message: english('common.error.validation'),
        errors: {
          name: [english('common.form.required')],
          last_name: [english('common.form.required')],
          email: [english('common.form.emailRequired')],
          password: [english('common.form.required')],
        },
      });
    });

    it('E-mail is required for an empty e-mail', async () => {
      const response = await register(signUpBody({ email: '   ' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ email: [english('common.form.emailRequired')] });
    });

    it.each(['ana', 'ana@', 'ana@x', '@x.com', 'ana x@y.com'])(
      'E-mail must be valid for %j',
      async (email) => {
        const response = await register(signUpBody({ email }));
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ email: [english('common.form.emailInvalid')] });
      },
    );

    it('Password must have at least 6 characters', async () => {
      const response = await register(signUpBody({ password: '12345' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ password: [english('common.form.passwordMin')] });
      expect(await t.db.select().from(users)).toHaveLength(0);
    });

    it('accepts a password of exactly 6 characters', async () => {
      expect((await register(signUpBody({ password: '123456' }))).statusCode).toBe(200);
    });

    it('This field is required for blank names', async () => {
      const response = await register(signUpBody({ name: '  ', last_name: '' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        name: [english('common.form.required')],
        last_name: [english('common.form.required')],
      });
    });

    it('wrong types answer 400 naming the field', async () => {
      const response = await register({ ...signUpBody(), name: 42, keep_session: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['keep_session', 'name']);
    });

    it('an oversized name is refused, not stored', async () => {
      const response = await register(signUpBody({ name: 'a'.repeat(300) }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.name).toEqual([`Must be at most ${MAX_NAME_LENGTH} characters`]);
      expect(await t.db.select().from(users)).toHaveLength(0);
    });

    it('an oversized e-mail is refused', async () => {
      const response = await register(signUpBody({ email: `${'a'.repeat(300)}@example.com` }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('email');
    });
  });
});
