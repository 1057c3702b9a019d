import {
  addDays,
  DEFAULT_NOTIFICATION_SETTINGS,
  libraryPaths,
  livePaths,
  localDay,
  type NotificationSettings,
  notificationPaths,
  type PushPayload,
  TRIAL_REMINDER_DAYS,
  weekOf,
} from '@studio/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengeMembers,
  items as itemsTable,
  memberMails,
  memberNotifications,
  memberProfiles,
  memberStreaks,
  programProgress,
  programs,
  pushSubscriptions,
  subscriptions,
  users,
} from '../../src/db/schema';
import { createChallenge } from '../../src/features/challenges';
import {
  deliverNotification,
  deliverNotifications,
  sweepAndQueue,
  topicOf,
} from '../../src/features/notifications';
import { grantProgram } from '../../src/features/programs';
import { buyPremium } from '../billing/billing';
import { items, sampleCatalogue, t, withApp } from '../harness';
import { createMemberWithProfile, query, readOutbox, type TestMember } from '../helper';
import { type PushDevice, type PushService, startPushService } from '../push-service';
import { clock, dayZone, EVERY_DAY } from './member-clock';

withApp(sampleCatalogue);

let service: PushService;
let app: FastifyInstance;

beforeAll(async () => {
  service = await startPushService();
  // The same database, with the local push service allowed (as PUSH_SERVICE_ORIGINS would in a deployment).
  app = await t.buildApp({ PUSH_SERVICE_ORIGINS: service.origin });
});
afterAll(async () => {
  await service.close();
});

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who?: TestMember, payload?: object) =>
  app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

/** A member training every day, in a zone where it is day now, with a device and the reminder a minute ago. */
const memberWithDevice = async (settings: Partial<NotificationSettings> = {}) => {
  const zone = dayZone();
  const who = await createMemberWithProfile(t.app, {}, { weekly_goal: 7, workout_days: EVERY_DAY });
  await buyPremium(t.app, who);
  await t.db.update(users).set({ time_zone: zone }).where(eq(users.id, who.user.id));
  const device = service.device();
  expect((await call('PUT', notificationPaths.pushSubscription, who, device.subscription)).json()).toEqual({
    devices: 1,
  });
  const workout_time = clock(new Date(Date.now() - 60_000), zone);
  const saved = await call('PUT', notificationPaths.settings, who, {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    workout_time,
    quiet_hours: null,
    ...settings,
  });
  expect(saved.statusCode).toBe(200);
  return { who, device, zone };
};

/** The studio's zone (the app's, UTC unless configured): challenges run on its calendar. */
const studioZone = () => app.deps.config.STUDIO_TIME_ZONE;
const sweep = (now?: Date) => sweepAndQueue(t.db, app.jobs, { now, studioZone: studioZone() });
const deliverDeps = () => ({
  db: t.db,
  push: app.deps.push,
  mail: app.mail,
  jobs: app.jobs,
  studioZone: studioZone(),
});

const deliverAll = async () => {
  while ((await app.jobs.runReady()) > 0);
};

const messagesOf = (device: PushDevice) => device.messages.map((m) => JSON.parse(m) as PushPayload);

