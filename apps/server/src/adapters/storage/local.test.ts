import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canMountTmpfs, onSmallDisk } from '../../../test/full-disk';
import { createLocalStorage } from './local';
import { createMediaSigner } from './signed-urls';

const signer = createMediaSigner('test-media-signing-key-of-32-chars!');

let folder: string;
beforeEach(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-storage-'));
});
afterEach(async () => {
  await fs.rm(folder, { recursive: true, force: true });
});

describe('local storage adapter', () => {
  it('puts a file under its key and reads it back with its content type', async () => {
    const storage = createLocalStorage(folder, signer);
    await storage.put('members/1/avatar-ab.png', Buffer.from('png bytes'), 'image/png');
    await storage.put('members/1/photo.JPG', Buffer.from('jpg bytes'), 'image/jpeg');
    expect(await fs.readFile(path.join(folder, 'members/1/avatar-ab.png'), 'utf8')).toBe('png bytes');
    expect(await storage.read('members/1/avatar-ab.png')).toEqual({
      body: Buffer.from('png bytes'),
      contentType: 'image/png',
    });
    expect((await storage.read('members/1/photo.JPG'))?.contentType).toBe('image/jpeg');
  });

  it.skipIf(!canMountTmpfs)(
    'on a full disk fails and leaves no file, cut or whole, under the key (issue 14)',
    async () => {
      await onSmallDisk(folder, async (disk) => {
        const storage = createLocalStorage(disk, signer);
        const big = Buffer.alloc(100 * 1024, 7);
        await expect(storage.put('members/1/pictures/a.png', big, 'image/png')).rejects.toMatchObject({
          code: 'ENOSPC',
        });
        expect(await storage.list('members/')).toEqual([]);
        await storage.put('members/1/pictures/b.png', Buffer.alloc(1024, 7), 'image/png');
        expect((await storage.list('members/')).map((f) => f.key)).toEqual(['members/1/pictures/b.png']);
      });
    },
  );

  it('answers null for a missing file', async () => {
    expect(await createLocalStorage(folder, signer).read('members/9/none.png')).toBeNull();
  });

  it('overwrites a key that is put again', async () => {
    const storage = createLocalStorage(folder, signer);
    await storage.put('a.png', Buffer.from('one'), 'image/png');
    await storage.put('a.png', Buffer.from('two'), 'image/png');
    expect((await storage.read('a.png'))?.body.toString()).toBe('two');
  });

  it('deletePrefix removes one member folder and nothing else', async () => {
    const storage = createLocalStorage(folder, signer);
    await storage.put('members/1/a.png', Buffer.from('1a'), 'image/png');
    await storage.put('members/1/photos/b.jpg', Buffer.from('1b'), 'image/jpeg');
    await storage.put('members/12/a.png', Buffer.from('12a'), 'image/png');
    await storage.deletePrefix('members/1/');
    expect(await storage.read('members/1/a.png')).toBeNull();
    expect(await storage.read('members/1/photos/b.jpg')).toBeNull();
    expect((await storage.read('members/12/a.png'))?.body.toString()).toBe('12a');
    // Deleting what is already gone is fine.
    await expect(storage.deletePrefix('members/1/')).resolves.toBeUndefined();
  });

  it('gives a catalogue image its plain /media/ URL and a private key a signed, expiring one', () => {
    const storage = createLocalStorage(folder, signer);
    expect(storage.url('catalog/images/a.png')).toBe('/media/catalog/images/a.png');
    const signed = /^\/media\/s\/(\d+)\/([\w-]{22})\/members\/1\/a\.png$/.exec(
      storage.url('members/1/a.png'),
    );
    expect(signed).not.toBeNull();
    const [, expiry = '', signature = ''] = signed ?? [];
    expect(signer.verify(expiry, signature, 'members/1/a.png')).toBe(true);
    expect(signer.verify(expiry, signature, 'members/1/b.png')).toBe(false);
    expect(storage.url('catalog/videos/ab12/index.m3u8')).toMatch(
      /^\/media\/s\/\d+\/[\w-]{22}\/catalog\/videos\/ab12\/index\.m3u8$/,
    );
  });

  it.each([
    '../escape.png',
    'members/../../etc/passwd',
    '/etc/passwd',
    '',
    '.hidden',
    'a b.png',
    'members\\1\\a.png',
  ])('refuses the unsafe key %j on put, read and deletePrefix', async (key) => {
    const storage = createLocalStorage(path.join(folder, 'inner'), signer);
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.read(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.deletePrefix(key)).rejects.toThrow(/Unsafe storage key/);
    expect(await fs.readdir(folder)).toEqual([]);
  });
});
