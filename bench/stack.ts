/**
 * The production shape on this machine (issue 16), with Debian and npm packages only: PostgreSQL,
 * its streaming replica (`DATABASE_READ_URL`), N server processes (default 3, `STACK_PROCESSES`)
 * of the built server and app behind nginx, an S3-compatible server for storage (s3rver), and an
 * SMTP server that captures mail.
 *
 *   npm run stack               brings it up and prints its addresses; Ctrl-C tears it all down
 *   npm run stack -- --load     first measures the sign-in limit across the processes (wrong
 *                               passwords from one client address), then runs a mixed load for
 *                               30 s with three faults (PostgreSQL restarted, one process killed
 *                               with kill -9, one restarted with SIGTERM), prints req/s, p50/p99,
 *                               answers by second (503s apart from 502s), counts the acknowledged
 *                               writes against the rows, and tears down
 *
 * Needs `apt-get install -y postgresql nginx`. Loopback only; everything lives in one
 * temporary folder that is removed at the end.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, homePaths, IDEMPOTENCY_HEADER, libraryPaths, profilePaths } from '@studio/shared';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import {
  ENGINE_CALLS_PATH,
  rtmpBlock,
  rtmpModuleInstalled,
  rtmpModuleLines,
} from '../apps/server/src/adapters/live/engine';
import { NGINX, startNginx } from '../apps/server/test/nginx';
import { ownPostgres, postgresBin, streamingReplica } from '../apps/server/test/own-postgres';
import { buildWeb, freePort, registerMember, startStudio } from './processes';

const PROCESSES = Number(process.env.STACK_PROCESSES ?? 3);
/** The processes' AUTH_RATE_LIMIT (sign-in attempts a minute per client address, all processes together). */
const AUTH_LIMIT = Number(process.env.STACK_AUTH_RATE_LIMIT ?? 60);
const BUCKET = 'studio-media';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Studio = Awaited<ReturnType<typeof startStudio>>;

