import crypto from 'node:crypto';
import {
  apiPaths,
  cancellationPaths,
  giftPaths,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  libraryPaths,
  nutritionPaths,
  profilePaths,
  type ShoppingList,
  shoppingListPaths,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancellations, measurementSets, sessions } from '../src/db/schema';
import { operationsOf } from './bad-inputs';
import { buyPremium } from './billing/billing';
import { aMember, items, me, mealCatalogue, member, post, send, t, withApp } from './harness';
import { authHeaders, createMember, query, type TestMember } from './helper';
import { buyProgram, recipeIds } from './nutrition/meals';

/**
 * Finding 9 of issue 33 (decision 0019, amended): an Idempotency-Key was bound to its body only on
 * measurement sets; on finished workouts, meals, the shopping list and the retention offer the same
 * key with another body made a second change. Every route that honours a key now binds it to a hash
 * of the request: another request under the key is a 409 that changes nothing, and the same request
 * is given the first answer again, the change made once.
 */
let salad: number;
let tacos: number;
withApp(mealCatalogue, aMember, async () => {
  await buyPremium(t.app, member);
  await buyProgram(t, member, 'Strong start', { premium: false });
  const ids = await recipeIds(t);
  salad = ids.salad as number;
  tacos = ids.tacos as number;
  const plan = ['oats', 'salad', 'bites', 'tacos'].map((key) => ids[key]);
  expect((await post(member, nutritionPaths.programRecipes, { ids: plan, diet_id: 1 })).statusCode).toBe(200);
});

type Method = 'POST' | 'PUT' | 'DELETE';
type Call = { method: Method; url: string; payload?: object };

const keyed = (key: string, { method, url, payload }: Call, who: TestMember = member) =>
  t.app.inject({
    method,
    url,
    headers: { ...who.headers, [IDEMPOTENCY_HEADER]: key },
    ...(payload ? { payload } : {}),
  });

/**
 * The finding's check for one route: `first` made under a key, `other` (another request) under the
 * same key is refused with 409 and changes nothing, and `first` sent again is given its first
 * answer, `state()` showing one change throughout.
 */
const bindsItsKey = async (first: Call, other: Call, state: () => Promise<unknown>, who = member) => {
  const key = crypto.randomUUID();
  const made = await keyed(key, first, who);
  expect(made.statusCode, made.body).toBe(200);
  expect(made.headers[IDEMPOTENCY_REPLAYED_HEADER]).toBeUndefined();
  const after = await state();

  const refused = await keyed(key, other, who);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json()).toEqual({
    code: 'idempotency_key_reused',
    message: english('server.idempotency.reused'),
  });
  expect(await state()).toEqual(after);

  const again = await keyed(key, first, who);
  expect(again.statusCode).toBe(200);
  expect(again.body).toBe(made.body);
  expect(again.headers[IDEMPOTENCY_REPLAYED_HEADER]).toBe('true');
  expect(await state()).toEqual(after);
  return made;
};

/** The member's yesterday (their time zone is UTC). */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const stats = async () => (await me()).user_stats.all_progress;
const shoppingList = async () => (await send('GET', shoppingListPaths.list)).json<ShoppingList>();

