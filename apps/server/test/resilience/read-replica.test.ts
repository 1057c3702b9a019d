import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Library, libraryPaths, storefrontPaths, studioPaths } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { createDeps } from '../../src/deps';
import { importDemoCatalogIfEmpty } from '../../src/features/library';
import { grantRole } from '../../src/features/studio';
import { buyPremium } from '../billing/billing';
import { createMemberWithProfile, query, type TestMember, testEnv } from '../helper';
import { type OwnPostgres, ownPostgres, postgresBin, type Replica, streamingReplica } from '../own-postgres';

/**
 * Issue 40, decision 0055: with DATABASE_READ_URL, the storefront, the dashboard and catalogue
 * reads go to a real streaming replica (`pg_basebackup -R`) while it is close behind; a member's
 * own writes are read back from the primary; a replica too far behind, or down, is bypassed, and
 * the metric says so. Replay is paused on the replica to hold it behind at will. PostgreSQL pass.
 */
const bin = postgresBin();
const METRICS_TOKEN = 'replica-test-token';

const describeReplica = describe.skipIf(!bin || !process.env.DATABASE_URL);

type Studio = { app: FastifyInstance; database: Database; dataDir: string; logged: string[] };

const openStudio = async (primary: OwnPostgres, replica: Replica, maxLagSeconds: number): Promise<Studio> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-replica-test-'));
  const config = loadConfig(
    testEnv(dataDir, {
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: replica.url,
      REPLICA_MAX_LAG_SECONDS: String(maxLagSeconds),
      METRICS_TOKEN,
    }),
  );
  const logged: string[] = [];
  const database = openDatabase({
    url: primary.url,
    replica: { url: replica.url, maxLagMs: maxLagSeconds * 1000 },
    log: (level, message) => logged.push(`${level}: ${message}`),
  });
  await database.exclusively(() => database.migrate());
  const app = await buildApp({ deps: createDeps(config, database) });
  await app.ready();
  await database.exclusively(() =>
    importDemoCatalogIfEmpty({
      db: database.db,
      storage: app.deps.storage,
      currency: config.STUDIO_CURRENCY,
    }),
  );
  return { app, database, dataDir, logged };
};

/** The reads by route the metric has counted so far. */
const routes = async (app: FastifyInstance): Promise<Record<string, number>> => {
  const text = (
    await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
  ).body;
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/^studio_replica_reads_total\{route="(\w+)"\} (\d+)/gm))
    counts[match[1] as string] = Number(match[2]);
  return counts;
};

