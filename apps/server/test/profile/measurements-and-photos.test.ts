import crypto from 'node:crypto';
import {
  apiPaths,
  IDEMPOTENCY_HEADER,
  MAX_IMAGE_BYTES,
  type MeasurementSet,
  type Picture,
  profilePaths,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aMember, me, member, memberFiles, post, send, t, withApp } from '../harness';
import { createMemberWithProfile } from '../helper';
import { dataUrl, jpegImage, jpegWithExif, pngImage, truncatedJpeg } from '../images';

withApp(aMember);

const addSet = (body: object, who = member) =>
  send('POST', profilePaths.addMeasurement(who.user.id), body, who);

describe('measurement sets', () => {
  it('adds sets (international is standard 1), lists them newest first, and deletes one', async () => {
    const first = await addSet({ measurement_standard: 'international', weight: 80.5, waist: 84 });
    expect(first.statusCode).toBe(200);
    expect(first.json().profile).toMatchObject({
      measurement_standard: 1,
      weight: 80.5,
      waist: 84,
      hips: null,
    });
    const second = await addSet({ measurement_standard: '2', weight: '170', chest: 40 });
    expect(second.json().profile).toMatchObject({ measurement_standard: 2, weight: 170, chest: 40 });
    const list = (await send('GET', profilePaths.measurements)).json<{ profiles: MeasurementSet[] }>()
      .profiles;
    expect(list.map((set) => set.weight)).toEqual([170, 80.5]);
    expect((await me()).profiles).toEqual(list);
    const gone = await send('DELETE', profilePaths.deleteMeasurement(member.user.id, list[0]?.id as number));
    expect(gone.statusCode).toBe(200);
    expect((await me()).profiles.map((set) => set.weight)).toEqual([80.5]);
  });

  it('refuses negative, too large, non-numeric or no measures, naming the field, and stores nothing', async () => {
    const negative = await addSet({ measurement_standard: 1, weight: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.weight).toEqual([english('shared.profile.measureInvalid')]);
    const large = await addSet({ measurement_standard: 1, waist: 5000 });
    expect(large.json().errors.waist).toEqual([english('shared.profile.measureTooLarge')]);
    const text = await addSet({ measurement_standard: 1, hips: 'wide' });
    expect(text.json().errors.hips).toEqual([english('shared.profile.measureInvalid')]);
    for (const odd of [' ', '0x10', '1e3'])
      expect((await addSet({ measurement_standard: 1, weight: odd })).json().errors.weight).toEqual([
        english('shared.profile.measureInvalid'),
      ]);
    const none = await addSet({ measurement_standard: 1 });
    expect(none.json().errors.weight).toEqual([english('shared.profile.atLeastOneMeasure')]);
    const standard = await addSet({ measurement_standard: 3, weight: 70 });
    expect(Object.keys(standard.json().errors)).toEqual(['measurement_standard']);
    expect((await me()).profiles).toEqual([]);
  });

  it("answers 404 for another member's sets and paths", async () => {
    const set = (await addSet({ measurement_standard: 1, weight: 70 })).json().profile as MeasurementSet;
    const other = await createMemberWithProfile(t.app);
    expect(
      (await send('DELETE', profilePaths.deleteMeasurement(other.user.id, set.id), undefined, other))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', profilePaths.deleteMeasurement(member.user.id, set.id), undefined, other))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          'POST',
          profilePaths.addMeasurement(member.user.id),
          { measurement_standard: 1, weight: 1 },
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect((await send('GET', profilePaths.measurements, undefined, other)).json().profiles).toEqual([]);
    expect((await me()).profiles).toHaveLength(1);
  });
});

describe('a set sent again with its Idempotency-Key (issue 16, decision 0019)', () => {
  const keyed = (body: object, key: string, who = member) =>
    t.app.inject({
      method: 'POST',
      url: profilePaths.addMeasurement(who.user.id),
      headers: { ...who.headers, [IDEMPOTENCY_HEADER]: key },
      payload: body,
    });

  it('is added once, and the repeat answers the set made the first time', async () => {
    const key = crypto.randomUUID();
    const first = await keyed({ measurement_standard: 1, weight: 70.5 }, key);
    const again = await keyed({ measurement_standard: 1, weight: 70.5 }, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().profile).toEqual(first.json().profile);
    expect((await send('GET', profilePaths.measurements)).json().profiles).toHaveLength(1);
    // Another key is another set; so is the same key from another member.
    expect((await keyed({ measurement_standard: 1, weight: 70.5 }, crypto.randomUUID())).statusCode).toBe(
      200,
    );
    const other = await createMemberWithProfile(t.app, { email: 'other@example.com' });
    expect((await keyed({ measurement_standard: 1, weight: 70.5 }, key, other)).statusCode).toBe(200);
    expect((await send('GET', profilePaths.measurements)).json().profiles).toHaveLength(2);
  });

  it('refuses the same key with other values, and changes nothing', async () => {
    const key = crypto.randomUUID();
    await keyed({ measurement_standard: 1, weight: 70 }, key);
    const changed = await keyed({ measurement_standard: 1, weight: 71 }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'idempotency_key_reused',
      message: english('server.idempotency.reused'),
    });
    expect((await send('GET', profilePaths.measurements)).json().profiles).toMatchObject([{ weight: 70 }]);
  });

  it('refuses a malformed key, and a key on a route that cannot repeat safely, naming the header', async () => {
    const bad = await keyed({ measurement_standard: 1, weight: 70 }, 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'Idempotency-Key': [english('server.idempotency.keyInvalid')] });
    const [set] = (await send('GET', profilePaths.measurements)).json().profiles;
    expect(set).toBeUndefined();
    const made = (await addSet({ measurement_standard: 1, weight: 70 })).json().profile as MeasurementSet;
    const deleting = await t.app.inject({
      method: 'DELETE',
      url: profilePaths.deleteMeasurement(member.user.id, made.id),
      headers: { ...member.headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    });
    expect(deleting.statusCode).toBe(400);
    expect(deleting.json().errors).toEqual({
      'Idempotency-Key': [english('server.idempotency.notHonoured')],
    });
    expect((await send('GET', profilePaths.measurements)).json().profiles).toHaveLength(1);
  });
});

describe('progress photos', () => {
  it('uploads png and jpeg, lists them newest first with first and latest on the user, deletes one and its file', async () => {
    const png = await send('POST', profilePaths.pictures, { photo: dataUrl(await pngImage(40, 30)) });
    expect(png.statusCode).toBe(200);
    const jpeg = await send('POST', profilePaths.pictures, {
      photo: dataUrl(await jpegImage(), 'image/jpeg'),
    });
    const list = (await send('GET', profilePaths.pictures)).json<{ pictures: Picture[] }>().pictures;
    expect(list.map((p) => p.id)).toEqual([jpeg.json().picture.id, png.json().picture.id]);
    const media = await t.app.inject({ method: 'GET', url: list[0]?.photo.url as string });
    expect(media.headers['content-type']).toBe('image/jpeg');
    const user = await me();
    expect(user.pictures).toMatchObject({ first: list[1]?.photo.url, last: list[0]?.photo.url });
    expect(user.all_pictures).toEqual(list);
    expect(await memberFiles(member, 'pictures')).toHaveLength(2);
    expect((await send('DELETE', profilePaths.picture(list[0]?.id as number))).statusCode).toBe(200);
    expect(await memberFiles(member, 'pictures')).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: list[0]?.photo.url as string })).statusCode).toBe(404);
  });

  it('strips EXIF and GPS from a jpeg', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const url = (await send('POST', profilePaths.pictures, { photo: dataUrl(original, 'image/jpeg') })).json()
      .picture.photo.url as string;
    const stored = (await t.app.inject({ method: 'GET', url })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a text file named as an image, a truncated image, 11 MB, and no photo, storing nothing', async () => {
    const text = await send('POST', profilePaths.pictures, {
      photo: dataUrl(Buffer.from('just some text, not a picture'), 'image/png'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.photo).toEqual([english('shared.upload.imageType')]);
    const truncated = await send('POST', profilePaths.pictures, {
      photo: dataUrl(await truncatedJpeg(), 'image/jpeg'),
    });
    expect(truncated.statusCode).toBe(400);
    const huge = await send('POST', profilePaths.pictures, {
      photo: dataUrl(Buffer.alloc(MAX_IMAGE_BYTES + 1024 * 1024, 1), 'image/png'),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(english('shared.upload.imageTooLarge'));
    const none = await send('POST', profilePaths.pictures, {});
    expect(none.json().errors.photo).toEqual([english('shared.profile.photoRequired')]);
    expect(await memberFiles(member, 'pictures')).toEqual([]);
    expect((await me()).all_pictures).toEqual([]);
  });

  it("answers 404 for another member's photo and removes every file with the account", async () => {
    const picture = (await send('POST', profilePaths.pictures, { photo: dataUrl(await pngImage()) })).json()
      .picture as Picture;
    const other = await createMemberWithProfile(t.app);
    expect((await send('DELETE', profilePaths.picture(picture.id), undefined, other)).statusCode).toBe(404);
    expect((await send('GET', profilePaths.pictures, undefined, other)).json().pictures).toEqual([]);
    expect(await memberFiles(member, 'pictures')).toHaveLength(1);
    const destroyed = await post(member, apiPaths.destroyUser, { current_password: member.password });
    expect(destroyed.statusCode).toBe(200);
    expect(await memberFiles(member, 'pictures')).toEqual([]);
  });
});
