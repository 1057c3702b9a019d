import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importCatalogFile } from '../../src/features/library';
import type { Catalog } from '../../src/features/library/catalog/catalog-schema';
import { query, type TestApp } from '../helper';

export type CatalogInput = Omit<Catalog, 'version'> & { version?: number };

type Entry = Catalog['items'][number];

/** A workout with the fields every test needs; overrides win. */
export const workout = (key: string, overrides: Partial<Entry> = {}): Entry => ({
  key,
  kind: 'workout',
  store: 'on_demand',
  title: `Workout ${key}`,
  description: `About ${key}`,
  duration_seconds: 1200,
  video: { hls: `videos/${key}/index.m3u8`, mp4: `videos/${key}.mp4` },
  image: `images/${key}.jpg`,
  is_new: false,
  published_at: '2026-01-01T00:00:00Z',
  trainers: [],
  products: [],
  filters: [],
  chapters: [],
  ...overrides,
});

export const recipe = (
  key: string,
  type: 'breakfast' | 'lunch' | 'snack' | 'dinner' = 'breakfast',
  diets: (1 | 2 | 3)[] = [1],
): Entry => ({
  key,
  kind: 'recipe',
  store: 'nutrition',
  title: `Recipe ${key}`,
  description: '',
  duration_seconds: 0,
  image: `images/${key}.jpg`,
  is_new: false,
  published_at: '2026-02-01T00:00:00Z',
  trainers: [],
  products: [],
  filters: ['diet:plant'],
  chapters: [],
  recipe: {
    type,
    diets,
    preparation_time: 15,
    ingredients: ['1 cup oats', '1 banana'],
    preparation_guide: ['Mix.', 'Serve.'],
  },
});

/**
 * A small catalogue: 23 workouts (level and equipment filters alternate), two trainers, a mat,
 * an upcoming and a past live class, two recipes; lists of 23, exactly 10, 3 and a curated 5.
 */
export const sampleCatalog = (): CatalogInput => {
  const workouts = Array.from({ length: 23 }, (_, i) =>
    workout(`w${i}`, {
      published_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      trainers: i % 2 === 0 ? ['maya'] : ['leo'],
      products: i === 0 ? ['mat'] : [],
      duration_seconds: 600 + i * 120,
      filters: [
        i % 2 === 0 ? 'level:beginner' : 'level:advanced',
        i % 3 === 0 ? 'equipment:mat' : 'equipment:none',
      ],
    }),
  );
  return {
    stores: [
      {
        id: 'on_demand',
        title: 'On demand',
        description: 'Train anywhere',
        banner_image: 'images/on-demand.jpg',
      },
      { id: 'nutrition', title: 'Nutrition', description: 'Eat well', banner_image: 'images/nutrition.jpg' },
    ],
    trainers: [
      {
        key: 'maya',
        name: 'Maya Reyes',
        headline: 'Strength',
        bio: 'Maya bio',
        avatar: 'images/maya.jpg',
        background_image: 'images/maya-bg.jpg',
      },
      { key: 'leo', name: 'Leo Park', headline: 'Yoga', bio: 'Leo bio', avatar: 'images/leo.jpg' },
    ],
    products: [
      {
        key: 'mat',
        name: 'Yoga mat',
        description: 'Grippy',
        product_url: 'https://shop.example/mat',
        image: 'images/mat.jpg',
      },
    ],
    filter_groups: [
      {
        key: 'level',
        store: 'on_demand',
        title: 'Level',
        options: [
          { key: 'beginner', title: 'Beginner' },
          { key: 'advanced', title: 'Advanced' },
        ],
      },
      {
        key: 'equipment',
        store: 'on_demand',
        title: 'Equipment',
        options: [
          { key: 'none', title: 'None' },
          { key: 'mat', title: 'Mat' },
        ],
      },
      { key: 'diet', store: 'nutrition', title: 'Diet', options: [{ key: 'plant', title: 'Plant' }] },
    ],
    items: [
      ...workouts,
      {
        ...workout('live-soon', {
          kind: 'live_training',
          trainers: ['maya'],
          published_at: '2026-03-01T00:00:00Z',
        }),
        video: undefined,
        live_url: 'videos/live/index.m3u8',
        event_date: '2099-01-01T09:00:00Z',
      },
      {
        ...workout('live-past', {
          kind: 'live_training',
          trainers: ['leo'],
          published_at: '2026-03-02T00:00:00Z',
        }),
        video: undefined,
        live_url: 'videos/live/index.m3u8',
        event_date: '2026-01-01T09:00:00Z',
      },
      recipe('oats', 'breakfast'),
      recipe('salad', 'lunch'),
    ],
    lists: [
      {
        key: 'all',
        store: 'on_demand',
        kind: 'categories',
        title: 'All',
        description: '',
        bio: '',
        image: 'images/all.jpg',
        items: workouts.map((w) => w.key),
      },
      {
        key: 'ten',
        store: 'on_demand',
        kind: 'categories',
        title: 'Ten',
        description: '',
        bio: '',
        items: workouts.slice(0, 10).map((w) => w.key),
      },
      {
        key: 'three',
        store: 'on_demand',
        kind: 'categories',
        title: 'Three',
        description: '',
        bio: '',
        items: ['w0', 'w1', 'w2'],
      },
      {
        key: 'favourites',
        store: 'on_demand',
        kind: 'curated_lists',
        title: 'Favourites',
        description: 'Our favourites',
        bio: '',
        image: 'images/fav.jpg',
        background_image: 'images/fav-bg.jpg',
        title_image: 'images/fav-title.png',
        items: ['w4', 'w3', 'w2', 'w1', 'w0'],
      },
      {
        key: 'breakfasts',
        store: 'nutrition',
        kind: 'categories',
        title: 'Breakfast',
        description: '',
        bio: '',
        items: ['oats', 'salad'],
      },
    ],
    phrases: [
      { key: 'one', text: 'Small steps add up.', translations: { 'pt-BR': 'Pequenos passos se somam.' } },
    ],
    programs: [
      {
        key: 'strong-start',
        title: 'Strong start',
        description: 'Two weeks, two days a week',
        banner_image: 'images/strong-start.jpg',
        price: '49.99',
        apple_product_id: 'studio.program.strong_start',
        purchase_paragraphs: ['Two weeks of strength.', 'No pause, no refund.'],
        display_prompt: true,
        completion_prompt_url: 'https://forms.studio.example/strong-start',
        recipes: [],
        week_required_days: 2,
        weeks: [{ days: ['w0', 'w1'] }, { days: ['w2', 'w0'] }],
      },
      {
        key: 'quick',
        title: 'Quick',
        description: 'One week',
        price: '19.99',
        purchase_paragraphs: [],
        display_prompt: false,
        recipes: [],
        week_required_days: 2,
        weeks: [{ days: ['w4', 'w5'] }],
      },
    ],
  };
};

