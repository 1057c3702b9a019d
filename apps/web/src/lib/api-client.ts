import {
  type ApiError as ApiErrorBody,
  AUTH_HEADERS,
  codeForStatus,
  DEFAULT_LOCALE,
  ERROR_CODES,
  type ErrorCode,
  IDEMPOTENCY_HEADER,
  KEPT_ANSWER_HEADER,
  PLATFORM_HEADER,
  PSEUDO_LOCALE,
  QUEUED_HEADER,
} from '@studio/shared';
import { takeEarly } from './early-reads';
import { activeLocale, t } from './i18n';
import { reportReached, reportUnreachable } from './network-status';
import { getPlatform } from './platform';
import { readSession } from './session';

/** Why a request failed: the server's code (error-codes.ts in packages/shared), or no answer at all. */
export type FailureCode = ErrorCode | 'unreachable';

/**
 * A non-200 answer (spec A7: only an HTTP 200 counts as success). Screens branch on `code`, which
 * names the reason; `status` is the HTTP status, shared by several reasons.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: FailureCode;
  readonly body: Omit<ApiErrorBody, 'code'>;

  constructor(status: number, body: Omit<ApiErrorBody, 'code'> & { code?: FailureCode }) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? (status === 0 ? 'unreachable' : codeForStatus(status));
    this.body = { message: body.message, ...(body.errors && { errors: body.errors }) };
  }
}

/**
 * The app's service worker kept a write made offline, to send it when the network is back
 * (decision 0034): not made yet, and not failed either.
 */
export class QueuedWrite extends Error {
  constructor() {
    super(t('common.error.queued'));
    this.name = 'QueuedWrite';
  }
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /**
   * The route makes one change per Idempotency-Key (decision 0019): the request carries a key of its
   * own, and an answer lost on the way (a dropped connection, a server that died mid-request) is
   * asked again with the same key, so the change is made once.
   */
  repeatable?: boolean;
  /** The request outlives the page (sent while it unloads: `fetch` with `keepalive`). */
  keepalive?: boolean;
};

/** Waits before asking again after a lost answer (ms): two more tries, then the failure is shown. */
const REPEAT_AFTER_MS = [500, 2000];

/** What a request that got no answer says, in the active language. */
export const unreachable = (): string => t('common.error.unreachable');

/** The language the server answers in: the app's own (the pseudo-locale's words are English's). */
const answerLanguage = (): string => {
  const locale = activeLocale();
  return locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;
};

/** The session, platform and language headers every request carries. */
export const requestHeaders = (): Record<string, string> => {
  // The platform lets the server refuse what the iOS wrapper may not do (premium, spec A6); the
  // language words its messages (issue 35).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': answerLanguage(),
    [PLATFORM_HEADER]: getPlatform(),
  };
  const session = readSession();
  if (session) {
    headers[AUTH_HEADERS.email] = session.email;
    headers[AUTH_HEADERS.token] = session.token;
  }
  return headers;
};

/** The error of a non-200 answer: the server's `message` and `errors`, or the same nested under `data` (spec A8). */
export const failure = (status: number, data: unknown): ApiError => {
  const top = data as Partial<ApiErrorBody> & { data?: unknown };
  const nested = top.data && typeof top.data === 'object' ? (top.data as Partial<ApiErrorBody>) : {};
  const errorBody = typeof top.message === 'string' || top.errors ? top : nested;
  return new ApiError(status, {
    ...(isErrorCode(errorBody.code) && { code: errorBody.code }),
    message:
      typeof errorBody.message === 'string' ? errorBody.message : t('common.error.requestFailed', { status }),
    errors: errorBody.errors,
  });
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
};

/**
 * The one HTTP client of the app: adds the session and platform headers, sends JSON, and throws `ApiError`
 * for anything but 200. What a failure does to the screen is decided by `lib/error-handler`.
 */
export const apiFetch = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const headers = requestHeaders();
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.repeatable) headers[IDEMPOTENCY_HEADER] = crypto.randomUUID();
  const send = async (waits: number[]): Promise<Response> => {
    try {
      return await fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      const [wait, ...later] = waits;
      if (options.repeatable && wait !== undefined) {
        await sleep(wait);
        return send(later);
      }
      reportUnreachable();
      throw new ApiError(0, { message: unreachable() });
    }
  };
  const early = (options.method ?? 'GET') === 'GET' && !body ? await takeEarly(path, headers) : undefined;
  const response = early ?? (await send(REPEAT_AFTER_MS));
  // The worker answers in the server's place only when the network failed (decision 0034): what
  // the requests meet is the offline status, not `navigator.onLine` alone.
  if (response.headers.get(QUEUED_HEADER) || response.headers.get(KEPT_ANSWER_HEADER)) reportUnreachable();
  else reportReached();
  if (response.headers.get(QUEUED_HEADER)) throw new QueuedWrite();
  const data = await readBody(response);
  if (response.status !== 200) throw failure(response.status, data);
  return data as T;
};
