import {
  apiPaths,
  formatCents,
  type PremiumPeriod,
  type PurchasePlans,
  periodTotal,
  type Subscription,
  toCents,
} from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import type { SandboxGateway } from '../../src/adapters/payments';
import type { Db } from '../../src/db/client';
import { promoCodes } from '../../src/db/schema';
import type { TestMember } from '../helper';

/** The amount billed per period that the app would send, from the server's own plan answer. */
export const listPrice = async (app: FastifyInstance, plan: PremiumPeriod): Promise<string> => {
  const plans = (await app.inject({ method: 'POST', url: apiPaths.purchasePlans })).json<PurchasePlans>();
  const perMonth = {
    montly: plans.montly_value,
    biannually: plans.biannually_value,
    yearly: plans.yearly_value,
  }[plan];
  return formatCents(periodTotal(toCents(perMonth, plans.currency) as number, plan), plans.currency);
};

export const pay = (
  app: FastifyInstance,
  member: TestMember,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: apiPaths.webPayment,
    headers: { ...member.headers, ...headers },
    payload,
  });

/** Buys premium with a test nonce at the list price; answers the subscription. */
export const buyPremium = async (
  app: FastifyInstance,
  member: TestMember,
  { plan = 'yearly', nonce = 'fake-valid-visa-nonce' }: { plan?: PremiumPeriod; nonce?: string } = {},
): Promise<Subscription> => {
  const response = await pay(app, member, {
    nonce_from_the_client: nonce,
    plan_name: plan,
    plan_price: await listPrice(app, plan),
  });
  if (response.statusCode !== 200) throw new Error(`payment failed: ${response.statusCode} ${response.body}`);
  return response.json<{ subscription: Subscription }>().subscription;
};

export const createPromo = async (
  db: Db,
  values: Partial<typeof promoCodes.$inferInsert> & { code: string },
) => {
  const [row] = await db.insert(promoCodes).values(values).returning();
  if (!row) throw new Error('promo not created');
  return row;
};

export const me = async (app: FastifyInstance, member: TestMember) =>
  (await app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers })).json<{
    premium: boolean;
  }>();

export const sandbox = (app: FastifyInstance): SandboxGateway => app.deps.payments as SandboxGateway;

/** A webhook posted as Braintree posts it: form-encoded bt_signature and bt_payload. */
export const postWebhook = (app: FastifyInstance, notification: { signature: string; payload: string }) =>
  app.inject({
    method: 'POST',
    url: apiPaths.braintreeWebhooks,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      bt_signature: notification.signature,
      bt_payload: notification.payload,
    }).toString(),
  });

/** Validates a code as the buy page does (which lets the member pay with its id); answers the id. */
export const validatePromo = async (
  app: FastifyInstance,
  member: TestMember,
  code: string,
): Promise<number> => {
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.validatePromoCode,
    headers: member.headers,
    payload: { promocode: code },
  });
  if (response.statusCode !== 200) throw new Error(`promo refused: ${response.statusCode} ${response.body}`);
  return response.json<{ promocode_id: number }>().promocode_id;
};

/**
 * Moves the process's clock to `at`, and the queue's jobs timed by then with it: the queue fetches
 * by the database's clock, which a faked Date moves on PGlite (in process) but not on PostgreSQL.
 */
export const moveClock = async (db: Db, at: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  await db.execute(
    sql`update pgboss.job set start_after = now() where state = 'created' and start_after <= ${new Date(at).toISOString()}::timestamptz`,
  );
};
