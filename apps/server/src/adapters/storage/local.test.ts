import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local';

let folder: string;
beforeEach(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-storage-'));
});
afterEach(async () => {
  await fs.rm(folder, { recursive: true, force: true });
});

describe('local storage adapter', () => {
  it('puts a file under its key and reads it back with its content type', async () => {
    const storage = createLocalStorage(folder);
    await storage.put('members/1/avatar-ab.png', Buffer.from('png bytes'), 'image/png');
    await storage.put('members/1/photo.JPG', Buffer.from('jpg bytes'), 'image/jpeg');
    expect(await fs.readFile(path.join(folder, 'members/1/avatar-ab.png'), 'utf8')).toBe('png bytes');
    expect(await storage.read('members/1/avatar-ab.png')).toEqual({
      body: Buffer.from('png bytes'),
      contentType: 'image/png',
    });
    expect((await storage.read('members/1/photo.JPG'))?.contentType).toBe('image/jpeg');
  });

  it('answers null for a missing file', async () => {
    expect(await createLocalStorage(folder).read('members/9/none.png')).toBeNull();
  });

  it('overwrites a key that is put again', async () => {
    const storage = createLocalStorage(folder);
    await storage.put('a.png', Buffer.from('one'), 'image/png');
    await storage.put('a.png', Buffer.from('two'), 'image/png');
    expect((await storage.read('a.png'))?.body.toString()).toBe('two');
  });

  it('deletePrefix removes one member folder and nothing else', async () => {
    const storage = createLocalStorage(folder);
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

  it('gives the /media/ URL the server serves', () => {
    expect(createLocalStorage(folder).url('members/1/a.png')).toBe('/media/members/1/a.png');
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
    const storage = createLocalStorage(path.join(folder, 'inner'));
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.read(key)).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.deletePrefix(key)).rejects.toThrow(/Unsafe storage key/);
    expect(await fs.readdir(folder)).toEqual([]);
  });
});
