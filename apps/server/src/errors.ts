import { type ErrorCode, errorCodeStatus, type MessageId, type Wording } from '@studio/shared';

/**
 * What a refusal says, not yet worded: the error handler words it in the request's language. Only a
 * message id or a wording of one: an English sentence written here fails `tsc` (issue 35).
 */
export type Refusal = MessageId | Wording | Verbatim;

/**
 * A text that is not ours to translate, sent as it is in every language: the payment processor's own
 * reason for a decline ("Do Not Honor"), which the web shows beneath our sentence, or the problems
 * told to the processor's webhook call. Made only by `verbatim`, so a plain string does not pass.
 */
export type Verbatim = string & { readonly verbatim: true };

export const verbatim = (text: string): Verbatim => text as Verbatim;

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
