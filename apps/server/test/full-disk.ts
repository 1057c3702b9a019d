import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A full disk is a small tmpfs, which only root may mount (CI runs as root). */
export const canMountTmpfs = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(path.join(os.tmpdir(), 'studio-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

/** Runs `work` on a 64 KB disk mounted at `folder/disk`, unmounted afterwards. */
export const onSmallDisk = async (folder: string, work: (disk: string) => Promise<void>): Promise<void> => {
  const disk = path.join(folder, 'disk');
  await fs.mkdir(disk);
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', disk]);
  try {
    await work(disk);
  } finally {
    execFileSync('umount', [disk]);
  }
};
