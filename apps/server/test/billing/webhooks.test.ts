import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, PAST_DUE_GRACE_DAYS } from '@studio/shared';
import { english } from '@studio/shared/english';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSandboxGateway, sandboxSigningKey } from '../../src/adapters/payments';
import { KEYS, notificationXml, signedAsBraintree } from '../../src/adapters/payments/braintree-stand-in';
import type { SampleNotification } from '../../src/adapters/payments/sandbox';
import { loadConfig } from '../../src/config';
import { payments, subscriptions, webhookEvents } from '../../src/db/schema';
import { t, withApp } from '../harness';
import { createMember, readOutbox, type TestMember } from '../helper';
import { buyPremium, me, moveClock, postWebhook, sandbox } from './billing';

withApp();

const DAY = 86_400_000;

/** A member in a 14-day trial, and the provider's id of the subscription. */
const memberInTrial = async (): Promise<{ member: TestMember; providerId: string }> => {
  const member = await createMember(t.app);
  await buyPremium(t.app, member);
  const [row] = await t.db.select().from(subscriptions);
  if (!row) throw new Error('no subscription');
  return { member, providerId: row.provider_subscription_id };
};

const subscriptionRow = async () => (await t.db.select().from(subscriptions))[0];

describe('POST /api/v3/braintrees/webhooks', () => {
  it('moves a trial to active when the first charge succeeds, and records the charge', async () => {
    const { member, providerId } = await memberInTrial();
    const paidThrough = new Date(Date.now() + 379 * DAY);
    const response = await postWebhook(
      t.app,
      sandbox(t.app).sampleNotification({
        kind: 'subscription_charged_successfully',
        subscriptionId: providerId,
        paidThrough,
        charge: { transactionId: 'txn-first', amountCents: 14388, status: 'settled' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'applied' });
    expect(await subscriptionRow()).toMatchObject({ status: 'active', paid_through: paidThrough });
    expect(await t.db.select().from(payments)).toMatchObject([
      { amount_cents: 14388, status: 'settled', user_id: member.user.id },
    ]);
    expect((await me(t.app, member)).premium).toBe(true);
  });

  it('applies a replayed notification once', async () => {
    const { providerId } = await memberInTrial();
    const notification = sandbox(t.app).sampleNotification({
      kind: 'subscription_charged_successfully',
      subscriptionId: providerId,
      paidThrough: new Date(Date.now() + 379 * DAY),
      charge: { transactionId: 'txn-once', amountCents: 14388, status: 'settled' },
    });
    expect((await postWebhook(t.app, notification)).json().message).toBe('applied');
    expect((await postWebhook(t.app, notification)).json().message).toBe('replayed');
    expect(await t.db.select().from(payments)).toHaveLength(1);
    expect(await t.db.select().from(webhookEvents)).toHaveLength(1);
  });

  it('refuses a notification with a bad signature, changing nothing', async () => {
    const { member, providerId } = await memberInTrial();
    const genuine = sandbox(t.app).sampleNotification({
      kind: 'subscription_canceled',
      subscriptionId: providerId,
    });
    const tamperedPayload = Buffer.from(
      Buffer.from(genuine.payload, 'base64')
        .toString()
        .replace('subscription_canceled', 'subscription_expired'),
    ).toString('base64');
    for (const forged of [
      { signature: genuine.signature, payload: tamperedPayload },
      { signature: 'studio_sandbox|00', payload: genuine.payload },
      { signature: `other_key|${genuine.signature.split('|')[1]}`, payload: genuine.payload },
    ]) {
      const response = await postWebhook(t.app, forged);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'webhook_refused',
        message: english('server.webhook.signature'),
      });
    }
    expect((await subscriptionRow())?.status).toBe('trial');
    expect(await t.db.select().from(webhookEvents)).toHaveLength(0);
    expect((await me(t.app, member)).premium).toBe(true);
  });

  it('signs with a key of this data folder: the key once in the source forges nothing', async () => {
    const { member, providerId } = await memberInTrial();
    const payload = Buffer.from(
      JSON.stringify({
        kind: 'subscription_charged_successfully',
        subscription_id: providerId,
        timestamp: new Date().toISOString(),
        paid_through: '2099-01-01T00:00:00.000Z',
      }),
    ).toString('base64');
    const oldKey = 'studio-sandbox-webhook-signing-key';
    const digest = createHmac('sha256', oldKey).update(payload).digest('hex');
    const response = await postWebhook(t.app, { signature: `studio_sandbox|${digest}`, payload });
    expect(response.statusCode).toBe(403);
    expect((await subscriptionRow())?.status).toBe('trial');
    expect((await me(t.app, member)).premium).toBe(true);

    // The key is the folder's own, kept for the next start, readable by the server's user only.
    const file = path.join(t.dataDir, 'sandbox-webhook-key');
    const key = fs.readFileSync(file, 'utf8');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const restarted = await t.buildApp();
    const notification = sandbox(t.app).sampleNotification({
      kind: 'subscription_canceled',
      subscriptionId: providerId,
    });
    expect((await postWebhook(restarted, notification)).json().message).toBe('applied');
    expect(sandboxSigningKey(t.dataDir)).toBe(key);
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-key-'));
    expect(sandboxSigningKey(elsewhere)).not.toBe(key);
    fs.rmSync(elsewhere, { recursive: true, force: true });
  });

  it('signs with SANDBOX_WEBHOOK_KEY when it is set (a tool playing the provider), and only with it', async () => {
    const { providerId } = await memberInTrial();
    const key = 'a-key-the-journeys-share-with-the-server-0123456789';
    const withKey = await t.buildApp({ SANDBOX_WEBHOOK_KEY: key });
    const notification = createSandboxGateway({ signingKey: key }).sampleNotification({
      kind: 'subscription_canceled',
      subscriptionId: providerId,
    });
    expect((await postWebhook(t.app, notification)).statusCode).toBe(403);
    expect((await postWebhook(withKey, notification)).json()).toEqual({ message: 'applied' });
    expect((await subscriptionRow())?.status).toBe('canceled');
    expect(() => loadConfig({ ...process.env, SANDBOX_WEBHOOK_KEY: 'short' })).toThrow(/SANDBOX_WEBHOOK_KEY/);
  });

  it('answers 400 to a body without the two fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.braintreeWebhooks,
      payload: { bt_payload: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['bt_signature']);
  });

  it('past due keeps premium through its grace period; expired ends it; canceled keeps it until the paid-through date', async () => {
    const { member, providerId } = await memberInTrial();
    const notify = (kind: string) =>
      postWebhook(t.app, sandbox(t.app).sampleNotification({ kind, subscriptionId: providerId }));

    await t.db.update(subscriptions).set({ paid_through: new Date(Date.now() - DAY), status: 'active' });
    await notify('subscription_went_past_due');
    expect((await subscriptionRow())?.status).toBe('past_due');
    expect((await me(t.app, member)).premium).toBe(true);
    // Without the grace period (issue 18), a past-due subscription paid through a past moment gives none.
    await t.db.update(subscriptions).set({ grace_ends_at: new Date(Date.now() - 1000) });
    expect((await me(t.app, member)).premium).toBe(false);

    await notify('subscription_charged_successfully');
    await t.db.update(subscriptions).set({ paid_through: new Date(Date.now() + 10 * DAY) });
    await notify('subscription_canceled');
    expect((await subscriptionRow())?.status).toBe('canceled');
    expect((await me(t.app, member)).premium).toBe(true);

    // A late "went active" cannot revive a canceled subscription; expiry ends it for good.
    await notify('subscription_went_active');
    expect((await subscriptionRow())?.status).toBe('canceled');
    await notify('subscription_expired');
    expect((await subscriptionRow())?.status).toBe('expired');
    expect((await me(t.app, member)).premium).toBe(false);
  });

  it('ends premium when a canceled subscription passes its paid-through date', async () => {
    const { member } = await memberInTrial();
    await t.app.inject({ method: 'POST', url: apiPaths.cancelSubscription, headers: member.headers });
    expect((await me(t.app, member)).premium).toBe(true);
    await t.db.update(subscriptions).set({ paid_through: new Date(Date.now() - 1000) });
    expect((await me(t.app, member)).premium).toBe(false);
  });

  it('answers 404 (for the provider to retry) about a subscription it does not have yet, and applies the retry later', async () => {
    const member = await createMember(t.app);
    // Braintree's notification can beat the purchase's commit: the id is the purchase's own.
    const early = async (providerId: string) =>
      postWebhook(
        t.app,
        sandbox(t.app).sampleNotification({
          kind: 'subscription_charged_successfully',
          subscriptionId: providerId,
          timestamp: new Date('2030-01-01T00:00:00Z'),
          charge: { transactionId: 'txn-early', amountCents: 14388, status: 'settled' },
        }),
      );
    const missing = await early('sandbox_sub_not_yet');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(english('server.webhook.unknownSubscription'));
    expect(await t.db.select().from(webhookEvents)).toHaveLength(0);

    await buyPremium(t.app, member);
    const [row] = await t.db.select().from(subscriptions);
    const retried = await early(row?.provider_subscription_id ?? '');
    expect(retried.json().message).toBe('applied');
    expect(await t.db.select().from(payments)).toHaveLength(1);
  });

  it('accepts a notification that is not about a subscription', async () => {
    const check = await postWebhook(
      t.app,
      sandbox(t.app).sampleNotification({ kind: 'check', subscriptionId: '' }),
    );
    expect(check.json().message).toBe('applied');
  });

  it('never moves the paid-through date back', async () => {
    const { providerId } = await memberInTrial();
    const later = new Date(Date.now() + 300 * DAY);
    await postWebhook(
      t.app,
      sandbox(t.app).sampleNotification({
        kind: 'subscription_charged_successfully',
        subscriptionId: providerId,
        paidThrough: later,
      }),
    );
    await postWebhook(
      t.app,
      sandbox(t.app).sampleNotification({
        kind: 'subscription_went_active',
        subscriptionId: providerId,
        paidThrough: new Date(Date.now() + DAY),
      }),
    );
    expect((await subscriptionRow())?.paid_through).toEqual(later);
  });
});

