import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type ItemDetails,
  type Library,
  type ListPage,
  libraryPaths,
  PAGE_SIZE,
  type StudioWorkout,
  type StudioWorkouts,
  workoutMessages,
  workoutPaths,
} from '@studio/shared';
import { english, inEnglish } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, items, listItems, lists, trainers } from '../../src/db/schema';
import { grantRole } from '../../src/features/studio';
import { canMountTmpfs } from '../full-disk';
import {
  createMember,
  createMemberWithProfile,
  createTestApp,
  type TestApp,
  type TestMember,
} from '../helper';
import { multipart } from '../images';
import { importSample } from '../library/catalog';

const run = promisify(execFile);

let t: TestApp;
let coach: TestMember;
let member: TestMember;
let trainerId: number;
let clips: string;
/** A 7-second 16:9 clip with sound, and a silent one, made by Debian's ffmpeg. */
let withSound: Buffer;
let silent: Buffer;

const makeClip = async (name: string, audio: boolean) => {
  const file = path.join(clips, name);
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=25:duration=7',
  ];
  if (audio) args.push('-f', 'lavfi', '-i', 'sine=frequency=440:duration=7', '-c:a', 'aac');
  args.push('-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-shortest', file);
  await run('ffmpeg', args);
  return fs.readFile(file);
};

beforeAll(async () => {
  t = await createTestApp();
  clips = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-clips-'));
  [withSound, silent] = await Promise.all([makeClip('sound.mp4', true), makeClip('silent.mp4', false)]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (clips) await fs.rm(clips, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.truncateAll();
  await importSample(t);
  coach = await createMember(t.app, { email: 'coach@example.com' });
  await grantRole(t.db, null, { email: coach.email, role: 'coach' });
  member = await createMemberWithProfile(t.app);
  const [trainer] = await t.db.select({ id: trainers.id }).from(trainers).limit(1);
  trainerId = trainer?.id ?? 0;
});

const create = (payload: object, who = coach) =>
  t.app.inject({ method: 'POST', url: workoutPaths.workouts, headers: who.headers, payload });
const made = async (payload: object = {}) => {
  const answer = await create({ title: 'Morning mobility', trainer_ids: [trainerId], ...payload });
  expect(answer.statusCode).toBe(200);
  return answer.json<StudioWorkout>();
};
const upload = (id: number, body: Buffer, name = 'video', filename = 'class.mp4') => {
  const form = multipart([{ name, filename, contentType: 'video/mp4', body }]);
  return t.app.inject({
    method: 'POST',
    url: workoutPaths.video(id),
    headers: { ...coach.headers, ...form.headers },
    payload: form.payload,
  });
};
const workout = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: workoutPaths.workout(id), headers: coach.headers })
  ).json<StudioWorkout>();
const show = (id: number, hidden = false) =>
  t.app.inject({
    method: 'PUT',
    url: workoutPaths.visibility(id),
    headers: coach.headers,
    payload: { hidden },
  });
const memberTitles = async () => {
  const library = (
    await t.app.inject({ method: 'GET', url: libraryPaths.library('on_demand'), headers: member.headers })
  ).json<Library>();
  return JSON.stringify(library);
};
const stored = (key: string) => fs.readFile(path.join(t.dataDir, 'storage', key));
const storedKeys = async (prefix: string) =>
  (await fs.readdir(path.join(t.dataDir, 'storage', prefix), { recursive: true }).catch(() => [])).map(
    String,
  );
