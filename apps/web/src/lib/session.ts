import { DOWNLOADS_CACHE, OFFLINE_API_CACHE, SESSION_STORAGE_KEY, SW_MESSAGES } from '@studio/shared';
import { dropEarly } from './early-reads';

/** The stored session (spec A4): a flag, the e-mail and the token. Nothing else is kept in storage. */
const KEY = SESSION_STORAGE_KEY;

export type StoredSession = { email: string; token: string };

export const readSession = (): StoredSession | null => {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    return parsed.email && parsed.token ? { email: parsed.email, token: parsed.token } : null;
  } catch {
    return null;
  }
};

export const writeSession = (session: StoredSession): void => {
  window.localStorage.setItem(KEY, JSON.stringify(session));
};

/**
 * Logout, account deletion and any 401 clear all stored state (spec A4), the service worker's kept
 * answers and queued writes included (decision 0034).
 */
export const clearAllStoredState = (): void => {
  dropEarly();
  window.localStorage.clear();
  window.sessionStorage.clear();
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.signedOut });
  void globalThis.caches?.delete(OFFLINE_API_CACHE).catch(() => {});
  void globalThis.caches?.delete(DOWNLOADS_CACHE).catch(() => {});
};
