/**
 * The pieces of a load test that each run in a process of their own (DESIGN 6): the server as
 * `npm start` runs it, a bare node:http server answering fixed bytes, and autocannon as the load
 * generator, so that none of them takes CPU from another's event loop.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { AUTH_HEADERS, apiPaths, emptyWorkoutDays } from '@studio/shared';
import pg from 'pg';

export const REPO = path.join(import.meta.dirname, '..');

export type Started = { url: string; child: ChildProcess; stop: () => Promise<void> };

/** A port nothing listens on now (the kernel's pick, released for the child to take). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Polls /api/health until it answers 200 (whatever the log level, nothing to read in the output). */
export const untilHealthy = async (url: string, child: ChildProcess, seconds = 120) => {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server at ${url} did not become healthy`);
};

/** Spawns a process and waits until its output shows `ready` (the capture group is its address). */
export const startProcess = async (
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp | null,
): Promise<Started> => {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], cwd: REPO });
  let output = '';
  const seen = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      // Keep only the start: a server that logs each request would fill memory otherwise.
      if (output.length < 64_000) output += chunk.toString();
      const match = ready?.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output.slice(-2000)}`)));
  });
  const url = ready ? await seen : '';
  seen.catch(() => {});
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

/** Builds the web app as `npm start` does (the page weight and Lighthouse read what it serves). */
let webBuilt = false;
export const buildWeb = () => {
  if (!webBuilt) execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO, stdio: 'ignore' });
  webBuilt = true;
};

/** Builds the server as `npm start` does (plain JavaScript in apps/server/dist), once per bench run. */
let built = false;
export const buildServer = () => {
  if (!built)
    execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: REPO, stdio: 'inherit' });
  built = true;
};

/**
 * The server as `npm start` runs it (the built JavaScript), on `dataDir` (a new folder unless
 * given); PostgreSQL when `databaseUrl` is given. `startedIn` is the time to /api/health 200.
 */
export const startStudio = async (
  databaseUrl: string | undefined,
  given?: string,
  /** More settings (the stack's S3 and SMTP), and a port of its own (a restarted process keeps it). */
  more: { env?: Record<string, string>; port?: number } = {},
) => {
  buildServer();
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-server-'));
  const port = more.port ?? (await freePort());
  const started = performance.now();
  const server = await startProcess(
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/server.js'],
    {
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      AUTH_RATE_LIMIT: '100000',
      // No streaming engine unless a bench asks for one (bench/live.ts): one machine port for all.
      LIVE_ENGINE: 'off',
      ...more.env,
    },
    null,
  );
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(url, server.child);
  const startedIn = performance.now() - started;
  return {
    ...server,
    url,
    dataDir,
    startedIn,
    stop: async ({ keepData = given !== undefined } = {}) => {
      await server.stop();
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.argv[1]);
const headers = JSON.parse(fs.readFileSync(process.argv[1] + '.headers', 'utf8'));
http.createServer((req, res) => {
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(body);
}).listen(0, '127.0.0.1', function () { console.log('bare at http://127.0.0.1:' + this.address().port); });
`;

/** Headers a bare server cannot copy: the connection's own and the ones Node writes itself. */
const PER_CONNECTION = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  // fetch asked for compression and undid it; the load generator asks for none.
  'content-encoding',
]);

/**
 * A bare node:http server in its own process answering `body` to every request, with the headers
 * of the server's own answer (`headers`): the same bytes on the wire, so the ratio measures what the
 * server does, not what the load generator spends reading a longer answer. Without `headers`, only
 * the content type.
 */
export const startBare = async (body: Buffer, headers?: Headers) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-bare-')), 'body');
  fs.writeFileSync(file, body);
  const copied = headers
    ? Object.fromEntries([...headers].filter(([name]) => !PER_CONNECTION.has(name)))
    : { 'content-type': 'application/json; charset=utf-8' };
  fs.writeFileSync(`${file}.headers`, JSON.stringify(copied));
  const server = await startProcess(
    process.execPath,
    ['-e', BARE_SERVER, file],
    process.env,
    /bare at (http:\/\/127\.0\.0\.1:\d+)/,
  );
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
};

export type LoadResult = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

/** autocannon in its own process: `connections` for `seconds`, after a one-second warm-up. */
export const load = async (
  url: string,
  {
    connections,
    seconds,
    headers = {},
  }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> => {
  const bin = path.join(REPO, 'node_modules/autocannon/autocannon.js');
  const headerArgs = Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const args = [bin, '-c', String(connections), '-d', String(seconds), '-j', ...headerArgs];
  const run = (extra: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [...extra, url], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
      });
      child.on('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`autocannon exited ${code}`)),
      );
    });
  await run([bin, '-c', String(connections), '-d', '1', '-j', ...headerArgs]);
  const result = JSON.parse(await run(args)) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};

/**
 * Start-up to /api/health 200 of the built server (goal: under 3 s after the build, which is what a
 * deploy's restart costs): a first start on an empty database (migrations, the demo catalogue) and
 * a restart on the database it left.
 */
export const benchStartup = async (databaseUrl: string | undefined) => {
  const database = await ownDatabase(databaseUrl);
  const first = await startStudio(database.url);
  await first.stop({ keepData: true });
  const again = await startStudio(database.url, first.dataDir);
  await again.stop({ keepData: false });
  await database.drop();
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\nStart-up of the built server on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} to /api/health 200: first start ${s(first.startedIn)} (empty database, demo catalogue), restart ${s(again.startedIn)} (goal < 3 s) ${again.startedIn < 3000 ? 'MET' : 'NOT MET'}`,
  );
};

/**
 * Signs a new member up through the running server's API and onboards them (weekly goal 2, Monday
 * and Thursday): the member every load and browser bench uses.
 */
export const registerMember = async (url: string, label: string) => {
  const email = `${label}-${Date.now()}@example.com`;
  const answer = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const { token } = (await answer(
    await fetch(`${url}${apiPaths.register}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', last_name: label, email, password: 'bench-pass' }),
    }),
  )) as { token: string };
  const headers = { [AUTH_HEADERS.email]: email, [AUTH_HEADERS.token]: token };
  await answer(
    await fetch(`${url}${apiPaths.profiles}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        weekly_goal: 2,
        workout_days: { ...emptyWorkoutDays(), monday: true, thursday: true },
      }),
    }),
  );
  return { email, token, headers };
};

/**
 * A database of the bench server's own on the PostgreSQL of `url` (dropped by `drop`), so that its
 * demo catalogue never meets the in-process benches' seeds; PGlite (undefined) when no URL.
 */
export const ownDatabase = async (url: string | undefined) => {
  if (!url) return { url: undefined, drop: async () => {} };
  const name = `studio_bench_${Date.now()}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};

/** Debian's Chromium as the browser benches launch it (headless, no sandbox, no background work). */
export const launchBenchChromium = (executablePath: string) =>
  chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });

/**
 * Seeds the journeys' owner (e2e/seed-owner.ts) before the server starts: into a data folder's
 * PGlite (one process owns it), or the PostgreSQL of `databaseUrl`.
 */
export const seedOwner = async (dataDir: string, databaseUrl?: string) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/seed-owner.ts'], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the studio owner failed (${code})`);
};
