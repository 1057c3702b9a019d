import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import {
  AUTH_HEADERS,
  apiPaths,
  DEFAULT_NOTIFICATION_SETTINGS,
  localDay,
  notificationPaths,
  type PushPayload,
  REMINDER_WINDOW_MINUTES,
  type SessionUser,
} from '@studio/shared';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../processes';
import { type PushDevice, type PushService, startPushService } from '../push-service';
import { clock, dayZone, EVERY_DAY } from './member-clock';

/**
 * Issue 39, decision 0049: every process schedules the minute's reminder sweep and takes sweeps
 * and deliveries from the queue, and a member is still told once. Three processes on one
 * PostgreSQL database, one of them killed (SIGKILL) and replaced along the way, then all stopped
 * and a fresh one started: each member's device gets the workout day reminder exactly once, and
 * `member_notifications` holds one row. The PostgreSQL pass runs it (PGlite is one process by
 * nature).
 */
const serverUrl = process.env.DATABASE_URL;

const MEMBERS = 6;

const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

/**
 * Polls `check` until it holds, or fails after `seconds` saying what it waited for and, from
 * `explain`, what the processes logged by then.
 */
const until = async (
  what: string,
  seconds: number,
  check: () => Promise<boolean> | boolean,
  explain: () => string = () => '',
) => {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${seconds} s waiting for ${what}\n${explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

describe.skipIf(!serverUrl)('push reminders across processes on one PostgreSQL', () => {
  const name = `studio_push_${randomBytes(6).toString('hex')}`;
  const servers: ServerProcess[] = [];
  let admin: pg.Client | undefined;
  let db: pg.Client | undefined;
  let service: PushService | undefined;

  afterAll(async () => {
    for (const server of servers) {
      if (alive(server)) server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    await service?.close();
    await db?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  }, 60_000);

  it('sends each member one workout day push, through a kill, a replacement and a restart', async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    service = await startPushService();
    const push = service;

    // One VAPID key pair for every process, as a deployment whose hosts do not share DATA_DIR sets
    // it (README): each process's own folder would otherwise make a key of its own.
    const vapid = createECDH('prime256v1');
    vapid.generateKeys();
    const env = {
      DATABASE_URL: url.toString(),
      DEMO_CATALOG: 'false',
      AUTH_RATE_LIMIT: '1000',
      PUSH_SERVICE_ORIGINS: push.origin,
      VAPID_PUBLIC_KEY: vapid.getPublicKey().toString('base64url'),
      VAPID_PRIVATE_KEY: vapid.getPrivateKey().toString('base64url'),
    };
    const start = async (count: number) => {
      const started = Array.from({ length: count }, () => startServer(env));
      servers.push(...started);
      return Promise.all(started.map((server) => server.listening()));
    };
    const outputs = () =>
      servers.map((server, i) => `--- process ${i} ---\n${server.output().slice(-4000)}`).join('\n');

    // 1. Three processes at once on the fresh database.
    let addresses = await start(3);
    for (const address of addresses) {
      expect((await fetch(`${address}/api/health`)).status).toBe(200);
      expect(await (await fetch(`${address}${notificationPaths.pushKey}`)).json()).toEqual({
        public_key: env.VAPID_PUBLIC_KEY,
      });
    }

    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const sql = db;
    const count = async (text: string, values: unknown[] = []) =>
      Number((await sql.query<{ n: string }>(text, values)).rows[0]?.n);
    const dbNow = async () => (await sql.query<{ now: Date }>('select now() as now')).rows[0]?.now as Date;
    /** A reminder sweep that started after `after` (database time) and completed. */
    const sweptSince = (after: Date) =>
      until(
        `a reminder sweep after ${after.toISOString()}`,
        150,
        async () =>
          (await count(
            `select count(*) as n from pgboss.job
             where name = 'reminder-sweep' and state = 'completed' and started_on > $1`,
            [after],
          )) > 0,
        outputs,
      );
    /** Every reminder written is marked sent and no delivery is queued, running or retrying. */
    const settled = () =>
      until(
        'the deliveries to settle',
        150,
        async () => {
          const unsent = await count('select count(*) as n from member_notifications where sent_at is null');
          const queued = await count(
            `select count(*) as n from pgboss.job
             where name = 'notify' and state in ('created', 'retry', 'active')`,
          );
          return unsent === 0 && queued === 0;
        },
        outputs,
      );

    const call = async (
      address: string,
      method: 'POST' | 'PUT',
      path: string,
      body: object,
      headers: Record<string, string> = {},
    ) => {
      const response = await fetch(`${address}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return JSON.parse(text) as unknown;
    };

    // 2. Members sign up and go through onboarding, spread over the three processes.
    const zone = dayZone();
    const members: { id: number; headers: Record<string, string> }[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const address = addresses[i % addresses.length] as string;
      const user = (await call(address, 'POST', apiPaths.register, {
        name: 'Ana',
        last_name: `Process ${i}`,
        email: `push-${i}-${randomBytes(3).toString('hex')}@example.com`,
        password: 'secret-password',
        time_zone: zone,
      })) as SessionUser;
      const headers = { [AUTH_HEADERS.email]: user.email, [AUTH_HEADERS.token]: user.token };
      await call(address, 'POST', apiPaths.profiles, { weekly_goal: 7, workout_days: EVERY_DAY }, headers);
      members.push({ id: user.id, headers });
    }

    // One process dies mid-way (SIGKILL: no drain, no stop) and another takes its place. Nobody
    // has a device yet, so it cannot die holding a message half sent.
    const [killed] = servers;
    killed?.child.kill('SIGKILL');
    await killed?.exited;
    addresses = [...addresses.slice(1), ...(await start(1))];

    // Each member's device subscribes, and the workout reminder's time was a minute ago.
    const dueAt = new Date(Date.now() - 60_000);
    const workout_time = clock(dueAt, zone);
    const devices: PushDevice[] = [];
    for (const [i, member] of members.entries()) {
      const address = addresses[i % addresses.length] as string;
      const device = push.device();
      expect(
        await call(address, 'PUT', notificationPaths.pushSubscription, device.subscription, member.headers),
      ).toEqual({ devices: 1 });
      await call(
        address,
        'PUT',
        notificationPaths.settings,
        { ...DEFAULT_NOTIFICATION_SETTINGS, workout_time, quiet_hours: null },
        member.headers,
      );
      devices.push(device);
    }

    // 3. Every member is told, by whichever processes swept and delivered.
    await until(
      "every device's workout day push",
      150,
      () => devices.every((device) => device.messages.length > 0),
      outputs,
    );
    await settled();

    const today = localDay(new Date(), zone).date;
    const exactlyOnce = async () => {
      for (const device of devices) {
        expect(device.messages.map((m) => (JSON.parse(m) as PushPayload).tag)).toEqual([
          `workout_day:${today}`,
        ]);
      }
      expect(push.received()).toBe(MEMBERS);
      expect(push.refused()).toBe(0);
      const { rows } = await sql.query<{ member_id: string; rows: string; pushed: string }>(
        `select member_id, count(*) as rows, count(*) filter (where outcome = 'push') as pushed
         from member_notifications where kind = 'workout_day' group by member_id order by member_id`,
      );
      expect(rows.map((row) => [Number(row.member_id), Number(row.rows), Number(row.pushed)])).toEqual(
        members.map((member) => [member.id, 1, 1]).sort((a, b) => (a[0] as number) - (b[0] as number)),
      );
      expect(await count('select count(*) as n from member_notifications')).toBe(MEMBERS);
      // The sweeps since still found every member due (within the window): only the one row per
      // (member, kind, occasion) kept them from being told again.
      expect(Date.now() - dueAt.getTime()).toBeLessThan(REMINDER_WINDOW_MINUTES * 60_000);
    };
    await exactlyOnce();

    // Another process is killed after the delivery and replaced; then a whole sweep after both.
    const second = servers[1];
    second?.child.kill('SIGKILL');
    await second?.exited;
    await start(1);
    await sweptSince(await dbNow());
    await settled();
    await exactlyOnce();

    // 4. All stopped; one fresh process on the same database sweeps again and sends nothing more.
    const running = servers.filter(alive);
    for (const server of running) server.child.kill('SIGTERM');
    await Promise.all(running.map((server) => server.exited));
    await start(1);
    await sweptSince(await dbNow());
    await settled();
    await exactlyOnce();
    expect(servers.filter(alive)).toHaveLength(1);
  }, 300_000);
});
