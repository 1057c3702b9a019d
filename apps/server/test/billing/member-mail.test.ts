import { mailSettingsPaths } from '@studio/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_LINKS, queueMemberMail } from '../../src/features/billing/member-mail';
import { createMember, createTestApp, readOutbox, type TestApp, type TestMember } from '../helper';

/** Issue 18: a subscription mail is sent once per event, in both parts; reminders can be turned off. */
let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.truncateAll();
  member = await createMember(t.app, { name: 'Ana <b>' });
});

const context = () => ({ jobs: t.app.jobs, publicUrl: 'https://studio.example', currency: 'USD' });
const queue = (kind: 'receipt' | 'trial_ending', eventKey: string) =>
  t.db.transaction((tx) =>
    queueMemberMail(tx, context(), {
      userId: member.user.id,
      kind,
      eventKey,
      content: {
        subject: 'Your receipt',
        paragraphs: ['You paid 9.99 for premium & more.'],
        action: { label: 'See your subscription', path: MAIL_LINKS.subscription },
      },
    }),
  );
const setReminders = (reminders: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: mailSettingsPaths.settings,
    headers: member.headers,
    payload: { reminders },
  });

describe('member mails', () => {
  it('sends a mail once per event, with a text and an escaped HTML part', async () => {
    expect(await queue('receipt', 'charge:tx_1')).toBe(true);
    expect(await queue('receipt', 'charge:tx_1')).toBe(false);
    expect(await queue('receipt', 'charge:tx_2')).toBe(true);
    const mails = await readOutbox(t);
    expect(mails).toHaveLength(2);
    const [mail] = mails;
    expect(mail).toMatchObject({ to: member.email, subject: 'Your receipt' });
    expect(mail?.text).toContain('Hi Ana <b>,');
    expect(mail?.text).toContain('See your subscription: https://studio.example/page/subscription');
    expect(mail?.html).toContain('<p>Hi Ana &lt;b&gt;,</p>');
    expect(mail?.html).toContain('premium &amp; more');
    expect(mail?.html).toContain('<a href="https://studio.example/page/subscription">');
    // A receipt is not a reminder: no way to turn it off is offered.
    expect(mail?.text).not.toContain('reminder');
  });

  it('a rolled-back change sends nothing and does not count as sent', async () => {
    await t.db
      .transaction(async (tx) => {
        await queueMemberMail(tx, context(), {
          userId: member.user.id,
          kind: 'receipt',
          eventKey: 'charge:tx_9',
          content: { subject: 'Lost', paragraphs: [] },
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await readOutbox(t)).toHaveLength(0);
    expect(await queue('receipt', 'charge:tx_9')).toBe(true);
  });

  it('reminders go only while the member keeps them on; receipts always go', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: mailSettingsPaths.settings,
      headers: member.headers,
    });
    expect(read.json()).toEqual({ reminders: true });
    expect(await queue('trial_ending', 'trial:1')).toBe(true);
    expect((await readOutbox(t)).at(-1)?.text).toContain(
      'Turn them off in your profile: https://studio.example/page/profile/setup',
    );

    const off = await setReminders(false);
    expect(off.json()).toEqual({ reminders: false });
    expect(await queue('trial_ending', 'trial:2')).toBe(false);
    expect(await queue('receipt', 'charge:tx_3')).toBe(true);
    expect(await readOutbox(t)).toHaveLength(2);

    await setReminders(true);
    expect(await queue('trial_ending', 'trial:2')).toBe(true);
  });

  it('refuses a setting that is not a yes or no, naming the field; needs a session', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: mailSettingsPaths.settings,
      headers: member.headers,
      payload: { reminders: 'sometimes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['reminders']);
    expect((await t.app.inject({ method: 'GET', url: mailSettingsPaths.settings })).statusCode).toBe(401);
  });
});
