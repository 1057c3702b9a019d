import { registerSW } from 'virtual:pwa-register';
import { SW_MESSAGES } from '@studio/shared';
import { isOffline, subscribeNetworkStatus } from './network-status';

export type ServiceWorkerEvents = {
  /** A new version is installed and waits: `reload` lets it take over and reloads the page. */
  onUpdate: (reload: () => void) => void;
  /** The worker sent the writes it had queued: the member's answers are read again. */
  onOutboxChange: () => void;
};

const post = (type: string) => navigator.serviceWorker?.controller?.postMessage({ type });

/**
 * Registers the app's service worker (sw/sw.ts, decision 0034) and connects it to the page: back
 * online (the browser says so, or a request reached the server again), the page asks it to send
 * the queued writes (Chromium's background sync may wait minutes, and other browsers have none);
 * its messages tell the page what changed.
 */
export const startServiceWorker = ({ onUpdate, onOutboxChange }: ServiceWorkerEvents): void => {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      onUpdate(() => {
        // workbox-window reloads by itself only for a version it found in its first 200 ms; one the
        // browser found later (a deploy while the tab is open) takes over in silence: reload then.
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
          once: true,
        });
        void update(true);
      }),
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    const type = event.data?.type;
    // Not on `queued`: read again now, the answers would be the ones kept from before the change.
    if (type === SW_MESSAGES.sent) onOutboxChange();
  });
  subscribeNetworkStatus(() => {
    if (!isOffline()) post(SW_MESSAGES.replay);
  });
  if (!isOffline()) post(SW_MESSAGES.replay);
};
