import { type ItemDetails, type Library, type ListPage, libraryPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aBasic, aPremium, basic, premium, sampleCatalogue, t, withApp } from '../harness';
import { createMember, createMemberWithProfile, type TestMember } from '../helper';
import { get } from './catalog';

withApp(sampleCatalogue, aPremium, aBasic);

const library = (member: TestMember, store = 'on_demand') =>
  get<Library>(t.app, libraryPaths.library(store), member.headers);
const listId = async (member: TestMember, key: string) => {
  const { body } = await library(member);
  const all = [...body.categories, ...body.curated_lists];
  const found = all.find((l) => l.title.toLowerCase() === key);
  if (!found) throw new Error(`no list ${key}`);
  return found.id;
};
const page = (member: TestMember, list: string, query = '') =>
  get<ListPage>(t.app, `${libraryPaths.list('on_demand', 'categories', list)}${query}`, member.headers);
const keys = (items: { title: string }[]) => items.map((i) => i.title.replace('Workout ', ''));

describe('GET a store library', () => {
  it('answers every section of on demand, in order and bounded', async () => {
    const { status, body } = await library(premium);
    expect(status).toBe(200);
    expect(body.banner).toEqual({
      title: 'On demand',
      description: 'Train anywhere',
      image: '/media/catalog/images/on-demand.jpg',
    });
    expect(body.categories.map((l) => l.title)).toEqual(['All', 'Ten', 'Three']);
    expect(body.curated_lists.map((l) => [l.title, l.list_store_id])).toEqual([
      ['Favourites', 'curated_lists'],
    ]);
    expect(body.upcoming_lives.map((i) => [i.title, i.status, i.real_live_url])).toEqual([
      ['Workout live-soon', 'upcoming', null],
    ]);
    // Newest first, at most 10, videos only (the past live class is a live, not a workout of "latest").
    expect(keys(body.latest)).toEqual(['w22', 'w21', 'w20', 'w19', 'w18', 'w17', 'w16', 'w15', 'w14', 'w13']);
    expect(body.recently_watched).toEqual([]);
    expect(body.trainers.map((tr) => [tr.name, tr.avatar])).toEqual([
      ['Maya Reyes', '/media/catalog/images/maya.jpg'],
      ['Leo Park', '/media/catalog/images/leo.jpg'],
    ]);
    expect(body.picks_for_you).toHaveLength(10);
  });

  it('lists what the member played last, newest first, once each', async () => {
    const first = (await library(premium)).body.latest;
    const [a, b] = [first[3], first[5]];
    if (!a || !b) throw new Error('sample too small');
    for (const item of [a, b, a]) {
      await t.app.inject({
        method: 'POST',
        url: libraryPaths.started,
        headers: premium.headers,
        payload: { id: item.id, kind: item.kind },
      });
    }
    expect((await library(premium)).body.recently_watched.map((i) => i.id)).toEqual([a.id, b.id]);
    // Another member's history is theirs alone.
    expect((await library(basic)).body.recently_watched).toEqual([]);
  });

  it('serves the nutrition store with its recipes and no video sections', async () => {
    const { body } = await library(basic, 'nutrition');
    expect(body.categories.map((l) => l.title)).toEqual(['Breakfast']);
    expect(body.latest.map((i) => [i.title, i.can_watch, i.time, i.recipe_type])).toEqual([
      ['Recipe salad', true, 15, 'lunch'],
      ['Recipe oats', true, 15, 'breakfast'],
    ]);
    expect([body.upcoming_lives, body.picks_for_you, body.recently_watched, body.trainers]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('answers 404 for an unknown store and 401 without a session', async () => {
    expect((await library(premium, 'gym')).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: libraryPaths.library('on_demand') })).statusCode).toBe(
      401,
    );
  });
});