describe('push subscriptions and settings (issue 39)', () => {
  it("gives the server's public key, and keeps each device's subscription for its member only", async () => {
    const key = (await call('GET', notificationPaths.pushKey)).json<{ public_key: string }>().public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    // The key is kept beside the data: the next start has the same one.
    expect(
      (await (await t.buildApp()).inject({ method: 'GET', url: notificationPaths.pushKey })).json(),
    ).toEqual({
      public_key: key,
    });

    const ana = await createMemberWithProfile(t.app);
    const bruno = await createMemberWithProfile(t.app);
    const device = service.device();
    expect(
      (await call('PUT', notificationPaths.pushSubscription, undefined, device.subscription)).statusCode,
    ).toBe(401);
    expect((await call('PUT', notificationPaths.pushSubscription, ana, device.subscription)).json()).toEqual({
      devices: 1,
    });
    // Bruno cannot remove Ana's device by naming it.
    expect(
      (
        await call('DELETE', notificationPaths.pushSubscription, bruno, {
          endpoint: device.subscription.endpoint,
        })
      ).json(),
    ).toEqual({ devices: 0 });
    expect(await t.db.$count(pushSubscriptions, eq(pushSubscriptions.user_id, ana.user.id))).toBe(1);
    // Bruno signs in on Ana's browser and allows notifications: the device is his now.
    expect(
      (await call('PUT', notificationPaths.pushSubscription, bruno, device.subscription)).json(),
    ).toEqual({
      devices: 1,
    });
    expect(await t.db.$count(pushSubscriptions, eq(pushSubscriptions.user_id, ana.user.id))).toBe(0);
    expect(
      (
        await call('DELETE', notificationPaths.pushSubscription, bruno, {
          endpoint: device.subscription.endpoint,
        })
      ).json(),
    ).toEqual({ devices: 0 });
  });

  it('refuses an address that is no push service, and bad settings, naming the field', async () => {
    const ana = await createMemberWithProfile(t.app);
    const elsewhere = await call('PUT', notificationPaths.pushSubscription, ana, {
      endpoint: 'https://internal.example/admin',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ endpoint: ['This address is not a known push service'] });
    expect(await t.db.$count(pushSubscriptions)).toBe(0);

    expect((await call('GET', notificationPaths.settings, ana)).json()).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    const late = await call('PUT', notificationPaths.settings, ana, {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      workout_time: '25:00',
    });
    expect(late.statusCode).toBe(400);
    expect(Object.keys(late.json().errors)).toEqual(['workout_time']);
    const changed = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      workout_time: '06:30',
      quiet_hours: null,
      mail_fallback: true,
    };
    changed.kinds = { ...changed.kinds, streak: false };
    expect((await call('PUT', notificationPaths.settings, ana, changed)).json()).toEqual(changed);
    expect((await call('GET', notificationPaths.settings, ana)).json()).toEqual(changed);
  });
});

