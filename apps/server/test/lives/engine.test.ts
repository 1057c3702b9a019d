import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  type ItemDetails,
  LIVE_EARLY_MINUTES,
  LIVE_LATE_MINUTES,
  libraryPaths,
  livePaths,
  type StudioLive,
  type StudioLives,
  type StudioWorkouts,
  studioPaths,
  workoutPaths,
} from '@studio/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINE_CALLS_PATH } from '../../src/adapters/live/engine';
import { auditLog, items, liveStreams, studioSettings, trainers } from '../../src/db/schema';
import { premiumMember } from '../harness';
import { readOutbox, type TestMember } from '../helper';
import { actions, member, ok, send, t, withCatalogue } from '../studio/harness';

withCatalogue();

let premium: TestMember;
let trainerId: number;
beforeEach(async () => {
  premium = await premiumMember();
  const [trainer] = await t.db.select({ id: trainers.id }).from(trainers).limit(1);
  trainerId = trainer?.id ?? 0;
});

/** A class that starts `minutes` from now (the studio's zone is UTC here), streamed through Studio. */
const scheduleIn = async (minutes: number, title = 'Sunrise flow') => {
  const start = new Date(Date.now() + minutes * 60_000);
  const iso = start.toISOString();
  return ok<StudioLive>('POST', studioPaths.lives, {
    title,
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    duration_minutes: 30,
    trainer_id: trainerId,
    live_url: '',
  });
};

/** The engine's call, as nginx-rtmp makes it (`notify_method get`). */
const engine = (call: string, query: Record<string, string>, secret = t.app.deps.live?.secret ?? '') =>
  t.app.inject({
    method: 'GET',
    url: `${ENGINE_CALLS_PATH}/${secret}/${call}?${new URLSearchParams({ app: 'live', addr: '127.0.0.1', clientid: '1', call, ...query })}`,
  });

/** The stream name and key OBS is given ("Stream Key": `live-12?key=…`). */
const keyOf = (live: StudioLive) => {
  const [name, query] = (live.stream?.stream_key ?? '').split('?');
  return { name: name ?? '', key: new URLSearchParams(query).get('key') ?? '' };
};

const details = (id: number, who: TestMember) =>
  t.app.inject({ method: 'GET', url: libraryPaths.item('live_training', id), headers: who.headers });

const consoleLive = async (id: number) =>
  (await ok<StudioLives>('GET', studioPaths.lives)).lives.find((l) => l.id === id);