describe('a signed notification that is not one (issue 33)', () => {
  /** Answered 400, naming what is wrong with the payload, and recorded nowhere. */
  const refusedAsMalformed = async (
    app: FastifyInstance,
    notification: { signature: string; payload: string },
    problem: RegExp,
  ) => {
    const response = await postWebhook(app, notification);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      message: english('server.webhook.malformed'),
    });
    expect(response.json().errors.bt_payload.join(' ')).toMatch(problem);
  };

  it('sandbox: a charge amount as a string, an array, no JSON at all answer 400 and change nothing', async () => {
    const { member, providerId } = await memberInTrial();
    const before = await subscriptionRow();
    const renewal = {
      kind: 'subscription_charged_successfully',
      subscription_id: providerId,
      timestamp: new Date().toISOString(),
      paid_through: new Date(Date.now() + 379 * DAY).toISOString(),
      charge: { transactionId: 'txn-string', amountCents: 14388, status: 'settled' },
    };
    const signed = (text: string) => sandbox(t.app).signedPayload(text);
    await refusedAsMalformed(
      t.app,
      signed(JSON.stringify({ ...renewal, charge: { ...renewal.charge, amountCents: '14388' } })),
      /charge\.amountCents/,
    );
    await refusedAsMalformed(t.app, signed(JSON.stringify([renewal])), /object/);
    await refusedAsMalformed(t.app, signed('{"kind": "subscription_charged_successfully", '), /JSON/);
    await refusedAsMalformed(
      t.app,
      signed(JSON.stringify({ ...renewal, paid_through: 'next month' })),
      /paid_through/,
    );
    expect(await subscriptionRow()).toEqual(before);
    expect(await t.db.select().from(payments)).toHaveLength(0);
    expect(await t.db.select().from(webhookEvents)).toHaveLength(0);
    expect((await me(t.app, member)).premium).toBe(true);
  });

  it('sandbox: an id with a NUL or half a surrogate pair answers 400 naming it, not 500 (the bad-input sweep)', async () => {
    const { providerId } = await memberInTrial();
    const before = await subscriptionRow();
    const notice = (subscriptionId: string, transactionId?: string) =>
      sandbox(t.app).sampleNotification({
        kind: 'subscription_went_past_due',
        subscriptionId,
        ...(transactionId ? { transactionId } : {}),
      });
    await refusedAsMalformed(t.app, notice(`${providerId}\u0000`), /providerSubscriptionId: .*NUL/);
    await refusedAsMalformed(t.app, notice(providerId, 'txn-\ud800'), /transactionId: .*half of a character/);
    expect(await subscriptionRow()).toEqual(before);
    expect(await t.db.select().from(webhookEvents)).toHaveLength(0);
  });

  it('Braintree: a signed payload whose XML is no notification answers 400 and changes nothing', async () => {
    const braintreeApp = await t.buildApp({
      BRAINTREE_MERCHANT_ID: KEYS.merchantId,
      BRAINTREE_PUBLIC_KEY: KEYS.publicKey,
      BRAINTREE_PRIVATE_KEY: KEYS.privateKey,
    });
    await refusedAsMalformed(braintreeApp, signedAsBraintree('this is not XML <at all'), /XML/);
    await refusedAsMalformed(
      braintreeApp,
      signedAsBraintree('<transaction><id>t</id></transaction>'),
      /not a <notification>/,
    );
    await refusedAsMalformed(
      braintreeApp,
      signedAsBraintree('<notification><kind>subscription_went_active</kind></notification>'),
      /incomplete Braintree notification/,
    );
    // The same notification, well formed, is read (and about a subscription this server does not have).
    const wellFormed = signedAsBraintree(
      notificationXml(
        'subscription_went_active',
        '<subscription><id>sub_9</id><transactions type="array"/></subscription>',
      ),
    );
    expect((await postWebhook(braintreeApp, wellFormed)).statusCode).toBe(404);
    expect(await t.db.select().from(webhookEvents)).toHaveLength(0);
  });
});

