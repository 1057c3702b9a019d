import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  cataloguePaths,
  type StudioList,
  type StudioTrainer,
  type StudioTrainers,
  type StudioWorkout,
  workoutPaths,
} from '@studio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, programDays } from '../../src/db/schema';
import {
  CATALOG_FILE,
  type CatalogExportError,
  DEMO_CATALOG_FILE,
  exportCatalog,
  importCatalogFile,
  readCatalog,
} from '../../src/features/library';
import type { Catalog } from '../../src/features/library/catalog/catalog-schema';
import { grantRole } from '../../src/features/studio';
import { createMember, createTestApp, type TestApp } from '../helper';
import { multipart, pngImage } from '../images';

const run = promisify(execFile);

/**
 * Issue 17: "export writes today's catalogue in the same format, so a studio can move content
 * between instances". One studio imports the demo catalogue, hides a workout and adds one in the
 * console (uploaded and transcoded); its export is imported by a second, empty studio, which then
 * holds the same catalogue, media included.
 */
let a: TestApp;
let b: TestApp;
let folder: string;

/** Video paths differ between studios (each stores a video under a key of its own): compared apart. */
const comparable = (catalog: Catalog) => ({
  ...catalog,
  items: catalog.items.map((item) => ({
    ...item,
    video: item.video ? Object.keys(item.video).sort() : null,
    live_url: item.live_url?.replace(/^videos\/[\w/-]+\//, 'videos/…/'),
  })),
});

beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-export-'));
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  if (folder) await fs.rm(folder, { recursive: true, force: true });
});

