import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canMountTmpfs, onSmallDisk } from '../../../test/full-disk';
import { createMailer } from './index';
import { createOutboxMailer } from './outbox';

let folder: string;
beforeEach(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-outbox-'));
});
afterEach(async () => {
  await fs.rm(folder, { recursive: true, force: true });
});

const readAll = async (dir: string) => {
  const names = (await fs.readdir(dir)).sort();
  return Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8'))));
};

describe('outbox mailer', () => {
  it('writes each message as a JSON file with the sender and a date, creating the folder', async () => {
    const outbox = path.join(folder, 'outbox');
    const mailer = createOutboxMailer(outbox, 'Studio <no-reply@studio.test>');
    await mailer.send({ to: 'ana@example.com', subject: 'Hello', text: 'Hi Ana', html: '<p>Hi Ana</p>' });
    const [mail] = await readAll(outbox);
    expect(mail).toMatchObject({
      from: 'Studio <no-reply@studio.test>',
      to: 'ana@example.com',
      subject: 'Hello',
      text: 'Hi Ana',
      html: '<p>Hi Ana</p>',
    });
    expect(Number.isNaN(Date.parse(mail.date))).toBe(false);
  });

  it('keeps every message, newest last by name, readable only by the owner', async () => {
    const mailer = createOutboxMailer(folder, 'x@studio.test');
    for (const n of [1, 2, 3]) {
      await mailer.send({ to: `m${n}@example.com`, subject: `S${n}`, text: `T${n}` });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect((await readAll(folder)).map((m) => m.subject)).toEqual(['S1', 'S2', 'S3']);
    const [first] = await fs.readdir(folder);
    const mode = (await fs.stat(path.join(folder, first ?? ''))).mode & 0o777;
    expect(mode).toBe(0o600);
    await expect(mailer.close()).resolves.toBeUndefined();
  });

  it.skipIf(!canMountTmpfs)('on a full disk fails and leaves no empty or cut message behind', async () => {
    await onSmallDisk(folder, async (disk) => {
      await fs.writeFile(path.join(disk, 'filler'), Buffer.alloc(56 * 1024));
      const mailer = createOutboxMailer(path.join(disk, 'outbox'), 'x@studio.test');
      const text = 'A long message. '.repeat(2_000);
      await expect(mailer.send({ to: 'a@example.com', subject: 'S', text })).rejects.toMatchObject({
        code: 'ENOSPC',
      });
      expect(await fs.readdir(path.join(disk, 'outbox'))).toEqual([]);
      // Room again: the next message goes out whole.
      await fs.rm(path.join(disk, 'filler'));
      await mailer.send({ to: 'a@example.com', subject: 'S', text });
      expect((await readAll(path.join(disk, 'outbox'))).map((m) => m.text)).toEqual([text]);
    });
  });

  it('is the mailer chosen without SMTP_URL, writing to DATA_DIR/outbox', async () => {
    const mailer = createMailer({ DATA_DIR: folder, MAIL_FROM: 'x@studio.test', SMTP_URL: undefined });
    await mailer.send({ to: 'a@example.com', subject: 'S', text: 'T' });
    expect(await readAll(path.join(folder, 'outbox'))).toHaveLength(1);
  });
});
