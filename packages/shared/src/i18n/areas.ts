/**
 * The message catalogues (decision 0039): one JSON file per area and language, at
 * `catalog/<area>/<locale>.json`, every key starting with `<area>.`. An area is the words of one
 * part of Studio, so that those who change a part change its catalogue only.
 *
 * The web app loads an area with the pages that show it, as part of a bundle: one script per
 * bundle and language, so a page brings its language's words only, and the sign pages little.
 */
export const WEB_BUNDLES = {
  /**
   * Every page, the sign pages first: what they show (validation, the sign pages' words) and what
   * every screen uses. Kept small: it is part of the 150 KB /sign/login may load, so `common` holds
   * only what a sign page can show (its fields' labels, validation, request errors); the rest of
   * packages/shared's words are in `shared`.
   */
  sign: ['common', 'sign'],
  /**
   * The member's pages and their frame (loaded with any member page, the onboarding included);
   * `shared` holds packages/shared's words that only member pages show (billing, programs...).
   */
  member: [
    'shared',
    'frame',
    'onboarding',
    'home',
    'week',
    'library',
    'programs',
    'nutrition',
    'billing',
    'profile',
    'saved',
  ],
  /** The studio console (staff only); `shared` too, for the labels and messages it shares with members. */
  studio: ['shared', 'studio', 'catalogue', 'studioPrograms', 'settings'],
  /**
   * The labels of the fields the member and console forms name, which their refusals word ("Weight
   * must be a number"): loaded when a form first checks its values (the console at once), not with
   * every member page, which keeps /page/home within its 250 KB (issue 13). The sign pages' own
   * labels are in `common`.
   */
  fields: ['field'],
} as const;

export type WebBundle = keyof typeof WEB_BUNDLES;

/** What the server alone says: its own error messages, mails, the calendar feed and the storefront's pages. */
export const SERVER_AREAS = ['server', 'mail', 'feed', 'storefront'] as const;

export type Area = (typeof WEB_BUNDLES)[WebBundle][number] | (typeof SERVER_AREAS)[number];
/** Every area once (`shared` is in two bundles). */
export const AREAS: readonly Area[] = [...new Set([...Object.values(WEB_BUNDLES).flat(), ...SERVER_AREAS])];
