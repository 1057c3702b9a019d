import { apiPaths, type User } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { t, withApp } from '../harness';
import { createMember, type TestMember } from '../helper';
import { multipart } from '../images';

withApp();

/** Issue 35: the member's language, from the browser at sign-up, changed in profile setup. */

const me = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers })).json<User>();
const putJson = (member: TestMember, payload: object) =>
  t.app.inject({ method: 'PUT', url: apiPaths.updateUser(member.user.id), headers: member.headers, payload });
const putForm = (member: TestMember, fields: Record<string, string>) => {
  const body = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
  return t.app.inject({
    method: 'PUT',
    url: apiPaths.updateUser(member.user.id),
    headers: { ...member.headers, ...body.headers },
    payload: body.payload,
  });
};

describe("the member's language", () => {
  it('is stored at sign-up as the browser gave it, and /me answers it', async () => {
    const ana = await createMember(t.app, { language: 'pt-BR' });
    expect(ana.user.language).toBe('pt-BR');
    expect((await me(ana)).language).toBe('pt-BR');
  });

  it('is null (the studio default) for a sign-up without one, as the spec sends it', async () => {
    const bea = await createMember(t.app);
    expect(bea.user.language).toBeNull();
    expect((await me(bea)).language).toBeNull();
  });

  it('refuses a language we do not speak at sign-up, naming the field', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: apiPaths.register,
      payload: {
        name: 'Ana',
        last_name: 'Silva',
        email: 'ana@example.com',
        password: 'secret1',
        language: 'fr',
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ language: ['Language must be one of en, pt-BR, es'] });
  });

  it('changes with PUT /api/v3/users/{id} as JSON; null goes back to the studio default', async () => {
    const ana = await createMember(t.app, { language: 'en' });
    const changed = await putJson(ana, { language: 'es' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<User>().language).toBe('es');
    expect((await me(ana)).language).toBe('es');
    // Another change without the field keeps it.
    expect((await putJson(ana, { name: 'Ana Maria' })).json<User>()).toMatchObject({
      name: 'Ana Maria',
      language: 'es',
    });
    expect((await putJson(ana, { language: null })).json<User>().language).toBeNull();
  });

  it('changes with a multipart form too; an empty field is the studio default', async () => {
    const ana = await createMember(t.app);
    const changed = await putForm(ana, { name: 'Ana', language: 'pt-BR' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<User>().language).toBe('pt-BR');
    expect((await putForm(ana, { language: '' })).json<User>().language).toBeNull();
  });

  it('refuses any other value with a 400 naming `language`, JSON or multipart, and keeps the old one', async () => {
    const ana = await createMember(t.app, { language: 'es' });
    for (const answer of [
      await putJson(ana, { language: 'fr' }),
      await putJson(ana, { language: 'pt' }),
      await putJson(ana, { language: 3 }),
      await putForm(ana, { language: 'klingon' }),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'validation',
        errors: { language: ['Language must be one of en, pt-BR, es'] },
      });
    }
    expect((await me(ana)).language).toBe('es');
  });
});
