import { apiPaths, UserSchema } from '@studio/shared';
import { english } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { users } from '../../src/db/schema';
import { t, withApp } from '../harness';
import { createMember, createMemberWithProfile } from '../helper';

withApp();

const update = (id: number | string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: apiPaths.updateUser(id), headers, payload });

describe('GET /api/v4/users/me/', () => {
  it('answers the signed-in member in the shape of UserSchema, without any secret', async () => {
    const member = await createMemberWithProfile(t.app, { name: 'Ana', last_name: 'Silva' });
    const response = await t.app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(z.strictObject(UserSchema.shape).safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      id: member.user.id,
      name: 'Ana',
      last_name: 'Silva',
      email: member.email,
      has_profile: true,
      measurement_standard: 2,
    });
    expect(body).not.toHaveProperty('token');
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it('answers without the trailing slash too', async () => {
    const member = await createMember(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/v4/users/me', headers: member.headers });
    expect(response.statusCode).toBe(200);
  });

  it('401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.me });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/v3/users/{id}', () => {
  it('changes names, birthday and measurement standard and answers the user', async () => {
    const member = await createMember(t.app);
    const response = await update(member.user.id, member.headers, {
      name: 'Beatriz',
      last_name: 'Costa',
      birthday: '1990-05-17',
      measurement_standard: 'international',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Beatriz',
      last_name: 'Costa',
      birthday: '1990-05-17',
      measurement_standard: 1,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ name: 'Beatriz', birthday: '1990-05-17', measurement_standard: 1 });
  });

  it('accepts the measurement standard as 2 or "2" and clears the birthday with ""', async () => {
    const member = await createMember(t.app);
    await update(member.user.id, member.headers, { birthday: '1990-05-17', measurement_standard: 1 });
    const response = await update(member.user.id, member.headers, {
      birthday: '',
      measurement_standard: '2',
    });
    expect(response.json()).toMatchObject({ birthday: null, measurement_standard: 2 });
  });

  it('leaves fields that are not sent as they were', async () => {
    const member = await createMember(t.app, { name: 'Ana', last_name: 'Silva' });
    const response = await update(member.user.id, member.headers, { last_name: 'Souza' });
    expect(response.json()).toMatchObject({ name: 'Ana', last_name: 'Souza' });
  });

  it('keeps the e-mail read-only', async () => {
    const member = await createMember(t.app);
    const response = await update(member.user.id, member.headers, { email: 'new@example.com', name: 'X' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(member.email);
  });

  it("another member's id answers 404 and changes nothing", async () => {
    const ana = await createMember(t.app, { name: 'Ana' });
    const bruno = await createMember(t.app, { name: 'Bruno' });
    const response = await update(bruno.user.id, ana.headers, { name: 'Hacked' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: english('common.error.notFound') });
    const [row] = await t.db.select().from(users).where(eq(users.id, bruno.user.id));
    expect(row?.name).toBe('Bruno');
    const [own] = await t.db.select().from(users).where(eq(users.id, ana.user.id));
    expect(own?.name).toBe('Ana');
  });

  it('an unknown id answers 404, a malformed one 400', async () => {
    const member = await createMember(t.app);
    expect((await update(member.user.id + 1000, member.headers, { name: 'X' })).statusCode).toBe(404);
    const bad = await update('abc', member.headers, { name: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('id');
  });

  it('401 without a session, and nothing changes', async () => {
    const member = await createMember(t.app, { name: 'Ana' });
    const response = await update(member.user.id, {}, { name: 'Hacked' });
    expect(response.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.name).toBe('Ana');
  });

  describe('validation', () => {
    it('This field is required for a blank name or last name', async () => {
      const member = await createMember(t.app);
      const response = await update(member.user.id, member.headers, { name: ' ', last_name: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        name: [english('common.form.required')],
        last_name: [english('common.form.required')],
      });
    });

    it.each([
      ['not a date', 'Birthday must be a date (YYYY-MM-DD)'],
      ['1929-12-31', 'Birthday must be on or after 1930-01-01'],
      ['2999-01-01', 'Birthday cannot be in the future'],
    ])('refuses the birthday %j', async (birthday, message) => {
      const member = await createMember(t.app);
      const response = await update(member.user.id, member.headers, { birthday });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.birthday).toEqual([message]);
    });

    it('refuses an unknown measurement standard', async () => {
      const member = await createMember(t.app);
      const response = await update(member.user.id, member.headers, { measurement_standard: 3 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('measurement_standard');
    });

    it('a 300-character name is refused and nothing changes', async () => {
      const member = await createMember(t.app, { name: 'Ana' });
      const response = await update(member.user.id, member.headers, {
        name: 'n'.repeat(300),
        last_name: 'Ok',
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['name']);
      const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
      expect(row).toMatchObject({ name: 'Ana', last_name: 'Silva' });
    });

    it('wrong types answer 400 naming each field', async () => {
      const member = await createMember(t.app);
      const response = await update(member.user.id, member.headers, { name: 7, birthday: 19900517 });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['birthday', 'name']);
    });
  });
});
