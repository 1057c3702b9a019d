import {
  apiPaths,
  type ItemDetails,
  type Library,
  libraryPaths,
  type Picture,
  profilePaths,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aPremium, post, premium, sampleCatalogue, t, withApp } from '../harness';
import { createMemberWithProfile, createTestApp, query } from '../helper';
import { dataUrl, pngImage } from '../images';
import { get } from '../library/catalog';
import { getAsSent, hostileMediaPaths } from './hostile-paths';

// Issue 14, part 5: private media only through signed, expiring paths minted per answer.
withApp(sampleCatalogue, aPremium);

/** A request with no session at all: what anyone holding the URL could do. */
const anyone = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const signedParts = (url: string) => {
  const match = /^\/media\/s\/(\d+)\/([\w-]{22})\/(.+)$/.exec(url);
  if (!match) throw new Error(`not a signed path: ${url}`);
  const [, expiry = '', signature = '', key = ''] = match;
  return { expiry, signature, key };
};
const videoOf = async (itemKey: string) => {
  const [row] = await query<{ id: number; video_hls: string; video_mp4: string | null }>(
    t.db,
    sql`select id, video_hls, video_mp4 from items where key = ${itemKey}`,
  );
  if (!row) throw new Error(`no item ${itemKey}`);
  return row;
};
const premiumDetails = async (id: number) =>
  (await get<ItemDetails>(t.app, libraryPaths.item('workout', id), premium.headers)).body;