describe('the workout day reminder', () => {
  it("is sent once to each device, encrypted, signed and titled in the member's language", async () => {
    const { who, device } = await memberWithDevice();
    const second = service.device();
    await call('PUT', notificationPaths.pushSubscription, who, second.subscription);
    await t.db.update(users).set({ language: 'pt-BR' }).where(eq(users.id, who.user.id));
    expect(await sweep()).toBe(1);
    // A second sweep, as another process's, writes nothing more.
    expect(await sweep()).toBe(0);
    await deliverAll();
    const today = localDay(new Date(), dayZone()).date;
    for (const one of [device, second]) {
      expect(messagesOf(one)).toEqual([
        {
          title: 'Hoje é dia de treino',
          body: expect.stringContaining('treino'),
          path: '/page/on_demand',
          tag: `workout_day:${today}`,
        },
      ]);
      expect(one.topics).toEqual([topicOf('workout_day', today)]);
    }
    expect(service.refused()).toBe(0);
    const [row] = await t.db.select().from(memberNotifications);
    expect(row).toMatchObject({ member_id: who.user.id, outcome: 'push' });
  });

  it('is not sent once the workout is done, nor to a member who switched it off', async () => {
    const { who, device } = await memberWithDevice();
    const { device: offDevice } = await memberWithDevice({
      kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, workout_day: false },
    });
    expect(await sweep()).toBe(1);
    // Done between the sweep and the delivery: the occasion passed.
    const finished = await app.inject({
      method: 'POST',
      url: libraryPaths.finished,
      headers: who.headers,
      payload: { id: items.w0, kind: 'workout' },
    });
    expect(finished.statusCode).toBe(200);
    await deliverAll();
    expect(device.messages).toEqual([]);
    expect(offDevice.messages).toEqual([]);
    expect((await t.db.select().from(memberNotifications)).map((row) => row.outcome)).toEqual(['passed']);
  });

  it('forgets a device its push service says is gone, and mails a member who chose mail', async () => {
    const { who, device } = await memberWithDevice({ mail_fallback: true });
    service.drop(device);
    await sweep();
    await deliverAll();
    expect(await t.db.$count(pushSubscriptions, eq(pushSubscriptions.user_id, who.user.id))).toBe(0);
    const mails = (await readOutbox(t)).filter(
      (mail) => mail.to === who.email && mail.subject === 'Today is a workout day',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/page/on_demand');
    expect((await t.db.select().from(memberNotifications))[0]?.outcome).toBe('mail');
  });

  it('waits for the end of quiet hours', async () => {
    const zone = dayZone();
    const now = clock(new Date(), zone);
    const later = clock(new Date(Date.now() + 2 * 3600_000), zone);
    const { device } = await memberWithDevice({
      quiet_hours: { start: clock(new Date(Date.now() - 3600_000), zone), end: later },
    });
    expect(now < later).toBe(true);
    await sweep();
    await deliverAll();
    expect(device.messages).toEqual([]);
    const [row] = await t.db.select().from(memberNotifications);
    expect(row?.sent_at).toBeNull();
    // Its job waits until the quiet hours end.
    const [waiting] = await query<{ after: string }>(
      t.db,
      sql`select start_after::text as after from pgboss.job where name = 'notify' and state = 'created'`,
    );
    const wait = new Date(waiting?.after ?? 0).getTime() - Date.now();
    expect(wait).toBeGreaterThan(110 * 60_000);
    expect(wait).toBeLessThan(121 * 60_000);
  });

  it('is sent again after a push service fails, and once however many deliver it at once', async () => {
    const { device } = await memberWithDevice();
    await sweep();
    const [row] = await t.db.select().from(memberNotifications);
    const id = row?.id as number;
    const deps = deliverDeps();
    service.failNext(1);
    await expect(deliverNotification(deps, id)).rejects.toThrow('push service answered 500');
    expect((await t.db.select().from(memberNotifications))[0]?.sent_at).toBeNull();
    await Promise.all([
      deliverNotification(deps, id),
      deliverNotification(deps, id),
      deliverNotification(deps, id),
    ]);
    expect(device.messages).toHaveLength(1);
  });
  it('retries only what a failing push service did not take, never what went', async () => {
    const { device: first } = await memberWithDevice();
    const { device: second } = await memberWithDevice();
    expect(await sweep()).toBe(2);
    const ids = (await t.db.select().from(memberNotifications)).map((row) => row.id);
    const deps = deliverDeps();
    service.failNext(1);
    // One batch, one failure: the other member's message went and is marked sent.
    await expect(deliverNotifications(deps, ids)).rejects.toThrow('push service answered 500');
    expect(first.messages.length + second.messages.length).toBe(1);
    const sent = await t.db.select().from(memberNotifications);
    expect(sent.filter((row) => row.sent_at !== null).map((row) => row.outcome)).toEqual(['push']);
    // The batch's retry sends the one left, and nothing twice.
    await deliverNotifications(deps, ids);
    expect([first.messages.length, second.messages.length]).toEqual([1, 1]);
  });
});

