import fs from 'node:fs/promises';
import path from 'node:path';
import {
  apiPaths,
  libraryPaths,
  livePaths,
  MAX_EXPORTS_PER_DAY,
  type MemberExport,
  memberExportMessages,
  memberExportPaths,
  notificationPaths,
  nutritionPaths,
  profilePaths,
} from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { items, liveChatMessages } from '../../src/db/schema';
import { cleanUpExports } from '../../src/features/data-export';
import { aMember, mealCatalogue, member, memberFiles, post, send, t, withApp } from '../harness';
import { createMember, createMemberWithProfile, query, readOutbox, type TestMember } from '../helper';
import { dataUrl, jpegImage } from '../images';
import { buyProgram, recipeIds } from '../nutrition/meals';

/** Issue 19, decision 0033: Export my data, a ZIP built by a job, linked on the page and by mail. */
withApp(mealCatalogue, aMember);

const latest = async (who: TestMember) =>
  (await send('GET', memberExportPaths.exports, undefined, who)).json<{ export: MemberExport | null }>()
    .export;

/** A member with something in every part: a set, a photo, premium, a program, a week of meals. */
const fillMember = async (who: TestMember) => {
  const set = await post(who, profilePaths.addMeasurement(who.user.id), {
    measurement_standard: 'international',
    weight: 80.5,
    waist: 84,
  });
  expect(set.statusCode).toBe(200);
  const photo = await post(who, profilePaths.pictures, {
    photo: dataUrl(await jpegImage(), 'image/jpeg'),
  });
  expect(photo.statusCode).toBe(200);
  // A friend signs up with the member's invite code (issue 38).
  const [me] = await query<{ code: string }>(
    t.db,
    sql`select invite_code as code from users where id = ${who.user.id}`,
  );
  await createMember(t.app, { name: 'Bruno', last_name: 'Costa', referral_token: me?.code });
  await buyProgram(t, who);
  const ids = await recipeIds(t);
  const week = await post(who, nutritionPaths.programRecipes, {
    diet_id: 1,
    ids: [ids.oats, ids.salad, ids.bites, ids.tacos],
  });
  expect(week.statusCode).toBe(200);
  const searched = await post(who, libraryPaths.recentSearches, { query: 'Yoga flow' });
  expect(searched.statusCode).toBe(200);
  // A live class (issue 37): a reminder asked, and a message written in its chat.
  const [live] = await t.db
    .insert(items)
    .values({
      key: 'export-live',
      kind: 'live_training',
      store_id: 'on_demand',
      title: 'Export live',
      published_at: new Date(),
      event_date: new Date(Date.now() + 3_600_000),
      duration_seconds: 1800,
    })
    .returning({ id: items.id });
  expect((await send('PUT', livePaths.reminder(live?.id ?? 0), undefined, who)).statusCode).toBe(200);
  await t.db.insert(liveChatMessages).values({
    item_id: live?.id ?? 0,
    member_id: who.user.id,
    author: 'Me',
    kind: 'message',
    body: 'See you there',
  });
};

/** The exports made and the export jobs queued, all members together. */
const queuedExports = async () => {
  const [row] = await query<{ rows: number; jobs: number }>(
    t.db,
    sql`select (select count(*)::int from member_exports) as rows,
               (select count(*)::int from pgboss.job where name = 'member_export') as jobs`,
  );
  return `${row?.rows} rows, ${row?.jobs} jobs`;
};

const exportReady = async (who: TestMember) => {
  const started = await send('POST', memberExportPaths.exports, undefined, who);
  expect(started.statusCode).toBe(200);
  const pending = started.json<{ export: MemberExport }>().export;
  expect(pending).toMatchObject({ status: 'pending', download_url: null });
  // One at a time (issue 33): asking again is refused, and starts nothing.
  const jobs = await queuedExports();
  const again = await send('POST', memberExportPaths.exports, undefined, who);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({
    code: 'export_in_progress',
    message: inEnglish(memberExportMessages.alreadyRunning),
  });
  expect(await queuedExports()).toBe(jobs);
  expect(await latest(who)).toMatchObject({ id: pending.id, status: 'pending' });
  const mails = await readOutbox(t); // runs the queued jobs: the export, then its mail
  const ready = await latest(who);
  expect(ready).toMatchObject({ id: pending.id, status: 'ready' });
  return { ready: ready as MemberExport, mails };
};

