import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Private media (member files, catalogue videos) are reached only through signed, expiring paths
 * `/media/s/<expiry>/<signature>/<key>` (issue 14). The signature is an HMAC of the expiry and a
 * scope: the file itself, or for an HLS playlist its folder, so that the playlist's relative
 * segment addresses resolve beside it and are covered by the same signature (no playlist is
 * rewritten; byte ranges and the browser's cache work on plain paths).
 *
 * Expiries are rounded: every URL minted within one hour carries the same expiry, four hours after
 * the hour began, so a URL works for at least three hours (a long class plays to its end) and the
 * same segment keeps the same address for an hour (the browser's cache hits). A kept answer that
 * holds such URLs is kept no longer than the hour (`mediaUrlWindowEnd`).
 */
export const MEDIA_URL_WINDOW_MS = 60 * 60 * 1000;
export const MEDIA_URL_LIFETIME_MS = 4 * MEDIA_URL_WINDOW_MS;

/** The prefix of signed media paths. */
export const SIGNED_MEDIA_PREFIX = '/media/s/';

/** Catalogue images are public; member files and catalogue videos are private. */
export const isPublicMediaKey = (key: string): boolean =>
  key.startsWith('catalog/') && !key.startsWith('catalog/videos/');

/** When URLs minted at `at` stop being minted with the same expiry: kept answers holding them end there. */
export const mediaUrlWindowEnd = (at: number): number =>
  (Math.floor(at / MEDIA_URL_WINDOW_MS) + 1) * MEDIA_URL_WINDOW_MS;

/** The expiry (epoch seconds) of URLs minted at `at`. */
const expiryOf = (at: number): number =>
  (Math.floor(at / MEDIA_URL_WINDOW_MS) * MEDIA_URL_WINDOW_MS + MEDIA_URL_LIFETIME_MS) / 1000;

/** The folder of a key, with its slash (`catalog/videos/ab12/`). */
const folderOf = (key: string): string => key.slice(0, key.lastIndexOf('/') + 1);

/** What a URL for the key signs: an HLS playlist's folder, otherwise the file. */
const scopeOf = (key: string): string => (key.toLowerCase().endsWith('.m3u8') ? folderOf(key) : key);

export type MediaSigner = {
  /** The signed path of a private key, minted at `at` (ms). */
  path: (key: string, at?: number) => string;
  /** A signed path that works until `until` (ms, whole seconds): a file with its own lifetime (a data export). */
  pathUntil: (key: string, until: number) => string;
  /**
   * Whether a signed path's expiry and signature admit the key at `at`: the signature must be of
   * the key itself or of its folder (a playlist's segment), and the expiry still ahead.
   */
  verify: (expiry: string, signature: string, key: string, at?: number) => boolean;
};

export const createMediaSigner = (secret: string): MediaSigner => {
  // 128 bits of HMAC-SHA256, in base64url: 22 characters, compared as text so one encoding only.
  const sign = (expiry: number, scope: string) =>
    createHmac('sha256', secret).update(`${expiry}\n${scope}`).digest().subarray(0, 16).toString('base64url');
  const matches = (given: Buffer, expiry: number, scope: string) =>
    timingSafeEqual(given, Buffer.from(sign(expiry, scope)));
  return {
    path: (key, at = Date.now()) => {
      const expiry = expiryOf(at);
      return `${SIGNED_MEDIA_PREFIX}${expiry}/${sign(expiry, scopeOf(key))}/${key}`;
    },
    pathUntil: (key, until) => {
      const expiry = Math.floor(until / 1000);
      return `${SIGNED_MEDIA_PREFIX}${expiry}/${sign(expiry, scopeOf(key))}/${key}`;
    },
    verify: (expiryText, signature, key, at = Date.now()) => {
      if (!/^\d{1,12}$/.test(expiryText) || !/^[A-Za-z0-9_-]{22}$/.test(signature)) return false;
      const expiry = Number(expiryText);
      if (expiry * 1000 <= at) return false;
      const given = Buffer.from(signature);
      return matches(given, expiry, key) || matches(given, expiry, folderOf(key));
    },
  };
};
