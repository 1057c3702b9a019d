import { type ErrorCode, errorCodeStatus, serverMessages } from '@studio/shared';

/** A refusal with its stable code (`errorCodeStatus` in packages/shared decides the status). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: Record<string, string[]>;
  /** Writable: Fastify sets it on validation errors. */
  statusCode: number;

  constructor(code: ErrorCode, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
    this.statusCode = errorCodeStatus[code];
  }
}

export const validationError = (
  errors: Record<string, string[]>,
  message: string = serverMessages.validation,
) => new AppError('validation', message, errors);

export const notFound = (message: string = serverMessages.notFound) => new AppError('not_found', message);

export const unauthorized = (message: string = serverMessages.notSignedIn) =>
  new AppError('unauthorized', message);
