import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The newest PostgreSQL server binaries Debian installed, if any. */
export const postgresBin = (): string | undefined => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
};

const freePort = async (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export type OwnPostgres = {
  url: string;
  port: number;
  stop: () => void;
  start: () => void;
  /** Stops and removes the cluster. */
  remove: () => void;
};

type Run = (command: string, args: string[]) => void;

/**
 * A cluster's folder, port and commands (run as the postgres user when the tests run as root);
 * `make` fills its data folder (initdb, or a base backup) before it starts, `started` runs after.
 */
const cluster = async (
  bin: string,
  prefix: string,
  make: (run: Run, data: string) => void,
  started?: (run: Run, port: number) => void,
): Promise<OwnPostgres> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (command: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
  make(run, data);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=100`,
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  started?.(run, port);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/studio`,
    port,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * A PostgreSQL cluster of the test's own, which it may stop and start under a running server
 * without disturbing the other tests' database (as `scripts/with-postgres.sh`).
 */
export const ownPostgres = async (bin: string): Promise<OwnPostgres> =>
  cluster(
    bin,
    'studio-own-pg-',
    (run, data) => run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']),
    (run, port) => run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'studio']),
  );

const adminQuery = async (serverUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** An empty database of its own on the server of `serverUrl`, and how to drop it. */
export const throwawayDatabase = async (serverUrl: string, prefix: string) => {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

export type Replica = OwnPostgres & {
  /** Stops replaying the primary's WAL (the replica falls behind), and starts again. */
  pauseReplay: () => Promise<void>;
  resumeReplay: () => Promise<void>;
};

/**
 * A streaming replica of `primary` (issue 40): `pg_basebackup -R` (which writes `standby.signal`
 * and the connection to the primary), started on a port of its own. initdb's default pg_hba lets
 * the loopback replicate, and `wal_level` is `replica` by default.
 */
export const streamingReplica = async (bin: string, primary: OwnPostgres): Promise<Replica> => {
  const own = await cluster(bin, 'studio-replica-', (run, data) =>
    run('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
      ...['-D', data, '-R', '-X', 'stream', '-c', 'fast'],
    ]),
  );
  const replay = (what: 'pause' | 'resume') => adminQuery(own.url, `select pg_wal_replay_${what}()`);
  return { ...own, pauseReplay: () => replay('pause'), resumeReplay: () => replay('resume') };
};
