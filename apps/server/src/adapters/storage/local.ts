import fs from 'node:fs/promises';
import path from 'node:path';
import mime from 'mime';
import { writeFileWhole } from '../../lib/write-whole';
import { assertSafeKey, type Storage } from './port';
import { isPublicMediaKey, type MediaSigner } from './signed-urls';

/** Files in a local folder, served by the server under `/media/` (private keys only by signed paths). */
export const createLocalStorage = (folder: string, signer: MediaSigner): Storage => ({
  put: async (key, body) => {
    assertSafeKey(key);
    // Whole or not at all: a full disk or a killed process leaves at most a draft (swept later).
    await writeFileWhole(path.join(folder, key), body);
  },
  putFile: async (key, file) => {
    assertSafeKey(key);
    await writeFileWhole(path.join(folder, key), { copyOf: file });
  },
  getFile: async (key) => {
    assertSafeKey(key);
    const file = path.join(folder, key);
    await fs.access(file);
    return file;
  },
  read: async (key) => {
    assertSafeKey(key);
    try {
      const body = await fs.readFile(path.join(folder, key));
      return {
        body,
        contentType: mime.getType(key) ?? 'application/octet-stream',
      };
    } catch {
      return null;
    }
  },
  remove: async (key) => {
    assertSafeKey(key, { draft: true });
    await fs.rm(path.join(folder, key), { force: true });
  },
  deletePrefix: async (prefix) => {
    assertSafeKey(prefix, { prefix: true });
    await fs.rm(path.join(folder, prefix), { recursive: true, force: true });
  },
  signer,
  list: async (prefix) => {
    assertSafeKey(prefix, { prefix: true });
    const root = path.join(folder, prefix);
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries.filter((entry) => entry.isFile());
    return Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const { mtime } = await fs.stat(file);
        return { key: path.relative(folder, file).split(path.sep).join('/'), modifiedAt: mtime };
      }),
    );
  },
  url: (key) => (isPublicMediaKey(key) ? `/media/${key}` : signer.path(key)),
  localFolder: folder,
});
