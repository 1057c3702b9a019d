import { DOWNLOAD_CHECK_DAYS, DOWNLOADS_CACHE, type ItemKind } from '@studio/shared';
import { useSyncExternalStore } from 'react';

/** Data saver: the ladder's lowest rendition; HD: its highest (issue 36). */
export type Rendition = 'saver' | 'hd';

/** A class kept on this device to play offline; its files are in the DOWNLOADS_CACHE. */
export type Download = {
  kind: ItemKind;
  id: number;
  title: string;
  /**
   * The master playlist's address and the class's length, to play it from the downloads page (the
   * service worker answers by storage key, whatever the signature). Absent in downloads made before.
   */
  hls?: string;
  duration?: number;
  rendition: Rendition;
  /** The picture's height in lines when the playlist says (360, 720), else null. */
  height: number | null;
  bytes: number;
  /** The cache keys of its files (downloadKey): deleted with it. */
  keys: string[];
  savedAt: number;
  /** When an online check last found the member premium (DOWNLOAD_CHECK_DAYS). */
  checkedAt: number;
};

const KEY = 'studio.downloads';
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: Download[] } = { raw: null, list: [] };

const read = (): Download[] => {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return [];
  }
  if (raw === cached.raw) return cached.list;
  let list: Download[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed as Download[];
  } catch {
    list = [];
  }
  cached = { raw, list };
  return list;
};

const write = (list: Download[]) => {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage refused (full, private mode): the files stay until the next change.
  }
  for (const listener of listeners) listener();
};

export const downloads = (): Download[] => read();

/** Whether two are the same class (a download, an item). */
export const same = (a: { kind: string; id: number }, b: { kind: string; id: number }) =>
  a.kind === b.kind && a.id === b.id;

/** Whether this device keeps `item` to play offline. */
export const isDownloaded = (item: { kind: string; id: number }): boolean =>
  read().some((e) => same(e, item));

export const saveDownload = (entry: Download) => write([...read().filter((e) => !same(e, entry)), entry]);

/** Removes downloads and their files. */
export const removeDownloads = async (gone: Download[]) => {
  if (gone.length === 0) return;
  write(read().filter((entry) => !gone.some((g) => same(g, entry))));
  // A file two downloads share (one video in two programs) stays while one keeps it.
  const kept = new Set(read().flatMap((entry) => entry.keys));
  const cache = await caches.open(DOWNLOADS_CACHE);
  await Promise.all(
    gone.flatMap((entry) => entry.keys.filter((key) => !kept.has(key)).map((key) => cache.delete(key))),
  );
};

/**
 * An online answer about the member (issue 36): premium ended, every download goes; premium, each
 * is confirmed for DOWNLOAD_CHECK_DAYS more.
 */
export const confirmDownloads = async (premium: boolean, now = Date.now()) => {
  const list = read();
  if (!premium) return removeDownloads(list);
  if (list.length > 0) write(list.map((entry) => ({ ...entry, checkedAt: now })));
};

/** Downloads no online check confirmed for DOWNLOAD_CHECK_DAYS go, online or not. */
export const expireDownloads = (now = Date.now()) =>
  removeDownloads(
    read().filter((entry) => now - entry.checkedAt > DOWNLOAD_CHECK_DAYS * 24 * 60 * 60 * 1000),
  );

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The downloads on this device, kept current. */
export const useDownloads = (): Download[] => useSyncExternalStore(subscribe, read, () => []);

/** A size in megabytes with one decimal, for a message's `{megabytes, number}`. */
export const megabytes = (bytes: number): number => Math.round(bytes / 100_000) / 10;