describe('catalogue export (issue 17)', () => {
  it('writes what members see, console work included, and another studio imports it whole', async () => {
    await importCatalogFile({
      db: a.db,
      storage: a.app.deps.storage,
      file: DEMO_CATALOG_FILE,
      currency: 'USD',
    });
    const demo = (await readCatalog(a.db, 'USD')).catalog;
    // The demo's daily phrases come back with their words in every language (issue 35).
    const file = JSON.parse(await fs.readFile(DEMO_CATALOG_FILE, 'utf8')) as Catalog;
    expect(demo.phrases).toEqual(file.phrases);
    expect(demo.phrases.filter((p) => !p.translations['pt-BR'] || !p.translations.es)).toEqual([]);

    // A coach adds a workout with a transcoded video and shows it; another workout is hidden.
    const coach = await createMember(a.app, { email: 'coach@example.com' });
    await grantRole(a.db, null, { email: coach.email, role: 'coach' });
    const made = (
      await a.app.inject({
        method: 'POST',
        url: workoutPaths.workouts,
        headers: coach.headers,
        payload: { title: 'Console cardio', trainer_ids: [] },
      })
    ).json<StudioWorkout>();
    const clip = path.join(folder, '..', `clip-${path.basename(folder)}.mp4`);
    await run('ffmpeg', [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=320x180:rate=25:duration=3',
      ],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', clip],
    ]);
    const form = multipart([
      { name: 'video', filename: 'c.mp4', contentType: 'video/mp4', body: await fs.readFile(clip) },
    ]);
    await fs.rm(clip);
    await a.app.inject({
      method: 'POST',
      url: workoutPaths.video(made.id),
      headers: { ...coach.headers, ...form.headers },
      payload: form.payload,
    });
    await a.app.jobs.runReady();
    await a.app.inject({
      method: 'PUT',
      url: workoutPaths.visibility(made.id),
      headers: coach.headers,
      payload: { hidden: false },
    });
    const hideable = demo.items.find(
      (i) => i.kind === 'workout' && !demo.programs.some((p) => p.weeks.some((w) => w.days.includes(i.key))),
    );
    expect(hideable).toBeDefined();
    await a.db
      .update(items)
      .set({ removed_at: new Date() })
      .where(eq(items.key, hideable?.key ?? ''));

    // The coach's catalogue work: a trainer with an avatar put first, a category of two workouts,
    // a hidden curated list and a phrase.
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      a.app.inject({ method, url, headers: coach.headers, payload }).then((r) => r.json());
    const ana = (await send('POST', cataloguePaths.trainers, { key: 'ana', name: 'Ana' })) as StudioTrainer;
    const avatar = multipart([
      { name: 'image', filename: 'a.png', contentType: 'image/png', body: await pngImage() },
    ]);
    await a.app.inject({
      method: 'POST',
      url: cataloguePaths.trainerImage(ana.id, 'avatar'),
      headers: { ...coach.headers, ...avatar.headers },
      payload: avatar.payload,
    });
    const { trainers } = (await a.app
      .inject({ method: 'GET', url: cataloguePaths.trainers, headers: coach.headers })
      .then((r) => r.json())) as StudioTrainers;
    const trainerOrder = [ana.id, ...trainers.filter((tr) => tr.id !== ana.id).map((tr) => tr.id)];
    await send('PUT', cataloguePaths.trainerOrder, { ids: trainerOrder });
    const core = (await send('POST', cataloguePaths.lists, {
      key: 'console-core',
      store: 'on_demand',
      kind: 'categories',
      title: 'Console core',
    })) as StudioList;
    const picked = demo.items.filter((i) => i.kind === 'workout' && i.key !== hideable?.key).slice(0, 2);
    const [first, second] = await Promise.all(
      picked.map(async (i) => (await a.db.select().from(items).where(eq(items.key, i.key)))[0]?.id),
    );
    await send('PUT', cataloguePaths.listItems(core.id), { item_ids: [second, first] });
    const secret = (await send('POST', cataloguePaths.lists, {
      key: 'console-secret',
      store: 'on_demand',
      kind: 'curated_lists',
      title: 'Secret',
    })) as StudioList;
    await send('PUT', cataloguePaths.listVisibility(secret.id), { hidden: true });
    await send('POST', cataloguePaths.phrases, { text: 'Made in the console.' });

    const out = path.join(folder, 'export');
    const { catalog, files } = await exportCatalog({
      db: a.db,
      storage: a.app.deps.storage,
      folder: out,
      currency: 'USD',
    });
    const keys = catalog.items.map((i) => i.key);
    expect(keys).toContain(made.key);
    expect(keys).not.toContain(hideable?.key);
    expect(keys).toHaveLength(demo.items.length);
    expect(catalog.programs.map((p) => p.key)).toEqual(demo.programs.map((p) => p.key));
    expect(files).toBeGreaterThan(10);
    expect(catalog.trainers[0]).toMatchObject({
      key: 'ana',
      name: 'Ana',
      avatar: expect.stringMatching(/^studio\/trainers\//),
    });
    expect(catalog.lists.find((l) => l.key === 'console-core')?.items).toEqual([
      picked[1]?.key,
      picked[0]?.key,
    ]);
    expect(catalog.lists.map((l) => l.key)).not.toContain('console-secret');
    expect(catalog.phrases.map((p) => p.text)).toContain('Made in the console.');
    const consoleMade = catalog.items.find((i) => i.key === made.key);
    expect(consoleMade?.video?.hls).toMatch(/^videos\/uploads\/\d+\/[\w-]+\/master\.m3u8$/);
    expect(consoleMade?.duration_seconds).toBe(3);
    // The file on disk is the catalogue read back, and its media are beside it.
    const written = JSON.parse(await fs.readFile(path.join(out, CATALOG_FILE), 'utf8'));
    expect(written).toEqual(JSON.parse(JSON.stringify(catalog)));
    await expect(fs.stat(path.join(out, consoleMade?.video?.hls ?? ''))).resolves.toBeTruthy();
    await expect(
      fs.stat(path.join(out, path.dirname(consoleMade?.video?.hls ?? ''), '360p-000.ts')),
    ).resolves.toBeTruthy();
    await expect(
      fs.stat(path.join(out, path.dirname(consoleMade?.video?.hls ?? ''), 'source.mp4')),
    ).rejects.toThrow();

    // A second, empty studio imports the export: the same catalogue, and the video plays there.
    await importCatalogFile({
      db: b.db,
      storage: b.app.deps.storage,
      file: path.join(out, CATALOG_FILE),
      currency: 'USD',
    });
    const moved = (await readCatalog(b.db, 'USD')).catalog;
    expect(comparable(moved)).toEqual(comparable(catalog));
    const [row] = await b.db.select().from(items).where(eq(items.key, made.key));
    const master = await b.app.deps.storage.read(row?.video_hls ?? '');
    expect(master?.body.toString()).toContain('720p.m3u8');
  }, 120_000);

  it('refuses to write a catalogue the importer would refuse, and says why', async () => {
    // A program day on a workout that is hidden: the week would be short of days.
    const [day] = await a.db.select().from(programDays).limit(1);
    await a.db
      .update(items)
      .set({ removed_at: new Date() })
      .where(eq(items.id, day?.item_id ?? 0));
    const error = (await exportCatalog({
      db: a.db,
      storage: a.app.deps.storage,
      folder: path.join(folder, 'refused'),
      currency: 'USD',
    }).catch((e) => e)) as CatalogExportError;
    expect(error.faults.some((f) => /^programs\.\d+\.weeks\.\d+\.days: Week \d+ needs exactly/.test(f))).toBe(
      true,
    );
    await expect(fs.stat(path.join(folder, 'refused', CATALOG_FILE))).rejects.toThrow();
  });

  it('the command writes into an empty folder only', async () => {
    const target = path.join(folder, 'cli');
    await fs.mkdir(target);
    await fs.writeFile(path.join(target, 'keep.txt'), 'mine');
    const error = (await run(process.execPath, ['--import', 'tsx', 'src/cli/catalog-export.ts', target], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: path.join(folder, 'cli-data'), DATABASE_URL: '' },
    }).catch((e) => e)) as { code: number; stderr: string };
    expect(error.code).toBe(1);
    expect(error.stderr).toContain('is not empty');
  }, 60_000);
});
