/**
 * A challenge's leaderboard with 100,000 participants (issue 39): GET /api/v4/challenges/:id as a
 * member in the middle of the board reads it (the shown members best first, their own place
 * among everyone, each team's totals). Goal: p95 under 50 ms. On PGlite, and on PostgreSQL when
 * DATABASE_URL is set; in process (app.inject), as the other per-request benches.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, challengePaths } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createDeps } from '../apps/server/src/deps';
import { ownDatabase } from './processes';

const GOAL_P95_MS = 50;

export const benchLeaderboard = async (
  databaseUrl: string | undefined,
  participants = Number(process.env.BENCH_LEADERBOARD_MEMBERS ?? 100_000),
  requests = Number(process.env.BENCH_LEADERBOARD_REQUESTS ?? 200),
) => {
  const own = await ownDatabase(databaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-board-'));
  const database = openDatabase({ url: own.url, dataDir: null });
  try {
    await database.migrate();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', JOBS_WORK: 'false' });
    const app = await buildApp({ deps: createDeps(config, database), logger: false });
    const { db } = database;
    const today = new Date().toISOString().slice(0, 10);
    await db.execute(sql`insert into users (name, last_name, email, password_hash)
      select 'Member', 'N' || n, 'member' || n || '@bench.example', 'x' from generate_series(1, ${participants}) n`);
    await db.execute(sql`insert into challenges (title, starts_on, ends_on, goal, target, teams, badge)
      values ('A hundred workouts', ${today}, ${today}::date + 30, 'workouts', 100, 4, 'Centurion')`);
    // Progress spread over 0-99, a third shown, four teams.
    await db.execute(sql`insert into challenge_members (challenge_id, user_id, team, show_as, progress)
      select 1, id, 1 + id % 4, case when id % 3 = 0 then 'name' end, (id * 7919) % 100 from users`);
    // The team totals, as the joins and finishes would have kept them.
    await db.execute(sql`insert into challenge_teams (challenge_id, team, members, progress)
      select 1, team, count(*), sum(progress) from challenge_members group by team`);
    await db.execute(sql`insert into challenge_scores (challenge_id, progress, members)
      select 1, progress, count(*) from challenge_members group by progress`);
    await db.execute(sql`analyze`);
    const email = `bench-${Date.now()}@example.com`;
    const register = await app.inject({
      method: 'POST',
      url: apiPaths.register,
      payload: { name: 'Bench', last_name: 'Member', email, password: 'bench-pass' },
    });
    const { token, id } = register.json() as { token: string; id: number };
    await db.execute(
      sql`insert into challenge_members (challenge_id, user_id, team, progress) values (1, ${id}, 1, 50)`,
    );
    await db.execute(
      sql`update challenge_teams set members = members + 1, progress = progress + 50 where challenge_id = 1 and team = 1`,
    );
    await db.execute(
      sql`update challenge_scores set members = members + 1 where challenge_id = 1 and progress = 50`,
    );
    const headers = { 'x-user-email': email, 'x-user-token': token };
    const times: number[] = [];
    for (let n = 0; n < requests; n += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: challengePaths.challenge(1), headers });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`leaderboard answered ${response.statusCode}`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    console.log(
      `\nChallenge leaderboard on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} (issue 39), ${participants.toLocaleString('en')} participants, ${requests} reads: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (goal < ${GOAL_P95_MS} ms: ${at(0.95) < GOAL_P95_MS ? 'met' : 'NOT MET'})`,
    );
    await app.close();
  } finally {
    await database.close();
    await own.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
