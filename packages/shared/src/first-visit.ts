/**
 * Where a browser's first visit came from (issue 38), kept in its storage until the sign-up sends it
 * (`attribution`). One function for both sides: the web app runs it as it starts, and the server
 * writes its source into each storefront page as that page's one small inline script, since a visitor
 * from a search or an ad lands there, on HTML with no app.
 *
 * Self-contained (it names nothing outside itself but the browser's globals), so that its source
 * runs as it is in a page: keeps the UTM source, medium and campaign, the linking page when it is
 * not one of ours, and the landing page, each cut to the 200 characters the server keeps. Later
 * visits change nothing; storage that refuses (private mode) leaves the sign-up without a source. It
 * also names the browser with a random id (`device`), kept with the member's source.
 */
export function keepFirstVisit(
  location: { origin: string; pathname: string; search: string },
  referrer: string,
  storage: { getItem: (key: string) => string | null; setItem: (key: string, value: string) => void },
): void {
  try {
    if (storage.getItem('studio.first_visit') !== null) return; // FIRST_VISIT_KEY
    const query = new URLSearchParams(location.search);
    let from: string | undefined;
    try {
      from = referrer && new URL(referrer).origin !== location.origin ? referrer : undefined;
    } catch {
      from = undefined;
    }
    const values: Record<string, string | null | undefined> = {
      // This browser, as an invite tells it from the inviter's own (issue 38): random, kept here.
      device: `${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`,
      // A gift's mail links to the sign-up with its code: its source is the gift (decision 0048).
      utm_source: query.get('utm_source') ?? (query.get('gift') ? 'gift' : null),
      utm_medium: query.get('utm_medium'),
      utm_campaign: query.get('utm_campaign'),
      referrer: from,
      landing_page: location.pathname,
    };
    const visit: Record<string, string> = {};
    for (const key of Object.keys(values)) {
      const value = values[key]?.trim().slice(0, 200);
      if (value) visit[key] = value;
    }
    storage.setItem('studio.first_visit', JSON.stringify(visit));
  } catch {
    // Storage may be unavailable: the sign-up then says nothing of its source.
  }
}

/** Where the web app keeps the member's session in the browser (apps/web/src/lib/session.ts). */
export const SESSION_STORAGE_KEY = 'studio.session';

/** The key the first visit is kept under. */
export const FIRST_VISIT_KEY = 'studio.first_visit';

/**
 * The storefront's inline script: `keepFirstVisit` as this build compiled it, called on the page. A
 * bundler's name helper (`__name`, which keeps function names) is defined for it when missing.
 */
export const FIRST_VISIT_SCRIPT = `(function(){var __name=function(f){return f};(${keepFirstVisit.toString()})(window.location,document.referrer,window.localStorage)})()`;

/**
 * The root's inline script when the storefront is shown there (issue 38): a member (a session in
 * this browser) goes home, as the spec's root does (A2); a visitor stays on the landing page.
 */
export const MEMBER_HOME_SCRIPT = `try{if(window.localStorage.getItem('${SESSION_STORAGE_KEY}'))window.location.replace('/page/home')}catch(e){}`;
