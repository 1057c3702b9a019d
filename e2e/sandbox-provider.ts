import type { APIRequestContext } from '@playwright/test';
import { apiPaths, type User } from '@studio/shared';
import type { Charge } from '../apps/server/src/adapters/payments';
import { createSandboxGateway } from '../apps/server/src/adapters/payments/sandbox';
import { subscriptionKey } from '../apps/server/src/features/billing/purchase-key';
import { expect, type Member, memberHeaders } from './fixtures';

/**
 * The journeys playing the payment provider (decision 0027): the e2e server's sandbox signs its
 * webhooks with SANDBOX_WEBHOOK_KEY, which playwright.config gives it and this file uses, and a
 * member's n-th sandbox subscription is named by `subscriptionKey` from what `GET /me` answers the
 * member themself. Nothing new is exposed to members.
 */
export const SANDBOX_WEBHOOK_KEY = process.env.E2E_SANDBOX_WEBHOOK_KEY ?? '';

/**
 * The sandbox posts a notification about the member's first subscription, as Braintree would;
 * `charge`: the charge a `subscription_charged_*` notification carries.
 */
export const notifyAsProvider = async (
  request: APIRequestContext,
  member: Member,
  kind: string,
  charge?: Charge,
) => {
  const me = (await (await request.get(apiPaths.me, { headers: memberHeaders(member) })).json()) as User;
  const notification = createSandboxGateway({ signingKey: SANDBOX_WEBHOOK_KEY }).sampleNotification({
    kind,
    subscriptionId: subscriptionKey({ id: me.id, createdAt: me.created_at }, 1),
    ...(charge ? { charge } : {}),
  });
  const response = await request.post(apiPaths.braintreeWebhooks, {
    form: { bt_signature: notification.signature, bt_payload: notification.payload },
  });
  expect(response.status()).toBe(200);
};
