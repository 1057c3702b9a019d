import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  buyPremiumByApi,
  expect,
  expectAccessible,
  type Member,
  registerMember,
  test,
  useStoredSession,
} from './fixtures';
import { makeCoach } from './studio-helpers';

/**
 * ffmpeg as a coach's encoder: a test pattern with a burnt-in clock, sent to the class's ingest
 * address with its key (OBS's "Server" and "Stream Key" joined), for `seconds`.
 */
const encoder = (server: string, key: string, seconds: number) => {
  const child: ChildProcess = spawn(process.env.FFMPEG_PATH ?? 'ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi'],
    ...[
      '-i',
      `testsrc2=size=640x360:rate=25:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
    ],
    ...['-vf', "drawtext=text='%{pts\\:hms}':x=20:y=20:fontsize=36:fontcolor=white:box=1:boxcolor=black"],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '50', '-c:a', 'aac'],
    ...['-f', 'flv', `${server}/${key}`],
  ]);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { exit, stop: () => child.kill('SIGINT') };
};

/** Schedules a class in the console (the studio's zone is UTC) with no address: it streams through Studio. */
const schedule = async (page: Page, title: string, start: Date) => {
  const form = page.getByRole('form', { name: 'Schedule a class' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date').fill(start.toISOString().slice(0, 10));
  await form.getByLabel('Time').fill(start.toISOString().slice(11, 16));
  await form.getByLabel('Length (minutes)').fill('30');
  await form.getByRole('combobox', { name: 'Trainer' }).click();
  await page.getByRole('option', { name: 'Maya Reyes' }).click();
  await form.getByRole('button', { name: 'Schedule' }).click();
  const card = page.getByRole('listitem', { name: title });
  await expect(card).toBeVisible();
  return card;
};

/** The card's OBS details: Server, and the Stream Key once shown. */
const obsDetails = async (card: ReturnType<Page['getByRole']>) => {
  await card.getByRole('button', { name: 'Show stream key' }).click();
  const server = await card.getByRole('textbox', { name: 'Server' }).inputValue();
  const key = await card.getByRole('textbox', { name: 'Stream key' }).inputValue();
  return { server, key };
};

const premium = async (request: Parameters<typeof registerMember>[0], name: string): Promise<Member> => {
  const member = await registerMember(request, { withProfile: true, name });
  await buyPremiumByApi(request, member);
  return member;
};

/**
 * Issue 37: a coach goes live from an encoder with the class's key; members see "Live now", watch
 * it in the player and chat; the coach deletes a message; the stream ends and its replay, published
 * in the console, plays on demand.
 */
test('a coach streams a class through Studio; members watch and chat; the replay plays on demand', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const tag = crypto.randomBytes(3).toString('hex');
  const title = `Live sweat ${tag}`;
  const coach = await makeCoach(request);
  await buyPremiumByApi(request, coach);

  await useStoredSession(page, coach);
  await page.goto('/studio/lives');
  const card = await schedule(page, title, new Date(Date.now() + 10 * 60_000));
  await expect(card.getByText('Stream from OBS')).toBeVisible();
  const { server, key } = await obsDetails(card);
  expect(server).toMatch(/^rtmp:\/\/127\.0\.0\.1:\d+\/live$/);
  expect(key).toMatch(/^live-\d+\?key=[\w-]{20,}$/);
  await page.screenshot({ path: testInfo.outputPath('console-stream-key.png'), fullPage: true });
  await expectAccessible(page);

  // Refused: a wrong key, and a class outside its window (next year's) with its own key.
  expect(await encoder(server, `${key.split('?')[0]}?key=not-the-key`, 3).exit).not.toBe(0);
  const later = await schedule(page, `Next year ${tag}`, new Date(Date.now() + 300 * 86_400_000));
  const laterKey = (await obsDetails(later)).key;
  expect(await encoder(server, laterKey, 3).exit).not.toBe(0);

  // On air: the console says so by itself.
  const stream = encoder(server, key, 60);
  await expect(card.getByText('On air')).toBeVisible({ timeout: 30_000 });

  // A premium member at 1280 px finds it live, plays it and says hello.
  const ana = await premium(request, 'Ana');
  const anaContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const anaPage = await anaContext.newPage();
  await useStoredSession(anaPage, ana);
  await anaPage.goto('/page/on_demand');
  const liveCard = anaPage.getByRole('link', { name: new RegExp(title) });
  await expect(liveCard).toContainText('Live now');
  await liveCard.click();
  await anaPage.getByRole('dialog', { name: title }).getByRole('button', { name: 'Watch live' }).click();
  await expect
    .poll(() => anaPage.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(2);
  const anaChat = anaPage.getByRole('complementary', { name: 'Class chat' });
  await expect(anaChat.getByText('Live', { exact: true })).toBeVisible();
  await anaChat.getByRole('textbox', { name: 'Message to the class' }).fill('Hello from Ana');
  await anaChat.getByRole('button', { name: 'Send' }).click();

  // A second member, on a phone, sees it and writes something the coach removes.
  const bo = await premium(request, 'Bo');
  const boContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const boPage = await boContext.newPage();
  await useStoredSession(boPage, bo);
  await boPage.goto(`/page/on_demand?item=live_training-${key.split('?')[0]?.slice(5)}`);
  await boPage.getByRole('button', { name: 'Watch live' }).click();
  const boChat = boPage.getByRole('complementary', { name: 'Class chat' });
  await expect(boChat.getByText('Hello from Ana')).toBeVisible();
  await expect(boChat.getByText(/2 people watching/)).toBeVisible({ timeout: 15_000 });
  await boChat.getByRole('textbox', { name: 'Message to the class' }).fill('Buy my protein powder');
  await boChat.getByRole('button', { name: 'Send' }).click();
  await expect(anaChat.getByText('Buy my protein powder')).toBeVisible();
  await boPage.screenshot({ path: testInfo.outputPath('member-live-375.png') });
  await anaPage.screenshot({ path: testInfo.outputPath('member-live-1280.png') });

  // The coach, in the same player, deletes it: gone for everyone.
  await page.goto(`/page/on_demand?item=live_training-${key.split('?')[0]?.slice(5)}`);
  await page.getByRole('button', { name: 'Watch live' }).click();
  const coachChat = page.getByRole('complementary', { name: 'Class chat' });
  await coachChat.getByRole('button', { name: 'Delete the message from Bo' }).click();
  await expect(anaChat.getByText('Buy my protein powder')).toBeHidden();
  await expect(boChat.getByText('Buy my protein powder')).toBeHidden();
  await expect(anaChat.getByText('Hello from Ana')).toBeVisible();
  await anaContext.close();
  await boContext.close();

  // The stream ends: the class goes off air, and its replay waits in the console's workouts.
  // As a coach's Stop Streaming: the encoder closes the stream (ffmpeg exits 255 on SIGINT).
  stream.stop();
  await stream.exit;
  await page.goto('/studio/lives');
  await expect(page.getByRole('listitem', { name: title }).getByText('On air')).toBeHidden({
    timeout: 20_000,
  });
  const replayTitle = `Replay: ${title}`;
  // The replay is made in the background once the engine wrote the recording: the list is read again.
  await expect(async () => {
    await page.goto('/studio/workouts');
    await expect(page.getByRole('link', { name: replayTitle })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('link', { name: replayTitle }).click();
  const video = page.getByRole('region', { name: 'Video' });
  await expect(video).toContainText('Ready', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Show to members' }).click();
  await expect(page.getByText('Members see this workout.')).toBeVisible();

  // Published, it plays on demand.
  const carla = await premium(request, 'Carla');
  const carlaContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const carlaPage = await carlaContext.newPage();
  await useStoredSession(carlaPage, carla);
  await carlaPage.goto('/page/on_demand');
  await carlaPage
    .getByRole('link', { name: new RegExp(replayTitle) })
    .first()
    .click();
  await carlaPage
    .getByRole('dialog', { name: replayTitle })
    .getByRole('button', { name: 'Play', exact: true })
    .click();
  await expect
    .poll(() => carlaPage.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(1);
  await carlaContext.close();
});
