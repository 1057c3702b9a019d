import { apiPaths, formatDate, formatMoney, INTL_LOCALE } from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { studioSettings } from '../../src/db/schema';
import { buyPremium } from '../billing/billing';
import { createMember, createTestApp, type TestApp, type TestMember } from '../helper';
import { type Received, startSmtpPeer } from './smtp-peer';

/**
 * Issue 35: mails in the member's language (text and HTML), the studio's default for a member who
 * chose none, delivered through SMTP to a real peer.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp();
  app = await t.buildApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.truncateAll();
  smtp.received.length = 0;
});

/** A MIME message as read: its subject and its text and HTML parts, decoded to UTF-8. */
const read = (mail: Received | undefined) => {
  const raw = mail?.raw ?? '';
  const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, ' ');
  const words = (text: string) =>
    text.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
    );
  const qp = (text: string) => {
    const bytes: number[] = [];
    const soft = text.replace(/=\r?\n/g, '');
    for (let i = 0; i < soft.length; i += 1) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  };
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const subject = words(/^Subject: (.*)$/im.exec(unfold(head))?.[1] ?? '').trim();
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfold(head))?.[1] ?? '';
  const parts: Record<string, string> = {};
  for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
    const [partHead = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const body = rest.join('\r\n\r\n');
    const type = /Content-Type: ([\w/]+)/i.exec(partHead)?.[1] ?? '';
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(partHead)?.[1]?.toLowerCase();
    parts[type] =
      encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? qp(body)
          : body;
  }
  return {
    subject,
    text: (parts['text/plain'] ?? '').replace(/\r\n/g, '\n'),
    html: parts['text/html'] ?? '',
  };
};

const askReset = async (member: TestMember) => {
  const answer = await app.inject({
    method: 'POST',
    url: apiPaths.recovery,
    payload: { email: member.email },
  });
  expect(answer.statusCode).toBe(200);
  await app.jobs.runReady();
  expect(smtp.received).toHaveLength(1);
  return read(smtp.received[0]);
};

describe('mails in the member’s language', () => {
  it('sends a pt-BR member the password reset in Portuguese, text and HTML', async () => {
    const ana = await createMember(app, { name: 'Ana', language: 'pt-BR' });
    const mail = await askReset(ana);
    expect(mail.subject).toBe('Redefina sua senha do Studio');
    expect(mail.text).toMatch(
      /^Olá, Ana,\n\nUse este link em até 60 minutos para escolher uma nova senha:\nhttp:\/\/studio\.test\/sign\/reset\?token=[\w-]{43}\n\nSe você não pediu isso, pode ignorar esta mensagem\.\n/,
    );
    expect(mail.html).toContain('<p>Olá, Ana,</p>');
    expect(mail.html).toContain('<p>Use este link em até 60 minutos para escolher uma nova senha:</p>');
    expect(mail.html).toMatch(
      /<a href="http:\/\/studio\.test\/sign\/reset\?token=[\w-]{43}">Escolher uma nova senha<\/a>/,
    );
    expect(mail.html).toContain('<p>Se você não pediu isso, pode ignorar esta mensagem.</p>');
    expect(mail.html).not.toMatch(/Reset|Choose|ignore/);
  });

  it('keeps the spec’s English for a member whose language is English', async () => {
    const mail = await askReset(await createMember(app, { name: 'Bea', language: 'en' }));
    expect(mail.subject).toBe('Reset your Studio password');
    expect(mail.text).toContain('Hi Bea,\n\nUse this link within 60 minutes to choose a new password:');
    expect(mail.html).toContain('>Choose a new password</a>');
  });

  it('writes to a member who chose no language in the studio’s default', async () => {
    const cleo = await createMember(app, { name: 'Cleo' });
    expect(cleo.user.language).toBeNull();
    // English while the studio sets none...
    expect((await askReset(cleo)).subject).toBe('Reset your Studio password');
    // ...and the studio's language once it has one.
    await t.db.insert(studioSettings).values({ id: 1, language: 'es' });
    smtp.received.length = 0;
    const mail = await askReset(cleo);
    expect(mail.subject).toBe('Restablece tu contraseña de Studio');
    expect(mail.text).toContain('Hola, Cleo:\n\nUsa este enlace en los próximos 60 minutos');
    expect(mail.html).toContain('>Elegir una nueva contraseña</a>');
    // A member who chose a language keeps it whatever the studio's.
    smtp.received.length = 0;
    expect((await askReset(await createMember(app, { language: 'pt-BR' }))).subject).toBe(
      'Redefina sua senha do Studio',
    );
  });

  it('words a subscription mail, its dates and amounts in the member’s language (es)', async () => {
    const dani = await createMember(app, { name: 'Dani', language: 'es', time_zone: 'America/Mexico_City' });
    const bought = await buyPremium(app, dani, { plan: 'yearly' });
    await app.jobs.runReady();
    const mail = read(smtp.received.find((m) => m.to.includes(dani.email)));
    const display = { locale: INTL_LOCALE.es, currency: 'USD', timeZone: 'America/Mexico_City' };
    expect(mail.subject).toBe('Te damos la bienvenida a Studio premium: tu prueba gratis ha comenzado');
    expect(mail.text).toContain('Hola, Dani:');
    expect(mail.text).toContain(
      `Tu prueba gratis del plan Anual dura hasta el ${formatDate(bought.trial_ends_at as string, display)}.`,
    );
    expect(mail.text).toContain(`premium cuesta ${formatMoney(bought.price, display)} cada 12 meses`);
    expect(mail.text).toContain('Gestionar tu suscripción: http://studio.test/page/subscription');
    expect(mail.text).toContain('El equipo de Studio');
    expect(mail.html).toContain('<p>Hola, Dani:</p>');
    expect(mail.html).toContain('>Gestionar tu suscripción</a>');
  });
});
