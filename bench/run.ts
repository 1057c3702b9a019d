/**
 * npm run bench: measured side by side in one run (STACK-NOTES "Load").
 *  1. requests/s of GET /api/v4/users/me/ on the real app (PGlite, one member) against a bare
 *     node:http server answering the same bytes; goal: at least half.
 *  2. first and last page of a 10,000-item list (unfiltered, filtered) and SQL statements per
 *     request; goal: the last page within twice the first (bench/list-paging.ts).
 *  3. GET /api/v4/home and GET /me for a member with 10 and with 10,000 finished workouts
 *     (bench/member-history.ts); goal: the same cost.
 *  4. gzip size of the JavaScript that /sign/login loads in Chromium; goal: 150 KB or less.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { apiPaths, emptyWorkoutDays } from '@studio/shared';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig, REPO_ROOT } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createDeps } from '../apps/server/src/lib/deps';
import { benchListPaging } from './list-paging';
import { benchMemberHistory } from './member-history';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** BENCH_SECONDS=0 skips the load test (the bundle check alone); BENCH_VERBOSE=1 lists each script. */
const CONNECTIONS = 10;

const load = (url: string, headers: Record<string, string> = {}) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
// DATABASE_URL measures on PostgreSQL (e.g. `bash scripts/with-postgres.sh npm run bench`); PGlite otherwise.
let statements = 0;
const database = openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: null,
  onQuery: () => {
    statements += 1;
  },
});
await database.migrate();
const app = await buildApp({
  deps: createDeps(config, database),
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const email = `bench-${Date.now()}@example.com`;
const register = await app.inject({
  method: 'POST',
  url: apiPaths.register,
  payload: { name: 'Bench', last_name: 'Member', email, password: 'bench-pass' },
});
const { token } = register.json() as { token: string };
const headers = { 'x-user-email': email, 'x-user-token': token };
await app.inject({
  method: 'POST',
  url: apiPaths.profiles,
  headers,
  payload: { weekly_goal: 2, workout_days: { ...emptyWorkoutDays(), monday: true, thursday: true } },
});
const meBytes = (await app.inject({ method: 'GET', url: apiPaths.me, headers })).rawPayload;

const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': meBytes.length });
  res.end(meBytes);
});
const barePort = await listen(bare);
// For reading the gap: Fastify alone answering the same bytes, without our plugins, auth or database.
const bareFastify = Fastify({ logger: false });
bareFastify.get('/', (_request, reply) => reply.type('application/json; charset=utf-8').send(meBytes));
await bareFastify.listen({ port: 0, host: '127.0.0.1' });
const fastifyUrl = `http://127.0.0.1:${(bareFastify.server.address() as { port: number }).port}/`;

if (DURATION > 0) {
  console.log(
    `GET ${apiPaths.me} on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${meBytes.length} bytes, ${CONNECTIONS} connections, ${DURATION}s each, on ${os.cpus().length} cores`,
  );
  const bareResult = await load(`http://127.0.0.1:${barePort}/`);
  const fastifyResult = await load(fastifyUrl);
  const appResult = await load(`${appUrl}${apiPaths.me}`, headers);
  const ratio = appResult.requests.average / bareResult.requests.average;
  const rows = [
    ['bare node:http', bareResult],
    ['bare Fastify (reference)', fastifyResult],
    ['Studio GET /me', appResult],
  ] as const;
  for (const [name, r] of rows) {
    console.log(
      `  ${name.padEnd(32)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`,
    );
  }
  console.log(`  ratio ${(ratio * 100).toFixed(0)}% (goal ≥ 50%) ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`);
}
bare.close();
await bareFastify.close();

await benchListPaging({
  app,
  db: database.db,
  headers,
  statements: () => statements,
  requests: Number(process.env.BENCH_LIST_REQUESTS ?? 200),
});

await benchMemberHistory({
  app,
  db: database.db,
  statements: () => statements,
  requests: Number(process.env.BENCH_HISTORY_REQUESTS ?? 100),
});

const webDist = path.join(REPO_ROOT, 'apps/web/dist/index.html');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(webDist) || !fs.existsSync(chromiumPath)) {
  console.log(
    '\n/sign/login JS: skipped (build the web app with `npm run build -w apps/web` and install chromium)',
  );
} else {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
  });
  await page.goto(`${appUrl}/sign/login`, { waitUntil: 'networkidle' });
  await browser.close();
  let raw = 0;
  let gzip = 0;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const [url, body] of scripts) {
    const zipped = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += zipped;
    if (process.env.BENCH_VERBOSE) console.log(`  ${kb(zipped).padStart(9)} gzip  ${new URL(url).pathname}`);
  }
  console.log(
    `\n/sign/login JS: ${scripts.size} files, ${kb(raw)} raw, ${kb(gzip)} gzip (goal ≤ 150 KB) ${gzip <= 150 * 1024 ? 'MET' : 'NOT MET'}`,
  );
}

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
