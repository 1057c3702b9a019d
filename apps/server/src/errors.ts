import { serverMessages } from '@studio/shared';

/** Stable error codes, each with its HTTP status (DESIGN 3; CONVENTIONS habit 5). */
export const errorStatus = {
  validation: 400,
  unauthorized: 401,
  payment_declined: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  /** A provider we depend on (payments) failed; the member may retry. */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

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
    this.statusCode = errorStatus[code];
  }
}

export const validationError = (
  errors: Record<string, string[]>,
  message: string = serverMessages.validation,
) => new AppError('validation', message, errors);

export const notFound = (message: string = serverMessages.notFound) => new AppError('not_found', message);

export const unauthorized = (message: string = serverMessages.notSignedIn) =>
  new AppError('unauthorized', message);
