import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, createTestApp, readOutbox, resetTokenFrom, type TestApp } from '../helper';
import { decodeQuotedPrintable, startSmtpPeer } from './smtp-peer';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp();
  app = await t.buildApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Studio <hello@studio.test>',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.truncateAll();
  smtp.received.length = 0;
});

describe('password recovery through SMTP (SMTP_URL)', () => {
  it('delivers the reset mail with a working link to the member', async () => {
    const member = await createMember(app, { password: 'old-password' });
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.recovery,
      payload: { email: member.email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: english('common.account.recoverSuccess') });

    await app.jobs.runReady();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('hello@studio.test');
    expect(mail?.to).toEqual([member.email]);
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    expect(text).toContain('Subject: Reset your Studio password');
    expect(text).toMatch(/http:\/\/studio\.test\/sign\/reset\?token=[A-Za-z0-9_-]{43}/);
    // Nothing went to the outbox folder: the SMTP adapter was the one used.
    expect(await readOutbox(t)).toHaveLength(0);

    const token = resetTokenFrom({ text });
    const reset = await app.inject({
      method: 'POST',
      url: apiPaths.resetPassword,
      payload: { token, password: 'new-password', password_confirmation: 'new-password' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { email: member.email, password: 'new-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends nothing for an unknown e-mail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.recovery,
      payload: { email: 'nobody@example.com' },
    });
    expect(response.json()).toEqual({ message: english('common.account.recoverSuccess') });
    await app.jobs.runReady();
    expect(smtp.received).toHaveLength(0);
  });

  it('answers the same sentence when delivery fails, so an account is never revealed', async () => {
    const down = await startSmtpPeer();
    await down.close();
    const broken = await t.buildApp({ SMTP_URL: `smtp://127.0.0.1:${down.port}` });
    const member = await createMember(broken);
    const response = await broken.inject({
      method: 'POST',
      url: apiPaths.recovery,
      payload: { email: member.email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: english('common.account.recoverSuccess') });
    await broken.close();
  });

  it('answers before the mail is delivered, so a slow mail server cannot reveal an account', async () => {
    const slow = await startSmtpPeer(1_500);
    const slowApp = await t.buildApp({ SMTP_URL: `smtp://127.0.0.1:${slow.port}` });
    const member = await createMember(slowApp);
    const response = await slowApp.inject({
      method: 'POST',
      url: apiPaths.recovery,
      payload: { email: member.email },
    });
    expect(response.json()).toEqual({ message: english('common.account.recoverSuccess') });
    // Delivery completes only after the slow server's delay: had the answer waited for it, this would be 1.
    expect(slow.received).toHaveLength(0);
    await slowApp.jobs.runReady();
    expect(slow.received).toHaveLength(1);
    await slowApp.close();
    await slow.close();
  });
});