describe('an Idempotency-Key is bound to its request on every route that honours one (issue 33)', () => {
  it('finished workouts: another workout under the key is refused; the repeat is the first answer', async () => {
    const [w0, w1] = [items.w0, items.w1].map((id) => ({ id: id as number, kind: 'workout' }));
    for (const play of [w0, w1])
      expect((await post(member, libraryPaths.started, play)).statusCode).toBe(200);
    const made = await bindsItsKey(
      { method: 'POST', url: libraryPaths.finished, payload: w0 },
      { method: 'POST', url: libraryPaths.finished, payload: w1 },
      async () => (await stats()).number_of_workouts,
    );
    expect(made.json().counted).toBe(true);
    expect((await stats()).number_of_workouts).toBe(1);
  });

  it('meals eaten: another meal, or another day, under the key is refused', async () => {
    const today = (
      await bindsItsKey(
        { method: 'POST', url: nutritionPaths.completeMeal(salad) },
        { method: 'POST', url: nutritionPaths.completeMeal(tacos) },
        async () => (await stats()).completed_meals,
      )
    ).json();
    expect(today.counted).toBe(true);
    await bindsItsKey(
      { method: 'POST', url: nutritionPaths.completeMeal(tacos), payload: {} },
      { method: 'POST', url: nutritionPaths.completeMeal(tacos), payload: { day: yesterday() } },
      async () => (await stats()).completed_meals,
    );
    expect((await stats()).completed_meals).toBe(2);
  });

  it('shopping-list ticks, own items removed and servings: another request under the key is refused', async () => {
    const line = (await shoppingList()).aisles[0]?.lines[0]?.key as string;
    const ticked = async () =>
      (await shoppingList()).aisles.flatMap((a) => a.lines).find((l) => l.key === line)?.ticked;
    await bindsItsKey(
      { method: 'PUT', url: shoppingListPaths.line(line), payload: { ticked: true } },
      { method: 'PUT', url: shoppingListPaths.line(line), payload: { ticked: false } },
      ticked,
    );
    expect(await ticked()).toBe(true);

    for (const name of ['Coffee', 'Tea']) {
      expect((await post(member, shoppingListPaths.ownItems, { name })).statusCode).toBe(200);
    }
    const [coffee, tea] = (await shoppingList()).own_items.map((item) => item.key);
    await bindsItsKey(
      { method: 'DELETE', url: shoppingListPaths.ownItem(coffee as string) },
      { method: 'DELETE', url: shoppingListPaths.ownItem(tea as string) },
      async () => (await shoppingList()).own_items.map((item) => item.name),
    );
    expect((await shoppingList()).own_items.map((item) => item.name)).toEqual(['Tea']);

    await bindsItsKey(
      { method: 'PUT', url: shoppingListPaths.servings, payload: { servings: 4 } },
      { method: 'PUT', url: shoppingListPaths.servings, payload: { servings: 6 } },
      async () => (await shoppingList()).servings,
    );
    expect((await shoppingList()).servings).toBe(4);
  });

  it('measurement sets: other values under the key are refused; one set', async () => {
    const url = profilePaths.addMeasurement(member.user.id);
    const sets = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(measurementSets)
          .where(eq(measurementSets.user_id, member.user.id))
      )[0]?.n;
    await bindsItsKey(
      { method: 'POST', url, payload: { measurement_standard: 1, weight: 70 } },
      { method: 'POST', url, payload: { measurement_standard: 1, weight: 71 } },
      sets,
    );
    expect(await sets()).toBe(1);
  });

  it('the retention offer: another answer under the key is refused; accepted once', async () => {
    const monthly = await createMember(t.app);
    await buyPremium(t.app, monthly, { plan: 'montly' });
    const answers = async () => (await t.db.select().from(cancellations)).map((row) => row.reason);
    await bindsItsKey(
      { method: 'POST', url: cancellationPaths.retentionOffer, payload: { reason: 'too_expensive' } },
      { method: 'POST', url: cancellationPaths.retentionOffer, payload: { reason: 'not_using' } },
      answers,
      monthly,
    );
    expect(await answers()).toEqual(['too_expensive']);
  });

  it('sign-in: another e-mail or option under the key is refused; a repeat is one more session, never a kept token', async () => {
    const other = await createMember(t.app);
    const key = crypto.randomUUID();
    const signIn = (payload: object) =>
      t.app.inject({ method: 'POST', url: apiPaths.login, headers: { [IDEMPOTENCY_HEADER]: key }, payload });
    const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]?.n;
    const body = { email: member.email, password: member.password };
    const first = await signIn(body);
    expect(first.statusCode).toBe(200);
    // The same request spelt otherwise (the option's default written out) is the same request.
    expect((await signIn({ ...body, keep_session: false })).statusCode).toBe(200);
    const before = await sessionCount();
    for (const changed of [
      { email: other.email, password: other.password },
      { ...body, keep_session: true },
    ]) {
      const refused = await signIn(changed);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('idempotency_key_reused');
    }
    // The password is not part of the key's hash (no fast hash of it is stored): a wrong one is
    // checked as any sign-in is, and refused for that.
    expect((await signIn({ ...body, password: 'not-the-password' })).statusCode).toBe(401);
    expect(await sessionCount()).toBe(before);
    // Sign-in is repeatable by nature (decision 0019): a repeat is a working session of its own.
    const again = await signIn(body);
    expect(again.statusCode).toBe(200);
    expect(again.headers[IDEMPOTENCY_REPLAYED_HEADER]).toBeUndefined();
    for (const answer of [first, again]) {
      expect(
        (
          await send('GET', apiPaths.me, undefined, {
            ...member,
            headers: authHeaders(member.email, answer.json().token),
          })
        ).statusCode,
      ).toBe(200);
    }
    const [row] = await query(t.db, sql`select * from idempotency_keys where key = ${key}`);
    expect(row).toMatchObject({ user_id: null, answer: null });
    expect(JSON.stringify(row)).not.toContain(member.password);
  });

  it('two requests under one key at once: one is made, the other refused', async () => {
    const [w0, w1] = [items.w0, items.w1].map((id) => ({ id: id as number, kind: 'workout' }));
    for (const play of [w0, w1])
      expect((await post(member, libraryPaths.started, play)).statusCode).toBe(200);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      [w0, w1].map((payload) => keyed(key, { method: 'POST', url: libraryPaths.finished, payload })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await stats()).number_of_workouts).toBe(1);
  });

  it('these are all the routes that honour a key: every other refuses one', async () => {
    const operations = operationsOf(t.app.swagger() as unknown as Parameters<typeof operationsOf>[0]);
    const honoured: string[] = [];
    for (const operation of operations) {
      const answer = await t.app.inject({
        method: operation.method,
        url: operation.path.replace(/\{[^}]+\}/g, '1'),
        headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      });
      if (!answer.json<{ errors?: Record<string, string[]> }>().errors?.['Idempotency-Key']) {
        honoured.push(operation.key);
      }
    }
    expect(honoured.sort()).toEqual(
      [
        `POST ${apiPaths.login}`,
        `POST ${libraryPaths.finished}`,
        `POST ${cancellationPaths.retentionOffer}`,
        `POST ${nutritionPaths.completeMeal('{id}')}`,
        `PUT ${shoppingListPaths.line('{key}')}`,
        `DELETE ${shoppingListPaths.ownItem('{key}')}`,
        `PUT ${shoppingListPaths.servings}`,
        `POST ${profilePaths.addMeasurement('{userId}')}`,
        `POST ${giftPaths.gifts}`,
      ].sort(),
    );
  });
});
