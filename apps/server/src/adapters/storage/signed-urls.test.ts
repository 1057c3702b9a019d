import { describe, expect, it } from 'vitest';
import { createMediaSigner, isPublicMediaKey, MEDIA_URL_WINDOW_MS, mediaUrlWindowEnd } from './signed-urls';

const signer = createMediaSigner('test-media-signing-key-of-32-chars!');
const parts = (url: string) => {
  const match = /^\/media\/s\/(\d+)\/([\w-]+)\/(.+)$/.exec(url);
  if (!match) throw new Error(`not a signed path: ${url}`);
  const [, expiry = '', signature = '', key = ''] = match;
  return { expiry, signature, key };
};
const at = Date.UTC(2026, 10, 25, 15, 20);
const hour = 60 * 60 * 1000;

describe('signed media paths', () => {
  it('covers a playlist and the segments beside it, and no other folder', () => {
    const { expiry, signature } = parts(signer.path('catalog/videos/ab12/index.m3u8', at));
    expect(signer.verify(expiry, signature, 'catalog/videos/ab12/index.m3u8', at)).toBe(true);
    expect(signer.verify(expiry, signature, 'catalog/videos/ab12/segment-003.m4s', at)).toBe(true);
    expect(signer.verify(expiry, signature, 'catalog/videos/cd34/segment-003.m4s', at)).toBe(false);
    expect(signer.verify(expiry, signature, 'catalog/videos/ab12/deeper/x.m4s', at)).toBe(false);
  });

  it('covers one member file only', () => {
    const { expiry, signature } = parts(signer.path('members/7/pictures/aa.jpg', at));
    expect(signer.verify(expiry, signature, 'members/7/pictures/aa.jpg', at)).toBe(true);
    expect(signer.verify(expiry, signature, 'members/7/pictures/bb.jpg', at)).toBe(false);
    expect(signer.verify(expiry, signature, 'members/7/avatar-1.png', at)).toBe(false);
  });

  it('works for three to four hours and is the same path for the whole hour it was minted in', () => {
    const path = signer.path('members/7/avatar-1.png', at);
    expect(signer.path('members/7/avatar-1.png', at + 30 * 60 * 1000)).toBe(path);
    expect(signer.path('members/7/avatar-1.png', at + hour)).not.toBe(path);
    const { expiry, signature, key } = parts(path);
    expect(signer.verify(expiry, signature, key, at + 3 * hour)).toBe(true);
    expect(signer.verify(expiry, signature, key, at + 4 * hour)).toBe(false);
    expect(mediaUrlWindowEnd(at)).toBe(Math.ceil(at / MEDIA_URL_WINDOW_MS) * MEDIA_URL_WINDOW_MS);
  });

  it('refuses an altered expiry or signature, another key, and garbage', () => {
    const { expiry, signature, key } = parts(signer.path('members/7/avatar-1.png', at));
    const later = String(Number(expiry) + 3600);
    expect(signer.verify(later, signature, key, at)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify(expiry, flipped, key, at)).toBe(false);
    expect(createMediaSigner('another-media-signing-key-32-chars!').verify(expiry, signature, key, at)).toBe(
      false,
    );
    for (const [e, s] of [
      ['', signature],
      [expiry, ''],
      ['1e12', signature],
      [expiry, `${signature}AA`],
      [expiry, signature.replace(/./, '+')],
    ] as const)
      expect(signer.verify(e, s, key, at)).toBe(false);
  });

  it('keeps catalogue images public and everything else private', () => {
    expect(isPublicMediaKey('catalog/images/maya.jpg')).toBe(true);
    expect(isPublicMediaKey('catalog/videos/ab12/index.m3u8')).toBe(false);
    expect(isPublicMediaKey('members/7/avatar-1.png')).toBe(false);
  });
});
