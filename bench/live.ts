/**
 * Live classes (issue 37), against the built server as it runs, in its own processes:
 *
 * - **First segment**: `npm start`'s shape (one process on PGlite, its own nginx-rtmp engine).
 *   ffmpeg pushes a 720p picture to the class's ingest address with its key; the time from its first
 *   frame to a segment a member can fetch through the signed playlist. Goal: a few seconds (a 2-s
 *   fragment must be cut first).
 * - **Glass to glass**: a premium member plays the class in Chromium from its details (the same
 *   player). The picture carries a burnt-in clock (the stream's second in eight white boxes, read
 *   back from the video's frames in the page); the time a second appears on the member's screen
 *   minus the time ffmpeg sent it. Median and p90 over 20 s. Goal ≤ 6 s.
 * - **Chat fan-out**: three processes on one PostgreSQL (`LIVE_ENGINE=off`: chat needs no stream),
 *   BENCH_LIVE_VIEWERS (1,000) chat streams spread over them, one message a second for 20 s from
 *   members on every process; delivery time from the POST to each stream, p50 and p99. Goal p99 < 500 ms.
 *
 * Needs nginx with the RTMP module, ffmpeg, Chromium and PostgreSQL (each part says what it skips).
 * BENCH_LIVE=0 skips it all.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiPaths,
  type ItemDetails,
  libraryPaths,
  livePaths,
  type StudioLive,
  studioPaths,
} from '@studio/shared';
import { rtmpModuleInstalled } from '../apps/server/src/adapters/live/engine';
import { ownPostgres, postgresBin } from '../apps/server/test/own-postgres';
import { STUDIO_OWNER } from '../e2e/studio-owner';
import { buildWeb, freePort, launchBenchChromium, registerMember, seedOwner, startStudio } from './processes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 1000);
const CHAT_SECONDS = 20;
const LATENCY_SECONDS = 20;
const BITS = 8;

const answer = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
const json = (headers: Record<string, string>, body: unknown, method = 'POST') => ({
  method,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ownerHeaders = async (url: string) => {
  const { token } = await answer<{ token: string }>(
    await fetch(`${url}${apiPaths.login}`, json({}, STUDIO_OWNER)),
  );
  return { 'x-user-email': STUDIO_OWNER.email, 'x-user-token': token };
};

/** A class starting in five minutes (the studio's zone is UTC), streamed through Studio. */
const scheduleClass = async (url: string, headers: Record<string, string>, title: string) => {
  const [trainer] = (
    await answer<{ trainers: { id: number }[] }>(await fetch(`${url}${studioPaths.lives}`, { headers }))
  ).trainers;
  const start = new Date(Date.now() + 5 * 60_000).toISOString();
  return answer<StudioLive>(
    await fetch(
      `${url}${studioPaths.lives}`,
      json(headers, {
        title,
        date: start.slice(0, 10),
        time: start.slice(11, 16),
        duration_minutes: 30,
        trainer_id: trainer?.id,
      }),
    ),
  );
};

const premiumMember = async (url: string, label: string) => {
  const member = await registerMember(url, label);
  await answer(
    await fetch(
      `${url}${apiPaths.webPayment}`,
      json(member.headers, {
        nonce_from_the_client: 'fake-valid-nonce',
        plan_name: 'montly',
        plan_price: '19.99',
      }),
    ),
  );
  return member;
};

/**
 * ffmpeg sending a 720p picture with the stream's second burnt in (bit k of the second: a white box
 * k, left to right) at real time, a keyframe every 2 s. Its `-progress` lines give the wall-clock
 * moment of each stream time sent, so `sentAt(second)` is when that second left the encoder.
 */
const pushClock = (target: string, seconds: number) => {
  const boxes = Array.from(
    { length: BITS },
    (_, k) =>
      `drawbox=x=${40 + k * 150}:y=300:w=110:h=110:color=white:t=fill:enable='eq(mod(floor(t/${2 ** k}),2),1)'`,
  ).join(',');
  const child = spawn(FFMPEG, [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `color=c=black:size=1280x720:rate=30:duration=${seconds}`,
    ],
    ...[
      '-vf',
      boxes,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'zerolatency',
      '-g',
      '60',
      '-pix_fmt',
      'yuv420p',
    ],
    ...['-progress', 'pipe:1', '-f', 'flv', target],
  ]);
  // The smallest (wall − stream time) seen: when stream time 0 left, to a frame's precision.
  let origin = Number.POSITIVE_INFINITY;
  let firstFrameAt: number | null = null;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => {
    const now = Date.now();
    for (const match of text.matchAll(/out_time_us=(\d+)/g)) {
      const streamMs = Number(match[1]) / 1000;
      if (streamMs > 0) {
        firstFrameAt ??= now - streamMs;
        origin = Math.min(origin, now - streamMs);
      }
    }
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    exit,
    firstFrameAt: () => firstFrameAt,
    sentAt: (second: number) => origin + second * 1000,
  };
};

