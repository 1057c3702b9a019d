import { apiPaths } from '@studio/shared';
import { english, wordsIn } from '@studio/shared/english';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, requestLocale } from '../src/lib/i18n';
import { t, withApp } from './harness';
import { createMember, signUpBody } from './helper';

withApp();

/**
 * Issue 35: every error answer's `message` and `errors` come in the request's language (its
 * Accept-Language), English when it names none we speak; the codes stay the same in all.
 */
const post = (url: string, payload: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: language ? { 'accept-language': language } : {},
  });

describe('error answers in the request language', () => {
  it('words a validation error and its fields in pt-BR, es, and English without a header', async () => {
    const body = { name: '', last_name: 'Silva', email: '', password: 'secret' };
    for (const [language, words] of [
      ['pt-BR,pt;q=0.9,en;q=0.8', wordsIn('pt-BR')],
      ['es-MX', wordsIn('es')],
      [undefined, english],
    ] as const) {
      const answer = await post(apiPaths.register, body, language);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        code: 'validation',
        message: words('common.error.validation'),
        errors: { name: [words('common.form.required')], email: [words('common.form.emailRequired')] },
      });
    }
    const portuguese = (await post(apiPaths.register, body, 'pt-BR')).json();
    expect(portuguese.errors.email).toEqual(['Informe o e-mail']);
    expect(portuguese.message).toBe('Alguns campos não são válidos');
    expect((await post(apiPaths.register, body)).json().errors.email).toEqual(['E-mail is required']);
  });

  it('words our sentences with the field label in the language', async () => {
    const answer = await post(apiPaths.register, { ...signUpBody(), email: 3 }, 'es');
    expect(answer.json().errors).toEqual({ email: ['Correo electrónico debe ser texto'] });
    const english = await post(apiPaths.register, { ...signUpBody(), email: 3 });
    expect(english.json().errors).toEqual({ email: ['E-mail must be text'] });
  });

  it('words a refusal of the request (an e-mail taken, wrong credentials) in the language', async () => {
    const member = await createMember(t.app);
    const taken = await post(apiPaths.register, signUpBody({ email: member.email }), 'pt-BR');
    expect(taken.json()).toEqual({
      code: 'validation',
      message: 'Este e-mail já está cadastrado',
      errors: { email: ['Este e-mail já está cadastrado'] },
    });
    const wrong = { email: member.email, password: 'not-the-password' };
    const [es, en] = [await post(apiPaths.login, wrong, 'es'), await post(apiPaths.login, wrong)];
    expect(es.statusCode).toBe(en.statusCode);
    expect(es.json().code).toBe(en.json().code);
    expect(es.json().message).toBe('Correo electrónico o contraseña incorrectos');
    expect(en.json().message).toBe('E-mail or password is incorrect');
  });

  it('words a 404 in the language', async () => {
    const ask = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v4/no-such-thing',
        headers: language ? { 'accept-language': language } : {},
      });
    expect((await ask('pt-BR')).json()).toEqual({ code: 'not_found', message: 'Não encontrado' });
    expect((await ask('es')).json()).toEqual({ code: 'not_found', message: 'No encontrado' });
    expect((await ask('de-DE')).json()).toEqual({ code: 'not_found', message: 'Not found' });
    expect((await ask()).json()).toEqual({ code: 'not_found', message: 'Not found' });
  });
});

describe('success answers in the request language', () => {
  it('words a sign-out in the language of the request, English without one', async () => {
    // Each sign-out ends its session: one member per language.
    const signOut = async (language?: string) => {
      const member = await createMember(t.app);
      const headers = { ...member.headers, ...(language ? { 'accept-language': language } : {}) };
      return (await t.app.inject({ method: 'DELETE', url: apiPaths.logout, headers })).json();
    };
    expect(await signOut('pt-BR')).toEqual({ message: 'Você saiu da conta' });
    expect(await signOut('es')).toEqual({ message: 'Sesión cerrada' });
    expect(await signOut()).toEqual({ message: 'Signed out' });
  });
});

describe('requestLocale', () => {
  it('takes the best language of Accept-Language that Studio speaks', () => {
    expect(acceptedLanguages('da, en-GB;q=0.8, pt;q=0.9, *;q=0.1, fr;q=0')).toEqual(['da', 'pt', 'en-GB']);
    const of = (value?: string) =>
      requestLocale({ headers: value === undefined ? {} : { 'accept-language': value } });
    expect(of('pt-PT')).toBe('pt-BR');
    expect(of('es-419,en;q=0.5')).toBe('es');
    expect(of('de, en;q=0.1')).toBe('en');
    expect(of('de')).toBe('en');
    expect(of()).toBe('en');
    expect(of('en;q=0.2, es;q=0.9')).toBe('es');
  });
});
