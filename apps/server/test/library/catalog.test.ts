import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Library, libraryPaths, programEditorMessages } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CatalogError, DEMO_CATALOG_FILE, importCatalogFile } from '../../src/features/library';
import { createMemberWithProfile, createTestApp, query, type TestApp } from '../helper';
import { get, importSample, sampleCatalog, workout, writeCatalog } from './catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => t.truncateAll());

const TABLES = [
  'stores',
  'trainers',
  'products',
  'items',
  'item_trainers',
  'item_products',
  'item_filter_options',
  'item_captions',
  'recipe_ingredients',
  'lists',
  'list_items',
  'filter_groups',
  'filter_options',
  'daily_phrases',
  'programs',
  'program_days',
  'program_recipes',
];

/** Every catalogue row, ids included, in a stable order. */
const snapshot = async () => {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    out[table] = await query(t.db, sql.raw(`select * from "${table}" t order by t::text`));
  }
  return JSON.parse(JSON.stringify(out));
};

const importFile = (catalog: Parameters<typeof writeCatalog>[1], folder = 'src') =>
  writeCatalog(path.join(t.dataDir, folder), catalog).then((file) =>
    importCatalogFile({ db: t.db, storage: t.app.deps.storage, file, currency: 'USD' }),
  );

const refusal = async (catalog: Parameters<typeof writeCatalog>[1]): Promise<string[]> => {
  const error = await importFile(catalog, 'bad').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CatalogError);
  return (error as CatalogError).faults;
};

describe('catalog import', () => {
  it('is idempotent: importing the same file again changes nothing', async () => {
    await importSample(t);
    const first = await snapshot();
    expect(first.items).toHaveLength(27);
    expect(first.list_items.length).toBeGreaterThan(40);
    await importSample(t);
    expect(await snapshot()).toEqual(first);
  });

  it('updates an edited file in place, keeping ids, and hides removed items', async () => {
    await importSample(t);
    const before = await snapshot();
    const edited = sampleCatalog();
    edited.items = edited.items
      .filter((i) => i.key !== 'w22')
      .map((i) => (i.key === 'w0' ? { ...i, title: 'Renamed' } : i));
    edited.lists = edited.lists.map((l) => ({ ...l, items: l.items.filter((k) => k !== 'w22') }));
    edited.items.push(workout('w-new', { trainers: ['maya'] }));
    await importFile(edited);
    const after = await snapshot();
    const byKey = (rows: unknown[]) =>
      new Map((rows as { key: string; id: number }[]).map((r) => [r.key, r]));
    expect(byKey(after.items).get('w0') as unknown as { id: number; title: string }).toMatchObject({
      id: (byKey(before.items).get('w0') as { id: number }).id,
      title: 'Renamed',
    });
    expect(byKey(after.items).get('w22')).toMatchObject({ removed_at: expect.any(String) });
    const member = await createMemberWithProfile(t.app);
    const lib = await get<Library>(t.app, libraryPaths.library('on_demand'), member.headers);
    expect(lib.body.latest.map((i) => i.title)).not.toContain('Workout w22');
    expect(
      (
        await get(
          t.app,
          libraryPaths.item('workout', (byKey(after.items).get('w22') as { id: number }).id),
          member.headers,
        )
      ).status,
    ).toBe(404);
  });

  it('copies media into storage: images by path, videos by content, HLS folders whole', async () => {
    await importSample(t);
    const stored = path.join(t.dataDir, 'storage');
    expect(await fs.readFile(path.join(stored, 'catalog/images/maya.jpg'), 'utf8')).toBe(
      'bytes of images/maya.jpg',
    );
    const [w0] = await query<{ video_hls: string; video_mp4: string }>(
      t.db,
      sql`select video_hls, video_mp4 from items where key = 'w0'`,
    );
    // A video's key comes from its content: the catalogue's names do not reveal it.
    expect(w0?.video_hls).toMatch(/^catalog\/videos\/[0-9a-f]{32}\/index\.m3u8$/);
    expect(w0?.video_hls).not.toContain('w0');
    const folder = path.dirname(w0?.video_hls ?? '');
    expect(await fs.readFile(path.join(stored, folder, 'seg0.m4s'), 'utf8')).toBe('segment');
    const served = await t.app.inject({ method: 'GET', url: t.app.deps.storage.url(w0?.video_hls ?? '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/catalog/videos/w0/index.m3u8' })).statusCode,
    ).toBe(404);
  });

  it('refuses a media path that is a folder and HLS files with unsafe names', async () => {
    const file = await writeCatalog(path.join(t.dataDir, 'odd'), sampleCatalog());
    const base = path.dirname(file);
    await fs.writeFile(path.join(base, 'videos/w1', 'seg 1.m4s'), 'x');
    const catalog = sampleCatalog();
    (catalog.items[23] as { live_url: string }).live_url = 'videos/live';
    const text = JSON.stringify({ version: 1, ...catalog }, null, 2);
    await fs.writeFile(file, text);
    const error = (await importCatalogFile({
      db: t.db,
      storage: t.app.deps.storage,
      file,
      currency: 'USD',
    }).catch((e) => e)) as CatalogError;
    expect(error.faults.map((f) => f.replace(/^catalog\.json:\d+: /, ''))).toEqual([
      'items[1].video.hls: File names must be letters, digits, _ . or -: videos/w1/seg 1.m4s',
      'items[23].live_url: No such file: videos/live',
    ]);
  });
});