const mediaPaths = (value: unknown): string[] => {
  if (typeof value === 'string')
    return /\.(jpe?g|png|webp|m3u8|mp4|vtt)$/i.test(value) && !value.startsWith('https:') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(mediaPaths);
  if (value && typeof value === 'object') return Object.values(value).flatMap(mediaPaths);
  return [];
};

/** Writes the catalogue as a file (pretty-printed, so errors have lines) with a small file for each media path. */
export const writeCatalog = async (dir: string, catalog: CatalogInput | string): Promise<string> => {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, 'catalog.json');
  if (typeof catalog === 'string') {
    await fs.writeFile(file, catalog);
    return file;
  }
  for (const media of mediaPaths(catalog)) {
    const target = path.join(dir, media);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // A playlist names its one segment beside it; its comment makes each video's folder its own.
    const playlist = `#EXTM3U\n## ${media}\n#EXTINF:2.0,\nseg0.m4s\n#EXT-X-ENDLIST\n`;
    const cue = `WEBVTT\n\n00:00.000 --> 00:02.000\nCaptions of ${media}\n`;
    const body = media.endsWith('.m3u8') ? playlist : media.endsWith('.vtt') ? cue : `bytes of ${media}`;
    await fs.writeFile(target, body);
    if (media.endsWith('.m3u8')) await fs.writeFile(path.join(path.dirname(target), 'seg0.m4s'), 'segment');
  }
  await fs.writeFile(file, JSON.stringify({ version: 1, ...catalog }, null, 2));
  return file;
};

/** Writes and imports a catalogue into the test app's database and storage. */
export const importSample = async (t: TestApp, catalog: CatalogInput = sampleCatalog()) => {
  const file = await writeCatalog(path.join(t.dataDir, 'catalog-src'), catalog);
  await importCatalogFile({ db: t.db, storage: t.app.deps.storage, file, currency: 'USD' });
  return file;
};

export const get = <T = unknown>(app: FastifyInstance, url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));

/** The catalogue's item ids by key (`w0`, `oats`, `live-soon`…), as a test reads them after an import. */
export const itemIdsByKey = async (t: TestApp): Promise<Record<string, number>> => {
  const rows = await query<{ id: number; key: string }>(t.db, sql`select id, key from items`);
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.id)]));
};
