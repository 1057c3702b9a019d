import fs from 'node:fs/promises';
import path from 'node:path';
import { apiPaths } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, query, type TestApp } from './helper';

/**
 * Issue 16: liveness (the process answers) apart from readiness (the database reads and writes,
 * every migration of this build is applied, storage takes a file), each failing check named.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ready = async () => {
  const response = await t.app.inject({ method: 'GET', url: apiPaths.healthReady });
  return { status: response.statusCode, body: response.json() };
};

describe('liveness and readiness', () => {
  it('are both 200 on a studio that can serve', async () => {
    const live = await t.app.inject({ method: 'GET', url: apiPaths.healthLive });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
    });
  });

  it('is not ready while storage cannot take a file, and is again once it can', async () => {
    const folder = path.join(t.dataDir, 'storage');
    await fs.rm(folder, { recursive: true, force: true });
    await fs.writeFile(folder, 'not a folder');
    try {
      expect(await ready()).toEqual({
        status: 503,
        body: { status: 'unavailable', checks: { database: 'ok', migrations: 'ok', storage: 'failing' } },
      });
      expect((await t.app.inject({ method: 'GET', url: apiPaths.healthLive })).statusCode).toBe(200);
    } finally {
      await fs.rm(folder, { force: true });
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready on a database that misses a migration of this build', async () => {
    const [newest] = await query<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest?.id}`);
    try {
      expect(await ready()).toMatchObject({
        status: 503,
        body: { checks: { migrations: 'failing', database: 'ok' } },
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest?.id}, ${newest?.hash}, ${newest?.created_at}::bigint)`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  // Closes the file's database: keep it last.
  it('is not ready with the database gone, and still live', async () => {
    await t.database.close();
    expect(await ready()).toMatchObject({ status: 503, body: { checks: { database: 'failing' } } });
    expect((await t.app.inject({ method: 'GET', url: apiPaths.healthLive })).statusCode).toBe(200);
  });
});
