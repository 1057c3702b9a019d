import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { auditLog, items } from '../../src/db/schema';
import { grantRole } from '../../src/features/studio';
import {
  createMember,
  createMemberWithProfile,
  createTestApp,
  type TestApp,
  type TestMember,
} from '../helper';
import { importSample } from '../library/catalog';

/**
 * A console test file's world (issue 17): one app for the file and, before each test, an empty
 * database with the sample catalogue, a coach and a member. The bindings are live: import them
 * and call `withCatalogue()` once at the top of the file.
 */
export let t: TestApp;
export let coach: TestMember;
export let member: TestMember;

export const withCatalogue = () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.truncateAll();
    await importSample(t);
    coach = await createMember(t.app, { email: 'coach@example.com' });
    await grantRole(t.db, null, { email: coach.email, role: 'coach' });
    member = await createMemberWithProfile(t.app);
  });
};

export type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';

/** A call as the coach (or `who`). */
export const send = (method: Method, url: string, payload?: object, who = coach) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

/** A call as the coach that must answer 200 (the body is shown when it does not). */
export const ok = async <T>(method: Method, url: string, payload?: object) => {
  const answer = await send(method, url, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
};

/** What staff did, in order (the role given to the coach left out). */
export const actions = async () =>
  (await t.db.select().from(auditLog).orderBy(auditLog.id))
    .map((e) => e.action)
    .filter((a) => a !== 'staff.role');

/** An item's id by its catalogue key. */
export const itemId = async (key: string) => {
  const [row] = await t.db.select({ id: items.id }).from(items).where(eq(items.key, key));
  return row?.id as number;
};
