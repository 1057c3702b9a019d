import type { MediaSigner } from './signed-urls';

/** Stores member files (avatars, photos) and media under string keys such as `members/12/avatar-ab12.png`. */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** Stores a file from disk without reading it into memory (uploaded videos: up to gigabytes). */
  putFile: (key: string, file: string, contentType: string) => Promise<void>;
  /**
   * A stored file as a file on this machine, for a tool that reads files (ffmpeg): local storage
   * answers its own file (read it, never change it), S3 downloads it into `folder`.
   */
  getFile: (key: string, folder: string) => Promise<string>;
  /** Local storage serves its files itself; S3 answers null (files are served by the bucket or a CDN). */
  read: (key: string) => Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes one file; a missing file is not an error. */
  remove: (key: string) => Promise<void>;
  deletePrefix: (prefix: string) => Promise<void>;
  /** Every file under a prefix and when it was written (the orphan sweep), drafts of a local write included. */
  list: (prefix: string) => Promise<StoredFile[]>;
  /**
   * The address a client fetches a key at: a public key's plain address (local `/media/…`, the
   * bucket or CDN), a private key's signed, expiring path served by the server (signed-urls.ts).
   */
  url: (key: string) => string;
  /** Mints and checks the signed paths of private keys. */
  signer: MediaSigner;
  /** S3 only: a presigned GET of a key for so many seconds (the server redirects a signed path there). */
  presign?: (key: string, seconds: number) => Promise<string>;
  /** Local storage only: the folder of its files, which the server sends itself (ranges, ETags). */
  localFolder?: string;
};

export type StoredFile = { key: string; modifiedAt: Date };

/**
 * A key in its one canonical spelling: segments of letters, digits, `_`, `.` and `-`, none empty
 * and none starting with a dot (no `.`, `..` or hidden name), so that no store can resolve it to
 * another key. A prefix may end with its slash. Checked before any decision about a key (issue 33:
 * `catalog/./videos/…` read as public, and S3 resolved it to the private video).
 */
export const isCanonicalKey = (key: string, { prefix = false } = {}): boolean => {
  const path = prefix && key.endsWith('/') ? key.slice(0, -1) : key;
  return path.split('/').every((segment) => /^[a-z0-9][a-z0-9_.-]*$/i.test(segment));
};

/**
 * A local write's draft (`folder/.name.xxxx.part`, write-whole.ts): what a store lists and the
 * orphan sweep removes. Its name starts with one dot, then a canonical name; never served.
 */
const isDraftKey = (key: string): boolean => {
  const slash = key.lastIndexOf('/');
  const name = key.slice(slash + 1);
  return slash > 0 && isCanonicalKey(key.slice(0, slash)) && /^\.[a-z0-9][a-z0-9_.-]*\.part$/i.test(name);
};

/**
 * Keys are made by the server only; this guards against a key escaping its folder. `draft`: a
 * listed draft may be named too (removing what a killed write left).
 */
export const assertSafeKey = (key: string, options: { prefix?: boolean; draft?: boolean } = {}): void => {
  if (isCanonicalKey(key, options) || (options.draft === true && isDraftKey(key))) return;
  throw new Error(`Unsafe storage key: ${key}`);
};
