import crypto from 'node:crypto';
import fs from 'node:fs';
import {
  apiPaths,
  emptyWorkoutDays,
  formatCents,
  periodTotal,
  profilePaths,
  type SessionUser,
  savedPaths,
  toCents,
  type User,
} from '@studio/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../helper';
import { type ServerProcess, startServer } from '../processes';

/**
 * DESIGN 6 and decision 0010: each process caches sessions and user objects, and what one process
 * acknowledged, the other answers next. Two real server processes on one PostgreSQL (the CI's
 * PostgreSQL pass); PGlite is one process by nature, so the PGlite pass skips this file.
 */
const serverUrl = process.env.DATABASE_URL;
/** Above what the other tests send from one address a minute, low enough to count past. */
const AUTH_LIMIT = 20;

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', () => {
  const name = `studio_test_${crypto.randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;
  let urlA: string;
  let urlB: string;
  let workoutId: number;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    // One proxy in front (TRUST_PROXY=1): a test names its client's address in X-Forwarded-For.
    const env = {
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT: String(AUTH_LIMIT),
      TRUST_PROXY: '1',
    };
    // A migrates and imports the demo catalogue; B starts on the database A made.
    a = startServer({ ...env, DEMO_CATALOG: 'true' });
    urlA = await a.listening();
    b = startServer({ ...env, DEMO_CATALOG: 'false' });
    urlB = await b.listening();
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const { rows } = await db.query<{ id: string }>(
      "select id from items where kind = 'workout' order by id limit 1",
    );
    await db.end();
    workoutId = Number(rows[0]?.id);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server) continue;
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  const call = async (base: string, method: string, path: string, headers = {}, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const me = async (base: string, headers: Record<string, string>) => {
    const response = await call(base, 'GET', apiPaths.me, headers);
    expect(response.status).toBe(200);
    return response.json as unknown as User;
  };
  const register = async () => {
    const email = `two-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const password = 'secret-password';
    const response = await call(
      urlA,
      'POST',
      apiPaths.register,
      {},
      { name: 'Ana', last_name: 'Two', email, password },
    );
    expect(response.status).toBe(200);
    const user = response.json as unknown as SessionUser;
    return { email, password, user, headers: authHeaders(email, user.token) };
  };
  const signIn = async (email: string, password: string) => {
    const response = await call(urlA, 'POST', apiPaths.login, {}, { email, password });
    expect(response.status).toBe(200);
    return authHeaders(email, (response.json as unknown as SessionUser).token);
  };

  it('answers through B, at once, every write A acknowledged: goal, saved item, set, payment', async () => {
    const member = await register();
    const days = { ...emptyWorkoutDays(), monday: true, thursday: true };
    expect(
      (await call(urlA, 'POST', apiPaths.profiles, member.headers, { weekly_goal: 2, workout_days: days }))
        .status,
    ).toBe(200);
    // B has read (and cached) the member before each write.
    for (let round = 3; round <= 5; round += 1) {
      expect((await me(urlB, member.headers)).profile?.weekly_goal).toBe(round - 1);
      const goal = {
        weekly_goal: round,
        workout_days: { ...days, friday: true, saturday: round >= 4, sunday: round >= 5 },
      };
      expect((await call(urlA, 'PUT', apiPaths.myProfile, member.headers, goal)).status).toBe(200);
      expect((await me(urlB, member.headers)).profile?.weekly_goal).toBe(round);
    }

    const list = await call(urlA, 'POST', savedPaths.lists, member.headers, {
      kind: 'workout',
      name: 'Mornings',
    });
    expect(list.status).toBe(200);
    const listId = (list.json.saved_list as { id: number }).id;
    expect((await me(urlB, member.headers)).saved_lists.map((l) => l.name)).toEqual(['Mornings']);
    const saved = await call(urlA, 'POST', savedPaths.saveItem, member.headers, {
      id: workoutId,
      kind: 'workout',
      list_id: listId,
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify((await me(urlB, member.headers)).saved_lists)).toContain(`${workoutId}`);
    // B's kept answer of the list (a member GET, not /me) moves on too.
    const itemsThroughB = async () =>
      (
        (await call(urlB, 'GET', savedPaths.list(listId), member.headers)).json as {
          saved_list: { items: { id: number }[] };
        }
      ).saved_list.items.map((item) => item.id);
    expect(await itemsThroughB()).toEqual([workoutId]);
    const removed = await call(urlA, 'DELETE', savedPaths.items(listId), member.headers, {
      model: [workoutId],
    });
    expect(removed.status).toBe(200);
    expect(await itemsThroughB()).toEqual([]);

    expect((await me(urlB, member.headers)).profiles).toHaveLength(0);
    const set = await call(urlA, 'POST', profilePaths.addMeasurement(member.user.id), member.headers, {
      measurement_standard: 1,
      weight: 80,
    });
    expect(set.status).toBe(200);
    expect((await me(urlB, member.headers)).profiles).toHaveLength(1);

    expect((await me(urlB, member.headers)).premium).toBe(false);
    const plans = (await call(urlA, 'POST', apiPaths.purchasePlans)).json as { yearly_value: string };
    const price = formatCents(periodTotal(toCents(plans.yearly_value, 'USD') as number, 'yearly'), 'USD');
    const paid = await call(urlA, 'POST', apiPaths.webPayment, member.headers, {
      nonce_from_the_client: 'fake-valid-visa-nonce',
      plan_name: 'yearly',
      plan_price: price,
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect((await me(urlB, member.headers)).premium).toBe(true);
  }, 60_000);

  it('refuses through B a session that A ended: logout, password change, account deletion', async () => {
    const member = await register();
    const second = await signIn(member.email, member.password);
    const third = await signIn(member.email, member.password);
    for (const headers of [member.headers, second, third]) await me(urlB, headers);

    expect((await call(urlA, 'DELETE', apiPaths.logout, member.headers)).status).toBe(200);
    expect((await call(urlB, 'GET', apiPaths.me, member.headers)).status).toBe(401);
    await me(urlB, second);

    const changed = await call(urlA, 'POST', apiPaths.changePassword, second, {
      current_password: member.password,
      password: 'another-secret',
      password_confirmation: 'another-secret',
    });
    expect(changed.status).toBe(200);
    expect((await call(urlB, 'GET', apiPaths.me, third)).status).toBe(401);
    await me(urlB, second);

    const destroyed = await call(urlA, 'POST', apiPaths.destroyUser, second, {
      current_password: 'another-secret',
    });
    expect(destroyed.status).toBe(200);
    expect((await call(urlB, 'GET', apiPaths.me, second)).status).toBe(401);
  }, 60_000);

  it('counts sign-in attempts from one address in both: AUTH_RATE_LIMIT in all, not twice (issue 33)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * AUTH_LIMIT; i += 1) {
      const response = await fetch(`${i % 2 === 0 ? urlA : urlB}${apiPaths.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.60' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(AUTH_LIMIT);
    expect(statuses.slice(AUTH_LIMIT).every((status) => status === 429)).toBe(true);
  }, 60_000);

  it('reads the database while B cannot hear changes, and stays right once it listens again', async () => {
    const member = await register();
    await me(urlB, member.headers);
    // Every listening connection of the two processes is cut: notifications are lost from here.
    const cut = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'studio-change-feed'",
      [name],
    );
    expect(cut.rowCount).toBe(2);
    const renamed = await call(urlA, 'PUT', `/api/v3/users/${member.user.id}`, member.headers, {
      name: 'Bea',
    });
    expect(renamed.status).toBe(200);
    expect((await me(urlB, member.headers)).name).toBe('Bea');
    // Once the feed is back, B still answers every change A makes.
    for (let i = 0; i < 50; i += 1) {
      const { rows } = await admin.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = 'studio-change-feed'",
        [name],
      );
      if (rows[0]?.n === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await me(urlB, member.headers);
    expect(
      (await call(urlA, 'PUT', `/api/v3/users/${member.user.id}`, member.headers, { name: 'Cleo' })).status,
    ).toBe(200);
    expect((await me(urlB, member.headers)).name).toBe('Cleo');
  }, 60_000);
});
