import { apiPaths, libraryPaths, nextLocalMidnight, savedPaths, type User } from '@studio/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaUrlWindowEnd } from '../../src/adapters/storage/signed-urls';
import { sessions, subscriptions, users } from '../../src/db/schema';
import { answerHorizon } from '../../src/features/accounts/cached-answer';
import { hashToken } from '../../src/features/accounts/crypto';
import { findMember } from '../../src/features/accounts/sessions';
import { buyPremium } from '../billing/billing';
import { createMemberWithProfile, createTestApp, query, type TestApp, type TestMember } from '../helper';
import { importSample } from '../library/catalog';

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

  it('keeps premium through a past-due grace period and ends it at its end with no write (issue 18)', async () => {
    await buyPremium(t.app, member);
    await t.db
      .update(subscriptions)
      .set({
        status: 'past_due',
        paid_through: sql`now() - interval '1 day'`,
        grace_ends_at: sql`now() + interval '1 second'`,
      })
      .where(eq(subscriptions.user_id, member.user.id));
    expect((await me()).user).toMatchObject({ premium: true, payment_failed: true });
    const after = await eventually(me, (r) => r.user.premium === false);
    expect(after.user).toMatchObject({ premium: false, payment_failed: true });
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
      // The subscription is read on every call (its answer is not kept): only the auth lookup is saved.
      const response = await t.app.inject({
        method: 'GET',
        url: apiPaths.subscription,
        headers: member.headers,
      });
      return { status: response.statusCode, statements: t.statements() - before };
    };
    const cold = await list();
    const warm = await list();
    expect(warm.status).not.toBe(401);
    expect(warm.status).toBe(cold.status);
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

describe('member GETs from the answer cache', () => {
  const timed = async (url: string, headers = member.headers) => {
    const before = t.statements();
    const response = await t.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.body, statements: t.statements() - before };
  };

  it('answers a repeat call with no statement and the same bytes; a write is in the next answer', async () => {
    const cold = await timed(savedPaths.lists);
    expect(cold.statements).toBeGreaterThan(0);
    const warm = await timed(savedPaths.lists);
    expect(warm).toMatchObject({ status: 200, statements: 0, body: cold.body });
    const created = await t.app.inject({
      method: 'POST',
      url: savedPaths.lists,
      headers: member.headers,
      payload: { kind: 'workout', name: 'Mornings' },
    });
    expect(created.statusCode).toBe(200);
    const after = await timed(savedPaths.lists);
    expect(after.statements).toBeGreaterThan(0);
    expect(after.body).toContain('Mornings');
  });

  it("keeps each member's answers apart, and each URL's", async () => {
    const other = await createMemberWithProfile(t.app);
    await t.app.inject({
      method: 'POST',
      url: savedPaths.lists,
      headers: member.headers,
      payload: { kind: 'workout', name: 'Only mine' },
    });
    expect((await timed(savedPaths.lists)).body).toContain('Only mine');
    expect((await timed(savedPaths.lists, other.headers)).body).not.toContain('Only mine');
    // A query the route does not read is the same answer: junk cannot fill the cache.
    expect((await timed(`${savedPaths.lists}?x=1`)).statements).toBe(0);
    // Each list is its own answer.
    const lists = JSON.parse((await timed(savedPaths.lists)).body) as { saved_lists: { id: number }[] };
    const second = await t.app.inject({
      method: 'POST',
      url: savedPaths.lists,
      headers: member.headers,
      payload: { kind: 'recipe', name: 'Suppers' },
    });
    const secondId = second.json<{ saved_list: { id: number } }>().saved_list.id;
    const firstId = lists.saved_lists[0]?.id ?? 0;
    const first = await timed(savedPaths.list(firstId));
    expect((await timed(savedPaths.list(firstId))).statements).toBe(0);
    const other2 = await timed(savedPaths.list(secondId));
    expect(other2.statements).toBeGreaterThan(0);
    expect(other2.body).toContain('Suppers');
    expect(first.body).toContain('Only mine');
  });

  it('moves a live class from upcoming to joinable when it starts, with no write', async () => {
    await importSample(t);
    await buyPremium(t.app, member);
    await t.db.execute(
      sql`update items set event_date = now() + interval '2 seconds' where key = 'live-soon'`,
    );
    const [live] = await query<{ id: number }>(t.db, sql`select id from items where key = 'live-soon'`);
    const details = async () => {
      const response = await timed(libraryPaths.item('live_training', live?.id ?? 0));
      return {
        ...response,
        url: (JSON.parse(response.body) as { real_live_url: string | null }).real_live_url,
      };
    };
    const upcoming = await details();
    expect(upcoming.url).toBeNull();
    expect((await details()).statements).toBe(0);
    expect((await eventually(details, (r) => r.url !== null)).url).not.toBeNull();
  });

  it('takes the next live boundary from the member context read with the session', async () => {
    await importSample(t);
    // A live that started a second ago: its next boundary is its end.
    await t.db.execute(
      sql`update items set event_date = now() - interval '1 second' where key = 'live-soon'`,
    );
    const [live] = await query<{ ends: Date | string }>(
      t.db,
      sql`select event_date + make_interval(secs => duration_seconds) as ends from items where key = 'live-soon'`,
    );
    const found = await findMember(t.db, t.app.memberContext, member.email, hashToken(member.token));
    // Whole milliseconds, rounded down (PostgreSQL keeps microseconds; a Date reads them down too).
    const ends = new Date(live?.ends ?? 0).getTime();
    expect(found?.member.contextUntil).toBe(ends);
    const at = new Date();
    const midnight = nextLocalMidnight(at, 'America/New_York').getTime();
    if (!found) throw new Error('no session');
    expect(answerHorizon(found.member, at)).toBe(Math.min(midnight, ends, mediaUrlWindowEnd(at.getTime())));
    // A kept answer holds signed media paths: it ends with the hour they are minted in (issue 14).
    const timeless = { ...found.member, contextUntil: Number.POSITIVE_INFINITY };
    expect(answerHorizon(timeless, at)).toBe(Math.min(midnight, mediaUrlWindowEnd(at.getTime())));
    expect(answerHorizon(timeless, at) - at.getTime()).toBeLessThanOrEqual(60 * 60 * 1000);
  });
});
