import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './port';

/** Development and test mailer: each message is a JSON file in the outbox folder, newest last by name. */
export const createOutboxMailer = (folder: string, from: string): Mailer => ({
  send: async (message: MailMessage) => {
    await fs.mkdir(folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`;
    const body = { from, ...message, date: new Date().toISOString() };
    await fs.writeFile(path.join(folder, name), `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  },
  close: async () => {},
});