const benchStream = async () => {
  buildWeb();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-live-bench-'));
  const dataDir = path.join(work, 'data');
  await seedOwner(dataDir);
  const rtmpPort = await freePort();
  const studio = await startStudio(undefined, dataDir, {
    env: { LIVE_ENGINE: 'auto', LIVE_RTMP_PORT: String(rtmpPort), PUBLIC_URL: 'http://127.0.0.1' },
  });
  let push: ReturnType<typeof pushClock> | null = null;
  const browser = await launchBenchChromium(CHROMIUM);
  try {
    const owner = await ownerHeaders(studio.url);
    const live = await scheduleClass(studio.url, owner, 'Live bench class');
    if (!live.stream) throw new Error('the server started no live engine');
    const member = await premiumMember(studio.url, 'live');
    const details = async () =>
      answer<ItemDetails>(
        await fetch(`${studio.url}${libraryPaths.item('live_training', live.id)}`, {
          headers: member.headers,
        }),
      );

    push = pushClock(`${live.stream.ingest_url}/${live.stream.stream_key}`, LATENCY_SECONDS + 40);
    const pushed = push;
    // First frame pushed → the first segment a member can fetch.
    let segmentAt = 0;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(25)) {
      const item = await details();
      if (!item.real_live_url) continue;
      const playlist = await fetch(`${studio.url}${item.real_live_url}`);
      const body = playlist.ok ? await playlist.text() : '';
      const segment = body.split('\n').find((line) => line.endsWith('.ts'));
      if (!segment) continue;
      const got = await fetch(`${studio.url}${item.real_live_url.replace('index.m3u8', segment)}`);
      await got.arrayBuffer();
      if (got.ok) {
        segmentAt = Date.now();
        break;
      }
    }
    const first = pushed.firstFrameAt();
    if (!segmentAt || first === null) throw new Error('no playable segment within 30 s of the first frame');
    console.log(
      `\nLive classes (issue 37): nginx-rtmp beside the built server, ffmpeg pushing 720p30 (keyframe every 2 s)`,
    );
    console.log(
      `  first pushed frame → first playable segment: ${((segmentAt - first) / 1000).toFixed(2)} s`,
    );

    // Glass to glass, in the member's player.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(
      ([e, t]) => window.localStorage.setItem('studio.session', JSON.stringify({ email: e, token: t })),
      [member.email, member.token],
    );
    // tsx names the functions below with a helper of its own, which the page must have too.
    await context.addInitScript('window.__name = (f) => f');
    const page = await context.newPage();
    await page.goto(`${studio.url}/page/on_demand?item=live_training-${live.id}`);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Watch live', exact: true })
      .click({ timeout: 60_000 });
    const seen = await page.evaluate(
      async ({ bits, seconds }) => {
        const video = await new Promise<HTMLVideoElement>((resolve) => {
          const find = () => {
            const found = document.querySelector('video');
            if (found && found.readyState >= 2) resolve(found);
            else setTimeout(find, 50);
          };
          find();
        });
        const canvas = document.createElement('canvas');
        canvas.width = 1280;
        canvas.height = 720;
        const g = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
        const shown: { second: number; at: number }[] = [];
        let last = -1;
        const end = Date.now() + seconds * 1000;
        await new Promise<void>((resolve) => {
          const frame = () => {
            g.drawImage(video, 0, 0, 1280, 720);
            let second = 0;
            for (let k = 0; k < bits; k += 1) {
              if ((g.getImageData(40 + k * 150 + 55, 355, 1, 1).data[0] ?? 0) > 128) second += 2 ** k;
            }
            if (second !== last) {
              if (last >= 0) shown.push({ second, at: Date.now() });
              last = second;
            }
            if (Date.now() > end) resolve();
            else video.requestVideoFrameCallback(frame);
          };
          video.requestVideoFrameCallback(frame);
        });
        return shown;
      },
      { bits: BITS, seconds: LATENCY_SECONDS },
    );
    const latencies = seen.map(({ second, at }) => at - pushed.sentAt(second));
    if (latencies.length < 5)
      throw new Error(`the player showed ${latencies.length} clock changes in ${LATENCY_SECONDS} s`);
    const median = quantile(latencies, 0.5) / 1000;
    console.log(
      `  glass to glass in Chromium's player (burnt-in clock, ${latencies.length} readings): median ${median.toFixed(2)} s, p90 ${(quantile(latencies, 0.9) / 1000).toFixed(2)} s (goal ≤ 6 s) ${median <= 6 ? '✓' : '✗'}`,
    );
    await context.close();
  } finally {
    push?.child.kill('SIGKILL');
    await browser.close();
    await studio.stop({ keepData: false });
    fs.rmSync(work, { recursive: true, force: true });
  }
};

