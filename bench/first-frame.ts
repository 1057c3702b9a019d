/**
 * Fast to the first frame (issue 36): Play → the video's first frame in Debian's Chromium, against
 * the built server as `npm start` runs it, on a class made the way a studio makes one: a 60-second
 * 720p MP4 uploaded in the console and converted to Studio's HLS ladder (360p and 720p, MPEG-TS).
 *
 * - BENCH_FIRST_FRAME_PLAYS plays (20) on the loopback and under a throttled 4G profile (CDP
 *   network emulation: 9 Mbit/s each way, 170 ms round trip), each in a fresh browser context (no
 *   HTTP cache: a member's first play of the day), from the item's details: the time from the click
 *   on Play to the first frame the video presents (`requestVideoFrameCallback`). Median and p75;
 *   goals: p75 ≤ 1.0 s on the loopback, ≤ 2.0 s on 4G.
 * - One whole 60-second play under the 4G profile: the rebuffering ratio, the time the video stood
 *   waiting for data after its first frame over the time it took to play (goal < 1 %).
 * The video is noise over a test pattern, so its bitrate stays near the ladder's ceilings, as a
 * real class's does; Chromium's rendition choices and the heights shown are printed beside.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { apiPaths, type StudioWorkout, workoutPaths } from '@studio/shared';
import { STUDIO_OWNER } from '../e2e/studio-owner';
import { buildWeb, launchBenchChromium, registerMember, seedOwner, startStudio } from './processes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PLAYS = Number(process.env.BENCH_FIRST_FRAME_PLAYS ?? 20);
const CLASS_SECONDS = 60;
const run = promisify(execFile);

/** The 4G profile of issue 36, as Chromium's network emulation takes it (bytes per second). */
const FOUR_G = {
  offline: false,
  latency: 170,
  downloadThroughput: 9_000_000 / 8,
  uploadThroughput: 9_000_000 / 8,
};

