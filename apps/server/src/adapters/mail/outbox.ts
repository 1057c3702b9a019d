import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './port';

/**
 * Development and test mailer: each message is a JSON file in the outbox folder, newest last by
 * name. A message is written whole under a hidden name, flushed, then renamed into place: a full
 * disk leaves no empty or cut message behind (issue 14), and the failure reaches the caller.
 */
export const createOutboxMailer = (folder: string, from: string): Mailer => ({
  send: async (message: MailMessage) => {
    await fs.mkdir(folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`;
    const body = { from, ...message, date: new Date().toISOString() };
    const draft = path.join(folder, `.${name}.part`);
    try {
      const file = await fs.open(draft, 'wx', 0o600);
      try {
        await file.writeFile(`${JSON.stringify(body, null, 2)}\n`);
        await file.sync();
      } finally {
        await file.close();
      }
      await fs.rename(draft, path.join(folder, name));
    } catch (error) {
      await fs.rm(draft, { force: true });
      throw error;
    }
  },
  close: async () => {},
});
