import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger as PinoLogger } from 'pino';
import { stdSerializers, symbols } from 'pino';

/**
 * Query values can carry secrets (a reset link's token, a stream key): the log keeps the path only,
 * and not the live engine's secret in its calls' paths (issue 37).
 */
const pathOnly = (url: string | undefined): string =>
  ((url ?? '').split('?')[0] ?? '').replace(/^\/api\/live-engine\/[^/]+/, '/api/live-engine/*');

const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/**
 * A failed drizzle query carries its bound values (`params`, and a `params:` line in its message and
 * stack): password and token hashes, e-mails. The log keeps the query and the driver's cause only.
 */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export const serializeError = (error: Error): SerializedError => {
  const out = stdSerializers.err(error) as unknown as SerializedError;
  delete out.params;
  for (const key of ['message', 'stack'] as const) {
    if (typeof out[key] === 'string')
      out[key] = (out[key] as string).replace(PARAMS_LINE, '\nparams: [redacted]');
  }
  return out;
};

/** Structured JSON logs that never hold passwords, tokens or card data (issue 2). */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: [
      'req.headers["x-user-token"]',
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.password_confirmation',
      '*.token',
      '*.nonce_from_the_client',
      '*.card_number',
      '*.cvv',
    ],
    censor: '[redacted]',
  },
  serializers: {
    err: serializeError,
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      url: pathOnly(req.url),
      ip: req.ip,
    }),
  },
});

/**
 * Fastify's request lines, one per answer (decision 0010): nothing when a request comes in, then
 * `request completed` at debug for a success (LOG_LEVEL=debug shows every request; in production
 * the load balancer keeps the access log) and at info for a 4xx or 5xx. Two info lines a request
 * halved GET /me's throughput.
 */
export class AccessLog extends LogController {
  /** Told of every answer (the request metrics), here rather than in an onResponse hook: no hook runs. */
  observe: (request: FastifyRequest, reply: FastifyReply) => void = () => {};

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    this.observe(request, reply);
    const line = { res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 400) reply.log.info(line, 'request completed');
    else if (request.log.level === 'debug' || request.log.level === 'trace') {
      reply.log.debug(line, 'request completed');
    }
  }
}

type Logger = FastifyBaseLogger;
const pino = (logger: Logger) => logger as unknown as PinoLogger;
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * A request's logger, made only when the request logs. Fastify makes a pino child per request (its
 * bindings serialized, its redaction set up): 5 % of a warm GET /me (issue 13), for a line most
 * requests never write (AccessLog logs a success only at debug). The first call makes the child.
 */
export const lazyChildLogger = (logger: Logger, bindings: Bindings, options: ChildLoggerOptions): Logger => {
  let child: Logger | undefined;
  const made = () => {
    child ??= logger.child(bindings, options);
    return child;
  };
  const lazy: Record<string, unknown> = {
    child: (more: Bindings, moreOptions?: ChildLoggerOptions) => made().child(more, moreOptions),
    silent: () => {},
    isLevelEnabled: (level: string) => pino(child ?? logger).isLevelEnabled(level),
    bindings: () => pino(made()).bindings(),
    flush: (callback?: (error?: Error) => void) => pino(child ?? logger).flush(callback),
  };
  for (const level of LEVELS)
    lazy[level] = (...args: unknown[]) => (made()[level] as (...a: unknown[]) => void)(...args);
  Object.defineProperty(lazy, 'level', {
    enumerable: true,
    get: () => (child ?? logger).level,
    set: (value: string) => {
      made().level = value;
    },
  });
  return lazy as unknown as Logger;
};

/**
 * Ends the log, then calls `done`: the lines still on their way are written, in order, first.
 * Pino writes asynchronously, and at `process.exit` it flushes what waits at once, ahead of a
 * line still being written (CI read "closing the database" before "jobs stopped", logged first).
 * A second at most.
 */
export const afterLastLogLines = (log: FastifyBaseLogger, done: () => void): void => {
  const timer = setTimeout(done, 1000);
  const stream = (log as unknown as Record<symbol, unknown>)[symbols.streamSym] as
    | { end?: () => void; once?: (event: 'close', listener: () => void) => void }
    | undefined;
  if (typeof stream?.end !== 'function' || typeof stream.once !== 'function') return;
  stream.once('close', () => {
    clearTimeout(timer);
    done();
  });
  stream.end();
};
