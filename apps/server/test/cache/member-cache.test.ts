import { apiPaths, nextLocalMidnight, type User } from '@studio/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions, subscriptions, users } from '../../src/db/schema';
import { buyPremium } from '../billing/billing';
import { createMemberWithProfile, createTestApp, query, type TestApp, type TestMember } from '../helper';

/**
 * Decision 0010 in one process: a member's repeat calls cost no query, every write is in the next
 * answer, and what changes with time alone (session end, paid-through date, the member's midnight)
 * ends the cached answer on time. The two-process half is in two-processes.test.ts.
 */
let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.truncateAll();
  member = await createMemberWithProfile(t.app, { time_zone: 'America/New_York' });
});
afterEach(() => {
  vi.useRealTimers();
});

const me = async () => {
  const before = t.statements();
  const response = await t.app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers });
  return { status: response.statusCode, user: response.json<User>(), statements: t.statements() - before };
};

/** Asks until `done` holds, for at most `seconds` (a state, not a time, is what the test waits on). */
const eventually = async <T>(ask: () => Promise<T>, done: (value: T) => boolean, seconds = 15) => {
  const deadline = Date.now() + seconds * 1000;
  let value = await ask();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await ask();
  }
  return value;
};

describe('GET /me from the member cache', () => {
  it('answers a repeat call with no SQL statement, the same bytes, and reads again after a write', async () => {
    const first = await me();
    expect(first.statements).toBeGreaterThan(0);
    const again = await me();
    expect(again.statements).toBe(0);
    expect(again.user).toEqual(first.user);

    const goal = await t.app.inject({
      method: 'PUT',
      url: apiPaths.myProfile,
      headers: member.headers,
      payload: { weekly_goal: 2, workout_days: { tuesday: true, thursday: true } },
    });
    expect(goal.statusCode).toBe(200);
    const after = await me();
    expect(after.statements).toBeGreaterThan(0);
    expect(after.user.profile?.weekly_goal).toBe(2);
  });

  it('sees a change written straight to the database, as another process or a webhook would', async () => {
    await me();
    await t.db.update(users).set({ name: 'Bea' }).where(eq(users.id, member.user.id));
    expect((await me()).user.name).toBe('Bea');
  });

  it('refuses a session at its end with no write', async () => {
    await me();
    await t.db
      .update(sessions)
      .set({ expires_at: sql`now() + interval '1 second'` })
      .where(eq(sessions.user_id, member.user.id));
    expect((await me()).status).toBe(200);
    expect((await eventually(me, (r) => r.status === 401)).status).toBe(401);
  });

  it('ends premium at the paid-through date with no write', async () => {
    await buyPremium(t.app, member);
    await t.db
      .update(subscriptions)
      .set({ paid_through: sql`now() + interval '1 second'` })
      .where(eq(subscriptions.user_id, member.user.id));
    expect((await me()).user.premium).toBe(true);
    expect((await eventually(me, (r) => r.user.premium === false)).user.premium).toBe(false);
  });

  it("reads again at the member's midnight, when the week's stats move on", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const midnight = nextLocalMidnight(new Date(Date.now() + 2 * 86_400_000), 'America/New_York');
    vi.setSystemTime(new Date(midnight.getTime() - 2 * 60_000));
    await me();
    expect((await me()).statements).toBe(0);
    vi.setSystemTime(new Date(midnight.getTime() - 1));
    expect((await me()).statements).toBe(0);
    vi.setSystemTime(midnight);
    expect((await me()).statements).toBeGreaterThan(0);
  });
});

describe('member routes from the session cache', () => {
  it('authenticate costs no statement once the session is known, and a logout ends it at once', async () => {
    const list = async () => {
      const before = t.statements();
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v4/users/me/saved_lists',
        headers: member.headers,
      });
      return { status: response.statusCode, statements: t.statements() - before };
    };
    const cold = await list();
    const warm = await list();
    expect(warm.status).toBe(200);
    expect(warm.statements).toBe(cold.statements - 1);
    await t.app.inject({ method: 'DELETE', url: apiPaths.logout, headers: member.headers });
    expect((await list()).status).toBe(401);
  });
});

describe('the change feed triggers (migration 0007)', () => {
  it('every table with a user_id column notifies its changes, and every table its truncation', async () => {
    const rows = await query<{ table_name: string; row_trigger: boolean; truncate_trigger: boolean }>(
      t.db,
      sql`select c.table_name,
            exists (select 1 from pg_trigger g where g.tgrelid = (quote_ident(c.table_name))::regclass
                    and g.tgname = 'studio_member_changed') as row_trigger,
            exists (select 1 from pg_trigger g where g.tgrelid = (quote_ident(c.table_name))::regclass
                    and g.tgname = 'studio_member_truncated') as truncate_trigger
          from information_schema.columns c
          where c.table_schema = 'public' and c.column_name = 'user_id'`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !r.row_trigger || !r.truncate_trigger).map((r) => r.table_name)).toEqual([]);
  });
});
