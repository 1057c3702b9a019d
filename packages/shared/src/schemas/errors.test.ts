import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { english, wordsIn } from '../i18n/english';
import { SignInSchema } from './accounts';
import { fieldErrors, fieldTexts, issueId, issueMessage } from './errors';

const errorOf = (schema: z.ZodMiniType, value: unknown): z.core.$ZodError => {
  const result = z.safeParse(schema, value, { error: issueId });
  if (result.success) throw new Error('expected a failure');
  return result.error;
};

describe('fieldErrors', () => {
  it('maps each issue to its field', () => {
    const schema = z.object({
      a: z.string({ error: 'common.form.required' }),
      b: z.number({ error: 'common.form.emailRequired' }),
    });
    expect(fieldErrors(errorOf(schema, {}), english)).toEqual({
      a: ['This field is required'],
      b: ['E-mail is required'],
    });
  });

  it('files nested paths under their first key', () => {
    const schema = z.object({ days: z.object({ monday: z.boolean({ error: 'shared.days.whole' }) }) });
    expect(fieldErrors(errorOf(schema, { days: { monday: 'x' } }), english)).toEqual({
      days: ['Choose a whole number of days'],
    });
  });

  it('keeps several messages of one field, without repeating one', () => {
    const schema = z.object({
      list: z.array(z.string({ error: 'common.kind.text' })),
      p: z
        .string()
        .check(
          z.minLength(3, { error: 'common.form.passwordMin' }),
          z.regex(/\d/, { error: 'common.form.required' }),
        ),
    });
    expect(fieldErrors(errorOf(schema, { list: [1, 2], p: 'a' }), english)).toEqual({
      list: ['text'],
      p: ['Password must have at least 6 characters', 'This field is required'],
    });
  });

  it('files root issues under "body"', () => {
    expect(fieldErrors(errorOf(z.object({}), 'text'), english)).toEqual({ body: [expect.any(String)] });
  });

  it('keeps a custom issue’s values for the sentence', () => {
    const schema = z.object({ days: z.number() }).check(
      z.superRefine((v, ctx) => {
        ctx.addIssue({
          code: 'custom',
          path: ['days'],
          message: 'shared.days.selectMore',
          params: { count: v.days },
        });
      }),
    );
    expect(fieldTexts(errorOf(schema, { days: 3 }))).toEqual({
      days: [{ id: 'shared.days.selectMore', values: { field: { id: 'field.days' }, count: 3 } }],
    });
  });
});

describe('one schema in every language (issue 35)', () => {
  const ptBR = wordsIn('pt-BR');
  const es = wordsIn('es');

  it("words a schema's own message in the language asked", () => {
    const error = errorOf(SignInSchema, { email: '', password: 'secret1' });
    expect(fieldErrors(error, english)).toEqual({ email: ['E-mail is required'] });
    expect(fieldErrors(error, ptBR)).toEqual({ email: ['Informe o e-mail'] });
    expect(fieldErrors(error, es)).toEqual({ email: ['El correo electrónico es obligatorio'] });
  });

  it('words our sentences with the field’s label and the limit in the language asked', () => {
    const schema = z.object({
      last_name: z.string().check(z.maxLength(5)),
      tags: z.array(z.string()).check(z.maxLength(1)),
    });
    const error = errorOf(schema, { last_name: 'abcdefgh', tags: ['a', 'b'] });
    expect(fieldErrors(error, english)).toEqual({
      last_name: ['Last name must be at most 5 characters'],
      tags: ['Tags must have at most one item'],
    });
    expect(fieldErrors(error, ptBR)).toEqual({
      last_name: ['Sobrenome pode ter no máximo 5 caracteres'],
      tags: ['Tags pode ter no máximo um item'],
    });
  });

  it('says what a value of the wrong type should be, in the language asked', () => {
    const schema = z.object({ email: z.string(), weekly_goal: z.union([z.number(), z.string()]) });
    const error = errorOf(schema, { email: 3, weekly_goal: true });
    const [email, goal] = error.issues;
    expect(issueMessage(email as z.core.$ZodIssue, english)).toBe('E-mail must be text');
    expect(issueMessage(email as z.core.$ZodIssue, ptBR)).toBe('E-mail precisa ser texto');
    expect(issueMessage(goal as z.core.$ZodIssue, english)).toBe('Weekly goal must be a number or text');
    expect(issueMessage(goal as z.core.$ZodIssue, es)).toBe('Objetivo semanal debe ser un número o texto');
  });
});
