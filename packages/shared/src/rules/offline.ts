import { libraryPaths, nutritionPaths, shoppingListPaths } from '../api-paths';

/**
 * What the web app's service worker keeps for offline use and what it queues (issue 19, decision
 * 0034). Shared because the server must honour an `Idempotency-Key` on every queued write: a
 * write replayed after its answer was lost is made once (decision 0019).
 */

/** The Cache Storage name of the member's API answers kept for offline reading. */
export const OFFLINE_API_CACHE = 'studio-api';
/** The Cache Storage name of the classes a member downloaded to watch offline (issue 36). */
export const DOWNLOADS_CACHE = 'studio-downloads';
/** Downloads go when no online check has confirmed the member's premium for this many days. */
export const DOWNLOAD_CHECK_DAYS = 30;
const SIGNED_MEDIA = /^\/media\/s\/\d+\/[\w-]+\/(.+)$/;
/**
 * The key a downloaded file is kept under: its storage key, whatever expiry and signature the
 * address carries (a later answer signs the same file anew). Null for any other address.
 */
export const downloadKey = (pathname: string): string | null => {
  const match = SIGNED_MEDIA.exec(pathname);
  return match ? `/media/d/${match[1]}` : null;
};

/** The background-sync queue of writes made offline. */
export const OFFLINE_OUTBOX = 'studio-outbox';
/** How long a queued write is kept for a member who stays offline (minutes): a week. */
export const OFFLINE_OUTBOX_MINUTES = 7 * 24 * 60;
/** The header of the service worker's own 202 answer to a write it queued. */
export const QUEUED_HEADER = 'x-studio-queued';
/**
 * The header the service worker adds to an answer it gave from what it kept because the network
 * failed: the app then says it is offline, whatever `navigator.onLine` reads.
 */
export const KEPT_ANSWER_HEADER = 'x-studio-kept';

/** Messages between the app and its service worker. */
export const SW_MESSAGES = {
  /** app → worker: back online, send the queued writes now. */
  replay: 'studio:replay-outbox',
  /** app → worker: signed out, forget the member's kept answers and queued writes. */
  signedOut: 'studio:signed-out',
  /** app → worker: the waiting new version takes over, then the app reloads (workbox-window's word). */
  skipWaiting: 'SKIP_WAITING',
  /** worker → app: a write was queued, or the queue was sent: read the answers again. */
  queued: 'studio:queued',
  sent: 'studio:outbox-sent',
} as const;

/** A route pattern with `:param` segments, as a RegExp over a URL's path. */
const pattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/gi, '[^/]+')}$`);

/** The member GETs kept for offline: every API read but the console's, payments' and the calendar feed's. */
export const isOfflineRead = (pathname: string): boolean =>
  /^\/api\/v[34]\//.test(pathname) && !/^\/api\/v[34]\/(studio|braintrees|calendar)\//.test(pathname);

/**
 * The writes a member may make offline, queued and sent when back online: a finished workout, a
 * meal eaten, a shopping-list tick. Each is once-only on the server, and declared idempotent there.
 */
export const QUEUED_WRITES: readonly { method: 'POST' | 'PUT'; path: string }[] = [
  { method: 'POST', path: libraryPaths.finished },
  { method: 'POST', path: nutritionPaths.completeMeal(':id') },
  { method: 'PUT', path: shoppingListPaths.line(':key') },
];

const queuedPatterns = QUEUED_WRITES.map(({ method, path }) => ({ method, regex: pattern(path) }));

/** Whether a write to `pathname` is queued when the network fails. */
export const isQueuedWrite = (method: string, pathname: string): boolean =>
  queuedPatterns.some((write) => write.method === method && write.regex.test(pathname));

/** What the app says about the network and its versions (ours: the spec has no offline mode). */
export const offlineMessages = {
  offline: 'frame.offline.banner',
  queued: 'frame.offline.queued',
  queuedTitle: 'frame.offline.queuedTitle',
  updateAvailable: 'frame.offline.updateAvailable',
  reload: 'frame.offline.reload',
} as const;
