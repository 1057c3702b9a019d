import crypto from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  libraryPaths,
  nutritionPaths,
  QUEUED_WRITES,
  type ShoppingList,
  shoppingListPaths,
} from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { buyPremium } from './billing/billing';
import { aMember, items, me, mealCatalogue, member, post, send, t, withApp } from './harness';
import { buyProgram, recipeIds } from './nutrition/meals';

/**
 * Decision 0034: the web app's service worker queues a finished workout and a meal eaten made
 * offline and sends them when the network is back, with the Idempotency-Key they were made with.
 * Each such route accepts the key (decision 0019) and a repeat changes nothing.
 */
let workout: number;
let salad: number;
/** A premium member on a program with a week of meals. */
const onAProgram = async () => {
  workout = items.w0 as number;
  await buyPremium(t.app, member);
  await buyProgram(t, member, 'Strong start', { premium: false });
  const ids = await recipeIds(t);
  salad = ids.salad as number;
  const plan = ['oats', 'salad', 'bites', 'tacos'].map((key) => ids[key]);
  const saved = await post(member, nutritionPaths.programRecipes, { ids: plan, diet_id: 1 });
  expect(saved.statusCode, saved.body).toBe(200);
};
withApp(mealCatalogue, aMember, onAProgram);

const sendKeyed = (url: string, key: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...member.headers, [IDEMPOTENCY_HEADER]: key }, payload });
const stats = async () => (await me()).user_stats.all_progress;

describe('writes the app queues offline (decision 0034)', () => {
  it('counts a finished workout once when the queued request arrives twice with its key', async () => {
    const play = { id: workout, kind: 'workout' };
    expect((await post(member, libraryPaths.started, play)).statusCode).toBe(200);
    const key = crypto.randomUUID();
    const first = await sendKeyed(libraryPaths.finished, key, play);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().counted).toBe(true);
    // The repeat is given the first answer (decision 0019): counted, and counted once.
    const again = await sendKeyed(libraryPaths.finished, key, play);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toBe(first.body);
    expect((await stats()).number_of_workouts).toBe(1);
  });

  it('counts a meal eaten once when the queued request arrives twice with its key', async () => {
    const key = crypto.randomUUID();
    const first = await sendKeyed(nutritionPaths.completeMeal(salad), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().counted).toBe(true);
    const again = await sendKeyed(nutritionPaths.completeMeal(salad), key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toBe(first.body);
    expect((await stats()).completed_meals).toBe(1);
  });

  it('every queued write accepts a key: none answers the 400 a route gives a key it does not honour', async () => {
    const list = await send('GET', shoppingListPaths.list);
    const line = (list.json() as ShoppingList).aisles[0]?.lines[0]?.key ?? '';
    expect(line).not.toBe('');
    const requests: Record<string, { url: string; payload?: object }> = {
      [libraryPaths.finished]: { url: libraryPaths.finished, payload: { id: workout, kind: 'workout' } },
      [nutritionPaths.completeMeal(':id')]: { url: nutritionPaths.completeMeal(salad) },
      [shoppingListPaths.line(':key')]: { url: shoppingListPaths.line(line), payload: { ticked: true } },
    };
    for (const { method, path } of QUEUED_WRITES) {
      const request = requests[path];
      expect(request, `a request for ${method} ${path}`).toBeDefined();
      const answer = await t.app.inject({
        method,
        url: request?.url ?? path,
        headers: { ...member.headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
        payload: request?.payload,
      });
      expect(answer.statusCode, `${method} ${path}: ${answer.body}`).toBe(200);
    }
  });
});
