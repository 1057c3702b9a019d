import { apiPaths, mailSettingsPaths, TRIAL_REMINDER_DAYS } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, createTestApp, query, readOutbox, type TestApp, type TestMember } from '../helper';
import { buyPremium } from './billing';

/**
 * Issue 18: a welcome mail with the trial's end date when premium is bought, and a reminder
 * TRIAL_REMINDER_DAYS before the trial ends, timed by a job that checks the trial still runs.
 */
let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://studio.example' } });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.truncateAll();
  // Dates in mails are the member's own (the zone the app sent at sign-up).
  member = await createMember(t.app, { name: 'Ana', time_zone: 'Pacific/Auckland' });
});

const reminderJobs = () =>
  query<{ id: string; start_after: Date; data: { subscriptionId: number } }>(
    t.db,
    sql`select id, start_after, data from pgboss.job where name = 'trial-ending' and state = 'created'`,
  );
/** The reminder's time has come: its job is due now (the database's clock drives the queue). */
const reminderDue = () =>
  t.db.execute(sql`update pgboss.job set start_after = now() where name = 'trial-ending'`);
const mailsOf = async (subject: RegExp) => (await readOutbox(t)).filter((m) => subject.test(m.subject));

describe('the mails that open a subscription', () => {
  it('welcomes with the trial end date, then reminds once, three days before the trial ends', async () => {
    const bought = await buyPremium(t.app, member, { plan: 'yearly' });
    expect(bought.status).toBe('trial');
    const [welcome, ...others] = await readOutbox(t);
    expect(others).toEqual([]);
    const end = new Date(bought.trial_ends_at as string);
    const endWords = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Pacific/Auckland',
    }).format(end);
    expect(welcome).toMatchObject({
      to: member.email,
      subject: 'Welcome to Studio premium: your free trial has started',
    });
    expect(welcome?.text).toContain(`runs until ${endWords}.`);
    expect(welcome?.text).toContain(
      `costs $${bought.price} every 12 months, charged to your Visa ending in 1111`,
    );
    expect(welcome?.html).toContain(
      '<a href="https://studio.example/page/subscription">Manage your subscription</a>',
    );

    const [job] = await reminderJobs();
    expect(job?.data.subscriptionId).toBe(bought.id);
    expect(new Date(job?.start_after as Date).getTime()).toBe(
      end.getTime() - TRIAL_REMINDER_DAYS * 86_400_000,
    );
    // Not due yet: nothing more is sent.
    expect(await mailsOf(/trial ends/)).toEqual([]);

    await reminderDue();
    const [reminder, ...more] = await mailsOf(/trial ends/);
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe(`Your free trial ends in ${TRIAL_REMINDER_DAYS} days`);
    expect(reminder?.text).toContain(`Your free trial ends on ${endWords}.`);
    expect(reminder?.text).toContain('Turn them off in your profile');

    // The same job again (a retry after a lost completion) sends nothing more.
    await t.app.jobs.send(
      { name: 'trial-ending', policy: {} },
      { subscriptionId: bought.id, trialEndsAt: end.toISOString() },
    );
    expect(await mailsOf(/trial ends/)).toHaveLength(1);
  });

  it('sends no reminder for a trial cancelled meanwhile, or to a member who turned reminders off', async () => {
    await buyPremium(t.app, member);
    const cancel = await t.app.inject({
      method: 'POST',
      url: apiPaths.cancelSubscription,
      headers: member.headers,
    });
    expect(cancel.statusCode).toBe(200);
    await reminderDue();
    expect(await mailsOf(/trial ends/)).toEqual([]);

    const other = await createMember(t.app);
    await t.app.inject({
      method: 'PUT',
      url: mailSettingsPaths.settings,
      headers: other.headers,
      payload: { reminders: false },
    });
    await buyPremium(t.app, other);
    await reminderDue();
    const toOther = (await readOutbox(t)).filter((m) => m.to === other.email).map((m) => m.subject);
    expect(toOther).toEqual(['Welcome to Studio premium: your free trial has started']);
  });

  it('welcomes a member charged at once (no trial) with the next charge date, and times no reminder', async () => {
    await buyPremium(t.app, member);
    await t.app.inject({ method: 'POST', url: apiPaths.cancelSubscription, headers: member.headers });
    await t.db.execute(
      sql`update subscriptions set status = 'expired', paid_through = now() - interval '1 day'`,
    );
    await t.db.execute(sql`delete from pgboss.job`);
    const again = await buyPremium(t.app, member, { plan: 'montly' });
    expect(again.status).toBe('active');
    const welcome = (await readOutbox(t)).at(-1);
    expect(welcome?.subject).toBe('Welcome to Studio premium');
    expect(welcome?.text).toContain('You are on the Monthly plan');
    expect(welcome?.text).toContain('Your next charge is on');
    expect(await reminderJobs()).toEqual([]);
  });
});
