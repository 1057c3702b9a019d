import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './logger';

describe('serializeError', () => {
  it("keeps a failed query's text and drops its bound values from params, message and stack", () => {
    const hash = 'scrypt$16384$8$1$c2FsdA==$c2VjcmV0LWhhc2g=';
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['ana@example.com', hash],
      new Error('duplicate key'),
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('ana@example.com');
  });

  it('leaves other errors as pino writes them', () => {
    const logged = serializeError(new Error('plain failure'));
    expect(logged.message).toBe('plain failure');
    expect(logged.type).toBe('Error');
  });
});
