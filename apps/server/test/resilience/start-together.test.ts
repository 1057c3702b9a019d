import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../processes';

/**
 * Issue 14 "Migrations race": processes starting together on one empty database each migrated and
 * one crashed (`duplicate key … pg_type_typname_nsp_index`). Four start at once here: all must
 * listen, and the demo catalogue must be imported once. The PostgreSQL pass runs it (PGlite is
 * one process by nature).
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('processes starting together on one empty PostgreSQL', () => {
  const name = `studio_race_${crypto.randomBytes(6).toString('hex')}`;
  const servers: ServerProcess[] = [];
  let admin: pg.Client | undefined;

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  }, 60_000);

  it('all four listen and the demo catalogue is imported once', async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    for (let i = 0; i < 4; i += 1) {
      servers.push(startServer({ DATABASE_URL: url.toString(), DEMO_CATALOG: 'true' }));
    }
    const addresses = await Promise.all(servers.map((server) => server.listening()));
    for (const address of addresses) {
      expect((await fetch(`${address}/api/health`)).status).toBe(200);
    }
    expect(servers.map((server) => server.child.exitCode)).toEqual([null, null, null, null]);
    const imported = servers.filter((server) => server.output().includes('demo catalogue imported'));
    expect(imported).toHaveLength(1);

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const { rows } = await db.query<{ titles: string; distinct_titles: string }>(
      'select count(*) as titles, count(distinct title) as distinct_titles from items',
    );
    await db.end();
    expect(Number(rows[0]?.titles)).toBeGreaterThan(0);
    expect(rows[0]?.titles).toBe(rows[0]?.distinct_titles);
  }, 180_000);
});
