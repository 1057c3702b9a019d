import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { readerLocale, translate } from '../../lib/i18n';
import { readSections, toCsv } from './export-sections';

/**
 * Writes a member's export ZIP to a file (issue 19, decision 0033): each section as JSON and CSV,
 * and every progress photo as it is stored. The archive streams to disk (fflate's `Zip`), and
 * photos stream into it a chunk at a time, so a member with gigabytes of photos never sits in
 * memory. Answers the file, in a folder of its own the caller removes.
 */
export const buildExportFile = async ({
  db,
  storage,
  userId,
}: {
  db: Db;
  storage: Storage;
  userId: number;
}): Promise<{ file: string; folder: string }> => {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-export-'));
  const file = path.join(folder, 'export.zip');
  const out = createWriteStream(file);
  const failed = new Promise<never>((_, reject) => out.on('error', reject));
  let zipError: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) zipError = error;
    else out.write(chunk);
    if (final || error) out.end();
  });
  const drain = async () => {
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), failed]);
  };
  const addText = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(new TextEncoder().encode(text), true);
  };

  const sections = await readSections(db, userId);
  const photos = sections.find((s) => s.name === 'photos')?.rows ?? [];
  // The photo's file in the archive stands for where it is stored.
  const photoFiles = photos.map((photo) => {
    const key = String(photo.storage_key);
    photo.file = `photos/${photo.id}${path.extname(key) || '.jpg'}`;
    delete photo.storage_key;
    return { key, name: String(photo.file) };
  });
  const account = sections.find((s) => s.name === 'account')?.rows[0] ?? {};
  addText('account.json', `${JSON.stringify(account, null, 2)}\n`);
  addText('account.csv', toCsv([account]));
  for (const section of sections.filter((s) => s.name !== 'account')) {
    addText(`${section.name}.json`, `${JSON.stringify(section.rows, null, 2)}\n`);
    addText(`${section.name}.csv`, toCsv(section.rows));
    await drain();
  }
  // The archive's guide in the member's language (issue 35); its files' names and fields are the API's.
  const [member] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  addText(
    'README.txt',
    `${translate(await readerLocale(db, member?.language ?? null), 'server.export.readme')}\n`,
  );

  const originals = await fs.mkdtemp(path.join(folder, 'photos-'));
  for (const photo of photoFiles) {
    // A photo whose file is gone (a store that lost it) leaves its row in photos.json, nothing more.
    const local = await storage.getFile(photo.key, originals).catch(() => null);
    if (!local) continue;
    // Photos are compressed already: stored as they are.
    const entry = new ZipPassThrough(photo.name);
    zip.add(entry);
    for await (const chunk of createReadStream(local)) {
      entry.push(chunk as Uint8Array);
      await drain();
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  await Promise.race([once(out, 'close'), failed]);
  if (zipError) throw zipError;
  return { file, folder };
};
