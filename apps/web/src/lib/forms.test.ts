import { SignInSchema, WeeklyGoalSchema } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, requestHeaders } from './api-client';
import { isSubmitBlocked, sortServerErrors, worded } from './forms';
import { activateLocale } from './i18n';

describe('isSubmitBlocked', () => {
  it('allows submit only when nothing is loading and no error shows', () => {
    expect(isSubmitBlocked({ pending: false })).toBe(false);
    expect(isSubmitBlocked({ pending: false, serverError: null, fieldErrors: {} })).toBe(false);
  });

  it('blocks while loading, while the server message shows, or while a field error shows', () => {
    expect(isSubmitBlocked({ pending: true })).toBe(true);
    expect(isSubmitBlocked({ pending: false, serverError: 'E-mail or password is incorrect' })).toBe(true);
    expect(
      isSubmitBlocked({ pending: false, fieldErrors: { email: { message: 'E-mail is required' } } }),
    ).toBe(true);
  });
});

describe('sortServerErrors', () => {
  const PROFILE_FIELDS = { name: 'name', password_confirmation: 'new_password_confirm', avatar: 'avatar' };

  it("puts the server's fields on the form's, under the form's names", () => {
    const error = new ApiError(400, {
      message: 'Some fields are not valid',
      errors: { name: ['Too long'], password_confirmation: ["Doesn't match"], avatar: ['Not an image'] },
    });
    expect(sortServerErrors(error, PROFILE_FIELDS)).toEqual({
      fields: { name: 'Too long', new_password_confirm: "Doesn't match", avatar: 'Not an image' },
      form: null,
    });
  });

  it('takes the first message of the first key that names a field', () => {
    const error = new ApiError(400, { message: 'Invalid', errors: { model: ['Taken', 'Too long'] } });
    expect(sortServerErrors(error, { name: 'name', model: 'name' })).toEqual({
      fields: { name: 'Taken' },
      form: null,
    });
  });

  it('shows the message when no field is named, and errors of unknown fields on the form', () => {
    expect(sortServerErrors(new ApiError(500, { message: 'Try later' }), PROFILE_FIELDS)).toEqual({
      fields: {},
      form: 'Try later',
    });
    expect(
      sortServerErrors(new ApiError(400, { message: 'x', errors: { body: ['Bad JSON'] } }), PROFILE_FIELDS),
    ).toEqual({ fields: {}, form: 'Bad JSON' });
    expect(
      sortServerErrors(
        new ApiError(400, { message: 'x', errors: { name: ['Too long'], body: ['Bad JSON'] } }),
        PROFILE_FIELDS,
      ),
    ).toEqual({ fields: { name: 'Too long' }, form: 'Bad JSON' });
  });
});

describe('a shared schema in the active language (issue 35)', () => {
  const messagesOf = async (schema: Parameters<typeof worded>[0], value: unknown) => {
    const result = await worded(schema)['~standard'].validate(value);
    return 'issues' in result && result.issues ? result.issues.map((issue) => issue.message) : [];
  };

  it("words the schema's own messages and ours in English, then in pt-BR and es", async () => {
    expect(await messagesOf(SignInSchema, { email: '', password: 'secret' })).toEqual(['E-mail is required']);
    expect(await messagesOf(WeeklyGoalSchema, { weekly_goal: 3, workout_days: { monday: true } })).toEqual([
      'Please select 2 more days to continue',
    ]);
    await activateLocale('pt-BR');
    try {
      expect(await messagesOf(SignInSchema, { email: '', password: 'secret' })).toEqual(['Informe o e-mail']);
      expect(await messagesOf(WeeklyGoalSchema, { weekly_goal: 3, workout_days: { monday: true } })).toEqual([
        'Selecione mais 2 dias para continuar',
      ]);
      expect(requestHeaders()['accept-language']).toBe('pt-BR');
      await activateLocale('es');
      expect(await messagesOf(SignInSchema, { email: 3, password: 'secret' })).toEqual([
        'Correo electrónico debe ser texto',
      ]);
      expect(requestHeaders()['accept-language']).toBe('es');
      await activateLocale('en-XA');
      expect(requestHeaders()['accept-language']).toBe('en');
    } finally {
      await activateLocale('en');
    }
  });
});
