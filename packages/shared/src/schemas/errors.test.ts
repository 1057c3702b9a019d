import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fieldErrors } from './errors';

const errorOf = (schema: z.ZodMiniType, value: unknown): z.core.$ZodError => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error;
};

describe('fieldErrors', () => {
  it('maps each issue to its field', () => {
    const schema = z.object({ a: z.string({ error: 'A!' }), b: z.number({ error: 'B!' }) });
    expect(fieldErrors(errorOf(schema, {}))).toEqual({ a: ['A!'], b: ['B!'] });
  });

  it('files nested paths under their first key', () => {
    const schema = z.object({ days: z.object({ monday: z.boolean({ error: 'Day!' }) }) });
    expect(fieldErrors(errorOf(schema, { days: { monday: 'x' } }))).toEqual({ days: ['Day!'] });
  });

  it('keeps several messages of one field, without repeating one', () => {
    const schema = z.object({
      list: z.array(z.string({ error: 'Text!' })),
      p: z.string().check(z.minLength(3, { error: 'Short' }), z.regex(/\d/, { error: 'Digit' })),
    });
    expect(fieldErrors(errorOf(schema, { list: [1, 2], p: 'a' }))).toEqual({
      list: ['Text!'],
      p: ['Short', 'Digit'],
    });
  });

  it('files root issues under "body"', () => {
    expect(fieldErrors(errorOf(z.object({}), 'text'))).toEqual({ body: [expect.any(String)] });
  });
});
