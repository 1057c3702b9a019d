import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { AccessLog, lazyChildLogger, serializeError } from './logger';

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

describe('lazyChildLogger', () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    return { lines, logger: pino({ level: 'info' }, stream) };
  };

  it('makes no child until the request logs, then logs with the bindings and redaction', () => {
    const { lines, logger } = capture();
    const child = vi.spyOn(logger, 'child');
    const lazy = lazyChildLogger(logger, { reqId: 'req-7' }, { redact: ['secret'] });
    expect(lazy.level).toBe('info');
    lazy.debug('below the level');
    expect(child).toHaveBeenCalledTimes(1);
    child.mockClear();
    const quiet = lazyChildLogger(logger, { reqId: 'req-8' }, {});
    expect(quiet.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    lazy.info({ secret: 'x', n: 1 }, 'hello');
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'req-7', secret: '[Redacted]', n: 1, msg: 'hello' }),
    ]);
  });

  it('is the logger of each request: an error answer logs its line with the request id', async () => {
    const { lines, logger } = capture();
    const app = Fastify({
      loggerInstance: logger,
      logController: new AccessLog(),
      childLoggerFactory: lazyChildLogger,
    });
    app.get('/gone', async (_request, reply) => reply.status(404).send({ message: 'Not found' }));
    app.get('/ok', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/gone' });
    expect(lines).toEqual([expect.objectContaining({ msg: 'request completed', reqId: expect.any(String) })]);
    await app.close();
  });
});