describe('streaming a live class through Studio (issue 37)', () => {
  it('each class has its own key, shown to its coach with the ingest address', async () => {
    const a = await scheduleIn(10);
    const b = await scheduleIn(20, 'Evening stretch');
    expect(a.live_url).toBe('');
    expect(a.stream?.ingest_url).toBe('rtmp://studio.test:1935/live');
    expect(keyOf(a).name).toBe(`live-${a.id}`);
    expect(keyOf(a).key).toMatch(/^[\w-]{20,}$/);
    expect(keyOf(a).key).not.toBe(keyOf(b).key);
    expect(a.stream?.on_air_since).toBeNull();
    // The audit log says what the class is, never its key.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'live.create'));
    expect(JSON.stringify(entry?.after)).not.toContain(keyOf(a).key);
  });

  it('the engine takes the right key within the window: the class goes on air and back by itself', async () => {
    const live = await scheduleIn(10);
    // Before the stream: upcoming, no address to play.
    const before = (await details(live.id, premium)).json<ItemDetails>();
    expect(before).toMatchObject({ status: 'upcoming', on_air: false, real_live_url: null });

    const started = await engine('publish', { ...keyOf(live), type: 'live' });
    expect(started.statusCode).toBe(200);
    expect((await consoleLive(live.id))?.stream?.on_air_since).not.toBeNull();
    const onAir = (await details(live.id, premium)).json<ItemDetails>();
    expect(onAir).toMatchObject({ status: null, on_air: true, can_watch: true });
    expect(onAir.real_live_url).toMatch(
      new RegExp(`^/media/s/\\d+/[\\w-]+/live/hls/live-${live.id}/index\\.m3u8$`),
    );
    // A member without premium sees it on air with nothing to play (the buy page).
    expect((await details(live.id, member)).json<ItemDetails>()).toMatchObject({
      on_air: true,
      can_watch: false,
      real_live_url: null,
    });

    // The stream stops: back to upcoming; said twice, the same.
    for (const _ of [1, 2]) expect((await engine('publish_done', keyOf(live))).statusCode).toBe(200);
    expect((await details(live.id, premium)).json<ItemDetails>()).toMatchObject({
      on_air: false,
      status: 'upcoming',
    });
    const streams = await t.db.select().from(liveStreams).where(eq(liveStreams.item_id, live.id));
    expect(streams).toHaveLength(1);
    expect(streams[0]?.ended_at).not.toBeNull();
  });

  it('refuses a wrong key, a reset one, another class, a cancelled class and a class outside its window', async () => {
    const live = await scheduleIn(10);
    const other = await scheduleIn(15, 'Other class');
    const { name, key } = keyOf(live);
    const refused = async (query: Record<string, string>) => {
      expect((await engine('publish', query)).statusCode).toBe(403);
      expect((await details(live.id, premium)).json<ItemDetails>().on_air).toBe(false);
    };
    await refused({ name, key: 'guessed-key-guessed-key' });
    await refused({ name });
    await refused({ name, key: keyOf(other).key });
    await refused({ name: 'something-else', key });

    // A new key: the old one is refused from now on; the reset is audited without the key.
    const reset = await ok<StudioLive>('POST', studioPaths.liveStreamKey(live.id));
    expect(keyOf(reset).key).not.toBe(key);
    await refused({ name, key });
    expect(await actions()).toContain('live.stream_key');
    expect((await engine('publish', keyOf(reset))).statusCode).toBe(200);
    await engine('publish_done', keyOf(reset));

    // The window: from LIVE_EARLY_MINUTES before the start to LIVE_LATE_MINUTES after the end.
    const start = new Date(live.event_date).getTime();
    const end = start + 30 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start - LIVE_EARLY_MINUTES * 60_000 - 1000);
    await refused(keyOf(reset));
    vi.setSystemTime(end + LIVE_LATE_MINUTES * 60_000 + 1000);
    await refused(keyOf(reset));
    vi.setSystemTime(end + LIVE_LATE_MINUTES * 60_000 - 1000);
    expect((await engine('publish', keyOf(reset))).statusCode).toBe(200);
    await engine('publish_done', keyOf(reset));
    vi.useRealTimers();

    // A cancelled class never streams.
    await ok('POST', studioPaths.cancelLive(live.id));
    expect((await engine('publish', keyOf(reset))).statusCode).toBe(403);
  });

  it('a coach testing the picture early mails no one yet', async () => {
    const live = await scheduleIn(25);
    await send('PUT', livePaths.reminder(live.id), undefined, premium);
    await engine('publish', keyOf(live));
    expect((await readOutbox(t)).filter((m) => m.subject.includes('is live now'))).toEqual([]);
  });

  it('cuts a stream off at its next update once its key is reset or its class cancelled', async () => {
    const live = await scheduleIn(10);
    expect((await engine('publish', keyOf(live))).statusCode).toBe(200);
    expect((await engine('update', keyOf(live))).statusCode).toBe(200);
    const reset = await ok<StudioLive>('POST', studioPaths.liveStreamKey(live.id));
    expect((await engine('update', keyOf(live))).statusCode).toBe(403);
    expect((await engine('update', keyOf(reset))).statusCode).toBe(200);
    await ok('POST', studioPaths.cancelLive(live.id));
    expect((await engine('update', keyOf(reset))).statusCode).toBe(403);
  });

  it('keeps a class on air while one of its connections streams', async () => {
    const live = await scheduleIn(10);
    // The encoder reconnects before the engine dropped its old connection: the engine takes the new
    // one's publish to Studio, then refuses it itself and says it is done.
    await engine('publish', { ...keyOf(live), clientid: '7' });
    await engine('publish', { ...keyOf(live), clientid: '8' });
    await engine('publish_done', { ...keyOf(live), clientid: '8' });
    expect((await details(live.id, premium)).json<ItemDetails>().on_air).toBe(true);
    await engine('publish_done', { ...keyOf(live), clientid: '7' });
    expect((await details(live.id, premium)).json<ItemDetails>().on_air).toBe(false);
  });

  it("refuses a call without the engine's secret, and changes nothing", async () => {
    const live = await scheduleIn(10);
    expect((await engine('publish', keyOf(live), 'x'.repeat(64))).statusCode).toBe(403);
    await engine('publish', keyOf(live));
    expect((await engine('publish_done', keyOf(live), 'x'.repeat(64))).statusCode).toBe(403);
    expect((await details(live.id, premium)).json<ItemDetails>().on_air).toBe(true);
    // Only staff see keys: a member's console call is refused.
    expect((await send('POST', studioPaths.liveStreamKey(live.id), undefined, member)).statusCode).toBe(403);
  });

  it('serves the live playlist only through a signed path, never kept', async () => {
    const live = await scheduleIn(10);
    await engine('publish', keyOf(live));
    const folder = path.join(t.app.deps.live?.hlsDir ?? '', `live-${live.id}`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n0.ts\n');
    fs.writeFileSync(path.join(folder, '0.ts'), Buffer.alloc(188, 0x47));
    const url = (await details(live.id, premium)).json<ItemDetails>().real_live_url ?? '';
    const playlist = await t.app.inject({ method: 'GET', url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('0.ts');
    expect(playlist.headers['cache-control']).toBe('no-cache');
    const segment = await t.app.inject({ method: 'GET', url: url.replace('index.m3u8', '0.ts') });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/live/hls/live-${live.id}/index.m3u8` })).statusCode,
    ).toBe(404);
    // Another class's folder is not admitted by this signature.
    const across = url.replace(`live-${live.id}/`, `live-${live.id + 1}/`);
    expect((await t.app.inject({ method: 'GET', url: across })).statusCode).toBe(403);
  });
});

describe('reminders when a class goes live (issue 37)', () => {
  it('mails the members who asked, once a class, in their language', async () => {
    // A class about to start: its stream's start mails at once (earlier, the mail waits for the start).
    const live = await scheduleIn(2);
    const ask = (who: TestMember, method: 'PUT' | 'DELETE', id = live.id) =>
      send(method, livePaths.reminder(id), undefined, who);
    expect((await ask(premium, 'PUT')).json()).toEqual({ ids: [live.id] });
    expect((await ask(member, 'PUT')).statusCode).toBe(200);
    expect((await ask(member, 'DELETE')).json()).toEqual({ ids: [] });
    expect((await ask(premium, 'PUT', 999_999)).statusCode).toBe(404);
    expect((await send('GET', livePaths.reminders, undefined, premium)).json()).toEqual({ ids: [live.id] });

    await engine('publish', keyOf(live));
    await engine('publish_done', keyOf(live));
    // The encoder reconnects: no second mail.
    await engine('publish', { ...keyOf(live), clientid: '2' });
    const mails = (await readOutbox(t)).filter((m) => m.subject.includes('is live now'));
    expect(mails.map((m) => m.to)).toEqual([premium.email]);
    expect((await send('GET', livePaths.reminders, undefined, premium)).json()).toEqual({ ids: [live.id] });
    expect(mails[0]?.subject).toBe('Sunrise flow is live now');
    expect(mails[0]?.text).toContain(`/page/on_demand?item=live_training-${live.id}`);
  });
});

describe("a stream's replay (issue 37)", () => {
  /** A short recording as the engine writes it (FLV), on the engine's disk. */
  const recording = (name: string) => {
    const file = path.join(t.app.deps.live?.recordingsDir ?? '', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    execFileSync(t.app.deps.config.FFMPEG_PATH, [
      ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15', '-t', '3'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-f', 'flv', file],
    ]);
    return file;
  };

  const streamOnce = async (live: StudioLive, file: string, repeats = 1) => {
    await engine('publish', keyOf(live));
    await engine('publish_done', keyOf(live));
    for (let i = 0; i < repeats; i += 1) {
      expect((await engine('record_done', { ...keyOf(live), recorder: '', path: file })).statusCode).toBe(
        200,
      );
    }
    while ((await t.app.jobs.runReady()) > 0);
  };

  const replays = async () =>
    (await ok<StudioWorkouts>('GET', workoutPaths.workouts)).workouts.filter((w) =>
      w.title.startsWith('Replay: '),
    );

  it('is taken only from the recordings folder', async () => {
    const live = await scheduleIn(10);
    await engine('publish', keyOf(live));
    await engine('publish_done', keyOf(live));
    const secret = path.join(t.dataDir, 'live-engine-secret');
    for (const file of [
      secret,
      path.join(t.app.deps.live?.recordingsDir ?? '', '..', 'x.flv'),
      '/etc/passwd',
    ]) {
      expect((await engine('record_done', { ...keyOf(live), path: file })).statusCode).toBe(400);
    }
    expect(fs.existsSync(secret)).toBe(true);
  });

  it('becomes one hidden workout per stream, however often the engine says so', async () => {
    const live = await scheduleIn(10);
    await streamOnce(live, recording('live-a.flv'), 3);
    const [replay, ...more] = await replays();
    expect(more).toHaveLength(0);
    expect(replay).toMatchObject({ title: 'Replay: Sunrise flow', hidden: true });
    expect(replay?.video?.state).toBe('ready');
    expect(replay?.trainers.map((tr) => tr.id)).toEqual([trainerId]);
    const [row] = await t.db
      .select()
      .from(items)
      .where(eq(items.id, replay?.id ?? 0));
    expect(row?.video_hls).toMatch(/master\.m3u8$/);
    // The engine's copy is gone once stored.
    expect(fs.existsSync(path.join(t.app.deps.live?.recordingsDir ?? '', 'live-a.flv'))).toBe(false);

    // A second stream of the class (the encoder reconnected): a second replay.
    await streamOnce(live, recording('live-b.flv'));
    expect(await replays()).toHaveLength(2);
  });

  it('is shown at once where the studio publishes replays itself', async () => {
    await t.db
      .insert(studioSettings)
      .values({ id: 1, publish_replays: true })
      .onConflictDoUpdate({ target: studioSettings.id, set: { publish_replays: true } });
    const live = await scheduleIn(10);
    await streamOnce(live, recording('live-c.flv'));
    const [replay] = await replays();
    expect(replay).toMatchObject({ hidden: false });
    const shown = await t.app.inject({
      method: 'GET',
      url: libraryPaths.item('workout', replay?.id ?? 0),
      headers: premium.headers,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ItemDetails>().file_url_hls).toMatch(/master\.m3u8$/);
  });
});