describe('signed media paths', () => {
  it('plays an HLS video from its answered URL: the playlist and the segments beside it, with no session', async () => {
    const w0 = await videoOf('w0');
    const details = await premiumDetails(w0.id);
    const playlistUrl = details.file_url_hls ?? '';
    expect(signedParts(playlistUrl).key).toBe(w0.video_hls);
    const playlist = await anyone(playlistUrl);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    // A player resolves each segment beside the playlist: the same signature admits it.
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.m4s')) ?? '';
    expect(segment).not.toBe('');
    const segmentUrl = new URL(segment, `http://studio.test${playlistUrl}`).pathname;
    const bytes = await anyone(segmentUrl);
    expect([bytes.statusCode, bytes.body]).toEqual([200, 'segment']);
    // Cached by the browser for no longer than the link works.
    const maxAge = Number(/max-age=(\d+)/.exec(bytes.headers['cache-control'] as string)?.[1]);
    expect(bytes.headers['cache-control']).toMatch(/^private, /);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(Number(signedParts(playlistUrl).expiry) - Date.now() / 1000);
    const range = await anyone(segmentUrl, { range: 'bytes=1-3' });
    expect([range.statusCode, range.body]).toEqual([206, 'egm']);
  });

  it("lets a TV's receiver page (another origin) read the playlist and segments: Chromecast, issue 36", async () => {
    const w0 = await videoOf('w0');
    const playlistUrl = (await premiumDetails(w0.id)).file_url_hls ?? '';
    const receiver = { origin: 'https://www.gstatic.com' };
    const playlist = await anyone(playlistUrl, receiver);
    expect(playlist.headers['access-control-allow-origin']).toBe('*');
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.m4s')) ?? '';
    const bytes = await anyone(new URL(segment, `http://studio.test${playlistUrl}`).pathname, receiver);
    expect([bytes.statusCode, bytes.headers['access-control-allow-origin']]).toEqual([200, '*']);
    // Not the unsigned or refused paths: only what a signature admits is readable from elsewhere.
    const { key } = signedParts(playlistUrl);
    expect((await anyone(`/media/${key}`, receiver)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses the same files unsigned, with an altered or expired signature, or with another video’s signature', async () => {
    const w0 = await videoOf('w0');
    const playlistUrl = (await premiumDetails(w0.id)).file_url_hls ?? '';
    const { expiry, signature, key } = signedParts(playlistUrl);
    const folder = key.slice(0, key.lastIndexOf('/') + 1);
    // Unsigned: the key itself (computable from the catalogue) leads nowhere.
    expect((await anyone(`/media/${key}`)).statusCode).toBe(404);
    expect((await anyone(`/media/${folder}seg0.m4s`)).statusCode).toBe(404);
    const refused = async (url: string) => {
      const response = await anyone(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        code: 'media_link_expired',
        message: english('server.media.linkExpired'),
      });
    };
    await refused(`/media/s/${Number(expiry) + 3600}/${signature}/${key}`);
    await refused(`/media/s/${expiry}/${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}/${key}`);
    const expired = t.app.deps.storage.signer.path(key, Date.now() - 5 * 60 * 60 * 1000);
    await refused(expired);
    // Another video's folder, with this video's signature.
    const other = await videoOf('w1');
    await refused(`/media/s/${expiry}/${signature}/${other.video_hls}`);
    // The mp4 of the same item is signed on its own: a playlist's folder signature does not reach
    // a file in another folder.
    if (w0.video_mp4 && !w0.video_mp4.startsWith(folder))
      await refused(`/media/s/${expiry}/${signature}/${w0.video_mp4}`);
  });

  it('gives a member without premium no video URL at all', async () => {
    const basic = await createMemberWithProfile(t.app);
    const w0 = await videoOf('w0');
    const details = (await get<ItemDetails>(t.app, libraryPaths.item('workout', w0.id), basic.headers)).body;
    expect(details).toMatchObject({ can_watch: false, file_url_hls: null, file_url: null });
    const lib = (await get<Library>(t.app, libraryPaths.library('on_demand'), basic.headers)).body;
    expect(JSON.stringify(lib)).not.toContain('/media/s/');
  });

  it('serves a progress photo only at its signed URL, and not once the account is deleted', async () => {
    const added = await post(premium, profilePaths.pictures, { photo: dataUrl(await pngImage(40, 30)) });
    const url = added.json<{ picture: Picture }>().picture.photo.url ?? '';
    const { key } = signedParts(url);
    expect(key).toMatch(new RegExp(`^members/${premium.user.id}/`));
    const photo = await anyone(url, { origin: 'https://www.gstatic.com' });
    expect(photo.statusCode).toBe(200);
    // Only the catalogue's videos are readable from another origin (a TV's receiver): not a member's photo.
    expect(photo.headers['access-control-allow-origin']).toBeUndefined();
    expect((await anyone(`/media/${key}`)).statusCode).toBe(404);
    const destroyed = await post(premium, apiPaths.destroyUser, { current_password: 'secret-password' });
    expect(destroyed.statusCode).toBe(200);
    expect((await anyone(url)).statusCode).toBe(404);
  });

  it('refuses a private video reached through dot segments, empty or encoded segments, unsigned', async () => {
    const video = Buffer.from('the whole premium video');
    await t.app.deps.storage.put('catalog/videos/ab12/v.mp4', video, 'video/mp4');
    for (const url of hostileMediaPaths('catalog/videos/ab12/v.mp4')) {
      const response = await getAsSent(t.app, url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.body).not.toContain('premium video');
    }
  });

  it('keeps catalogue images public', async () => {
    const lib = (await get<Library>(t.app, libraryPaths.library('on_demand'), premium.headers)).body;
    const image = lib.trainers[0]?.avatar ?? '';
    expect(image).toMatch(/^\/media\/catalog\/images\//);
    expect((await anyone(image)).statusCode).toBe(200);
  });
});

describe('signed media paths on S3', () => {
  it('redirects a signed file to a presigned GET of that key, and refuses a bad signature first', async () => {
    const s3 = await createTestApp({
      env: {
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_BUCKET: 'studio-media',
        S3_ACCESS_KEY_ID: 'studio-test-key',
        S3_SECRET_ACCESS_KEY: 'studio-test-secret',
      },
    });
    try {
      const key = 'members/7/pictures/aa.jpg';
      const url = s3.app.deps.storage.url(key);
      const { expiry, signature } = signedParts(url);
      // Whole seconds, read before the server reads its own clock: the presign lasts no longer.
      const before = Math.floor(Date.now() / 1000);
      const response = await s3.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      const location = new URL(response.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe(`http://127.0.0.1:9/studio-media/${key}`);
      expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      const lasts = Number(location.searchParams.get('X-Amz-Expires'));
      expect(lasts).toBeGreaterThan(0);
      expect(lasts).toBeLessThanOrEqual(Number(expiry) - before);
      const forged = await s3.app.inject({
        method: 'GET',
        url: `/media/s/${expiry}/${signature}/members/8/x.jpg`,
      });
      expect(forged.statusCode).toBe(403);
      // Pages may load images, video and hls.js's segment fetches from where the redirect points.
      const csp = String(
        (await s3.app.inject({ method: 'GET', url: '/sign/login' })).headers['content-security-policy'],
      );
      for (const directive of ['img-src', 'media-src', 'connect-src'])
        expect(csp.match(new RegExp(`${directive} ([^;]*)`))?.[1]?.split(' '), directive).toContain(
          'http://127.0.0.1:9',
        );
      // Catalogue images stay at the bucket's public address.
      expect(s3.app.deps.storage.url('catalog/images/a.jpg')).toBe(
        'http://127.0.0.1:9/studio-media/catalog/images/a.jpg',
      );
    } finally {
      await s3.close();
    }
  });
});
