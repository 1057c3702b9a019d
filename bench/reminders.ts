/**
 * Reminders to 100,000 members (issue 39): the minute's sweep writes one notification per member
 * whose workout reminder is due, and the server's workers deliver each, encrypted and signed, to
 * a push service on this machine (apps/server/test/push-service.ts, which checks and decrypts
 * every message as a browser's push service and browser would). Goal: all of them delivered in
 * under 5 minutes, from the sweep to the last message taken. On PGlite, and on PostgreSQL when
 * DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createDeps } from '../apps/server/src/deps';
import { sweepAndQueue } from '../apps/server/src/features/notifications';
import { startPushService } from '../apps/server/test/push-service';
import { ownDatabase } from './processes';

const GOAL_MS = 5 * 60_000;

export const benchReminders = async (
  databaseUrl: string | undefined,
  members = Number(process.env.BENCH_REMINDER_MEMBERS ?? 100_000),
) => {
  const service = await startPushService();
  const own = await ownDatabase(databaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-push-'));
  const database = openDatabase({ url: own.url, dataDir: null });
  try {
    await database.migrate();
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PORT: '0',
      PUSH_SERVICE_ORIGINS: service.origin,
    });
    const { db } = database;
    // The members, each training every day in UTC with the reminder a minute ago and one device.
    let started = performance.now();
    const now = new Date();
    const at = new Date(now.getTime() - 60_000).toISOString().slice(11, 16);
    await db.execute(sql`insert into users (name, last_name, email, password_hash)
      select 'Member', 'N' || n, 'member' || n || '@bench.example', 'x' from generate_series(1, ${members}) n`);
    await db.execute(sql`insert into member_profiles (user_id, weekly_goal, workout_days)
      select id, 7, '{"sunday":true,"monday":true,"tuesday":true,"wednesday":true,"thursday":true,"friday":true,"saturday":true}'::jsonb
      from users`);
    await db.execute(sql`insert into notification_settings (user_id, kinds, workout_time)
      select id, '{"workout_day":true,"live_class":true,"streak":true,"program":true,"challenge":true,"billing":true}'::jsonb,
        ${at} from users`);
    const ids = (await db.execute(sql`select id from users order by id`)) as unknown as {
      rows?: { id: number }[];
    };
    const userIds = (ids.rows ?? (ids as unknown as { id: number }[])).map((row) => Number(row.id));
    for (let from = 0; from < userIds.length; from += 5_000) {
      const batch = userIds.slice(from, from + 5_000).map((id) => {
        const { subscription } = service.device();
        return sql`(${id}, ${subscription.endpoint}, ${subscription.keys.p256dh}, ${subscription.keys.auth})`;
      });
      await db.execute(
        sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ${sql.join(batch, sql`, `)}`,
      );
    }
    const seeded = performance.now() - started;

    // The server's own workers deliver (as `npm start` runs them); the sweep is called as its job would.
    const app = await buildApp({ deps: createDeps(config, database), logger: false });
    started = performance.now();
    const queued = await sweepAndQueue(db, app.jobs, { now, studioZone: app.deps.config.STUDIO_TIME_ZONE });
    const swept = performance.now() - started;
    const memory = { peak: process.memoryUsage().rss };
    while (service.received() < queued && performance.now() - started < GOAL_MS * 2) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      memory.peak = Math.max(memory.peak, process.memoryUsage().rss);
    }
    const delivered = performance.now() - started;
    const rate = (service.received() / delivered) * 1000;
    console.log(
      `\nReminders on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} (issue 39): ${members.toLocaleString('en')} members seeded in ${(seeded / 1000).toFixed(1)} s; the sweep wrote and queued ${queued.toLocaleString('en')} in ${(swept / 1000).toFixed(1)} s; ${service.received().toLocaleString('en')} delivered to the local push service (${service.refused()} refused) in ${(delivered / 1000).toFixed(1)} s (${rate.toFixed(0)}/s; goal: all under ${GOAL_MS / 60_000} min: ${service.received() === queued && delivered < GOAL_MS ? 'met' : 'NOT MET'}); peak RSS ${(memory.peak / 2 ** 20).toFixed(0)} MB`,
    );
    await app.close();
  } finally {
    await database.close();
    await own.drop();
    await service.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
