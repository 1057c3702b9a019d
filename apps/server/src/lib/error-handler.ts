import { fieldErrors, serverMessages } from '@studio/shared';
import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { AppError, validationError } from '../errors';

/**
 * Validation with our messages: a failed parse is an AppError carrying `errors` per field. Typed on
 * zod's core, so classic schemas (the server's own) and zod/mini schemas (packages/shared) both fit.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    return result.success ? { value: result.data } : { error: validationError(fieldErrors(result.error)) };
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
        .send({ message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      const message =
        clientMessages[status] ??
        (status === 415 || status === 400 ? serverMessages.malformed : error.message);
      return reply.status(status === 415 ? 400 : status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: serverMessages.internal });
  });
};
