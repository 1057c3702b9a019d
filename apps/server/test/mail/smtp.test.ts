import type { AddressInfo } from 'node:net';
import { apiPaths, messages } from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, createTestApp, readOutbox, resetTokenFrom, type TestApp } from '../helper';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps every message it is given. */
const startSmtpServer = async (delayMs = 0) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** The text part of a raw message, quoted-printable decoded. */
const decodeQuotedPrintable = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpServer();
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
    expect(response.json()).toEqual({ message: messages.recoverSuccess });

    await app.background.settled();
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
    expect(response.json()).toEqual({ message: messages.recoverSuccess });
    await app.background.settled();
    expect(smtp.received).toHaveLength(0);
  });

  it('answers the same sentence when delivery fails, so an account is never revealed', async () => {
    const down = await startSmtpServer();
    await down.close();
    const broken = await t.buildApp({ SMTP_URL: `smtp://127.0.0.1:${down.port}` });
    const member = await createMember(broken);
    const response = await broken.inject({
      method: 'POST',
      url: apiPaths.recovery,
      payload: { email: member.email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.recoverSuccess });
    await broken.close();
  });

  it('answers before the mail is delivered, so a slow mail server cannot reveal an account', async () => {
    const slow = await startSmtpServer(1_500);
    const slowApp = await t.buildApp({ SMTP_URL: `smtp://127.0.0.1:${slow.port}` });
    const member = await createMember(slowApp);
    const response = await slowApp.inject({
      method: 'POST',
      url: apiPaths.recovery,
      payload: { email: member.email },
    });
    expect(response.json()).toEqual({ message: messages.recoverSuccess });
    // Delivery completes only after the slow server's delay: had the answer waited for it, this would be 1.
    expect(slow.received).toHaveLength(0);
    await slowApp.background.settled();
    expect(slow.received).toHaveLength(1);
    await slowApp.close();
    await slow.close();
  });
});
