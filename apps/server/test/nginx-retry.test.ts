import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, IDEMPOTENCY_HEADER, profilePaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithProfile, createTestApp, type TestApp, type TestMember } from './helper';
import { NGINX, startNginx } from './nginx';

/**
 * docs/nginx.conf in front of a process that dies with every request it takes (the socket closes
 * after the request arrived, as under `kill -9` mid-request) and a live server (issue 16, decision
 * 0019): reads and keyed writes reach the live one, once; an unkeyed write is not resent.
 */
const hasNginx = fs.existsSync(NGINX);
if (!hasNginx && process.env.CI) throw new Error('CI installs nginx (.ci/run) for this test');

let t: TestApp;
let member: TestMember;
let live: number;
const dying = { server: http.createServer(), port: 0, taken: [] as string[] };
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  if (!hasNginx) return;
  t = await createTestApp();
  member = await createMemberWithProfile(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  live = (t.app.server.address() as AddressInfo).port;
  dying.server.on('request', (request: http.IncomingMessage) => {
    dying.taken.push(`${request.method} ${request.headers[IDEMPOTENCY_HEADER] ? 'keyed' : 'unkeyed'}`);
    request.resume();
    request.on('end', () => request.socket.destroy());
  });
  await new Promise<void>((resolve) => dying.server.listen(0, '127.0.0.1', resolve));
  dying.port = (dying.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const stop of stops) await stop();
  dying.server.close();
  await t?.close();
});

/** A fresh nginx (no process marked failed yet) in front of `upstreams`, in that order. */
const nginxBefore = async (upstreams: number[]) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-nginx-'));
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  server.close();
  const nginx = await startNginx(dir, port, upstreams);
  stops.push(async () => {
    await nginx.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${port}`;
};

/** A fresh nginx with the dying process first. */
const balancer = async () => {
  const url = await nginxBefore([dying.port, live]);
  dying.taken.length = 0;
  return url;
};

/** A process whose database is away: every request answers 503 with Retry-After, as the app does. */
const withoutDatabase = async () => {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      response
        .writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' })
        .end(JSON.stringify({ code: 'unavailable', message: english('common.error.databaseUnavailable') })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
};

const sets = async () =>
  (
    (await t.app.inject({ url: profilePaths.measurements, headers: member.headers })).json()
      .profiles as unknown[]
  ).length;

/** Sends `send` until the dying process has taken one of them (round robin: within three). */
const untilDyingTakesOne = async (send: () => Promise<Response>) => {
  const statuses: number[] = [];
  for (let i = 0; i < 3 && dying.taken.length === 0; i += 1) statuses.push((await send()).status);
  expect(dying.taken).toHaveLength(1);
  return statuses;
};

describe.skipIf(!hasNginx)('nginx in front (docs/nginx.conf)', () => {
  it('passes a read to the live process when the one serving it dies', async () => {
    const url = await balancer();
    const statuses = await untilDyingTakesOne(() =>
      fetch(`${url}${apiPaths.me}`, { headers: member.headers }),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('resends a keyed write to the live process, which makes it once', async () => {
    const url = await balancer();
    const before = await sets();
    const statuses = await untilDyingTakesOne(() =>
      fetch(`${url}${profilePaths.addMeasurement(member.user.id)}`, {
        method: 'POST',
        headers: {
          ...member.headers,
          'content-type': 'application/json',
          [IDEMPOTENCY_HEADER]: crypto.randomUUID(),
        },
        body: JSON.stringify({ measurement_standard: 1, weight: 70 }),
      }),
    );
    expect(dying.taken).toEqual(['POST keyed']);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await sets()).toBe(before + statuses.length);
  });

  it('does not resend a write without a key: its client hears of the failure', async () => {
    const url = await balancer();
    const before = await sets();
    const statuses = await untilDyingTakesOne(() =>
      fetch(`${url}${profilePaths.addMeasurement(member.user.id)}`, {
        method: 'POST',
        headers: { ...member.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ measurement_standard: 1, weight: 70 }),
      }),
    );
    expect(dying.taken).toEqual(['POST unkeyed']);
    expect(statuses.at(-1)).toBe(502);
    expect(await sets()).toBe(before + statuses.filter((status) => status === 200).length);
  });
});

describe.skipIf(!hasNginx)('nginx in front of processes that all answer 503 (issue 33)', () => {
  it('passes every 503 and its Retry-After to the client, never a 502 of its own', async () => {
    const url = await nginxBefore(
      await Promise.all([withoutDatabase(), withoutDatabase(), withoutDatabase()]),
    );
    const read = () => fetch(`${url}${apiPaths.me}`, { headers: member.headers });
    const write = (keyed: boolean) =>
      fetch(`${url}${profilePaths.addMeasurement(member.user.id)}`, {
        method: 'POST',
        headers: {
          ...member.headers,
          'content-type': 'application/json',
          ...(keyed ? { [IDEMPOTENCY_HEADER]: crypto.randomUUID() } : {}),
        },
        body: JSON.stringify({ measurement_standard: 1, weight: 70 }),
      });
    const answers: Response[] = [];
    // One after another (each would mark the processes failed), then many at once.
    for (const send of [read, () => write(true), () => write(false), read, read, () => write(true)]) {
      answers.push(await send());
    }
    answers.push(
      ...(await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? read() : write(true))))),
    );
    const seen = await Promise.all(
      answers.map(async (answer) => [
        answer.status,
        answer.headers.get('retry-after'),
        // The process's own answer, not nginx's error page.
        (await answer.text()).slice(0, 22),
      ]),
    );
    expect(seen).toEqual(answers.map(() => [503, '2', '{"code":"unavailable",']));
  });
});
