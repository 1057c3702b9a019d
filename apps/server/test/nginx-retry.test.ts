import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, IDEMPOTENCY_HEADER, profilePaths } from '@studio/shared';
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

/** A fresh nginx (no process marked failed yet) with the dying process first. */
const balancer = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-nginx-'));
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  server.close();
  const nginx = await startNginx(dir, port, [dying.port, live]);
  stops.push(async () => {
    await nginx.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  dying.taken.length = 0;
  return `http://127.0.0.1:${port}`;
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