const bringUp = async () => {
  const bin = postgresBin();
  if (!bin || !fs.existsSync(NGINX)) {
    throw new Error('stack: needs PostgreSQL and nginx (apt-get install -y postgresql nginx)');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-stack-'));
  // What was started, stopped in reverse order however the run ends (a failed start included).
  const cleanups: (() => unknown)[] = [() => fs.rmSync(dir, { recursive: true, force: true })];
  const down = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => {});
  };
  try {
    buildWeb();
    const postgres = await ownPostgres(bin);
    cleanups.push(() => postgres.remove());
    // A streaming replica of it (issue 40, decision 0055): the processes read the dashboard, the
    // storefront and the catalogue there while it is close behind.
    const replica = await streamingReplica(bin, postgres);
    cleanups.push(() => replica.remove());

    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const s3Url = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
    cleanups.push(() => s3.close());

    const mailDir = path.join(dir, 'mail');
    fs.mkdirSync(mailDir);
    let mails = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails += 1;
          fs.writeFileSync(
            path.join(mailDir, `${String(mails).padStart(5, '0')}.eml`),
            Buffer.concat(chunks),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Live classes (issue 37): the same nginx takes RTMP and calls Studio through its own front;
    // every process reads the HLS it writes (docs/live-streaming.md).
    const withLive = rtmpModuleInstalled();
    const rtmpPort = await freePort();
    const liveDir = path.join(dir, 'live');
    const liveSecret = crypto.randomBytes(32).toString('hex');
    const ingestUrl = `rtmp://127.0.0.1:${rtmpPort}/live`;
    for (const folder of ['hls', 'recordings']) fs.mkdirSync(path.join(liveDir, folder), { recursive: true });
    const liveEnv: Record<string, string> = withLive
      ? {
          LIVE_ENGINE: 'external',
          LIVE_DIR: liveDir,
          LIVE_ENGINE_SECRET: liveSecret,
          LIVE_INGEST_URL: ingestUrl,
        }
      : { LIVE_ENGINE: 'off' };
    const metricsToken = crypto.randomBytes(16).toString('hex');
    const env = {
      ...liveEnv,
      S3_ENDPOINT: s3Url,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Studio <hello@studio.test>',
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT: String(AUTH_LIMIT),
      PUBLIC_URL: url,
      // The processes keep no data folder in common: they share the key of signed media paths.
      MEDIA_SIGNING_KEY: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      DATABASE_READ_URL: replica.url,
      METRICS_TOKEN: metricsToken,
    };
    const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
    const start = (i: number) => startStudio(postgres.url, undefined, { env, port: ports[i] });
    // The first imports the demo catalogue into the bucket; the others start after it, together.
    const servers: Studio[] = [];
    cleanups.push(() => Promise.all(servers.map((server) => server.stop())));
    servers.push(await start(0));
    servers.push(...(await Promise.all(ports.slice(1).map((_, i) => start(i + 1)))));

    // docs/nginx.conf, the operators' file: round robin with keep-alive; a request that cannot
    // reach a process, or meets one shutting down, goes to the next; a POST only with its
    // Idempotency-Key; a process that failed is left alone for 2 s.
    const nginx = await startNginx(
      dir,
      port,
      ports,
      withLive
        ? {
            preamble: rtmpModuleLines(),
            block: rtmpBlock({
              listen: `127.0.0.1:${rtmpPort}`,
              hlsDir: path.join(liveDir, 'hls'),
              recordingsDir: path.join(liveDir, 'recordings'),
              callbacks: `${url}${ENGINE_CALLS_PATH}/${liveSecret}`,
            }),
          }
        : undefined,
    );
    cleanups.push(() => nginx.stop());
    for (let i = 0; i < 100; i += 1) {
      const ok = await fetch(`${url}${apiPaths.healthReady}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(100);
    }

    return {
      url,
      ingestUrl: withLive ? ingestUrl : null,
      s3Url,
      smtpPort,
      mailDir,
      postgres,
      replica,
      servers,
      mails: () => mails,
      /** The processes' reads that could go to the replica, by where they went (their metrics summed). */
      replicaReads: async () => {
        const sums: Record<string, number> = {};
        for (const server of servers) {
          const text = await fetch(`${server.url}/metrics`, {
            headers: { authorization: `Bearer ${metricsToken}` },
          }).then((r) => r.text());
          for (const [, route, n] of text.matchAll(/^studio_replica_reads_total\{route="(\w+)"\} (\d+)/gm))
            sums[route as string] = (sums[route as string] ?? 0) + Number(n);
        }
        return sums;
      },
      /** Starts process i again on its port (after a kill or a graceful stop). */
      restart: async (i: number) => {
        servers[i] = await start(i);
      },
      down,
    };
  } catch (error) {
    await down();
    throw error;
  }
};

type Stack = Awaited<ReturnType<typeof bringUp>>;

/** What the load reads of an answer: its status and Retry-After, or nothing (no answer, or one cut). */
type Answer = { status: number; retryAfter: string | null };

const answerOf = async (response: Response): Promise<Answer> => {
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
};

/**
 * A request sent from `address`, a loopback address of its own (all of 127.0.0.0/8 is this
 * machine's): nginx passes it on as the client's address, which the rate limits count by.
 */
const sendFrom = (
  address: string,
  url: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: { ...headers, 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('error', reject);
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });

/** A sign-in of the load from a client address of its own, so that no address meets the limit. */
const loadAddress = (n: number) => `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

/**
 * Wrong sign-ins from one client address, several at once, through nginx to every process: how
 * many were let through before the 429s (issue 33: counted in each process, three processes let
 * three times the limit through).
 */
const measureLoginLimit = async (url: string) => {
  const attempts = 3 * AUTH_LIMIT;
  const statuses: number[] = [];
  const next = { n: 0 };
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next.n < attempts) {
        next.n += 1;
        const answer = await sendFrom('127.0.0.2', `${url}${apiPaths.login}`, {
          email: 'nobody@example.com',
          password: 'wrong-password',
        });
        statuses.push(answer.status);
      }
    }),
  );
  const through = statuses.filter((status) => status !== 429).length;
  console.log(
    `\nSign-in limit: ${through} of ${attempts} wrong sign-ins from one address let through by the ${PROCESSES} processes (AUTH_RATE_LIMIT ${AUTH_LIMIT} a minute): ${through === AUTH_LIMIT ? 'the limit, across all of them' : through > AUTH_LIMIT ? 'MORE THAN THE LIMIT' : 'fewer than the limit'}`,
  );
};

