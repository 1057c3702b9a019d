/**
 * The reads a member page makes first (the member, home's day), sent while the page's scripts are
 * still arriving instead of after them (issue 13): on a phone's network each was a round trip
 * more between the first paint and the member's name on home. `apiFetch` takes the answer of
 * the same GET with the same headers, once, instead of asking again.
 */
type Early = { key: string; at: number; answer: Promise<Response | undefined> };

/** An answer not taken within this time is for a page the member has left: asked again. */
const KEPT_MS = 10_000;

const started = new Map<string, Early>();

const keyOf = (path: string, headers: Record<string, string>) =>
  JSON.stringify([path, Object.entries(headers).sort()]);

export const readEarly = (path: string, headers: Record<string, string>): void => {
  started.set(path, {
    key: keyOf(path, headers),
    at: Date.now(),
    // A lost connection is the page's own request to find (it repeats and reports it).
    answer: fetch(path, { headers }).catch(() => undefined),
  });
};

/** The early answer to this GET, if one was sent with these headers and not taken yet. */
export const takeEarly = (path: string, headers: Record<string, string>) => {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  return early.key === keyOf(path, headers) && Date.now() - early.at < KEPT_MS ? early.answer : undefined;
};

/** The guard sends the member elsewhere (the onboarding): the first page's reads are not wanted. */
export const dropEarly = (): void => started.clear();
