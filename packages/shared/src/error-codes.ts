/**
 * Every error answer's machine `code` (DESIGN 3, issue 15), with the HTTP status it is sent with.
 * The `message` is for the member and may be reworded; the `code` is for programs and is stable:
 * the web app branches on it, never on a status shared by several reasons.
 */
export const errorCodeStatus = {
  // What any route may answer.
  validation: 400,
  /** The body could not be read: not JSON, too deep, or of a type the route does not take. */
  malformed: 400,
  unauthorized: 401,
  payment_declined: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  /** A provider we depend on (payments, the app store) failed; the member may retry. */
  unavailable: 503,
  /** The server's disk (or quota) is full: nothing was stored; an operator must make room. */
  storage_full: 507,

  // Reasons of their own.
  /** The item or program needs premium (or a rental that covers it). */
  premium_required: 403,
  /** Premium is not sold inside the iOS app. */
  premium_not_in_app: 403,
  /** A signed media link is altered, expired or another folder's. */
  media_link_expired: 403,
  /** A webhook's signature or a store notification did not check out. */
  webhook_refused: 403,
  /** The catalogue price or plan changed since the page was loaded: reload and confirm again. */
  price_changed: 409,
  /** The member already has premium until a later date. */
  premium_active: 409,
  /** The subscription is already cancelled. */
  already_canceled: 409,
  /** The member already owns this program. */
  program_owned: 409,
  /** Another program is running: it must finish first. */
  program_in_progress: 409,
  /** There is no running program to configure. */
  no_running_program: 409,
  /** A program's congratulation is marked seen only once the program is completed. */
  program_not_completed: 409,
  /** Meal plans follow a running program. */
  program_required: 409,
  /** A weekly goal cannot change while a program sets it. */
  goal_locked_by_program: 409,
  /** An app-store transaction was already used for a purchase. */
  store_transaction_used: 409,
  /** An upcoming live does not open yet. */
  upcoming: 409,
  too_many_lists: 409,
  list_full: 409,
  photo_count_limit: 409,
  photo_storage_limit: 409,
  /** A promo code with this name exists. */
  promo_code_taken: 409,
  /** A program with this key exists (the console, issue 17). */
  program_key_taken: 409,
  /** A trainer or list with this key exists (the console's catalogue, issue 17). */
  catalog_key_taken: 409,
  /** Another program is sold as this App Store product. */
  store_product_taken: 409,
  /** A week a member of the program has reached cannot change or go, nor its days a week. */
  program_weeks_in_use: 409,
  /** The Idempotency-Key was sent before with a different request (issue 16). */
  idempotency_key_reused: 409,
  /** The member's data export is being prepared: one at a time (issue 33). */
  export_in_progress: 409,
  /** The member started MAX_EXPORTS_PER_DAY exports today; `Retry-After` says when the next may start. */
  export_limit: 429,
} as const;

export type ErrorCode = keyof typeof errorCodeStatus;

export const ERROR_CODES = Object.keys(errorCodeStatus) as [ErrorCode, ...ErrorCode[]];

/** The code of an error raised outside our own (the HTTP framework's, a plugin's), by its status. */
export const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'malformed';
  }
};