describe('GET a list page', () => {
  it('pages 10 at a time: 23 items give 10, 10, 3', async () => {
    const id = await listId(premium, 'all');
    const pages = await Promise.all(
      [0, 10, 20, 30].map((offset) => page(premium, String(id), `?offset=${offset}`)),
    );
    expect(pages.map((p) => p.body.items.length)).toEqual([10, 10, 3, 0]);
    expect(keys(pages[1]?.body.items ?? [])).toEqual([
      'w10',
      'w11',
      'w12',
      'w13',
      'w14',
      'w15',
      'w16',
      'w17',
      'w18',
      'w19',
    ]);
    expect(pages[0]?.body.list).toMatchObject({
      title: 'All',
      list_store_id: 'categories',
      store_id: 'on_demand',
    });
  });

  it('pages exactly 10 items as one full page and then an empty one', async () => {
    const id = await listId(premium, 'ten');
    expect((await page(premium, String(id))).body.items).toHaveLength(10);
    expect((await page(premium, String(id), '?offset=10')).body.items).toEqual([]);
    const three = await listId(premium, 'three');
    expect(keys((await page(premium, String(three))).body.items)).toEqual(['w0', 'w1', 'w2']);
  });

  it('shows a curated list with its banner fields and a trainer page by trainer id', async () => {
    const lib = (await library(premium)).body;
    const curated = lib.curated_lists[0];
    const favourites = await get<ListPage>(
      t.app,
      libraryPaths.list('on_demand', 'curated_lists', curated?.id ?? 0),
      premium.headers,
    );
    expect(keys(favourites.body.items)).toEqual(['w4', 'w3', 'w2', 'w1', 'w0']);
    expect(favourites.body.list).toMatchObject({
      description: 'Our favourites',
      background_image: '/media/catalog/images/fav-bg.jpg',
      title_image: '/media/catalog/images/fav-title.png',
    });
    const maya = lib.trainers[0];
    const trainerPage = await get<ListPage>(
      t.app,
      libraryPaths.list('on_demand', 'trainers', maya?.list_id ?? 0),
      premium.headers,
    );
    expect(trainerPage.body.list).toMatchObject({
      id: maya?.id,
      title: 'Maya Reyes',
      bio: 'Maya bio',
      list_store_id: 'trainers',
    });
    // Maya's workouts are the even ones, newest first, then her live class.
    expect(keys(trainerPage.body.items).slice(0, 3)).toEqual(['live-soon', 'w22', 'w20']);
    // A list asked for under another kind or store is not found.
    expect(
      (await get(t.app, libraryPaths.list('on_demand', 'categories', curated?.id ?? 0), premium.headers))
        .status,
    ).toBe(404);
    expect(
      (await get(t.app, libraryPaths.list('nutrition', 'curated_lists', curated?.id ?? 0), premium.headers))
        .status,
    ).toBe(404);
    expect((await get(t.app, libraryPaths.list('on_demand', 'playlists', 1), premium.headers)).status).toBe(
      404,
    );
  });

  it('refuses a bad offset or filter naming the field', async () => {
    const id = String(await listId(premium, 'all'));
    for (const query of ['?offset=-1', '?offset=abc', '?offset=1.5']) {
      const { status, body } = await page(premium, id, query);
      expect(status, query).toBe(400);
      expect(Object.keys((body as unknown as { errors: object }).errors)).toEqual(['offset']);
    }
    const bad = await page(premium, id, '?filters=1;drop');
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { errors: Record<string, string[]> }).errors.filters).toEqual([
      english('shared.library.filtersInvalid'),
    ]);
  });
});