const download = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return response;
};

describe('export my data', () => {
  it('builds one ZIP with every part as JSON and CSV and the photos, and nothing secret', async () => {
    await fillMember(member);
    const device = await t.app.inject({
      method: 'PUT',
      url: notificationPaths.pushSubscription,
      headers: member.headers,
      payload: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/d3v1c3',
        keys: { p256dh: 'secret-p256dh', auth: 'secret-auth' },
      },
    });
    expect(device.statusCode).toBe(200);
    const { ready, mails } = await exportReady(member);
    expect(ready.download_url).toMatch(/^\/media\/s\/\d+\/[\w-]{22}\/members\/\d+\/exports\/.+\.zip$/);

    const response = await download(ready.download_url as string);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    for (const part of [
      'account',
      'profile',
      'measurements',
      'stats_days',
      'saved_lists',
      'playback_history',
    ])
      expect(names).toEqual(expect.arrayContaining([`${part}.json`, `${part}.csv`]));
    for (const part of [
      'source',
      'invites',
      'premium_grants',
      'invite_mails',
      'notification_settings',
      'push_devices',
      'notifications',
      'challenges',
      'meal_plans',
      'meals_eaten',
      'subscriptions',
      'payments',
      'program_purchases',
      'recent_searches',
      'live_chat',
      'live_reminders',
      'photos',
    ])
      expect(names).toEqual(expect.arrayContaining([`${part}.json`, `${part}.csv`]));

    const json = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    expect(json('account.json')).toMatchObject({
      id: member.user.id,
      email: member.email,
      invite_code: expect.stringMatching(/^[0-9a-f]{10}$/),
    });
    expect(json('source.json')).toEqual([expect.objectContaining({ source: 'direct' })]);
    expect(json('invites.json')).toEqual([expect.objectContaining({ friend: 'Bruno C.', status: 'joined' })]);
    // No invite of theirs has been rewarded: the part is there, empty.
    expect(json('premium_grants.json')).toEqual([]);
    // The device by its push service only: its keys are secrets, and its address names it.
    expect(json('push_devices.json')).toEqual([
      expect.objectContaining({ push_service: 'fcm.googleapis.com' }),
    ]);
    expect(JSON.stringify(json('push_devices.json'))).not.toContain('secret');
    expect(json('notification_settings.json')).toEqual([expect.objectContaining({ workout_time: '18:00' })]);
    expect(json('measurements.json')).toEqual([expect.objectContaining({ weight: 80.5, waist: 84 })]);
    const csv = strFromU8(files['measurements.csv'] as Uint8Array)
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[0]).toContain('weight');
    expect(csv[1]).toContain('80.5');
    expect(json('subscriptions.json')).toEqual([expect.objectContaining({ plan: 'yearly' })]);
    // A trial has no charge yet: the part is there, empty.
    expect(json('payments.json')).toEqual([]);
    expect(json('program_purchases.json')).toEqual([expect.objectContaining({ program: 'Strong start' })]);
    expect(json('meal_plans.json').map((row: { recipe: string }) => row.recipe)).toHaveLength(4);
    expect(json('recent_searches.json')).toEqual([expect.objectContaining({ query: 'yoga flow' })]);
    // Live classes (issue 37): what the member wrote in their chats and the reminders asked.
    expect(json('live_chat.json')).toEqual([
      expect.objectContaining({ class: 'Export live', kind: 'message', text: 'See you there' }),
    ]);
    expect(json('live_reminders.json')).toEqual([
      expect.objectContaining({ class: 'Export live', mailed_at: null }),
    ]);

    // The photo, byte for byte as stored.
    const [photo] = json('photos.json') as { id: number; file: string }[];
    const [stored] = await query<{ storage_key: string }>(
      t.db,
      sql`select storage_key from progress_pictures`,
    );
    const original = await fs.readFile(path.join(t.dataDir, 'storage', stored?.storage_key as string));
    expect(Buffer.from(files[photo?.file as string] as Uint8Array).equals(original)).toBe(true);

    // Nothing secret anywhere: no password hash, no tokens, no card, no storage key.
    const everything = names
      .filter((name) => !name.startsWith('photos/'))
      .map((name) => strFromU8(files[name] as Uint8Array))
      .join('\n');
    for (const secret of [
      'password',
      'hash',
      'token',
      'last_four',
      'card_type',
      'storage_key',
      '$argon',
      '$2',
    ])
      expect(everything).not.toContain(secret);

    // The mail carries the same link, at the public address.
    const mail = mails.find((m) => m.subject === inEnglish(memberExportMessages.mailSubject));
    expect(mail?.to).toBe(member.email);
    expect(mail?.text).toContain(`http://studio.test${ready.download_url}`);
  });

  it('writes its guide in the member’s language, else the studio’s', async () => {
    const readme = async () => {
      expect((await send('POST', memberExportPaths.exports, undefined, member)).statusCode).toBe(200);
      await readOutbox(t);
      const ready = (await latest(member)) as MemberExport;
      const files = unzipSync(new Uint8Array((await download(ready.download_url as string)).rawPayload));
      await t.db.execute(sql`delete from member_exports`);
      await t.db.execute(sql`delete from rate_limits`);
      return strFromU8(files['README.txt'] as Uint8Array);
    };
    expect(await readme()).toMatch(/^Your Studio data: each part as JSON and as CSV/);
    await t.db.execute(sql`update users set language = 'pt-BR' where id = ${member.user.id}`);
    expect(await readme()).toMatch(/^Seus dados do Studio: cada parte em JSON e em CSV/);
    await t.db.execute(sql`update users set language = null where id = ${member.user.id}`);
    await t.db.execute(sql`insert into studio_settings (id, language) values (1, 'es')`);
    expect(await readme()).toMatch(/^Tus datos de Studio: cada parte en JSON y en CSV/);
  });

  it("is the member's own: another member sees none, and cannot reach the file", async () => {
    const { ready } = await exportReady(member);
    const other = await createMemberWithProfile(t.app);
    expect(await latest(other)).toBeNull();
    const url = ready.download_url as string;
    const key = url.split('/').slice(5).join('/');
    // The file by its key alone, or under another key's signature, is refused.
    expect((await download(`/media/${key}`)).statusCode).toBe(404);
    const forged = url.replace(`members/${member.user.id}/`, `members/${other.user.id}/`);
    expect((await download(forged)).statusCode).toBe(403);
    // Without a session, nothing is answered about exports.
    expect((await t.app.inject({ method: 'POST', url: memberExportPaths.exports })).statusCode).toBe(401);
  });

  it('removes expired exports (the hourly job), and a new export replaces the old file', async () => {
    const first = (await exportReady(member)).ready;
    const second = (await exportReady(member)).ready;
    expect(second.id).not.toBe(first.id);
    expect(await memberFiles(member, 'exports')).toHaveLength(1);
    expect((await download(first.download_url as string)).statusCode).toBe(404);

    await t.db.execute(sql`update member_exports set expires_at = now() - interval '1 minute'`);
    expect(await cleanUpExports(t.db, t.app.deps.storage)).toBe(1);
    expect(await memberFiles(member, 'exports')).toEqual([]);
    expect(await latest(member)).toBeNull();
  });

  it(`starts at most ${MAX_EXPORTS_PER_DAY} a day: then 429 with Retry-After, and nothing is made (issue 33)`, async () => {
    for (let i = 0; i < MAX_EXPORTS_PER_DAY; i += 1) await exportReady(member);
    const made = await queuedExports();
    const refused = await send('POST', memberExportPaths.exports, undefined, member);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'export_limit',
      message: inEnglish(memberExportMessages.dailyLimit),
    });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect(await queuedExports()).toBe(made);
    // Another member has exports of their own; once the day is over the member starts a new count.
    const other = await createMemberWithProfile(t.app);
    expect((await send('POST', memberExportPaths.exports, undefined, other)).statusCode).toBe(200);
    await t.db.execute(sql`update rate_limits set expire = now() - interval '1 second'`);
    expect((await exportReady(member)).ready.status).toBe('ready');
  });

  it('goes with the account', async () => {
    await exportReady(member);
    expect(await memberFiles(member, 'exports')).toHaveLength(1);
    const destroyed = await post(member, apiPaths.destroyUser, { current_password: member.password });
    expect(destroyed.statusCode).toBe(200);
    expect(await memberFiles(member, 'exports')).toEqual([]);
    expect(await query(t.db, sql`select id from member_exports`)).toEqual([]);
  });
});
