import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The suffix of a file being written; a sweep removes old ones a killed process left (issue 14). */
export const DRAFT_SUFFIX = '.part';

/**
 * Writes a file whole or not at all: under a hidden draft name beside it, flushed, then renamed
 * into place. A full disk or a failed write leaves no empty or cut file under the name (issue 14),
 * and the failure reaches the caller.
 */
export const writeFileWhole = async (
  file: string,
  body: string | Buffer | { copyOf: string },
  mode = 0o644,
): Promise<void> => {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const draft = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${crypto.randomBytes(4).toString('hex')}${DRAFT_SUFFIX}`,
  );
  try {
    if (typeof body === 'object' && 'copyOf' in body) {
      await fs.copyFile(body.copyOf, draft, fs.constants.COPYFILE_EXCL);
      await fs.chmod(draft, mode);
    }
    const handle = await fs.open(draft, typeof body === 'object' && 'copyOf' in body ? 'r+' : 'wx', mode);
    try {
      if (!(typeof body === 'object' && 'copyOf' in body)) await handle.writeFile(body);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(draft, file);
  } catch (error) {
    await fs.rm(draft, { force: true });
    throw error;
  }
};
