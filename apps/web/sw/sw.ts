/// <reference lib="webworker" />
import {
  AUTH_HEADERS,
  DOWNLOAD_CHECK_DAYS,
  DOWNLOADS_CACHE,
  downloadKey,
  isOfflineRead,
  isQueuedWrite,
  KEPT_ANSWER_HEADER,
  OFFLINE_API_CACHE,
  OFFLINE_OUTBOX,
  OFFLINE_OUTBOX_MINUTES,
  openPushTarget,
  QUEUED_HEADER,
  readPush,
  STOREFRONT_PATH,
  SW_MESSAGES,
} from '@studio/shared';
import { Queue } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

/**
 * The web app's service worker (issue 19, decision 0034): the app's shell from the precache, the
 * member's reads from the network and, when it fails, from what the last answer was; writes that
 * a member may make offline are queued and sent when the network is back (background sync, and
 * the app's own "online" message where the browser's sync does not come).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls the open page at once (its reads are kept from then on); a later
// version waits in the background until the member takes it ("Update available — reload").
clientsClaim();

// Every page of the app is index.html: opened offline from the precache. /api and /media are not
// pages, and the storefront's pages (issue 38) are the server's own HTML.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, STOREFRONT_PATH],
  }),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Answers are kept per member: the key carries the session's e-mail, so a second member on the
// device never reads the first one's, even before the sign-out empties the cache.
const perMember = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    url.searchParams.set('__member', request.headers.get(AUTH_HEADERS.email) ?? '');
    return url.href;
  },
};

// NetworkFirst reads its cache only when the network failed: the kept answer says so in a header,
// and the page shows it is offline (`navigator.onLine` may say otherwise: lie-fi, Chromium).
const saysKept = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(KEPT_ANSWER_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && isOfflineRead(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_API_CACHE,
    plugins: [
      perMember,
      // As long as a download lasts unchecked: a downloaded class's page opens as long as it plays.
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: DOWNLOAD_CHECK_DAYS * 24 * 60 * 60 }),
      saysKept,
    ],
  }),
);

// A class the member downloaded (issue 36) plays from the device: its files are kept by their
// storage key, whatever signature the address asking for them carries. Its segments come from
// there online too (no data spent twice); its playlists from the network when it answers, so that
// online the player still has every rendition (the kept master names the downloaded one alone).
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && downloadKey(url.pathname) !== null,
  async ({ url, request }) => {
    const key = downloadKey(url.pathname);
    const kept = () => (key ? caches.open(DOWNLOADS_CACHE).then((cache) => cache.match(key)) : undefined);
    if (!url.pathname.endsWith('.m3u8')) return (await kept()) ?? fetch(request);
    try {
      const answer = await fetch(request);
      // A downloaded class played from the downloads page asks with the address it was downloaded
      // from, whose signature may have expired: the kept playlist answers then.
      return answer.ok ? answer : ((await kept()) ?? answer);
    } catch (error) {
      const answer = await kept();
      if (answer) return answer;
      throw error;
    }
  },
);

const tell = async (type: string) => {
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const client of windows) client.postMessage({ type });
};

const outbox = new Queue(OFFLINE_OUTBOX, {
  maxRetentionTime: OFFLINE_OUTBOX_MINUTES,
  onSync: async ({ queue }) => {
    await queue.replayRequests();
    await tell(SW_MESSAGES.sent);
  },
});

let replaying: Promise<void> | null = null;
/** Sends what is queued, once at a time; a failure leaves the rest queued for the next try. */
const replay = () => {
  replaying ??= outbox
    .replayRequests()
    .then(() => tell(SW_MESSAGES.sent))
    .catch(() => {})
    .finally(() => {
      replaying = null;
    });
  return replaying;
};

const queueable = ['POST', 'PUT'];
for (const method of queueable) {
  registerRoute(
    ({ url, request }) => sameOrigin(url) && isQueuedWrite(request.method, url.pathname),
    async ({ request }) => {
      const copy = request.clone();
      try {
        return await fetch(request);
      } catch {
        // No answer at all (offline): queued. The same Idempotency-Key goes with it, so a write whose
        // answer alone was lost is made once when it is sent again.
        await outbox.pushRequest({ request: copy });
        await tell(SW_MESSAGES.queued);
        return new Response(JSON.stringify({ queued: true }), {
          status: 202,
          headers: { 'content-type': 'application/json', [QUEUED_HEADER]: '1' },
        });
      }
    },
    method as 'POST' | 'PUT',
  );
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGES.replay) event.waitUntil(replay());
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGES.signedOut) {
    event.waitUntil(
      (async () => {
        await caches.delete(OFFLINE_API_CACHE);
        // A downloaded class was the member's, on their premium: gone with them.
        await caches.delete(DOWNLOADS_CACHE);
        // The signed-out member's queued writes carry a session that has just ended: dropped.
        while (await outbox.shiftRequest()) {}
      })(),
    );
  }
});

// Push notifications (issue 39, decision 0049): the server's message is shown as it says, one per
// tag (a message sent again replaces its first), and tapping it opens the page it is about, in
// the app's open window when there is one.
self.addEventListener('push', (event) => {
  const message = readPush(event.data?.text());
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
      data: { path: message.path },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPushTarget(self.clients, self.location.origin, event.notification.data));
});
