import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeFileWhole } from '../../lib/write-whole';
import type { Mailer, MailMessage } from './port';

/**
 * Development and test mailer: each message is a JSON file in the outbox folder, newest last by
 * name. A message is written whole under a hidden name, flushed, then renamed into place: a full
 * disk leaves no empty or cut message behind (issue 14), and the failure reaches the caller.
 */
export const createOutboxMailer = (folder: string, from: string): Mailer => ({
  send: async (message: MailMessage) => {
    const { id, ...rest } = message;
    // A message sent again (a retried job whose first try got through) is written once.
    const names = id ? await fs.readdir(folder).catch(() => [] as string[]) : [];
    if (id && names.some((n) => n.endsWith(`-${id}.json`))) return;
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id ?? crypto.randomBytes(4).toString('hex')}.json`;
    const body = { from, ...rest, date: new Date().toISOString() };
    await writeFileWhole(path.join(folder, name), `${JSON.stringify(body, null, 2)}\n`, 0o600);
  },
  close: async () => {},
});
