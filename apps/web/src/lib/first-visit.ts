import { type Attribution, FIRST_VISIT_KEY, keepFirstVisit as keep } from '@studio/shared';

/**
 * Keeps where this browser's first visit came from (issue 38; `keepFirstVisit` of packages/shared,
 * which the storefront's pages run too). Later visits change nothing.
 */
export const keepFirstVisit = (location: Location = window.location, referrer = document.referrer): void => {
  try {
    keep(location, referrer, window.localStorage);
  } catch {
    // window.localStorage itself may throw (storage disabled).
  }
};

/** The first visit kept by `keepFirstVisit`, for the sign-up; none when storage had none. */
export const firstVisit = (): Attribution | undefined => {
  try {
    const kept = window.localStorage.getItem(FIRST_VISIT_KEY);
    return kept ? (JSON.parse(kept) as Attribution) : undefined;
  } catch {
    return undefined;
  }
};
