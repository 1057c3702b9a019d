import fs from 'node:fs/promises';
import path from 'node:path';
import { apiPaths, MAX_IMAGE_BYTES } from '@studio/shared';
import { english } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { t, withApp } from '../harness';
import { createMember, type TestMember } from '../helper';
import { dataUrl, gifImage, jpegImage, jpegWithExif, multipart, pngImage, truncatedJpeg } from '../images';

withApp();

const putJson = (member: TestMember, payload: object) =>
  t.app.inject({ method: 'PUT', url: apiPaths.updateUser(member.user.id), headers: member.headers, payload });

const putMultipart = (member: TestMember, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'PUT',
    url: apiPaths.updateUser(member.user.id),
    headers: { ...member.headers, ...body.headers },
    payload: body.payload,
  });
};

const avatarFile = (body: Buffer, filename = 'avatar.png', contentType = 'image/png') => ({
  name: 'avatar',
  filename,
  contentType,
  body,
});

/** The stored files of a member, relative to their folder. */
const memberFiles = async (member: TestMember): Promise<string[]> =>
  fs.readdir(path.join(t.dataDir, 'storage', 'members', String(member.user.id))).catch(() => []);

const fetchMedia = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, body: response.rawPayload };
};

describe('avatar upload on PUT /api/v3/users/{id}', () => {
  it('a PNG data URL is stored and served at the answered avatar URL', async () => {
    const member = await createMember(t.app);
    const response = await putJson(member, { avatar: dataUrl(await pngImage(40, 30)) });
    expect(response.statusCode).toBe(200);
    const { avatar } = response.json();
    // A member file is private: its URL is a signed, expiring path (issue 14).
    expect(avatar).toMatch(
      new RegExp(`^/media/s/\\d+/[\\w-]{22}/members/${member.user.id}/avatar-[0-9a-f]+\\.png$`),
    );

    const { response: media, body } = await fetchMedia(avatar);
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 40, height: 30 });

    const me = await t.app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers });
    expect(me.json().avatar).toBe(avatar);
  });

  it('refuses an image of more than 40 megapixels before decoding it, naming `avatar`', async () => {
    const member = await createMember(t.app);
    // One colour compresses to a few KB: small to send, 48 megapixels to decode.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await putJson(member, { avatar: dataUrl(bomb) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ avatar: [english('shared.upload.imageTooManyPixels')] });
    expect(await memberFiles(member)).toEqual([]);
  });

  it('scales a large image down to fit 2048 px', async () => {
    const member = await createMember(t.app);
    const { avatar } = (await putJson(member, { avatar: dataUrl(await pngImage(3000, 1000)) })).json();
    const meta = await sharp((await fetchMedia(avatar)).body).metadata();
    expect(meta).toMatchObject({ width: 2048, height: 683 });
  });

  it('replacing the avatar removes the old file', async () => {
    const member = await createMember(t.app);
    const first = (await putJson(member, { avatar: dataUrl(await pngImage(20, 20)) })).json()
      .avatar as string;
    const second = (await putJson(member, { avatar: dataUrl(await pngImage(30, 30)) })).json()
      .avatar as string;
    expect(second).not.toBe(first);
    expect(await memberFiles(member)).toEqual([path.basename(second)]);
    expect((await fetchMedia(first)).response.statusCode).toBe(404);
    expect((await fetchMedia(second)).response.statusCode).toBe(200);
  });

  it('parallel replacements leave exactly the file the member row refers to (issue 14)', async () => {
    const member = await createMember(t.app);
    const images = await Promise.all([20, 21, 22, 23, 24, 25, 26, 27].map((side) => pngImage(side, side)));
    const answers = await Promise.all(images.map((image) => putJson(member, { avatar: dataUrl(image) })));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const [row] = await t.db
      .select({ key: users.avatar_key })
      .from(users)
      .where(eq(users.id, member.user.id));
    expect(await memberFiles(member)).toEqual([path.basename(row?.key ?? '')]);
    // Every other answered avatar is gone, not served to whoever kept its link.
    const stale = answers
      .map((a) => a.json().avatar as string)
      .filter((url) => !url.endsWith(row?.key ?? ''));
    for (const url of stale) expect((await fetchMedia(url)).response.statusCode).toBe(404);
  });

  it('a multipart upload (as the web form sends it) works, with other fields beside the file', async () => {
    const member = await createMember(t.app);
    const response = await putMultipart(member, [
      { name: 'name', value: 'Carla' },
      avatarFile(await jpegImage(50, 20), 'me.jpg', 'image/jpeg'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Carla');
    const { avatar } = response.json();
    expect(avatar).toMatch(/\.jpg$/);
    const { response: media, body } = await fetchMedia(avatar);
    expect(media.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 50, height: 20 });
  });

  it('multipart fields read as the JSON ones: an empty birthday clears it, a missing one keeps it', async () => {
    const member = await createMember(t.app);
    await putJson(member, { birthday: '1990-05-14' });
    // What the web form sends: every field, the birthday empty (none, or cleared), the avatar a png file.
    const cleared = await putMultipart(member, [
      { name: 'name', value: 'Carla' },
      { name: 'last_name', value: 'Reis' },
      { name: 'birthday', value: '' },
      { name: 'measurement_standard', value: '2' },
      avatarFile(await pngImage()),
    ]);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      name: 'Carla',
      last_name: 'Reis',
      birthday: null,
      measurement_standard: 2,
    });

    await putJson(member, { birthday: '1990-05-14' });
    const kept = await putMultipart(member, [{ name: 'name', value: 'Bea' }]);
    expect(kept.json()).toMatchObject({ name: 'Bea', birthday: '1990-05-14' });

    const bogus = await putMultipart(member, [{ name: 'birthday', value: 'null' }]);
    expect(bogus.statusCode).toBe(400);
    expect(Object.keys(bogus.json().errors)).toEqual(['birthday']);
  });

  it('trusts the content, not the declared type: a JPEG sent as image/png is stored as a JPEG', async () => {
    const member = await createMember(t.app);
    const response = await putJson(member, { avatar: dataUrl(await jpegImage(), 'image/png') });
    expect(response.statusCode).toBe(200);
    expect(response.json().avatar).toMatch(/\.jpg$/);
  });

  it('strips EXIF and GPS from a JPEG before storing it', async () => {
    const member = await createMember(t.app);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await putMultipart(member, [avatarFile(original, 'photo.jpg', 'image/jpeg')]);
    expect(response.statusCode).toBe(200);
    const [file] = await memberFiles(member);
    const stored = await fs.readFile(
      path.join(t.dataDir, 'storage', 'members', String(member.user.id), file ?? ''),
    );
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Someone else'))).toBe(false);
  });

  describe('refuses what is not a PNG or JPEG, naming `avatar`, storing nothing', () => {
    const cases: [string, () => Promise<Buffer>, string][] = [
      ['a text file named .png', async () => Buffer.from('just some text, not an image\n'), 'notes.png'],
      ['a truncated JPEG', truncatedJpeg, 'cut.jpg'],
      ['a GIF', gifImage, 'anim.gif'],
      ['an empty file', async () => Buffer.alloc(0), 'empty.png'],
    ];

    it.each(cases)('multipart: %s', async (_label, make, filename) => {
      const member = await createMember(t.app);
      const response = await putMultipart(member, [avatarFile(await make(), filename)]);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ avatar: [english('shared.upload.imageType')] });
      expect(await memberFiles(member)).toEqual([]);
      const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
      expect(row?.avatar_key).toBeNull();
    });

    it.each(cases)('JSON data URL: %s', async (_label, make) => {
      const member = await createMember(t.app);
      const response = await putJson(member, { avatar: dataUrl(await make()) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ avatar: [english('shared.upload.imageType')] });
      expect(await memberFiles(member)).toEqual([]);
    });

    it('a value that is not an image data URL', async () => {
      const member = await createMember(t.app);
      for (const avatar of [
        'https://example.com/a.png',
        'data:text/plain;base64,aGVsbG8=',
        'data:image/png,xx',
      ]) {
        const response = await putJson(member, { avatar });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ avatar: [english('shared.upload.imageType')] });
      }
    });

    it('a failed upload changes none of the other fields sent with it', async () => {
      const member = await createMember(t.app, { name: 'Ana' });
      const response = await putMultipart(member, [
        { name: 'name', value: 'Changed' },
        avatarFile(Buffer.from('text'), 'x.png'),
      ]);
      expect(response.statusCode).toBe(400);
      const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
      expect(row?.name).toBe('Ana');
    });
  });

  describe('more than 10 MB', () => {
    /** A PNG signature followed by noise: too large, whatever it decodes to. */
    const oversized = () =>
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(MAX_IMAGE_BYTES + 1024, 7),
      ]);

    it('multipart: refused with 413 naming `avatar`, as the JSON form is, never a 500', async () => {
      const member = await createMember(t.app);
      const response = await putMultipart(member, [avatarFile(oversized())]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'too_large',
        message: english('shared.upload.imageTooLarge'),
        errors: { avatar: [english('shared.upload.imageTooLarge')] },
      });
      expect(await memberFiles(member)).toEqual([]);
    });

    it('JSON data URL: refused with 413 naming `avatar`', async () => {
      const member = await createMember(t.app);
      const response = await putJson(member, { avatar: dataUrl(oversized()) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'too_large',
        message: english('shared.upload.imageTooLarge'),
        errors: { avatar: [english('shared.upload.imageTooLarge')] },
      });
    });

    it('a JSON body beyond the route limit: 413 with the generic message', async () => {
      const member = await createMember(t.app);
      const response = await putJson(member, {
        avatar: `data:image/png;base64,${'A'.repeat(16 * 1024 * 1024)}`,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 'too_large', message: english('common.error.tooLarge') });
    });
  });

  describe('multipart bodies that are not what a form sends', () => {
    const putRaw = (member: TestMember, contentType: string, payload: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: apiPaths.updateUser(member.user.id),
        headers: { ...member.headers, 'content-type': contentType },
        payload,
      });

    it('a body cut short or without a boundary answers 400 naming `avatar`, not 500', async () => {
      const member = await createMember(t.app, { name: 'Ana' });
      const cut = Buffer.from(
        '--xx\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nbytes',
      );
      for (const [type, payload] of [
        ['multipart/form-data; boundary=xx', cut],
        ['multipart/form-data; boundary=xx', Buffer.from('garbage')],
        ['multipart/form-data', Buffer.from('no boundary at all')],
      ] as const) {
        const response = await putRaw(member, type, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'malformed',
          message: english('shared.upload.unreadable'),
          errors: { avatar: [english('shared.upload.unreadable')] },
        });
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
      expect(row?.name).toBe('Ana');
    });

    it('two files or too many fields answer 413', async () => {
      const member = await createMember(t.app);
      const png = await pngImage();
      const twoFiles = await putMultipart(member, [avatarFile(png), { ...avatarFile(png), name: 'other' }]);
      expect(twoFiles.statusCode).toBe(413);
      const fields = Array.from({ length: 25 }, (_, i) => ({ name: `field${i}`, value: 'x' }));
      const manyFields = await putMultipart(member, fields);
      expect(manyFields.statusCode).toBe(413);
      expect(await memberFiles(member)).toEqual([]);
    });

    it('without a session, even a large upload is a 401', async () => {
      const member = await createMember(t.app);
      const body = multipart([avatarFile(Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1))]);
      const response = await t.app.inject({
        method: 'PUT',
        url: apiPaths.updateUser(member.user.id),
        headers: body.headers,
        payload: body.payload,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  it("another member's id: 404 and no file stored", async () => {
    const ana = await createMember(t.app);
    const bruno = await createMember(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: apiPaths.updateUser(bruno.user.id),
      headers: ana.headers,
      payload: { avatar: dataUrl(await pngImage()) },
    });
    expect(response.statusCode).toBe(404);
    expect(await memberFiles(bruno)).toEqual([]);
    expect(await memberFiles(ana)).toEqual([]);
  });
});

describe('GET /media/*', () => {
  it('answers 404 for an unknown file or a path that tries to leave the storage folder', async () => {
    for (const url of [
      '/media/members/1/nothing.png',
      '/media/../package.json',
      '/media/%2e%2e/secret',
      '/media/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
