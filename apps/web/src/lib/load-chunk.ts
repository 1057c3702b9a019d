import { CHUNK_LOAD_TIMEOUT_MS } from '@studio/shared';

/** A page's code did not arrive in time (spec A8, A9: a load error after 120 seconds). */
export class ChunkLoadError extends Error {
  // i18n-exempt: the error's message, for the log; the page shows its own words (route-error.tsx).
  constructor(message = 'This page took too long to load.') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** Loads a lazy chunk, failing with `ChunkLoadError` when it has not arrived within the time-out. */
export const loadChunk = <T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

const RELOAD_KEY = 'studio:chunk-reload';
const RELOAD_WINDOW_MS = 60_000;

/**
 * Whether the app may reload itself for a chunk of `pathname` that failed to load: once per page
 * in a minute (remembered in sessionStorage, so a reload that fails again shows the error instead
 * of looping).
 */
export const reloadOnceFor = (pathname: string, now = Date.now()): boolean => {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as {
      path: string;
      at: number;
    } | null;
    if (last && last.path === pathname && now - last.at < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ path: pathname, at: now }));
    return true;
  } catch {
    return false;
  }
};