describe('notifications in their own order (issue 33)', () => {
  const HOUR = 3_600_000;
  const notice = (input: Omit<SampleNotification, 'subscriptionId'>, providerId: string) =>
    postWebhook(t.app, sandbox(t.app).sampleNotification({ ...input, subscriptionId: providerId }));
  const subjects = async () => (await readOutbox(t)).map((mail) => mail.subject);

  it('a past-due notice stamped before the charge already applied is acknowledged and ignored', async () => {
    const { member, providerId } = await memberInTrial();
    const chargedAt = new Date();
    const paidThrough = new Date(chargedAt.getTime() + 30 * DAY);
    const charged = await notice(
      {
        kind: 'subscription_charged_successfully',
        timestamp: chargedAt,
        paidThrough,
        charge: { transactionId: 'txn-renewal', amountCents: 14388, status: 'settled' },
      },
      providerId,
    );
    expect(charged.json()).toEqual({ message: 'applied' });
    const stale = sandbox(t.app).sampleNotification({
      kind: 'subscription_went_past_due',
      subscriptionId: providerId,
      timestamp: new Date(chargedAt.getTime() - HOUR),
    });

    const response = await postWebhook(t.app, stale);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'stale' });
    expect(await subscriptionRow()).toMatchObject({
      status: 'active',
      paid_through: paidThrough,
      grace_ends_at: null,
      last_notified_at: chargedAt,
    });
    expect((await me(t.app, member)).premium).toBe(true);
    expect(await subjects()).not.toContain('Your payment failed');
    // Past the grace period it would have started, nothing ends premium.
    await moveClock(t.db, Date.now() + (PAST_DUE_GRACE_DAYS + 1) * DAY);
    expect(await subjects()).not.toContain('Your premium has ended');
    expect(await subscriptionRow()).toMatchObject({ status: 'active' });
    expect((await me(t.app, member)).premium).toBe(true);
    // Sent again, it is a replay.
    expect((await postWebhook(t.app, stale)).json()).toEqual({ message: 'replayed' });
  });

  it('a stale notice still records the charge it carries, with its receipt; the newer status stands', async () => {
    const { providerId } = await memberInTrial();
    const failedAt = new Date();
    await notice({ kind: 'subscription_went_past_due', timestamp: failedAt }, providerId);
    const late = await notice(
      {
        kind: 'subscription_charged_successfully',
        timestamp: new Date(failedAt.getTime() - DAY),
        paidThrough: new Date(failedAt.getTime() + 30 * DAY),
        charge: { transactionId: 'txn-earlier', amountCents: 14388, status: 'settled' },
      },
      providerId,
    );
    expect(late.json()).toEqual({ message: 'stale' });
    expect(await subscriptionRow()).toMatchObject({ status: 'past_due', last_notified_at: failedAt });
    expect(await t.db.select().from(payments)).toMatchObject([
      { provider_transaction_id: 'txn-earlier', status: 'settled' },
    ]);
    expect((await subjects()).filter((subject) => !subject.startsWith('Welcome')).sort()).toEqual([
      'Your Studio receipt',
      'Your payment failed',
    ]);
  });

  it('a notice of the same second as the last applied still applies (Braintree stamps whole seconds)', async () => {
    const { providerId } = await memberInTrial();
    const second = new Date('2030-01-01T00:00:00Z');
    await notice({ kind: 'subscription_charged_unsuccessfully', timestamp: second }, providerId);
    expect((await notice({ kind: 'subscription_canceled', timestamp: second }, providerId)).json()).toEqual({
      message: 'applied',
    });
    expect(await subscriptionRow()).toMatchObject({ status: 'canceled', last_notified_at: second });
  });
});
