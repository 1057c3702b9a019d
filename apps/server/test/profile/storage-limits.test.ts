import fs from 'node:fs/promises';
import path from 'node:path';
import {
  AUTH_HEADERS,
  apiPaths,
  MAX_PROFILE_UPDATES_PER_MINUTE,
  type Picture,
  profilePaths,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithProfile, createTestApp, type TestApp } from '../helper';
import { dataUrl, pngImage } from '../images';

/**
 * Issue 14 "No storage quota": one free account stored 78 MB in 4 s. A member's progress photos
 * have a count and a size limit (PHOTO_LIMIT, PHOTO_STORAGE_MB; small here), refused with a
 * message naming the limit and changing nothing; the details (avatar) change at a bounded rate.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const filesOf = async (userId: number) => {
  const folder = path.join(t.dataDir, 'storage', 'members', String(userId), 'pictures');
  return fs.readdir(folder).catch(() => [] as string[]);
};

describe('progress photo limits', () => {
  it('refuses a photo past the count, naming the limit, and keeps no file of it', async () => {
    const app = await t.buildApp({ PHOTO_LIMIT: '3' });
    const member = await createMemberWithProfile(app);
    const upload = async () =>
      app.inject({
        method: 'POST',
        url: profilePaths.pictures,
        headers: member.headers,
        payload: { photo: dataUrl(await pngImage(40, 30)) },
      });
    // In parallel: the lock on the member's row lets exactly three through.
    const answers = await Promise.all([upload(), upload(), upload(), upload(), upload()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toEqual({
      code: 'photo_count_limit',
      message: english('shared.profile.photoCountLimit', { count: 3 }),
    });
    const list = await app.inject({ method: 'GET', url: profilePaths.pictures, headers: member.headers });
    expect(list.json<{ pictures: Picture[] }>().pictures).toHaveLength(3);
    expect(await filesOf(member.user.id)).toHaveLength(3);
  });

  it('refuses a photo that would pass the size limit, naming it', async () => {
    const app = await t.buildApp({ PHOTO_STORAGE_MB: '1' });
    const member = await createMemberWithProfile(app);
    // Noise does not compress: about 0.4 MB each as PNG.
    const big = dataUrl(await pngImage(380, 380));
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (let i = 0; i < 4; i += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: profilePaths.pictures,
        headers: member.headers,
        payload: { photo: big },
      });
      statuses.push(answer.statusCode);
      last = answer.json();
    }
    expect(statuses).toEqual([200, 200, 409, 409]);
    expect(last).toEqual({
      code: 'photo_storage_limit',
      message: english('shared.profile.photoStorageLimit', { megabytes: 1 }),
    });
    expect(await filesOf(member.user.id)).toHaveLength(2);
  });
});

describe('member details changes', () => {
  it(`are limited to ${MAX_PROFILE_UPDATES_PER_MINUTE} a minute per member, whatever the header spelling`, async () => {
    const app = await t.buildApp({ PROFILE_UPDATE_LIMIT: String(MAX_PROFILE_UPDATES_PER_MINUTE) });
    const member = await createMemberWithProfile(app);
    const email = member.headers[AUTH_HEADERS.email] as string;
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_PROFILE_UPDATES_PER_MINUTE; i += 1) {
      const answer = await app.inject({
        method: 'PUT',
        url: apiPaths.updateUser(member.user.id),
        headers: { ...member.headers, [AUTH_HEADERS.email]: i % 2 ? email.toUpperCase() : email },
        payload: { name: `Ana ${i}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