describe('the other reminders', () => {
  it('tells who asked 15 minutes before a live class, and nothing once it is cancelled', async () => {
    const { who, device } = await memberWithDevice();
    const other = await memberWithDevice();
    const [store] = await query<{ id: string }>(t.db, sql`select id from stores limit 1`);
    const soon = async (title: string, minutes: number) => {
      const [row] = await t.db
        .insert(itemsTable)
        .values({
          key: `live-${title}`,
          kind: 'live_training',
          store_id: store?.id as never,
          title,
          published_at: new Date(),
          event_date: new Date(Date.now() + minutes * 60_000),
          duration_seconds: 1800,
        })
        .returning({ id: itemsTable.id });
      return row?.id as number;
    };
    const yoga = await soon('Sunrise yoga', 10);
    const later = await soon('Evening HIIT', 40);
    const cancelled = await soon('Core', 12);
    for (const id of [yoga, later, cancelled])
      expect((await call('PUT', livePaths.reminder(id), who)).statusCode).toBeLessThan(300);
    // Both members get today's workout reminder; only the one who asked hears of the classes.
    expect(await sweep()).toBe(4);
    await t.db.update(itemsTable).set({ removed_at: new Date() }).where(eq(itemsTable.id, cancelled));
    await deliverAll();
    const titles = messagesOf(device).map((m) => m.title);
    expect(titles.sort()).toEqual(['Sunrise yoga starts in 15 minutes', 'Today is a workout day']);
    expect(messagesOf(device).find((m) => m.title.startsWith('Sunrise'))?.path).toBe(
      `/page/on_demand?item=live_training-${yoga}`,
    );
    expect(messagesOf(other.device).map((m) => m.title)).toEqual(['Today is a workout day']);
  });

  it("pushes a trial's end when its reminder is due, even with reminder mails off, and a failed payment as mailed", async () => {
    const { who, device } = await memberWithDevice();
    await t.db.update(users).set({ reminder_mails: false }).where(eq(users.id, who.user.id));
    // The trial's reminder is due: it ends in TRIAL_REMINDER_DAYS days, less a minute.
    const endsAt = new Date(Date.now() + TRIAL_REMINDER_DAYS * 86_400_000 - 60_000);
    const [trial] = await t.db
      .update(subscriptions)
      .set({ status: 'trial', trial_ends_at: endsAt })
      .where(eq(subscriptions.user_id, who.user.id))
      .returning({ id: subscriptions.id });
    await t.db
      .insert(memberMails)
      .values({ user_id: who.user.id, kind: 'payment_failed', event_key: 'sub:1:failed' });
    expect(await sweep()).toBe(3);
    await deliverAll();
    const billing = messagesOf(device)
      .filter((m) => m.path === '/page/subscription')
      .map((m) => [m.title, m.tag]);
    expect(billing.sort()).toEqual([
      ['Your free trial ends soon', `billing:trial_ending:${trial?.id}`],
      ['Your payment did not go through', 'billing:payment_failed:sub:1:failed'],
    ]);
    // A trial converted before its reminder is told nothing.
    const { who: paid, device: paidDevice } = await memberWithDevice();
    await t.db
      .update(subscriptions)
      .set({ status: 'trial', trial_ends_at: endsAt })
      .where(eq(subscriptions.user_id, paid.user.id));
    await sweep();
    await t.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.user_id, paid.user.id));
    await deliverAll();
    expect(messagesOf(paidDevice).filter((m) => m.tag.startsWith('billing'))).toEqual([]);
  });
});

describe("a program's next day and a challenge's news", () => {
  const strongStart = async () => {
    const [program] = await t.db.select().from(programs).where(eq(programs.key, 'strong-start'));
    return program as typeof programs.$inferSelect;
  };

  it("tells a member following a program its next day in place of the workout day's reminder", async () => {
    const { who, device, zone } = await memberWithDevice();
    const { device: offDevice, who: off } = await memberWithDevice({
      kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, program: false },
    });
    const program = await strongStart();
    const purchase = await grantProgram(t.db, who.user.id, program);
    await grantProgram(t.db, off.user.id, program);
    // The first day was done on an earlier day: the second is next.
    await t.db
      .insert(programProgress)
      .values({ purchase_id: purchase.id, week: 1, day: 1, completed_at: new Date(Date.now() - 86_400_000) });
    expect(await sweep()).toBe(2);
    await deliverAll();
    const today = localDay(new Date(), zone).date;
    expect(messagesOf(device)).toEqual([
      {
        title: 'Week 1, day 2 of Strong start',
        body: 'Workout w1 is next in your program. Today is a good day for it.',
        path: `/page/programs/details/${program.id}`,
        tag: `program:${today}`,
      },
    ]);
    // With program news off, the workout day's reminder as before.
    expect(messagesOf(offDevice).map((m) => m.title)).toEqual(['Today is a workout day']);
    // One of the two a day: a program started after the workout day's reminder brings no second.
    const { who: late, device: lateDevice } = await memberWithDevice();
    expect(await sweep()).toBe(1);
    await grantProgram(t.db, late.user.id, program);
    expect(await sweep()).toBe(0);
    await deliverAll();
    expect(messagesOf(lateDevice).map((m) => m.title)).toEqual(['Today is a workout day']);
  });

  it("tells of a challenge's first and last day on the studio's calendar, once each", async () => {
    const { who: ana, device: anaDevice } = await memberWithDevice({ workout_time: '04:59' });
    const { who: bruno, device: brunoDevice } = await memberWithDevice({ workout_time: '04:59' });
    const { who: off, device: offDevice } = await memberWithDevice({
      workout_time: '04:59',
      kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, challenge: false },
    });
    // 20:00 on the studio's day (UTC) is 05:00 the next day in Tokyo, where the members live.
    const day = localDay(new Date(), studioZone()).date;
    const at = new Date(`${day}T20:00:00Z`);
    for (const member of [ana, bruno, off])
      await t.db.update(users).set({ time_zone: 'Asia/Tokyo' }).where(eq(users.id, member.user.id));
    const make = (title: string, starts_on: string, ends_on: string) =>
      t.db.transaction((tx) =>
        createChallenge(tx, { title, starts_on, ends_on, goal: 'workouts', target: 3, badge: 'Done' }),
      );
    const opening = await make('December days', day, addDays(day, 6));
    // Tomorrow on the studio's calendar, though it is already that day for the members.
    await make('Not yet', addDays(day, 1), addDays(day, 7));
    const closing = await make('Autumn steps', addDays(day, -6), day);
    const finishedOne = await make('Early birds', addDays(day, -6), day);
    // Ana joined both that end today and finished one; Bruno joined the one opening today.
    await t.db.insert(challengeMembers).values([
      { challenge_id: closing, user_id: ana.user.id },
      { challenge_id: finishedOne, user_id: ana.user.id, finished_at: new Date() },
      { challenge_id: opening, user_id: bruno.user.id },
    ]);
    await sweep(at);
    expect(await sweep(at)).toBe(0);
    for (const row of await t.db.select().from(memberNotifications))
      await deliverNotification({ ...deliverDeps(), now: () => at }, row.id);
    const news = (device: PushDevice) =>
      messagesOf(device)
        .filter((m) => m.tag.startsWith('challenge'))
        .map((m) => [m.title, m.path, m.tag]);
    expect(news(anaDevice).sort()).toEqual([
      ['A new challenge starts today: December days', '/page/challenges', `challenge:start:${opening}`],
      ['Last day of Autumn steps', '/page/challenges', `challenge:last:${closing}`],
    ]);
    expect(news(brunoDevice)).toEqual([]);
    expect(news(offDevice)).toEqual([]);
  });
});

