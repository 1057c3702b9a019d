import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import multipartPlugin from '@fastify/multipart';
import { english } from '@studio/shared/english';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/lib/error-handler';
import { receiveFile } from '../src/lib/receive-file';
import { canMountTmpfs, onSmallDisk } from './full-disk';
import { multipart } from './images';

/**
 * The upload receiver saving a file to disk (a video): a disk that refuses the write is the
 * server's (507, as the error handler says of a full disk), a body cut short is the upload's (400).
 */
let app: FastifyInstance;
let folder: string;
let target: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-receive-'));
  target = path.join(folder, 'upload.bin');
  app = Fastify();
  await app.register(multipartPlugin);
  registerErrorHandler(app);
  app.post('/upload', async (request) => {
    const { file, fields } = await receiveFile(request, {
      field: 'file',
      maxBytes: 1024 * 1024,
      required: true,
      saveTo: target,
    });
    return { size: (await fs.stat(file)).size, fields };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await fs.rm(folder, { recursive: true, force: true });
});

const send = (contentType: string, payload: Buffer) =>
  app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': contentType }, payload });
const sendFile = (body: Buffer) => {
  const form = multipart([
    { name: 'note', value: 'hello' },
    { name: 'file', filename: 'a.bin', contentType: 'application/octet-stream', body },
  ]);
  return send(form.headers['content-type'] as string, form.payload);
};

describe('receiveFile saving to disk (issue 33)', () => {
  it('saves the file and answers the form fields', async () => {
    const answer = await sendFile(Buffer.alloc(200_000, 1));
    expect(answer.json()).toEqual({ size: 200_000, fields: { note: 'hello' } });
  });

  it('a body cut short in the file is the upload fault: 400 naming the field', async () => {
    const cut = Buffer.concat([
      Buffer.from(
        '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n' +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.alloc(100_000, 1),
    ]);
    const answer = await send('multipart/form-data; boundary=xx', cut);
    expect([answer.statusCode, answer.json().errors]).toEqual([
      400,
      { file: [english('shared.upload.unreadable')] },
    ]);
  });

  it.runIf(canMountTmpfs)('a disk that fills up is the server fault: 507, not a 400', async () => {
    await onSmallDisk(folder, async (disk) => {
      target = path.join(disk, 'upload.bin');
      try {
        const answer = await sendFile(Buffer.alloc(200_000, 1));
        expect([answer.statusCode, answer.json()]).toEqual([
          507,
          { code: 'storage_full', message: english('common.error.storageFull') },
        ]);
      } finally {
        target = path.join(folder, 'upload.bin');
      }
    });
  });
});
