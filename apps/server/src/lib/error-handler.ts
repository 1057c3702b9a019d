import { codeForStatus, fieldErrors, issueMessage, serverMessages } from '@studio/shared';
import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { AppError, validationError } from '../errors';

/** Every parse of a request words what its schema leaves unworded: zod's own text never leaves (issue 14). */
const parseContext = { error: issueMessage };

/**
 * Validation with our messages: a failed parse is an AppError carrying `errors` per field. Typed on
 * zod's core, so classic schemas (the server's own) and zod/mini schemas (packages/shared) both fit.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, parseContext);
    if (!result.success) return { error: validationError(fieldErrors(result.error)) };
    const nul = fieldsWithNul(result.data);
    return nul.length
      ? { error: validationError(Object.fromEntries(nul.map((f) => [f, [serverMessages.nulCharacter]]))) }
      : { value: result.data };
  };

/**
 * PostgreSQL text cannot hold U+0000: refused here, naming the field, instead of failing the query.
 * Walked with a stack, not recursion (bodies are depth-bounded too: lib/json-body.ts).
 */
const fieldsWithNul = (root: unknown): string[] => {
  const found: string[] = [];
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path || 'body');
    } else if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) stack.push([item, path ? `${path}.${i}` : String(i)]);
    } else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [key, item] of Object.entries(value)) stack.push([item, path ? `${path}.${key}` : key]);
    }
  }
  return found.reverse();
};

const clientMessages: Record<number, string> = {
  413: serverMessages.tooLarge,
  429: serverMessages.tooManyAttempts,
};

/** DESIGN 3: the one place an error becomes an HTTP answer; 5xx details stay in the log. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'validation') request.log.info({ errors: error.errors }, 'validation failed');
      return reply
        .status(error.statusCode)
        .send({ code: error.code, message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      const message =
        clientMessages[status] ??
        (status === 415 || status === 400 ? serverMessages.malformed : error.message);
      // A library's own headers of the refusal (a 416's Content-Range from the file sender).
      const headers = (error as { headers?: unknown }).headers;
      if (headers && typeof headers === 'object') reply.headers(headers as Record<string, string>);
      const sent = status === 415 ? 400 : status;
      return reply.status(sent).send({ code: codeForStatus(sent), message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'internal', message: serverMessages.internal });
  });
};