describe('a bad file', () => {
  it('is refused with the line and field at fault, and imports nothing', async () => {
    await importSample(t);
    const before = await snapshot();
    const broken = sampleCatalog();
    (broken.items[3] as { duration_seconds: unknown }).duration_seconds = 'long';
    const text = JSON.stringify({ version: 1, ...broken }, null, 2);
    const line = text.split('\n').findIndex((l) => l.includes('"duration_seconds": "long"')) + 1;
    expect(await refusal(text)).toEqual([
      `catalog.json:${line}: items[3].duration_seconds: Expected a whole number of seconds`,
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a syntax error', '{\n  "version": 1,\n  "items": [\n}', /^catalog\.json:4: /],
    ['an unknown version', '{ "version": 2 }', /^catalog\.json:1: version: Only version 1 is known$/],
    [
      'an unknown field',
      '{\n  "version": 1,\n  "itemz": []\n}',
      /^catalog\.json:1: \(file\): Unrecognized key: "itemz"$/,
    ],
  ])('refuses %s', async (_name, text, pattern) => {
    const faults = await refusal(text);
    expect(faults[0]).toMatch(pattern);
  });

  it('refuses keys that point nowhere, duplicates and missing media, naming each', async () => {
    const catalog = sampleCatalog();
    catalog.lists[0]?.items.push('nope');
    (catalog.items[1] as { trainers: string[] }).trainers = ['ghost'];
    catalog.items.push(workout('w0'));
    const faults = await refusal(catalog);
    expect(faults.map((f) => f.replace(/^catalog\.json:\d+: /, ''))).toEqual([
      'items[27].key: Duplicate key "w0"',
      'items[1].trainers[0]: Unknown trainer "ghost"',
      'lists[0].items[23]: Unknown item "nope"',
    ]);
    const file = await writeCatalog(path.join(t.dataDir, 'media'), sampleCatalog());
    await fs.rm(path.join(t.dataDir, 'media', 'images', 'mat.jpg'));
    const error = await importCatalogFile({
      db: t.db,
      storage: t.app.deps.storage,
      file,
      currency: 'USD',
    }).catch((e) => e);
    expect((error as CatalogError).faults).toEqual([
      expect.stringMatching(/^catalog\.json:\d+: products\[0\]\.image: No such file: images\/mat\.jpg$/),
    ]);
    const rows = await query<{ n: number }>(t.db, sql`select count(*)::int as n from items`);
    expect(rows[0]?.n).toBe(0);
  });

  it("refuses a program's recipe that is unknown, not a recipe or listed twice", async () => {
    const catalog = sampleCatalog();
    const program = catalog.programs[0] as (typeof catalog.programs)[number];
    program.recipes = ['oats', 'ghost', 'w0', 'oats'];
    const faults = await refusal(catalog);
    expect(faults.map((f) => f.replace(/^catalog\.json:\d+: /, ''))).toEqual([
      'programs[0].recipes[1]: Unknown item "ghost"',
      'programs[0].recipes[2]: Item "w0" is not a recipe',
      'programs[0].recipes[3]: Duplicate recipe "oats"',
    ]);
  });

  it('is refused by npm run catalog:import with exit 1 and the fault', async () => {
    const file = await writeCatalog(
      path.join(t.dataDir, 'cli'),
      '{ "version": 1, "trainers": [{ "key": "Bad Key", "name": "x" }] }',
    );
    const run = promisify(execFile);
    const error = (await run(process.execPath, ['--import', 'tsx', 'src/cli/catalog-import.ts', file], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: path.join(t.dataDir, 'cli-data'), DATABASE_URL: '' },
    }).catch((e) => e)) as { code: number; stderr: string };
    expect(error.code).toBe(1);
    expect(error.stderr).toContain(
      `catalog.json:1: trainers[0].key: ${inEnglish(programEditorMessages.keyInvalid)}`,
    );
  }, 60_000);
});

describe('the demo catalogue', () => {
  it('imports, twice without change, with what the issue asks for', async () => {
    await importCatalogFile({
      db: t.db,
      storage: t.app.deps.storage,
      file: DEMO_CATALOG_FILE,
      currency: 'USD',
    });
    const first = await snapshot();
    await importCatalogFile({
      db: t.db,
      storage: t.app.deps.storage,
      file: DEMO_CATALOG_FILE,
      currency: 'USD',
    });
    expect(await snapshot()).toEqual(first);
    const count = async (statement: string) => (await query<{ n: number }>(t.db, sql.raw(statement)))[0]?.n;
    expect(await count('select count(*)::int as n from trainers')).toBeGreaterThanOrEqual(3);
    expect(await count(`select count(*)::int as n from items where kind = 'workout'`)).toBeGreaterThanOrEqual(
      30,
    );
    expect(
      await count(
        `select count(*)::int as n from lists where kind = 'categories' and store_id = 'on_demand'`,
      ),
    ).toBeGreaterThanOrEqual(4);
    expect(
      await count(`select count(*)::int as n from lists where kind = 'curated_lists'`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(`select count(*)::int as n from items where kind = 'live_training' and event_date > now()`),
    ).toBeGreaterThanOrEqual(2);
    expect(await count(`select count(*)::int as n from items where kind = 'recipe'`)).toBeGreaterThanOrEqual(
      12,
    );
    // Every demo video has English captions (private keys); some have chapters (issue 19).
    expect(
      await count(`select count(*)::int as n from items i where i.video_hls is not null
        and not exists (select 1 from item_captions c where c.item_id = i.id and c.language = 'en'
          and c.storage_key like 'catalog/videos/%.vtt')`),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from items where jsonb_array_length(chapters) > 0`),
    ).toBeGreaterThanOrEqual(3);
    expect(await count(`select count(distinct recipe_type)::int as n from items where kind = 'recipe'`)).toBe(
      4,
    );
    expect(
      await count(`select count(distinct d)::int as n from items, unnest(diets) d where kind = 'recipe'`),
    ).toBe(3);
    expect(await count('select count(*)::int as n from filter_groups')).toBeGreaterThanOrEqual(2);
    expect(await count('select count(*)::int as n from products')).toBeGreaterThanOrEqual(1);
    expect(
      await count('select count(*)::int as n from programs where weeks between 4 and 8'),
    ).toBeGreaterThanOrEqual(3);
  }, 60_000);
});

describe('media', () => {
  it('answers byte ranges, as Safari needs for video', async () => {
    await importSample(t);
    const [w0] = await query<{ key: string }>(t.db, sql`select video_mp4 as key from items where key = 'w0'`);
    const url = t.app.deps.storage.url(w0?.key ?? '');
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.body).toBe('bytes of videos/w0.mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=6-7' } });
    expect([part.statusCode, part.body, part.headers['content-range']]).toEqual([206, 'of', 'bytes 6-7/22']);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-3' } });
    expect([tail.statusCode, tail.body]).toEqual([206, 'mp4']);
    const open = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=16-' } });
    expect([open.statusCode, open.body]).toEqual([206, 'w0.mp4']);
    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=99-' } });
    expect([beyond.statusCode, beyond.headers['content-range']]).toEqual([416, 'bytes */22']);
    // A file the browser holds is revalidated, not sent again (@fastify/static's ETag).
    expect(whole.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(whole.headers.etag) },
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });
});