describe('filters', () => {
  const optionIds = async (member: TestMember, store = 'on_demand') => {
    const { body } = await get<{ groups: { title: string; options: { id: number; title: string }[] }[] }>(
      t.app,
      libraryPaths.filters(store),
      member.headers,
    );
    return Object.fromEntries(
      body.groups.flatMap((g) => g.options.map((o) => [`${g.title}:${o.title}`, o.id])),
    );
  };

  it('lists the store groups with options in order', async () => {
    const { body } = await get(t.app, libraryPaths.filters('on_demand'), premium.headers);
    expect(body).toMatchObject({
      groups: [
        { title: 'Level', options: [{ title: 'Beginner' }, { title: 'Advanced' }] },
        { title: 'Equipment', options: [{ title: 'None' }, { title: 'Mat' }] },
      ],
    });
  });

  it('combines options: or within a group, and across groups, with paging', async () => {
    const ids = await optionIds(premium);
    const list = String(await listId(premium, 'all'));
    const filtered = async (names: string[], offset = 0) =>
      keys(
        (await page(premium, list, `?offset=${offset}&filters=${names.map((n) => ids[n]).join(',')}`)).body
          .items,
      );
    const even = Array.from({ length: 12 }, (_, i) => `w${i * 2}`);
    expect(await filtered(['Level:Beginner'])).toEqual(even.slice(0, 10));
    expect(await filtered(['Level:Beginner'], 10)).toEqual(['w20', 'w22']);
    expect(await filtered(['Equipment:Mat'])).toEqual(['w0', 'w3', 'w6', 'w9', 'w12', 'w15', 'w18', 'w21']);
    expect(await filtered(['Level:Beginner', 'Equipment:Mat'])).toEqual(['w0', 'w6', 'w12', 'w18']);
    expect((await filtered(['Level:Beginner', 'Level:Advanced'])).length).toBe(10);
    expect(await filtered(['Level:Beginner', 'Level:Advanced'], 20)).toEqual(['w20', 'w21', 'w22']);
    expect(await filtered(['Level:Advanced', 'Equipment:Mat', 'Equipment:None'])).toEqual([
      'w1',
      'w3',
      'w5',
      'w7',
      'w9',
      'w11',
      'w13',
      'w15',
      'w17',
      'w19',
    ]);
    // No result is an empty page, not an error.
    const three = String(await listId(premium, 'three'));
    const none = await page(premium, three, `?filters=${ids['Level:Beginner']},${ids['Equipment:None']}`);
    expect(keys(none.body.items)).toEqual(['w2']);
    const empty = await page(premium, three, `?filters=${ids['Level:Advanced']},${ids['Equipment:Mat']}`);
    expect(empty.body.items).toEqual([]);
  });

  it('refuses an option of another store or an unknown one', async () => {
    const list = String(await listId(premium, 'all'));
    const diet = (await optionIds(premium, 'nutrition'))['Diet:Plant'];
    for (const filters of [String(diet), '999999']) {
      const { status, body } = await page(premium, list, `?filters=${filters}`);
      expect(status).toBe(400);
      expect((body as unknown as { errors: Record<string, string[]> }).errors).toEqual({
        filters: [english('shared.library.filtersInvalid')],
      });
    }
  });
});

describe('premium gating', () => {
  it('withholds video URLs from a member who is not premium, everywhere', async () => {
    const lib = (await library(basic)).body;
    const everything = [...lib.latest, ...lib.upcoming_lives, ...lib.picks_for_you];
    expect(everything.length).toBeGreaterThan(10);
    for (const item of everything) {
      expect([item.can_watch, item.file_url_hls, item.file_url, item.real_live_url]).toEqual([
        false,
        null,
        null,
        null,
      ]);
    }
    const list = String(await listId(basic, 'all'));
    for (const item of (await page(basic, list)).body.items) expect(item.file_url_hls).toBeNull();
    const details = await get<ItemDetails>(
      t.app,
      libraryPaths.item('workout', lib.latest[0]?.id ?? 0),
      basic.headers,
    );
    expect(details.body).toMatchObject({ can_watch: false, file_url_hls: null, file_url: null });
    expect(JSON.stringify([lib, details.body])).not.toContain('.m3u8');
  });

  it('gives a premium member the URLs, and a live class its URL once it has started', async () => {
    const lib = (await library(premium)).body;
    const latest = lib.latest[0];
    expect(latest).toMatchObject({
      can_watch: true,
      file_url_hls: expect.stringMatching(
        /^\/media\/s\/\d+\/[\w-]{22}\/catalog\/videos\/[0-9a-f]{32}\/index\.m3u8$/,
      ),
      file_url: expect.stringMatching(
        /^\/media\/s\/\d+\/[\w-]{22}\/catalog\/videos\/[0-9a-f]{32}\/w22\.mp4$/,
      ),
    });
    const trainerPage = await get<ListPage>(
      t.app,
      libraryPaths.list('on_demand', 'trainers', lib.trainers[1]?.list_id ?? 0),
      premium.headers,
    );
    const past = trainerPage.body.items.find((i) => i.title.endsWith('live-past'));
    expect(past).toMatchObject({
      status: null,
      real_live_url: expect.stringMatching(
        /^\/media\/s\/\d+\/[\w-]{22}\/catalog\/videos\/[0-9a-f]{32}\/index\.m3u8$/,
      ),
      can_watch: true,
    });
  });

  it('opens recipes to every member', async () => {
    const nutrition = (await library(basic, 'nutrition')).body;
    const oats = nutrition.latest.find((i) => i.title === 'Recipe oats');
    const details = await get<ItemDetails>(t.app, libraryPaths.item('recipe', oats?.id ?? 0), basic.headers);
    expect(details.body).toMatchObject({
      can_watch: true,
      recipe_ingredients: [{ display_name: '1 cup oats' }, { display_name: '1 banana' }],
      preparation_guide: ['Mix.', 'Serve.'],
      preparation_time: 15,
      time: 15,
    });
  });
});

