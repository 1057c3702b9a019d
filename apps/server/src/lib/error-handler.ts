import { codeForStatus, fieldTexts, issueId, type MessageId } from '@studio/shared';
import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { uniqueViolation } from '../db/client';
import { AppError, validationError } from '../errors';
import { requestLocale, say } from './i18n';
import { fieldsWithBadText } from './text';
import { uniqueConflict } from './unique-conflicts';

/** Every parse of a request words what its schema leaves unworded: zod's own text never leaves (issue 14). */
const parseContext = { error: issueId };

/**
 * Validation with our messages: a failed parse is an AppError carrying `errors` per field. Typed on
 * zod's core, so classic schemas (the server's own) and zod/mini schemas (packages/shared) both fit.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, parseContext);
    if (!result.success) return { error: validationError(fieldTexts(result.error)) };
    const bad = fieldsWithBadText(result.data);
    return bad.length ? { error: validationError(Object.fromEntries(bad)) } : { value: result.data };
  };

const clientMessages: Record<number, MessageId> = {
  413: 'common.error.tooLarge',
  429: 'common.error.tooManyAttempts',
};

/** PostgreSQL's "cannot connect now", "shutting down" and connection classes, and the socket's own. */
const UNREACHABLE = /^(08...|57P0[123]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/;
const UNREACHABLE_TEXT = /Connection terminated|connection error|timeout exceeded when trying to connect/i;

/** The database could not be reached (a restart, a failover): the error or any cause it wraps. */
export const isDatabaseUnreachable = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNREACHABLE.test(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_TEXT.test(message)) return true;
    e = cause;
  }
  return false;
};

/** The disk or the quota is full (a write of a file, here or in a cause it wraps). */
const isDiskFull = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    e = cause;
  }
  return false;
};

/** How long a client waits before asking again while the database is away (s). */
const DATABASE_RETRY_AFTER_S = 2;

/** DESIGN 3: the one place an error becomes an HTTP answer; 5xx details stay in the log. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // Every answer's words in the request's language (issue 35); the code says the same in all.
    const locale = requestLocale(request);
    // A unique index the write broke (it raced another): a conflict naming the field, not a 500.
    const refusal = error instanceof AppError ? error : uniqueConflict(error, request.body);
    if (refusal) {
      if (refusal.code === 'validation') request.log.info({ errors: refusal.errors }, 'validation failed');
      if (refusal !== error)
        request.log.info(
          { constraint: uniqueViolation(error)?.constraint, code: refusal.code },
          'unique conflict',
        );
      return reply.status(refusal.statusCode).send({
        code: refusal.code,
        message: say(locale, refusal.text),
        ...(refusal.errors && {
          errors: Object.fromEntries(
            Object.entries(refusal.errors).map(([field, texts]) => [
              field,
              [...new Set(texts.map((text) => say(locale, text)))],
            ]),
          ),
        }),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      const id =
        clientMessages[status] ?? (status === 415 || status === 400 ? 'server.request.malformed' : null);
      // Another library's refusal (a 416 of the file sender) keeps its own words.
      const message = id ? say(locale, id) : error.message;
      // A library's own headers of the refusal (a 416's Content-Range from the file sender).
      const headers = (error as { headers?: unknown }).headers;
      if (headers && typeof headers === 'object') reply.headers(headers as Record<string, string>);
      const sent = status === 415 ? 400 : status;
      return reply.status(sent).send({ code: codeForStatus(sent), message });
    }
    request.log.error({ err: error }, 'request failed');
    // A moment without the database is not a fault of the request: 503, to be asked again.
    if (isDatabaseUnreachable(error)) {
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ code: 'unavailable', message: say(locale, 'common.error.databaseUnavailable') });
    }
    // A full disk is the server's to fix, and says so: nothing of the request was kept.
    if (isDiskFull(error)) {
      return reply
        .status(507)
        .send({ code: 'storage_full', message: say(locale, 'common.error.storageFull') });
    }
    return reply.status(500).send({ code: 'internal', message: say(locale, 'common.error.internal') });
  });
};