describe('the streak at risk', () => {
  it("warns on the week's last day, one workout day short, in the member's zone", async () => {
    const { who, device } = await memberWithDevice({ workout_time: '18:00' });
    // Two members with the same history, one in São Paulo (UTC−3) and one in UTC.
    const { who: utc, device: utcDevice } = await memberWithDevice({ workout_time: '18:00' });
    const sunday = weekOf(localDay(new Date(), 'UTC').date);
    const saturday = addDays(sunday, 6);
    for (const [member, zone] of [
      [who, 'America/Sao_Paulo'],
      [utc, 'UTC'],
    ] as const) {
      await t.db.update(users).set({ time_zone: zone }).where(eq(users.id, member.user.id));
      await t.db
        .update(memberProfiles)
        .set({ weekly_goal: 3 })
        .where(eq(memberProfiles.user_id, member.user.id));
      // Two weeks in a row before this one, and two workout days this week: one short.
      await t.db
        .insert(memberStreaks)
        .values({ user_id: member.user.id, open_week: sunday, open_days: 2, current: 2, best: 2 });
    }
    // 18:01 on Saturday in UTC is 15:01 in São Paulo: only the UTC member's moment came.
    const at = new Date(`${saturday}T18:01:00Z`);
    const deps = { ...deliverDeps(), now: () => at };
    const deliverAt = async (moment: Date) => {
      const rows = await t.db.select().from(memberNotifications);
      for (const row of rows) await deliverNotification({ ...deps, now: () => moment }, row.id);
    };
    await sweep(at);
    await deliverAt(at);
    expect(messagesOf(utcDevice).find((m) => m.tag.startsWith('streak'))).toEqual({
      title: 'Your streak is at risk',
      body: 'One more workout today keeps your 2-week streak going.',
      path: '/page/on_demand',
      tag: `streak:${sunday}`,
    });
    expect(device.messages).toEqual([]);
    // Three hours later it is 18:01 in São Paulo.
    const later = new Date(at.getTime() + 3 * 3600_000);
    await sweep(later);
    await deliverAt(later);
    expect(messagesOf(device).map((m) => m.tag)).toContain(`streak:${sunday}`);
    // Told once, however many sweeps run after.
    expect(messagesOf(utcDevice).filter((m) => m.tag.startsWith('streak'))).toHaveLength(1);
  });
});
