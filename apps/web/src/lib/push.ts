import { notificationPaths, type PushKey } from '@studio/shared';
import { apiFetch } from './api-client';

/**
 * Web Push on this device (issue 39, decision 0049): the browser's permission, its subscription
 * with the server's key, and the server's record of it. Asked only when the member chooses (after
 * a first finished workout, or in settings), never on a page's load.
 */
export type PushState =
  /** This browser has no Web Push (an iPhone's Safari tab: it comes once Studio is on the Home Screen). */
  | 'unsupported'
  /** The member said no in the browser: only the browser's site settings can undo it. */
  | 'denied'
  /** Not asked yet, or asked and not subscribed. */
  | 'off'
  | 'on';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** An iPhone or iPad browsing in Safari: Web Push needs the app on the Home Screen (iOS 16.4+). */
export const needsHomeScreen = (): boolean =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) &&
  !window.matchMedia?.('(display-mode: standalone)').matches &&
  !pushSupported();

const registration = () => navigator.serviceWorker.ready;

/** This device's subscription, if the app's worker is registered and has one. */
const currentSubscription = async () =>
  (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription() ?? null;

export const pushState = async (): Promise<PushState> => {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
};

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

/**
 * Asks the browser (the member's tap is the gesture it needs), subscribes with the server's key
 * and keeps the subscription on the server. A subscription made with another key (the server's
 * keys changed) is replaced.
 */
export const allowPush = async (): Promise<PushState> => {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const { public_key } = await apiFetch<PushKey>(notificationPaths.pushKey);
  const { pushManager } = await registration();
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(public_key) };
  let subscription = await pushManager.getSubscription();
  try {
    subscription ??= await pushManager.subscribe(options);
  } catch {
    await subscription?.unsubscribe();
    subscription = await pushManager.subscribe(options);
  }
  await apiFetch(notificationPaths.pushSubscription, { method: 'PUT', json: subscription.toJSON() });
  return 'on';
};

/** Stops this device's notifications: the server forgets it, and the browser drops it. */
export const stopPush = async (): Promise<void> => {
  if (!pushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiFetch(notificationPaths.pushSubscription, {
    method: 'DELETE',
    json: { endpoint: subscription.endpoint },
  }).catch(() => undefined);
  await subscription.unsubscribe();
};
