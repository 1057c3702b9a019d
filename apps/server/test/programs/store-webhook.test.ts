import { programPaths, type User } from '@studio/shared';
import { english } from '@studio/shared/english';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxStorePurchase } from '../../src/adapters/store';
import { buyPremium } from '../billing/billing';
import { createMemberWithProfile, createTestApp, type TestApp } from '../helper';
import { importSample } from '../library/catalog';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = await t.buildApp({ REVENUECAT_WEBHOOK_SECRET: 'hook-secret' });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.truncateAll();
  await importSample(t);
});

const hook = (payload: unknown, authorization?: string) =>
  app.inject({
    method: 'POST',
    url: programPaths.storeWebhook,
    headers: authorization ? { authorization } : {},
    payload: payload as object,
  });
const me = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v4/users/me/', headers })).json<User>();

describe('the store webhook and apple_rc_sync', () => {
  it('flags the member of a store purchase; their store sync grants it and clears the flag', async () => {
    const member = await createMemberWithProfile(app);
    await buyPremium(app, member);
    const productId = 'studio.program.strong_start';
    sandboxStorePurchase(app.deps.store, { appUserId: String(member.user.id), productId });
    const event = {
      event: { type: 'NON_RENEWING_PURCHASE', app_user_id: String(member.user.id), product_id: productId },
    };
    expect((await hook(event, 'Bearer hook-secret')).statusCode).toBe(200);
    expect((await me(member.headers)).apple_rc_sync).toBe(true);
    const synced = await app.inject({ method: 'POST', url: programPaths.storeSync, headers: member.headers });
    expect(synced.json<User>()).toMatchObject({ apple_rc_sync: false, has_program: true });
  });

  it('refuses a wrong or missing authorization and ignores other events', async () => {
    const member = await createMemberWithProfile(app);
    const event = { event: { type: 'NON_RENEWING_PURCHASE', app_user_id: String(member.user.id) } };
    for (const authorization of [undefined, 'Bearer nope']) {
      const refused = await hook(event, authorization);
      expect([refused.statusCode, refused.json().message]).toEqual([
        403,
        english('server.webhook.storeRefused'),
      ]);
    }
    expect(
      (await hook({ event: { type: 'CANCELLATION', app_user_id: String(member.user.id) } }, 'hook-secret'))
        .statusCode,
    ).toBe(200);
    expect((await me(member.headers)).apple_rc_sync).toBe(false);
    // Without a configured secret every call is refused.
    const open = await t.app.inject({
      method: 'POST',
      url: programPaths.storeWebhook,
      headers: { authorization: '' },
      payload: event,
    });
    expect(open.statusCode).toBe(403);
  });
});