const entries = async () =>
  (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((e) => e.action.startsWith('workout.'));

describe('on-demand workouts in the console (issue 17)', () => {
  it('a coach makes a workout: hidden from members until its video is ready and shown; audited', async () => {
    const w = await made({ description: 'Ten minutes, no kit.', is_new: true });
    expect(w).toMatchObject({
      title: 'Morning mobility',
      kind: 'workout',
      hidden: true,
      origin: 'studio',
      duration_seconds: 0,
      trainers: [{ id: trainerId }],
      video: { state: 'none', hls_url: null },
    });
    expect(await memberTitles()).not.toContain('Morning mobility');
    // No video, nothing to show.
    const early = await show(w.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(inEnglish(workoutMessages.notReadyToShow));
    expect((await entries()).map((e) => e.action)).toEqual(['workout.create']);
  });

  it('an MP4 is transcoded by the job to a 360p/720p HLS ladder with a poster and its duration', async () => {
    const w = await made();
    const sent = await upload(w.id, withSound);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<StudioWorkout>().video.state).toBe('processing');
    expect((await workout(w.id)).video.state).toBe('processing');

    expect(await t.app.jobs.runReady()).toBeGreaterThanOrEqual(1);
    const ready = await workout(w.id);
    expect(ready.video.state).toBe('ready');
    expect(ready.video.error).toBeNull();
    expect(ready.duration_seconds).toBe(7);
    expect(ready.video.hls_url).toMatch(
      /^\/media\/s\/\d+\/[\w-]{22}\/catalog\/videos\/uploads\/\d+\/[\w-]+\/master\.m3u8$/,
    );
    expect(ready.image).toMatch(/^\/media\/catalog\/posters\/\d+-[\w-]+\.jpg$/);

    const [row] = await t.db.select().from(items).where(eq(items.id, w.id));
    const master = (await stored(row?.video_hls ?? '')).toString();
    expect(master).toContain('RESOLUTION=640x360');
    expect(master).toContain('RESOLUTION=1280x720');
    expect(master).toContain('mp4a.40.2');
    const folder = path.dirname(row?.video_hls ?? '');
    const files = await storedKeys(folder);
    expect(files).toEqual(expect.arrayContaining(['360p.m3u8', '720p.m3u8', '360p-000.ts', '720p-000.ts']));
    // The uploaded MP4 is gone once the ladder is in place.
    expect(files).not.toContain('source.mp4');
    // A JPEG poster.
    const poster = await stored(row?.image ?? '');
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    // The signed playlist and a segment beside it are served.
    const playlist = await t.app.inject({ method: 'GET', url: ready.video.hls_url ?? '' });
    expect(playlist.statusCode).toBe(200);
    const segment = await t.app.inject({
      method: 'GET',
      url: (ready.video.hls_url ?? '').replace('master.m3u8', '360p-000.ts'),
    });
    expect(segment.statusCode).toBe(200);

    // Shown: members find it and can play it (a premium member gets the playlist).
    expect((await show(w.id)).statusCode).toBe(200);
    expect(await memberTitles()).toContain('Morning mobility');
    expect((await entries()).map((e) => e.action)).toEqual([
      'workout.create',
      'workout.video',
      'workout.show',
    ]);
  }, 60_000);

  it('a silent clip makes a ladder without sound; a second upload replaces the first and its files', async () => {
    const w = await made();
    await upload(w.id, silent);
    await t.app.jobs.runReady();
    const first = await workout(w.id);
    expect(first.video.state).toBe('ready');
    const [before] = await t.db.select().from(items).where(eq(items.id, w.id));
    expect((await stored(before?.video_hls ?? '')).toString()).not.toContain('mp4a');

    await upload(w.id, withSound);
    // Until the new one is ready, the old video still plays.
    const [during] = await t.db.select().from(items).where(eq(items.id, w.id));
    expect(during?.video_hls).toBe(before?.video_hls);
    await t.app.jobs.runReady();
    const [after] = await t.db.select().from(items).where(eq(items.id, w.id));
    expect(after?.video_hls).not.toBe(before?.video_hls);
    expect((await stored(after?.video_hls ?? '')).toString()).toContain('mp4a');
    // One upload's files are left: the newer one's.
    const uploads = new Set((await storedKeys(`catalog/videos/uploads/${w.id}`)).map((f) => f.split('/')[0]));
    expect([...uploads]).toEqual([path.basename(path.dirname(after?.video_hls ?? ''))]);
    await expect(stored(before?.image ?? '')).rejects.toThrow();
  }, 60_000);

  it('a failed transcode shows its error and is tried again from the uploaded file', async () => {
    const w = await made();
    // A process without ffmpeg takes the job.
    const broken = await t.buildApp({
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      FFPROBE_PATH: '/nonexistent/ffprobe',
    });
    await upload(w.id, withSound);
    await broken.jobs.runReady();
    const failed = await workout(w.id);
    expect(failed.video).toMatchObject({
      state: 'failed',
      error: inEnglish(workoutMessages.transcoderMissing),
    });

    const retried = await t.app.inject({
      method: 'POST',
      url: workoutPaths.retryVideo(w.id),
      headers: coach.headers,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<StudioWorkout>().video.state).toBe('processing');
    await t.app.jobs.runReady();
    expect((await workout(w.id)).video.state).toBe('ready');
    // Only a failed video is retried.
    const again = await t.app.inject({
      method: 'POST',
      url: workoutPaths.retryVideo(w.id),
      headers: coach.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(inEnglish(workoutMessages.notFailed));
  }, 60_000);

  it("a transcoder that fails gives its reason in the reader's language, with the tool's own words", async () => {
    const w = await made();
    // ffprobe reads the file; an ffmpeg that exits with 1 cannot convert it.
    const failing = await t.buildApp({ FFMPEG_PATH: '/bin/false' });
    await upload(w.id, withSound);
    await failing.jobs.runReady();
    const read = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: workoutPaths.workout(w.id),
          headers: { ...coach.headers, 'accept-language': language },
        })
      ).json<StudioWorkout>().video;
    expect((await read('es')).state).toBe('failed');
    expect((await read('es')).error).toMatch(/^No se pudo convertir el vídeo \(false: .+\)$/);
    expect((await read('pt-BR')).error).toMatch(/^Não foi possível converter o vídeo \(false: .+\)$/);
    expect((await read('en')).error).toMatch(/^The video could not be converted \(false: .+\)$/);
  }, 60_000);

  it('a file that is not a video fails with a reason; one that is not an MP4 is refused at once', async () => {
    const w = await made();
    // An MP4 box header with nothing playable after it.
    const fake = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(2000, 7),
    ]);
    expect((await upload(w.id, fake)).statusCode).toBe(200);
    await t.app.jobs.runReady();
    expect((await workout(w.id)).video).toMatchObject({
      state: 'failed',
      error: inEnglish(workoutMessages.videoUnreadable),
    });

    const png = await upload(w.id, Buffer.from('\x89PNG\r\n\x1a\n0000000000000000'));
    expect(png.statusCode).toBe(400);
    expect(png.json().errors).toEqual({ video: [inEnglish(workoutMessages.videoNotMp4)] });
    const wrongField = await upload(w.id, withSound, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors).toEqual({ video: [inEnglish(workoutMessages.videoRequired)] });
    const json = await t.app.inject({
      method: 'POST',
      url: workoutPaths.video(w.id),
      headers: coach.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect((await upload(999_999, withSound)).statusCode).toBe(404);
  }, 60_000);

  it.runIf(canMountTmpfs)('a full disk refuses the upload with 507 and keeps nothing', async () => {
    const w = await made();
    const storage = path.join(t.dataDir, 'storage');
    await fs.mkdir(storage, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', storage]);
    try {
      const sent = await upload(w.id, withSound);
      expect(sent.statusCode).toBe(507);
      expect(sent.json()).toEqual({ code: 'storage_full', message: english('common.error.storageFull') });
      // No half file, no upload recorded, no job: the workout is as it was.
      const files = (await fs.readdir(storage, { recursive: true, withFileTypes: true })).filter((e) =>
        e.isFile(),
      );
      expect(files).toEqual([]);
    } finally {
      execFileSync('umount', [storage]);
    }
    expect((await workout(w.id)).video.state).toBe('none');
    expect(await t.app.jobs.runReady()).toBe(0);
    expect((await entries()).map((e) => e.action)).toEqual(['workout.create']);
  });

  it('captions: one WebVTT track per language, replaced and removed; other files refused', async () => {
    const w = await made();
    const vtt = (text: string, fields: Record<string, string> = { language: 'en', label: 'English' }) => {
      const form = multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'captions', filename: 'en.vtt', contentType: 'text/vtt', body: Buffer.from(text) },
      ]);
      return t.app.inject({
        method: 'POST',
        url: workoutPaths.captions(w.id),
        headers: { ...coach.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const cue = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBreathe in\n';
    const first = await vtt(cue);
    expect(first.statusCode).toBe(200);
    expect(first.json<StudioWorkout>().captions).toEqual([
      { language: 'en', label: 'English', url: expect.stringMatching(/^\/media\/s\/.+\.vtt$/) },
    ]);
    const firstUrl = first.json<StudioWorkout>().captions[0]?.url ?? '';
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).body).toContain('Breathe in');

    const replaced = await vtt(cue.replace('Breathe in', 'Breathe out'));
    const url = replaced.json<StudioWorkout>().captions[0]?.url ?? '';
    expect(replaced.json<StudioWorkout>().captions).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('Breathe out');
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    await vtt(cue, { language: 'pt-BR', label: 'Português' });
    expect((await workout(w.id)).captions.map((c) => c.language)).toEqual(['en', 'pt-BR']);

    const notVtt = await vtt('1\n00:00:00,000 --> 00:00:02,000\nSRT\n');
    expect(notVtt.statusCode).toBe(400);
    expect(notVtt.json().errors).toEqual({ captions: [inEnglish(workoutMessages.captionsNotVtt)] });
    const badLanguage = await vtt(cue, { language: 'english' });
    expect(badLanguage.json().errors).toEqual({ language: [inEnglish(workoutMessages.languageInvalid)] });

    const gone = await t.app.inject({
      method: 'DELETE',
      url: workoutPaths.caption(w.id, 'en'),
      headers: coach.headers,
    });
    expect(gone.json<StudioWorkout>().captions.map((c) => c.language)).toEqual(['pt-BR']);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: workoutPaths.caption(w.id, 'en'),
      headers: coach.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect((await entries()).map((e) => e.action)).toEqual([
      'workout.create',
      'workout.captions',
      'workout.captions',
      'workout.captions',
      'workout.captions_remove',
    ]);
  });

  it('edits are validated, name their field and change nothing; the audit keeps before and after', async () => {
    const w = await made();
    const bad = await t.app.inject({
      method: 'PUT',
      url: workoutPaths.workout(w.id),
      headers: coach.headers,
      payload: { title: ' ', kind: 'recipe', trainer_ids: [999_999] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      title: [inEnglish(workoutMessages.titleRequired)],
      kind: [inEnglish(workoutMessages.kindInvalid)],
    });
    const unknownTrainer = await t.app.inject({
      method: 'PUT',
      url: workoutPaths.workout(w.id),
      headers: coach.headers,
      payload: { title: 'Evening stretch', trainer_ids: [999_999] },
    });
    expect(unknownTrainer.statusCode).toBe(400);
    expect(unknownTrainer.json().errors).toEqual({
      trainer_ids: [inEnglish(workoutMessages.trainerUnknown)],
    });
    expect((await workout(w.id)).title).toBe('Morning mobility');

    const ok = await t.app.inject({
      method: 'PUT',
      url: workoutPaths.workout(w.id),
      headers: coach.headers,
      payload: { title: 'Evening stretch', kind: 'exercise', trainer_ids: [] },
    });
    expect(ok.json<StudioWorkout>()).toMatchObject({
      title: 'Evening stretch',
      kind: 'exercise',
      trainers: [],
    });
    const update = (await entries()).find((e) => e.action === 'workout.update');
    expect(update?.before).toMatchObject({ title: 'Morning mobility' });
    expect(update?.after).toMatchObject({ title: 'Evening stretch' });
  });

  it("the list holds the catalogue file's workouts and the console's; an import leaves the console's alone", async () => {
    const w = await made();
    await upload(w.id, silent);
    await t.app.jobs.runReady();
    await show(w.id);
    const list = (
      await t.app.inject({ method: 'GET', url: workoutPaths.workouts, headers: coach.headers })
    ).json<StudioWorkouts>();
    expect(list.workouts[0]?.id).toBe(w.id);
    expect(list.workouts.some((x) => x.origin === 'catalog')).toBe(true);
    expect(list.workouts.every((x) => x.kind !== 'live_training')).toBe(true);
    expect(list.trainers.length).toBeGreaterThan(0);

    await importSample(t);
    expect((await workout(w.id)).hidden).toBe(false);
    const details = await t.app.inject({
      method: 'GET',
      url: libraryPaths.item('workout', w.id),
      headers: member.headers,
    });
    expect(details.json<ItemDetails>().title).toBe('Morning mobility');
  }, 60_000);

  it("lists follow: a shown workout joins its trainers' pages, a hidden one leaves every list, positions stay dense", async () => {
    const [maya] = await t.db.select().from(trainers).where(eq(trainers.key, 'maya'));
    const mayaPage = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: libraryPaths.list('on_demand', 'trainers', maya?.id ?? 0),
          headers: member.headers,
        })
      ).json<ListPage>();
    const before = (await mayaPage()).items.map((i) => i.title);
    const w = await made({ trainer_ids: [maya?.id] });
    await upload(w.id, silent);
    await t.app.jobs.runReady();
    expect((await mayaPage()).items.map((i) => i.title)).toEqual(before);
    await show(w.id);
    // Newest first: the new workout heads the trainer's page.
    expect((await mayaPage()).items.map((i) => i.title)).toEqual(
      ['Morning mobility', ...before].slice(0, PAGE_SIZE),
    );
    // An import keeps it there.
    await importSample(t);
    expect((await mayaPage()).items.map((i) => i.title)).toEqual(
      ['Morning mobility', ...before].slice(0, PAGE_SIZE),
    );

    // A catalogue workout hidden in the console leaves its category and its trainer's page.
    const [w1] = await t.db.select().from(items).where(eq(items.key, 'w1'));
    const category = async () => {
      const [list] = await t.db.select().from(lists).where(eq(lists.key, 'three'));
      return (
        await t.app.inject({
          method: 'GET',
          url: libraryPaths.list('on_demand', 'categories', list?.id ?? 0),
          headers: member.headers,
        })
      ).json<ListPage>();
    };
    expect((await category()).items.map((i) => i.title)).toContain(w1?.title);
    const hidden = await show(w1?.id ?? 0, true);
    expect(hidden.statusCode).toBe(200);
    const titles = (await category()).items.map((i) => i.title);
    expect(titles).not.toContain(w1?.title);
    expect(titles).toEqual(['Workout w0', 'Workout w2']);
    const positions = await t.db
      .select({ position: listItems.position })
      .from(listItems)
      .innerJoin(lists, eq(lists.id, listItems.list_id))
      .where(eq(lists.key, 'three'))
      .orderBy(listItems.position);
    expect(positions.map((p) => p.position)).toEqual([0, 1]);
    const entry = (await entries()).find((e) => e.action === 'workout.hide');
    expect(entry?.before).toMatchObject({ hidden: false, lists: expect.arrayContaining(['three']) });
  }, 60_000);

  it('a trailer is cut from the ladder after the transcode, public; another start cuts it again (issue 38)', async () => {
    const w = await made();
    await upload(w.id, withSound);
    while ((await t.app.jobs.runReady()) > 0);
    // A hidden class has no public trailer yet; shown, it gets one.
    expect((await workout(w.id)).trailer.url).toBeNull();
    expect((await show(w.id)).statusCode).toBe(200);
    while ((await t.app.jobs.runReady()) > 0);
    const ready = await workout(w.id);
    // Public like the catalogue's images: a plain /media/ address, no signature, an unguessable name.
    expect(ready.trailer).toEqual({
      start_seconds: 0,
      url: expect.stringMatching(/^\/media\/catalog\/trailers\/\d+-[\w-]{12}\.mp4$/),
    });
    const served = await t.app.inject({ method: 'GET', url: ready.trailer.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    const first = ready.trailer.url?.replace('/media/', '') ?? '';
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type',
      '-of',
      'json',
      path.join(t.dataDir, 'storage', first),
    ]);
    const probe = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_type: string }[] };
    // The whole 7-second clip (under TRAILER_SECONDS), with its picture and sound, streams copied.
    expect(Number(probe.format.duration)).toBeGreaterThan(6);
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);

    // The storefront's class page plays it.
    const page = await t.app.inject({ method: 'GET', url: `/classes/${w.id}-morning-mobility` });
    expect(page.body).toContain(`<video class="poster" src="${ready.trailer.url}"`);
    expect(page.body).toContain(`"contentUrl":"http://studio.test${ready.trailer.url}"`);

    // Another start: cut again, the old file removed; a start past the end cuts from the beginning.
    const edited = await t.app.inject({
      method: 'PUT',
      url: workoutPaths.workout(w.id),
      headers: coach.headers,
      payload: { title: 'Morning mobility', trailer_start_seconds: 600 },
    });
    expect(edited.statusCode).toBe(200);
    while ((await t.app.jobs.runReady()) > 0);
    const again = await workout(w.id);
    expect(again.trailer.start_seconds).toBe(600);
    expect(again.trailer.url).toMatch(/^\/media\/catalog\/trailers\//);
    expect(again.trailer.url).not.toBe(ready.trailer.url);
    await expect(stored(first)).rejects.toThrow();
    const [row] = await t.db.select().from(items).where(eq(items.id, w.id));
    expect(row?.trailer_of).toBe(`${row?.video_hls}@600`);

    // A start that is not a whole, non-negative number is refused, naming the field.
    const bad = await t.app.inject({
      method: 'PUT',
      url: workoutPaths.workout(w.id),
      headers: coach.headers,
      payload: { title: 'Morning mobility', trailer_start_seconds: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.trailer_start_seconds).toEqual([
      english(workoutMessages.trailerStartInvalid),
    ]);
  }, 60_000);

  it('a member is refused every workout route', async () => {
    expect((await create({ title: 'x' }, member)).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: workoutPaths.workouts, headers: member.headers });
    expect(list.statusCode).toBe(403);
  });
});