describe('GET item details', () => {
  it('answers instructors and equipment products', async () => {
    const list = String(await listId(premium, 'three'));
    const w0 = (await page(premium, list)).body.items[0];
    const { status, body } = await get<ItemDetails>(
      t.app,
      libraryPaths.item('workout', w0?.id ?? 0),
      premium.headers,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Workout w0',
      duration: 600,
      time: 10,
      trainers: [{ name: 'Maya Reyes', headline: 'Strength' }],
      products: [
        {
          name: 'Yoga mat',
          product_url: 'https://shop.example/mat',
          image_url: { url: '/media/catalog/images/mat.jpg' },
        },
      ],
      recipe_ingredients: [],
      banner_image: { url: '/media/catalog/images/w0.jpg' },
    });
  });

  it('answers 404 for another kind, an unknown id, and 400 for a bad one', async () => {
    const w0 = (await library(premium)).body.latest[0];
    expect((await get(t.app, libraryPaths.item('recipe', w0?.id ?? 0), premium.headers)).status).toBe(404);
    expect((await get(t.app, libraryPaths.item('workout', 987654), premium.headers)).status).toBe(404);
    expect((await get(t.app, libraryPaths.item('workout', 'x'), premium.headers)).status).toBe(400);
    expect((await get(t.app, libraryPaths.item('video', 1), premium.headers)).status).toBe(400);
  });
});

describe('picks for you', () => {
  it('follows what the member trains: the categories and trainer of their history first', async () => {
    const fresh = await createMember(t.app);
    const before = (await library(fresh)).body.picks_for_you.map((i) => i.title);
    // Leo's workouts are the odd ones; the member finishes three of them.
    const leo = (await library(premium)).body.trainers[1];
    const leoPage = await get<ListPage>(
      t.app,
      libraryPaths.list('on_demand', 'trainers', leo?.list_id ?? 0),
      premium.headers,
    );
    const played = leoPage.body.items.filter((i) => i.kind === 'workout').slice(0, 3);
    for (const item of played) {
      await t.app.inject({
        method: 'POST',
        url: libraryPaths.finished,
        headers: premium.headers,
        payload: { id: item.id, kind: 'workout' },
      });
    }
    const picks = (await library(premium)).body.picks_for_you;
    expect(picks).toHaveLength(10);
    // Nothing already finished, and Leo's other workouts lead.
    expect(picks.map((i) => i.id)).not.toEqual(expect.arrayContaining([played[0]?.id]));
    expect(picks.slice(0, 5).every((i) => i.trainers.some((tr) => tr.name === 'Leo Park'))).toBe(true);
    expect(picks.map((i) => i.title)).not.toEqual(before);
  });

  it('without history, offers the level of the weekly goal: beginners get beginner workouts near 20 minutes', async () => {
    const picks = (await library(basic)).body.picks_for_you;
    // Goal 3 → beginner; the beginner workouts are the even ones.
    expect(picks.slice(0, 5).map((i) => Number(i.title.replace('Workout w', '')) % 2)).toEqual([
      0, 0, 0, 0, 0,
    ]);
    const advanced = await createMemberWithProfile(
      t.app,
      {},
      {
        weekly_goal: 6,
        workout_days: {
          sunday: true,
          monday: true,
          tuesday: true,
          wednesday: true,
          thursday: true,
          friday: true,
        },
      },
    );
    const advancedPicks = (await library(advanced)).body.picks_for_you;
    expect(advancedPicks.slice(0, 5).map((i) => Number(i.title.replace('Workout w', '')) % 2)).toEqual([
      1, 1, 1, 1, 1,
    ]);
  });
});

describe('live classes', () => {
  it('stay in the section while they run, open and with their URL once started', async () => {
    await t.db.execute(
      sql`update items set event_date = now() - interval '1 minute' where key = 'live-soon'`,
    );
    const lives = (await library(premium)).body.upcoming_lives;
    expect(lives.map((i) => [i.title, i.status, i.real_live_url !== null])).toEqual([
      ['Workout live-soon', null, true],
    ]);
  });
});
