import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  type ItemDetails,
  libraryPaths,
  type StudioLive,
  type StudioWorkouts,
  studioPaths,
  workoutPaths,
} from '@studio/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINE_CALLS_PATH, rtmpModuleInstalled, startEngine } from '../../src/adapters/live/engine';
import { trainers } from '../../src/db/schema';
import { premiumMember } from '../harness';
import type { TestMember } from '../helper';
import { ok, t, withCatalogue } from '../studio/harness';

withCatalogue();

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const until = async (what: string, check: () => Promise<boolean> | boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** ffmpeg pushing a test pattern to `url` (OBS's server and key, joined) for `seconds`. */
const push = (url: string, seconds: number): { child: ChildProcess; exit: Promise<number | null> } => {
  const child = spawn(t.app.deps.config.FFMPEG_PATH, [
    ...[
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x180:rate=15',
      '-t',
      String(seconds),
    ],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-f', 'flv', url],
  ]);
  return { child, exit: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
};

/**
 * The real engine (nginx with the RTMP module, as `npm start` runs it) in front of a listening test
 * app: an encoder with the class's key goes on air, its HLS plays through the signed path, and its
 * recording becomes the replay; a wrong key is cut off by the engine itself.
 */
describe.skipIf(!rtmpModuleInstalled())('the live engine with a real encoder (issue 37)', () => {
  let stopEngine: () => Promise<void> = async () => {};
  let rtmpPort = 0;
  let premium: TestMember;
  let live: StudioLive;
  beforeEach(async () => {
    premium = await premiumMember();
    const [trainer] = await t.db.select({ id: trainers.id }).from(trainers).limit(1);
    const start = new Date(Date.now() + 5 * 60_000).toISOString();
    live = await ok<StudioLive>('POST', studioPaths.lives, {
      title: 'Engine class',
      date: start.slice(0, 10),
      time: start.slice(11, 16),
      duration_minutes: 30,
      trainer_id: trainer?.id,
    });
    const setup = t.app.deps.live;
    if (!setup) throw new Error('no live setup');
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    rtmpPort = await freePort();
    const engine = await startEngine({
      setup,
      port: rtmpPort,
      callbacks: `http://127.0.0.1:${port}${ENGINE_CALLS_PATH}/${setup.secret}`,
      dir: path.join(t.dataDir, 'engine'),
    });
    stopEngine = engine.stop;
  });
  afterEach(async () => stopEngine());

  const details = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: libraryPaths.item('live_training', live.id),
        headers: premium.headers,
      })
    ).json<ItemDetails>();

  it('takes the right key, plays its HLS, ends, and makes the replay; refuses a wrong key', async () => {
    const base = `rtmp://127.0.0.1:${rtmpPort}/live/`;
    const wrong = push(`${base}live-${live.id}?key=not-the-key-at-all`, 3);
    expect(await wrong.exit).not.toBe(0);
    expect((await details()).on_air).toBe(false);

    const right = push(`${base}${live.stream?.stream_key}`, 8);
    await until('the class on air', async () => (await details()).on_air);
    const url = (await details()).real_live_url ?? '';
    await until('a playable segment', async () => {
      const playlist = await t.app.inject({ method: 'GET', url });
      return playlist.statusCode === 200 && /\.ts/.test(playlist.body);
    });
    const playlist = await t.app.inject({ method: 'GET', url });
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts')) ?? '';
    const first = await t.app.inject({ method: 'GET', url: url.replace('index.m3u8', segment) });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload[0]).toBe(0x47); // an MPEG-TS packet

    expect(await right.exit).toBe(0);
    await until('the class off air', async () => !(await details()).on_air);
    await until('the recording taken', async () => (await t.app.jobs.runReady()) > 0, 10_000);
    while ((await t.app.jobs.runReady()) > 0);
    const { workouts } = await ok<StudioWorkouts>('GET', workoutPaths.workouts);
    const replay = workouts.find((w) => w.title === 'Replay: Engine class');
    expect(replay).toMatchObject({ hidden: true, video: { state: 'ready' } });
    expect(fs.readdirSync(t.app.deps.live?.recordingsDir ?? '')).toEqual([]);
  }, 60_000);

  it('stops an engine a killed process left behind before starting its own', async () => {
    const setup = t.app.deps.live;
    if (!setup) throw new Error('no live setup');
    // The engine of beforeEach stands for one whose server was killed (kill -9): still running.
    const { port } = t.app.server.address() as net.AddressInfo;
    const leftover = await startEngine({
      setup,
      port: await freePort(),
      callbacks: `http://127.0.0.1:${port}${ENGINE_CALLS_PATH}/${setup.secret}`,
      dir: path.join(t.dataDir, 'engine-left'),
    });
    const fresh = await startEngine({
      setup,
      port: await freePort(),
      callbacks: `http://127.0.0.1:${port}${ENGINE_CALLS_PATH}/${setup.secret}`,
      dir: path.join(t.dataDir, 'engine-left'),
    });
    await until(
      'the leftover engine to stop',
      () => leftover.child.exitCode !== null || leftover.child.signalCode !== null,
    );
    expect(fresh.child.exitCode).toBeNull();
    await fresh.stop();
  });
});