/** A 60-second 720p class with sound; its noise keeps the encoder near the ladder's ceilings. */
const makeClass = async (file: string) => {
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=1280x720:rate=30:duration=${CLASS_SECONDS}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=330:duration=${CLASS_SECONDS}`,
    '-vf',
    'noise=alls=12:allf=t',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
};

const answer = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** The studio's owner (seeded before the server starts, as the journeys' is) makes the class. */
const uploadClass = async (url: string, file: string): Promise<number> => {
  const owner = await answer<{ token: string }>(
    await fetch(`${url}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STUDIO_OWNER),
    }),
  );
  const headers = { 'x-user-email': STUDIO_OWNER.email, 'x-user-token': owner.token };
  const workout = await answer<StudioWorkout>(
    await fetch(`${url}${workoutPaths.workouts}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'First frame bench class' }),
    }),
  );
  const form = new FormData();
  form.append('video', new Blob([fs.readFileSync(file)], { type: 'video/mp4' }), 'class.mp4');
  await answer(
    await fetch(`${url}${workoutPaths.video(workout.id)}`, { method: 'POST', headers, body: form }),
  );
  const until = Date.now() + 300_000;
  for (;;) {
    const now = await answer<StudioWorkout>(
      await fetch(`${url}${workoutPaths.workout(workout.id)}`, { headers }),
    );
    if (now.video.state === 'ready') break;
    if (now.video.state === 'failed' || Date.now() > until)
      throw new Error(`the class's video did not convert: ${now.video.state} ${now.video.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await answer(
    await fetch(`${url}${workoutPaths.visibility(workout.id)}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ hidden: false }),
    }),
  );
  return workout.id;
};

/** A new premium member, so that no play offers "Resume at" instead of Play. */
const premiumMember = async (url: string) => {
  const member = await registerMember(url, 'first-frame');
  await answer(
    await fetch(`${url}${apiPaths.webPayment}`, {
      method: 'POST',
      headers: { ...member.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        nonce_from_the_client: 'fake-valid-nonce',
        plan_name: 'montly',
        plan_price: '19.99',
      }),
    }),
  );
  return member;
};

type Play = { page: Page; close: () => Promise<void> };

/** The class's details open in a fresh context as the member, throttled when `network` is given. */
const openDetails = async (
  browser: Browser,
  url: string,
  id: number,
  network: typeof FOUR_G | null,
): Promise<Play> => {
  const { email, token } = await premiumMember(url);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([e, t]) => window.localStorage.setItem('studio.session', JSON.stringify({ email: e, token: t })),
    [email, token],
  );
  const page = await context.newPage();
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.goto(`${url}/page/on_demand?item=workout-${id}`);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Play', exact: true })
    .waitFor({ timeout: 60_000 });
  return { page, close: () => context.close() };
};

type Watch = { firstFrame: Promise<number>; playAt: number | null; player: HTMLVideoElement | null };

/**
 * Clicks Play and answers how long the player's first frame took: watched from inside the page,
 * the click's time and the first frame a video not on the page before presents.
 */
const playToFirstFrame = async (page: Page): Promise<{ ms: number; height: number }> => {
  await page.evaluate(() => {
    const shown = new Set(document.querySelectorAll('video'));
    const watch = window as unknown as Watch;
    watch.playAt = null;
    watch.player = null;
    watch.firstFrame = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        const video = [...document.querySelectorAll('video')].find((v) => !shown.has(v));
        if (!video) return;
        observer.disconnect();
        watch.player = video;
        video.requestVideoFrameCallback((now) => resolve(now));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    document.addEventListener('click', () => (watch.playAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Play', exact: true }).click();
  return page.evaluate(async () => {
    const watch = window as unknown as Watch;
    const frame = await watch.firstFrame;
    return { ms: frame - (watch.playAt ?? frame), height: watch.player?.videoHeight ?? 0 };
  });
};

/** After the first frame: the time the player stood waiting for data, until the class ended. */
const rebuffering = (page: Page) =>
  page.evaluate(
    async (limitMs) => {
      const video = (window as unknown as Watch).player as HTMLVideoElement;
      const started = performance.now();
      // No named functions in here: the bench's TypeScript loader wraps them in a helper the page lacks.
      const wait = { stalled: 0, since: null as number | null };
      const heights = new Set<number>([video.videoHeight]);
      video.addEventListener('waiting', () => {
        wait.since ??= performance.now();
      });
      video.addEventListener('playing', () => {
        if (wait.since !== null) wait.stalled += performance.now() - wait.since;
        wait.since = null;
      });
      video.addEventListener('resize', () => heights.add(video.videoHeight));
      await new Promise<void>((resolve) => {
        if (video.ended) resolve();
        video.addEventListener('ended', () => resolve(), { once: true });
        setTimeout(resolve, limitMs);
      });
      if (wait.since !== null) wait.stalled += performance.now() - wait.since;
      const stalled = wait.stalled;
      return { stalled, total: performance.now() - started, ended: video.ended, heights: [...heights] };
    },
    (CLASS_SECONDS + 60) * 1000,
  );

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const benchFirstFrame = async () => {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`\nFirst frame: skipped (${CHROMIUM} is absent: apt-get install -y chromium)`);
    return;
  }
  buildWeb();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-first-frame-'));
  const dataDir = path.join(work, 'data');
  await seedOwner(dataDir);
  const clip = path.join(work, 'class.mp4');
  await makeClass(clip);
  const studio = await startStudio(undefined, dataDir);
  const browser = await launchBenchChromium(CHROMIUM);
  try {
    const id = await uploadClass(studio.url, clip);
    console.log(
      `\nFirst frame (issue 36): Play → first frame in Chromium, a ${CLASS_SECONDS}-s class converted by the server, ${PLAYS} plays each in a fresh context`,
    );
    for (const [name, network, goal] of [
      ['loopback', null, 1_000],
      ['4G (9 Mbit/s, 170 ms)', FOUR_G, 2_000],
    ] as const) {
      const times: number[] = [];
      const heights: number[] = [];
      for (let i = 0; i < PLAYS; i += 1) {
        const play = await openDetails(browser, studio.url, id, network);
        try {
          const { ms, height } = await playToFirstFrame(play.page);
          times.push(ms);
          heights.push(height);
        } finally {
          await play.close();
        }
      }
      times.sort((a, b) => a - b);
      const p75 = quantile(times, 0.75);
      console.log(
        `  ${name.padEnd(22)} median ${seconds(quantile(times, 0.5))}, p75 ${seconds(p75)} (goal ≤ ${seconds(goal)}) ${p75 <= goal ? 'MET' : 'NOT MET'}; min ${seconds(times[0] ?? Number.NaN)}, max ${seconds(times.at(-1) ?? Number.NaN)}; first frame at ${[...new Set(heights)].sort().join('/')}p`,
      );
    }
    const play = await openDetails(browser, studio.url, id, FOUR_G);
    try {
      await playToFirstFrame(play.page);
      const { stalled, total, ended, heights } = await rebuffering(play.page);
      const ratio = stalled / total;
      console.log(
        `  rebuffering, a ${CLASS_SECONDS}-s play on 4G: ${(ratio * 100).toFixed(2)} % (goal < 1 %) ${ratio < 0.01 && ended ? 'MET' : 'NOT MET'}; ${seconds(stalled)} waiting in ${seconds(total)}${ended ? '' : ', did not reach the end'}; heights shown ${heights.sort().join('/')}p`,
      );
    } finally {
      await play.close();
    }
  } finally {
    await browser.close();
    await studio.stop({ keepData: false });
    fs.rmSync(work, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) await benchFirstFrame();
