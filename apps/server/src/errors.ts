import { type ErrorCode, errorCodeStatus, type MessageId, type Wording } from '@studio/shared';

/**
 * What a refusal says, not yet worded: the error handler words it in the request's language. A
 * plain text (the console's refusals not yet in a catalogue) is sent as it is, in every language.
 */
export type Refusal = MessageId | Wording | (string & {});

/** A refusal with its stable code (`errorCodeStatus` in packages/shared decides the status). */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** The message to word (`message` holds its id, for logs). */
  readonly text: Refusal;
  readonly errors?: Record<string, Refusal[]>;
  /** Writable: Fastify sets it on validation errors. */
  statusCode: number;

  constructor(code: ErrorCode, text: Refusal, errors?: Record<string, Refusal[]>) {
    super(typeof text === 'string' ? text : text.id);
    this.name = 'AppError';
    this.code = code;
    this.text = text;
    this.errors = errors;
    this.statusCode = errorCodeStatus[code];
  }
}

export const validationError = (
  errors: Record<string, Refusal[]>,
  message: Refusal = 'common.error.validation',
) => new AppError('validation', message, errors);

export const notFound = (message: Refusal = 'common.error.notFound') => new AppError('not_found', message);

export const unauthorized = (message: Refusal = 'common.error.notSignedIn') =>
  new AppError('unauthorized', message);