const until = async (what: string, check: () => Promise<boolean>, seconds = 20) => {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Whether a read with no member would go to the replica now. */
const usesReplica = async (studio: Studio) => (await studio.database.replica?.reader())?.route === 'replica';

/** The monthly plan's price as the pricing page shows it (in the page's own words). */
const pricingPage = async (app: FastifyInstance, locale: string) =>
  (await app.inject({ method: 'GET', url: `${storefrontPaths.pricing}?locale=${locale}` })).body;

describeReplica('reads on a streaming replica', () => {
  let primary: OwnPostgres;
  let replica: Replica;
  let patient: Studio;
  let strict: Studio;
  let member: TestMember;

  beforeAll(async () => {
    primary = await ownPostgres(bin as string);
    replica = await streamingReplica(bin as string, primary);
    // One studio allows 30 s of lag (to see reads served stale by a paused replica), one 1 s.
    patient = await openStudio(primary, replica, 30);
    strict = await openStudio(primary, replica, 1);
    member = await createMemberWithProfile(patient.app);
    await buyPremium(patient.app, member);
  }, 120_000);

  afterAll(async () => {
    for (const studio of [patient, strict]) {
      if (!studio) continue;
      await studio.app.close();
      await studio.database.close();
      await fs.rm(studio.dataDir, { recursive: true, force: true });
    }
    replica?.remove();
    primary?.remove();
  });

  it('serves the storefront from the replica, stale while its replay is paused, and bypasses it when too far behind', async () => {
    await until('the replica to catch up', () => usesReplica(patient));
    await replica.pauseReplay();
    // A price changed on the primary alone (no member's row: nothing is notified); the replica
    // stopped replaying before it.
    await patient.database.db.execute(
      sql`update purchase_plans set per_month_cents = 2345 where period = 'montly'`,
    );
    const before = await routes(patient.app);
    const served = await pricingPage(patient.app, 'es');
    expect(served).not.toContain('23,45');
    expect(served).not.toContain('23.45');
    expect((await routes(patient.app)).replica).toBe((before.replica ?? 0) + 1);

    // The strict studio allows 1 s: once the paused replica is that far behind, the primary answers.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const fresh = await pricingPage(strict.app, 'pt-BR');
    expect(fresh).toMatch(/23[.,]45/);
    expect((await routes(strict.app)).lagging).toBeGreaterThan(0);
    await replica.resumeReplay();
    await until('the strict studio to use the replica again', () => usesReplica(strict));
    await patient.database.db.execute(
      sql`update purchase_plans set per_month_cents = 1999 where period = 'montly'`,
    );
  });

  it("reads a member's own write back from the primary while the replica has not replayed it", async () => {
    await replica.pauseReplay();
    try {
      const library = async () =>
        (
          await patient.app.inject({
            method: 'GET',
            url: libraryPaths.library('on_demand'),
            headers: member.headers,
          })
        ).json<Library>();
      const workout = (await library()).latest.find((item) => item.kind === 'workout');
      if (!workout) throw new Error('the demo catalogue has no workout');
      const before = await routes(patient.app);
      const started = await patient.app.inject({
        method: 'POST',
        url: libraryPaths.started,
        headers: member.headers,
        payload: { id: workout.id, kind: 'workout' },
      });
      expect(started.statusCode).toBe(200);
      // The replica, paused, has not the play: the answer has it, so it came from the primary.
      expect((await library()).recently_watched.map((item) => item.id)).toContain(workout.id);
      expect((await routes(patient.app)).own_write).toBe((before.own_write ?? 0) + 1);
      const onReplica = new pg.Client({ connectionString: replica.url });
      await onReplica.connect();
      try {
        const { rows } = await onReplica.query(
          'select count(*)::int as n from workout_sessions where item_id = $1',
          [workout.id],
        );
        expect(rows[0]?.n).toBe(0);
      } finally {
        await onReplica.end();
      }
    } finally {
      await replica.resumeReplay();
    }
  });

  it('reads the dashboard from the replica and writes its rollup on the primary', async () => {
    const owner = await createMemberWithProfile(patient.app);
    await grantRole(patient.database.db, null, { email: owner.email, role: 'owner' });
    await until('the replica to have the owner', () => usesReplica(patient));
    await patient.database.db.execute(sql`delete from studio_days`);
    const before = await routes(patient.app);
    const dashboard = await patient.app.inject({
      method: 'GET',
      url: `${studioPaths.dashboard}?days=7`,
      headers: owner.headers,
    });
    expect(dashboard.statusCode).toBe(200);
    expect((await routes(patient.app)).replica).toBe((before.replica ?? 0) + 1);
    const [rolled] = await query<{ n: number }>(
      patient.database.db,
      sql`select count(*)::int as n from studio_days`,
    );
    expect(rolled?.n).toBeGreaterThan(0);
  });

  it('answers from the primary while the replica is down, and uses it again when it is back', async () => {
    replica.stop();
    try {
      await until('the replica to be seen down', async () => patient.database.replica?.lagSeconds() === null);
      const before = await routes(patient.app);
      expect(
        (await patient.app.inject({ method: 'GET', url: `${storefrontPaths.classes}?locale=es` })).statusCode,
      ).toBe(200);
      expect((await routes(patient.app)).down).toBe((before.down ?? 0) + 1);
    } finally {
      replica.start();
    }
    await until('the replica to answer again', async () => patient.database.replica?.lagSeconds() !== null);
    // Said once each way in the server's log.
    expect(patient.logged.filter((line) => line.startsWith('warn: replica: not answering'))).toHaveLength(1);
    expect(patient.logged).toContain('info: replica: answering again');
  });
});
