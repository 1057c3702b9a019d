import { english } from '@studio/shared/english';
import type { FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import type { AppError } from '../errors';
import { zodValidatorCompiler } from './error-handler';
import { say } from './i18n';

/** The `errors` a body gets from the validator compiler, as the error handler sends them. */
const errorsOf = (schema: z.core.$ZodType, body: unknown) => {
  const validate = zodValidatorCompiler({
    schema,
    method: 'POST',
    url: '/test',
    httpPart: 'body',
  } as unknown as FastifySchema & Parameters<typeof zodValidatorCompiler>[0]);
  const result = validate(body) as { error?: AppError };
  const errors = result.error?.errors;
  // Worded as the error handler words them for a request in English.
  return (
    errors &&
    Object.fromEntries(
      Object.entries(errors).map(([field, texts]) => [field, texts.map((text) => say('en', text))]),
    )
  );
};

describe('validation messages (issue 14): our sentence for every kind of zod issue', () => {
  it('names the field for each check a schema leaves unworded, in classic zod and zod/mini alike', () => {
    const schema = z.strictObject({
      nick_name: z.string().min(2).max(5),
      age: z.number().int().min(18).max(99),
      score: z.number().positive().lt(10).multipleOf(0.5),
      tags: z.array(z.string()).min(1).max(2),
      contact_email: z.email(),
      day: z.iso.date(),
      color: z.enum(['red', 'blue']),
      currency: z.literal('USD'),
      amount: z.union([z.string(), z.number()]),
      code: z.string().refine((value) => value === 'ok'),
    });
    expect(
      errorsOf(schema, {
        nick_name: 'abcdefg',
        age: 17,
        score: 0,
        tags: ['a', 'b', 'c'],
        contact_email: 'nope',
        day: '2024-13-45',
        color: 'green',
        currency: 'EUR',
        amount: false,
        code: 'no',
        extra: 1,
      }),
    ).toEqual({
      nick_name: ['Nick name must be at most 5 characters'],
      age: ['Age must be at least 18'],
      score: ['Score must be more than 0'],
      tags: ['Tags must have at most 2 items'],
      contact_email: ['Contact email must be an e-mail address'],
      day: ['Day must be a date (YYYY-MM-DD)'],
      color: ['Color must be red or blue'],
      currency: ['Currency must be USD'],
      amount: ['Amount must be text or a number'],
      code: ['Code is not valid'],
      body: ['extra is not a field of this request'],
    });
    expect(errorsOf(schema, { nick_name: 'a', age: 20.5, score: 10.25, tags: [] })).toMatchObject({
      nick_name: ['Nick name must be at least 2 characters'],
      score: ['Score must be less than 10', 'Score must be a multiple of 0.5'],
      tags: ['Tags must have at least one item'],
      age: ['Age must be a whole number'],
      color: ['Color is required'],
    });
    const small = mini.object({ list_id: mini.number(), note: mini.string().check(mini.minLength(1)) });
    expect(errorsOf(small, { list_id: Number.NaN, note: '' })).toEqual({
      list_id: ['List ID must be a number'],
      note: ['Note must not be empty'],
    });
  });

  it('answers a body that is not an object with our sentence, and keeps a schema message', () => {
    const schema = z.object({ name: z.string({ error: 'Name, please' }) });
    for (const body of [undefined, null, [], 5, 'text'])
      expect(errorsOf(schema, body)).toEqual({ body: [english('server.request.bodyNotObject')] });
    expect(errorsOf(schema, {})).toEqual({ name: ['Name, please'] });
  });

  it('tells a value of the wrong type only that, not also the checks on it', () => {
    const schema = z.object({ email: z.string().min(1).max(3) });
    expect(errorsOf(schema, { email: [] })).toEqual({ email: ['E-mail must be text'] });
    expect(errorsOf(schema, { email: ['a', 'b', 'c', 'd'] })).toEqual({ email: ['E-mail must be text'] });
  });
});