const LOAD_SECONDS = 30;
const CONNECTIONS = 32;
const FAULTS = { postgres: 5, kill: 13, sigterm: 21 } as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const load = async (stack: Stack) => {
  const { url } = stack;
  const members = await Promise.all(Array.from({ length: 8 }, (_, i) => registerMember(url, `stack${i}`)));
  const credentials = members.map((m) => ({ email: m.email, password: 'bench-pass' }));
  const ids = await Promise.all(
    members.map(
      async (m) =>
        ((await (await fetch(`${url}${apiPaths.me}`, { headers: m.headers })).json()) as { id: number }).id,
    ),
  );
  const json = { 'content-type': 'application/json' };
  let acknowledgedSets = 0;
  const requests: [string, (n: number) => Promise<Answer>][] = [
    [
      'sign-in',
      (n) =>
        // As the app sends it: with a key of its own, so nginx may resend it if its process dies.
        sendFrom(loadAddress(n), `${url}${apiPaths.login}`, credentials[n % credentials.length] as object, {
          [IDEMPOTENCY_HEADER]: crypto.randomUUID(),
        }),
    ],
    [
      '/me',
      (n) => fetch(`${url}${apiPaths.me}`, { headers: members[n % members.length]?.headers }).then(answerOf),
    ],
    [
      'home',
      (n) =>
        fetch(`${url}${homePaths.home}`, { headers: members[n % members.length]?.headers }).then(answerOf),
    ],
    [
      'library page',
      (n) =>
        fetch(`${url}${libraryPaths.library('on_demand')}`, {
          headers: members[n % members.length]?.headers,
        }).then(answerOf),
    ],
    [
      'measurement set',
      (n) =>
        fetch(`${url}${profilePaths.addMeasurement(ids[n % ids.length] ?? 0)}`, {
          method: 'POST',
          // As the app sends it: a key of its own, so nginx may resend it if its process dies.
          headers: {
            ...members[n % members.length]?.headers,
            ...json,
            [IDEMPOTENCY_HEADER]: crypto.randomUUID(),
          },
          body: JSON.stringify({ measurement_standard: 1, weight: 60 + (n % 40) }),
        }).then(answerOf),
    ],
  ];

  // A 503 is the process's own answer (with Retry-After: ask again); a 502 is nginx's, when it
  // found no process to ask (issue 33): counted apart.
  type Second = { ok: number; unavailable: number; badGateway: number; failed: number; dropped: number };
  const seconds: Second[] = Array.from({ length: LOAD_SECONDS + 30 }, () => ({
    ok: 0,
    unavailable: 0,
    badGateway: 0,
    failed: 0,
    dropped: 0,
  }));
  const statuses: Record<string, number> = {};
  const failures: Record<string, number> = {};
  const latencies: number[] = [];
  const started = Date.now();
  let running = true;
  const worker = async (index: number) => {
    for (let n = index; running; n += 1) {
      const [name, send] = requests[n % requests.length] as (typeof requests)[number];
      const t0 = performance.now();
      const answer = await send(n).catch(() => null);
      // No answer, or an answer cut short: dropped.
      const status = answer?.status ?? 0;
      const outcome = status >= 200 && status < 300 ? 'ok' : answer ? `failed ${status}` : 'dropped';
      latencies.push(performance.now() - t0);
      const second = seconds[Math.floor((Date.now() - started) / 1000)];
      if (outcome === 'ok') {
        if (second) second.ok += 1;
        if (name === 'measurement set') acknowledgedSets += 1;
      } else {
        const kind =
          status === 503 ? 'unavailable' : status === 502 ? 'badGateway' : answer ? 'failed' : 'dropped';
        if (second) second[kind] += 1;
        const counted = answer
          ? `${status}${status === 503 && !answer.retryAfter ? ' without Retry-After' : ''}`
          : 'dropped';
        statuses[counted] = (statuses[counted] ?? 0) + 1;
        const key = `${Math.floor((Date.now() - started) / 1000)}s ${name} ${outcome}`;
        failures[key] = (failures[key] ?? 0) + 1;
      }
    }
  };
  const workers = Array.from({ length: CONNECTIONS }, (_, i) => worker(i));
  const at = (s: number) => sleep(Math.max(0, started + s * 1000 - Date.now()));

  await at(FAULTS.postgres);
  stack.postgres.stop();
  await sleep(2_000);
  stack.postgres.start();
  const postgresBack = (Date.now() - started) / 1000;

  await at(FAULTS.kill);
  const killed = stack.servers[0] as Studio;
  killed.child.kill('SIGKILL');
  await new Promise((resolve) => killed.child.once('exit', resolve));
  const restartKilled = stack.restart(0);

  await at(FAULTS.sigterm);
  const drained = performance.now();
  await (stack.servers[1] as Studio).stop();
  const drainMs = performance.now() - drained;
  await Promise.all([restartKilled, stack.restart(1)]);

  await at(LOAD_SECONDS);
  running = false;
  await Promise.all(workers);

  const client = new pg.Client({ connectionString: stack.postgres.url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from measurement_sets');
  await client.end();

  const sorted = latencies.sort((a, b) => a - b);
  const total = seconds.reduce(
    (sum, s) => sum + s.ok + s.unavailable + s.badGateway + s.failed + s.dropped,
    0,
  );
  console.log(
    `\nStack under load: ${PROCESSES} processes behind nginx, PostgreSQL, S3 (s3rver), SMTP; ${CONNECTIONS} connections for ${LOAD_SECONDS} s; a mix of sign-in, /me, home, a library page and a measurement set written`,
  );
  console.log(
    `  ${(total / LOAD_SECONDS).toFixed(0)} req/s overall, p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`,
  );
  console.log('  second   ok/s   503/s   502/s  other failed/s  dropped/s');
  const marks: Record<number, string> = {
    [FAULTS.postgres]: '  ← PostgreSQL stopped for 2 s',
    [FAULTS.kill]: '  ← one process killed (kill -9), then started again',
    [FAULTS.sigterm]: `  ← one process stopped with SIGTERM (drained in ${drainMs.toFixed(0)} ms), then started again`,
  };
  seconds.slice(0, LOAD_SECONDS).forEach((s, i) => {
    console.log(
      `  ${String(i).padStart(6)} ${String(s.ok).padStart(6)} ${String(s.unavailable).padStart(7)} ${String(s.badGateway).padStart(7)} ${String(s.failed).padStart(15)} ${String(s.dropped).padStart(10)}${marks[i] ?? ''}`,
    );
  });
  const byStatus = Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status} × ${n}`);
  console.log(`  answers that failed, by status: ${byStatus.length ? byStatus.join(', ') : 'none'}`);
  const inWindow = (second: number, from: number, to: number) => second >= from && second < to;
  const counted = (from: number, to: number) =>
    Object.entries(failures)
      .filter(([key]) => inWindow(Number.parseInt(key, 10), from, to))
      .reduce((sum, [, n]) => sum + n, 0);
  console.log(`  PostgreSQL back at ${postgresBack.toFixed(1)} s`);
  const reads = await stack.replicaReads();
  console.log(
    `  reads that could go to the replica, by where they went (the processes that ran to the end): ${Object.entries(
      reads,
    )
      .map(([route, n]) => `${route} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `  failed or dropped: ${counted(FAULTS.postgres, FAULTS.kill)} around the PostgreSQL restart (${FAULTS.postgres}-${FAULTS.kill} s), ${counted(FAULTS.kill, FAULTS.sigterm)} around the kill -9 (${FAULTS.kill}-${FAULTS.sigterm} s), ${counted(FAULTS.sigterm, LOAD_SECONDS)} around the graceful restart (${FAULTS.sigterm}-${LOAD_SECONDS} s), ${counted(0, FAULTS.postgres)} before any fault`,
  );
  for (const [key, n] of Object.entries(failures).sort(
    (a, b) => Number.parseInt(a[0], 10) - Number.parseInt(b[0], 10),
  )) {
    console.log(`    ${key}: ${n}`);
  }
  console.log(
    `  measurement sets acknowledged ${acknowledgedSets}, rows ${rows[0]?.n} (${rows[0]?.n === acknowledgedSets ? 'none lost' : rows[0] && rows[0].n > acknowledgedSets ? 'more rows than answers: a write done whose answer was lost' : 'LOST WRITES'})`,
  );
};

const stack = await bringUp();
console.log(`Studio stack up:
  app and API      ${stack.url}            (nginx → ${PROCESSES} processes on ports ${stack.servers.map((s) => new URL(s.url).port).join(', ')})
  PostgreSQL       ${stack.postgres.url}
  its replica      ${stack.replica.url}   (DATABASE_READ_URL: pg_basebackup -R, streaming)
  S3 (s3rver)      ${stack.s3Url}   bucket ${BUCKET}
  SMTP capture     127.0.0.1:${stack.smtpPort}   mail written to ${stack.mailDir}
  live ingest      ${stack.ingestUrl ?? 'none: apt-get install -y libnginx-mod-rtmp for live classes through Studio'}`);
// Whatever goes wrong, nothing is left running.
const fail = async (error: unknown) => {
  console.error(error);
  await stack.down();
  process.exit(1);
};
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
if (process.argv.includes('--load')) {
  try {
    await measureLoginLimit(stack.url);
    await load(stack);
  } finally {
    await stack.down();
  }
} else {
  console.log('Ctrl-C tears it all down.');
  const stop = async () => {
    console.log(`\nstack: down (${stack.mails()} mails were captured)`);
    await stack.down();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
