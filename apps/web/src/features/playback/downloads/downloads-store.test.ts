import { DOWNLOAD_CHECK_DAYS, DOWNLOADS_CACHE } from '@studio/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  confirmDownloads,
  type Download,
  downloads,
  expireDownloads,
  removeDownloads,
  saveDownload,
} from './downloads-store';

const DAY = 24 * 60 * 60 * 1000;

/** The browser's Cache Storage, in memory: one cache of keys (happy-dom has none). */
const files = new Map<string, Set<string>>();
const cacheStorage = {
  open: async (name: string) => {
    const keys = files.get(name) ?? new Set<string>();
    files.set(name, keys);
    return {
      put: async (key: string) => void keys.add(key),
      delete: async (key: string) => keys.delete(key),
    };
  },
};

const aDownload = (id: number, keys: string[], checkedAt: number): Download => ({
  kind: 'workout',
  id,
  title: `Class ${id}`,
  rendition: 'saver',
  height: 360,
  bytes: 1_000_000,
  keys,
  savedAt: checkedAt,
  checkedAt,
});

beforeEach(async () => {
  files.clear();
  window.localStorage.clear();
  vi.stubGlobal('caches', cacheStorage);
  const cache = await cacheStorage.open(DOWNLOADS_CACHE);
  for (const key of ['/media/d/a/index.m3u8', '/media/d/a/seg0.ts', '/media/d/b/seg0.ts'])
    await cache.put(key);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downloads kept to what the member may watch (issue 36)', () => {
  it('deletes every download and its files when an online check finds premium ended', async () => {
    saveDownload(aDownload(1, ['/media/d/a/index.m3u8', '/media/d/a/seg0.ts'], Date.now()));
    saveDownload(aDownload(2, ['/media/d/b/seg0.ts'], Date.now()));
    await confirmDownloads(true, Date.now());
    expect(downloads()).toHaveLength(2);
    await confirmDownloads(false);
    expect(downloads()).toEqual([]);
    expect(files.get(DOWNLOADS_CACHE)?.size).toBe(0);
  });

  it(`deletes those no check confirmed for ${DOWNLOAD_CHECK_DAYS} days, and a check restarts the count`, async () => {
    const now = Date.now();
    saveDownload(aDownload(1, ['/media/d/a/index.m3u8'], now - (DOWNLOAD_CHECK_DAYS + 1) * DAY));
    saveDownload(aDownload(2, ['/media/d/b/seg0.ts'], now - (DOWNLOAD_CHECK_DAYS - 1) * DAY));
    await expireDownloads(now);
    expect(downloads().map((d) => d.id)).toEqual([2]);
    expect([...(files.get(DOWNLOADS_CACHE) ?? [])]).toEqual(['/media/d/a/seg0.ts', '/media/d/b/seg0.ts']);
    await confirmDownloads(true, now);
    await expireDownloads(now + (DOWNLOAD_CHECK_DAYS - 1) * DAY);
    expect(downloads().map((d) => d.id)).toEqual([2]);
  });

  it('keeps a file another download still names', async () => {
    const shared = '/media/d/a/seg0.ts';
    const first = aDownload(1, [shared], Date.now());
    saveDownload(first);
    saveDownload(aDownload(2, [shared], Date.now()));
    await removeDownloads([first]);
    expect(files.get(DOWNLOADS_CACHE)?.has(shared)).toBe(true);
  });
});
