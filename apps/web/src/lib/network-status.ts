import { apiPaths } from '@studio/shared';

/**
 * Whether the app reaches its server (decision 0034). The browser's word alone is not enough:
 * `navigator.onLine` stays true on a network that is connected but reaches nothing (a gym's Wi-Fi
 * behind a captive portal, "lie-fi"), and Chromium's can read true in a page the service worker
 * opened with the network off. So the status also follows what the requests did: one that got no
 * answer, or that the worker answered from what it kept because the network failed, says offline;
 * one that reached the server says online again.
 */

type Listener = () => void;

/** While the requests say offline and the browser does not, how often the server is asked again. */
export const RECHECK_MS = 10_000;

/** The last request found no network (no answer, or the worker's kept answer in its place). */
let unreachable = false;
/** The status the listeners were last told. */
let told: boolean | null = null;
const listeners = new Set<Listener>();
let recheck: ReturnType<typeof setInterval> | null = null;

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** Offline: the browser says so, or the last request found no network. */
export const isOffline = (): boolean => !browserOnline() || unreachable;

/** Asks the server, past the worker and the HTTP cache, whether it answers (any answer will do). */
const checkServer = async () => {
  try {
    await fetch(apiPaths.healthLive, { cache: 'no-store' });
    reportReached();
  } catch {
    // Still nothing: the next check asks again.
  }
};

/**
 * Requests alone say offline while the browser says online: nothing may ask the server for a while
 * (a member reading a recipe), so the app asks it now and then, and says online once it answers.
 * Where the browser says offline it tells when it is back ("online"): no need to ask meanwhile.
 */
const syncRecheck = () => {
  const wanted = unreachable && browserOnline() && listeners.size > 0;
  if (wanted && !recheck) recheck = setInterval(() => void checkServer(), RECHECK_MS);
  if (!wanted && recheck) {
    clearInterval(recheck);
    recheck = null;
  }
};

const update = () => {
  syncRecheck();
  const now = isOffline();
  if (now === told) return;
  told = now;
  for (const listener of [...listeners]) listener();
};

/** A request got no answer at all, or only the worker's kept one: the network is not there. */
export const reportUnreachable = (): void => {
  unreachable = true;
  update();
};

/** A request was answered by the server (whatever its status): the network is there. */
export const reportReached = (): void => {
  unreachable = false;
  update();
};

// A new connection is believed until a request says otherwise.
const onBrowserOnline = () => reportReached();
const onBrowserOffline = () => update();

/** Calls `listener` each time the status turns (offline ↔ online); returns the unsubscribe. */
export const subscribeNetworkStatus = (listener: Listener): (() => void) => {
  if (listeners.size === 0) {
    told = isOffline();
    window.addEventListener('online', onBrowserOnline);
    window.addEventListener('offline', onBrowserOffline);
  }
  listeners.add(listener);
  syncRecheck();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onBrowserOnline);
    window.removeEventListener('offline', onBrowserOffline);
    syncRecheck();
  };
};
