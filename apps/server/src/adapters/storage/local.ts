import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './port';
import { isPublicMediaKey, type MediaSigner } from './signed-urls';

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
};

/** Files in a local folder, served by the server under `/media/` (private keys only by signed paths). */
export const createLocalStorage = (folder: string, signer: MediaSigner): Storage => ({
  put: async (key, body) => {
    assertSafeKey(key);
    const file = path.join(folder, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
  },
  read: async (key) => {
    assertSafeKey(key);
    try {
      const body = await fs.readFile(path.join(folder, key));
      return {
        body,
        contentType: contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
      };
    } catch {
      return null;
    }
  },
  remove: async (key) => {
    assertSafeKey(key);
    await fs.rm(path.join(folder, key), { force: true });
  },
  deletePrefix: async (prefix) => {
    assertSafeKey(prefix);
    await fs.rm(path.join(folder, prefix), { recursive: true, force: true });
  },
  signer,
  url: (key) => (isPublicMediaKey(key) ? `/media/${key}` : signer.path(key)),
  localFile: (key) => {
    assertSafeKey(key);
    return {
      path: path.join(folder, key),
      contentType: contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
    };
  },
});
