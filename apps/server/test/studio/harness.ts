import type { SignUp } from '@studio/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, items } from '../../src/db/schema';
import { grantRole } from '../../src/features/studio';
import { type Method, sampleCatalogue, send as sendAs, t, withApp } from '../harness';
import { createMember, createMemberWithProfile, type TestMember } from '../helper';

export { type Method, t };

/**
 * A console test file's world (issue 17), on the shared one (../harness.ts): one app for the file
 * and, before each test, an empty database with what the file asks for. The bindings are live:
 * import them and call `withCatalogue()` or `withOwner()` once at the top of the file.
 */
export let coach: TestMember;
export let member: TestMember;
export let owner: TestMember;

/** The sample catalogue, a coach and a member. */
export const withCatalogue = () =>
  withApp(sampleCatalogue, async () => {
    coach = await createMember(t.app, { email: 'coach@example.com' });
    await grantRole(t.db, null, { email: coach.email, role: 'coach' });
    member = await createMemberWithProfile(t.app);
  });

/** An owner (owner@example.com), after what the `before` seeds make (nothing by default). */
export const withOwner = (details: Partial<SignUp> = {}, ...before: (() => Promise<void>)[]) =>
  withApp(...before, async () => {
    owner = await createMember(t.app, { email: 'owner@example.com', ...details });
    await grantRole(t.db, null, { email: owner.email, role: 'owner' });
  });

/** A call as the coach (or `who`). */
export const send = (method: Method, url: string, payload?: object, who = coach) =>
  sendAs(method, url, payload, who);

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
