import type { Attribution } from '@studio/shared';

const KEY = 'studio.first_visit';
/** The server keeps 200 characters of each; longer values are cut here rather than refused there. */
const MAX = 200;

const cut = (value: string | null | undefined): string | undefined =>
  value?.trim().slice(0, MAX) || undefined;

/**
 * Keeps where this browser's first visit came from (issue 38): its UTM parameters, the page that
 * linked to it (not one of ours) and the page it landed on. Later visits change nothing; the sign-up
 * sends it (`attribution`), so the owner sees which source brings members.
 */
export const keepFirstVisit = (location: Location = window.location, referrer = document.referrer): void => {
  try {
    if (window.localStorage.getItem(KEY) !== null) return;
    const query = new URLSearchParams(location.search);
    let from: string | undefined;
    try {
      from = referrer && new URL(referrer).origin !== location.origin ? referrer : undefined;
    } catch {
      from = undefined;
    }
    const visit: Attribution = {
      utm_source: cut(query.get('utm_source')),
      utm_medium: cut(query.get('utm_medium')),
      utm_campaign: cut(query.get('utm_campaign')),
      referrer: cut(from),
      landing_page: cut(location.pathname),
    };
    window.localStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage may be unavailable (private mode): the sign-up then says nothing of its source.
  }
};

/** The first visit kept by `keepFirstVisit`, for the sign-up; none when storage had none. */
export const firstVisit = (): Attribution | undefined => {
  try {
    const kept = window.localStorage.getItem(KEY);
    return kept ? (JSON.parse(kept) as Attribution) : undefined;
  } catch {
    return undefined;
  }
};