/** One chat stream: the arrival time of each message whose text carries its send time. */
const openChat = async (
  url: string,
  headers: Record<string, string>,
  delays: number[],
  signal: AbortSignal,
) => {
  const response = await fetch(url, { headers, signal });
  if (!response.ok || !response.body) throw new Error(`chat stream: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const sent = /"text":"bench (\d+)"/.exec(block);
        if (block.startsWith('event: message') && sent) delays.push(Date.now() - Number(sent[1]));
      }
    }
  })();
};

const benchChat = async () => {
  const bin = postgresBin();
  if (!bin) {
    console.log('  chat fan-out: skipped (no PostgreSQL: apt-get install -y postgresql)');
    return;
  }
  const postgres = await ownPostgres(bin);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-live-chat-'));
  const processes: Awaited<ReturnType<typeof startStudio>>[] = [];
  const abort = new AbortController();
  try {
    await seedOwner(path.join(work, 'seed'), postgres.url);
    const env = { LIVE_ENGINE: 'off', LOG_LEVEL: 'warn', MEDIA_SIGNING_KEY: 'b'.repeat(64) };
    processes.push(await startStudio(postgres.url, path.join(work, 'p0'), { env }));
    for (const i of [1, 2])
      processes.push(
        await startStudio(postgres.url, path.join(work, `p${i}`), { env: { ...env, DEMO_CATALOG: 'false' } }),
      );
    const urls = processes.map((p) => p.url);
    // A pasted address: this part measures the chat only.
    const owner = await ownerHeaders(urls[0] as string);
    const [trainer] = (
      await answer<{ trainers: { id: number }[] }>(
        await fetch(`${urls[0]}${studioPaths.lives}`, { headers: owner }),
      )
    ).trainers;
    const start = new Date(Date.now() + 5 * 60_000).toISOString();
    const live = await answer<StudioLive>(
      await fetch(
        `${urls[0]}${studioPaths.lives}`,
        json(owner, {
          title: 'Chat bench',
          date: start.slice(0, 10),
          time: start.slice(11, 16),
          duration_minutes: 30,
          trainer_id: trainer?.id,
          live_url: 'https://stream.example/live',
        }),
      ),
    );
    const members = await Promise.all(
      Array.from({ length: 10 }, (_, i) => premiumMember(urls[i % 3] as string, `chat${i}`)),
    );
    const delays: number[] = [];
    for (let i = 0; i < VIEWERS; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, VIEWERS - i) }, (_, j) => {
          const n = i + j;
          const member = members[n % members.length] as (typeof members)[number];
          return openChat(
            `${urls[n % 3]}${livePaths.chatEvents(live.id)}`,
            member.headers,
            delays,
            abort.signal,
          );
        }),
      );
    }
    await sleep(6_000); // every process has said how many it holds
    const viewers = (
      await answer<{ viewers: number }>(
        await fetch(`${urls[1]}${livePaths.chat(live.id)}`, { headers: members[0]?.headers }),
      )
    ).viewers;
    for (let s = 0; s < CHAT_SECONDS; s += 1) {
      const sender = members[s % members.length] as (typeof members)[number];
      await answer(
        await fetch(
          `${urls[s % 3]}${livePaths.chat(live.id)}`,
          json(sender.headers, { text: `bench ${Date.now()}` }),
        ),
      );
      await sleep(1_000);
    }
    await sleep(2_000);
    const expected = VIEWERS * CHAT_SECONDS;
    const p99 = quantile(delays, 0.99);
    console.log(
      `  chat fan-out: ${VIEWERS} streams over 3 processes on PostgreSQL (viewers now said: ${viewers}), 1 message/s for ${CHAT_SECONDS} s: ${delays.length}/${expected} delivered, p50 ${quantile(delays, 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (goal < 500 ms) ${p99 < 500 && delays.length === expected ? '✓' : '✗'}`,
    );
  } finally {
    abort.abort();
    for (const p of processes) await p.stop({ keepData: false });
    await postgres.remove();
    fs.rmSync(work, { recursive: true, force: true });
  }
};

export const benchLive = async () => {
  if (!rtmpModuleInstalled() || !fs.existsSync(CHROMIUM)) {
    console.log('\nLive classes: skipped (needs nginx with the RTMP module and Chromium)');
    return;
  }
  await benchStream();
  await benchChat();
};

if (import.meta.url === `file://${process.argv[1]}`) await benchLive();
