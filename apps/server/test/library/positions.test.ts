import {
  type Home,
  homePaths,
  type ItemDetails,
  type Library,
  libraryPaths,
  type WorkoutStatus,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../../src/features/library';
import {
  aBasic,
  aPremium,
  basic,
  lib,
  me,
  onDemandLibrary,
  post,
  premium,
  premiumMember,
  sampleCatalogue,
  send,
  t,
  withApp,
} from '../harness';
import { query, type TestMember } from '../helper';
import { get, importSample, sampleCatalog } from './catalog';

/** Issue 19: "Resume anywhere" (positions, continue watching) and captions reaching members. */
let other: TestMember;
const anOther = async () => {
  other = await premiumMember();
};
withApp(sampleCatalogue, aPremium, anOther, aBasic, onDemandLibrary);

const idAt = (i: number) => lib.latest[i]?.id ?? 0;
const save = (member: TestMember, id: number, seconds: unknown, kind = 'workout') =>
  send('PUT', libraryPaths.position(kind, id), { seconds } as object, member);
const start = (member: TestMember, id: number) => post(member, libraryPaths.started, { id, kind: 'workout' });
const finish = (member: TestMember, id: number) =>
  post(member, libraryPaths.finished, { id, kind: 'workout' });
const status = async (member: TestMember, id: number) =>
  (await get<WorkoutStatus>(t.app, libraryPaths.status('workout', id), member.headers)).body;
const home = (member: TestMember) => get<Home>(t.app, homePaths.home, member.headers);
const library = (member: TestMember) =>
  get<Library>(t.app, libraryPaths.library('on_demand'), member.headers);
const continuing = async (member: TestMember) => ({
  home: (await home(member)).body.continue_watching.map((i) => i.id),
  library: (await library(member)).body.continue_watching.map((i) => i.id),
});
const positions = () =>
  query<{ user_id: number; seconds: number }>(t.db, sql`select user_id, seconds from playback_positions`);

describe('positions', () => {
  it('keeps where the member stopped, reads it back with the status, and only for them', async () => {
    const id = idAt(0);
    await start(premium, id);
    const saved = await save(premium, id, 754.6);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ saved: true });
    expect((await status(premium, id)).position_seconds).toBe(754);
    // The same member on another device: the position comes with the status, not with a cached answer.
    expect((await save(premium, id, 800)).statusCode).toBe(200);
    expect((await status(premium, id)).position_seconds).toBe(800);
    // Another member neither sees it nor can touch it: their own status, their own rows.
    expect((await status(other, id)).position_seconds).toBeNull();
    expect((await continuing(other)).home).toEqual([]);
    await save(other, id, 12);
    expect((await status(premium, id)).position_seconds).toBe(800);
    expect((await status(other, id)).position_seconds).toBe(12);
  });

  it.each([
    ['a negative number', -1],
    ['text', 'abc'],
    ['more than a day', 86_401],
    ['nothing', undefined],
    ['a list', [3]],
  ])('refuses %s as seconds with 400 naming seconds, and keeps nothing', async (_, seconds) => {
    const refused = await save(premium, idAt(0), seconds);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation' });
    expect(Object.keys(refused.json().errors)).toEqual(['seconds']);
    expect(await positions()).toEqual([]);
  });

  it('refuses a recipe, a live class, an unknown item and a member who may not watch', async () => {
    const recipe = await save(premium, idAt(0), 10, 'recipe');
    expect(recipe.statusCode).toBe(400);
    expect(recipe.json().errors).toEqual({ kind: [english('shared.library.notPlayable')] });
    const live = await save(premium, lib.upcoming_lives[0]?.id ?? 0, 10, 'live_training');
    expect(live.json().errors).toEqual({ kind: [english('shared.library.notResumable')] });
    expect((await save(premium, 999_999, 10)).statusCode).toBe(404);
    expect((await save(premium, idAt(0), 10, 'exercise')).statusCode).toBe(404);
    const locked = await save(basic, idAt(0), 10);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'premium_required' });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: libraryPaths.position('workout', idAt(0)),
      payload: { seconds: 3 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await positions()).toEqual([]);
  });
});

describe('continue watching', () => {
  it('lists unfinished items newest play first on home and on demand; a finish removes one', async () => {
    const [a, b] = [idAt(0), idAt(1)];
    await start(premium, a);
    await save(premium, a, 30);
    await start(premium, b);
    await save(premium, b, 40);
    expect(await continuing(premium)).toEqual({ home: [b, a], library: [b, a] });
    // Each card says where the member stopped.
    expect((await home(premium)).body.continue_watching.map((i) => i.position_seconds)).toEqual([40, 30]);
    // Saves of the same play do not move an item; a new play of it does.
    await save(premium, a, 60);
    expect((await continuing(premium)).home).toEqual([b, a]);
    await start(premium, a);
    await save(premium, a, 70);
    expect(await continuing(premium)).toEqual({ home: [a, b], library: [a, b] });

    // Finishing clears the position (decision 0030): it leaves the row, opening it starts over.
    expect((await finish(premium, b)).statusCode).toBe(200);
    expect(await continuing(premium)).toEqual({ home: [a], library: [a] });
    expect((await status(premium, b)).position_seconds).toBeNull();
    // Watching on past 80 % saves nothing for a finished play...
    expect((await save(premium, b, 50)).json()).toEqual({ saved: false });
    expect((await continuing(premium)).home).toEqual([a]);
    // ...and a new play keeps positions again.
    await start(premium, b);
    expect((await save(premium, b, 5)).json()).toEqual({ saved: true });
    expect((await continuing(premium)).home).toEqual([b, a]);
    // The nutrition library has no such row.
    const nutrition = await get<Library>(t.app, libraryPaths.library('nutrition'), premium.headers);
    expect(nutrition.body.continue_watching).toEqual([]);
  });

  it('a save within the same minute keeps the cached answers; a new entry or minute is in the next read', async () => {
    const id = idAt(2);
    await start(premium, id);
    await home(premium);
    await library(premium);
    await me(premium);
    // The first save enters "continue watching": home and the library read again and show it.
    await save(premium, id, 10);
    let before = t.statements();
    expect((await home(premium)).body.continue_watching.map((i) => [i.id, i.position_seconds])).toEqual([
      [id, 10],
    ]);
    expect(t.statements() - before).toBeGreaterThan(0);
    expect((await library(premium)).body.continue_watching.map((i) => i.id)).toEqual([id]);
    await me(premium);
    // Every 10 s within that minute: one statement for the save, and no kept answer is dropped.
    before = t.statements();
    await save(premium, id, 20);
    expect(t.statements() - before).toBe(1);
    before = t.statements();
    await home(premium);
    await library(premium);
    await me(premium);
    expect(t.statements() - before).toBe(0);
    expect((await status(premium, id)).position_seconds).toBe(20);
    // A save in the next minute moves the card's bar (decision 0030): the next reads show it.
    await save(premium, id, 65);
    before = t.statements();
    const [card] = (await home(premium)).body.continue_watching;
    expect(t.statements() - before).toBeGreaterThan(0);
    expect(card).toMatchObject({ id, position_seconds: 65 });
    expect((await library(premium)).body.continue_watching[0]?.position_seconds).toBe(65);
  });

  it('forgets positions with the member', async () => {
    await start(premium, idAt(0));
    await save(premium, idAt(0), 10);
    await t.db.execute(sql`delete from users where id = ${premium.user.id}`);
    expect(await positions()).toEqual([]);
  });
});

describe('captions and chapters', () => {
  const captioned = async () => {
    const catalog = sampleCatalog();
    const first = catalog.items.find((item) => item.key === 'w0');
    if (!first) throw new Error('sample has w0');
    first.captions = [
      { language: 'en', label: 'English', file: 'captions/w0.en.vtt' },
      { language: 'es', label: 'Español', file: 'captions/w0.es.vtt' },
    ];
    first.chapters = [
      { start_seconds: 0, title: 'Warm-up' },
      { start_seconds: 120, title: 'Squats' },
    ];
    await importSample(t, catalog);
    const [row] = await query<{ id: number }>(t.db, sql`select id from items where key = 'w0'`);
    return row?.id ?? 0;
  };

  it('item details carry signed caption tracks for who may watch, and the chapters', async () => {
    const id = await captioned();
    const details = await get<ItemDetails>(t.app, libraryPaths.item('workout', id), premium.headers);
    expect(details.body.captions.map((c) => [c.language, c.label])).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
    ]);
    expect(details.body.chapters).toEqual([
      { start_seconds: 0, title: 'Warm-up' },
      { start_seconds: 120, title: 'Squats' },
    ]);
    const src = details.body.captions[0]?.src ?? '';
    expect(src).toMatch(/^\/media\/s\//);
    const file = await t.app.inject({ method: 'GET', url: src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/vtt');
    expect(file.body).toContain('WEBVTT');
    // The unsigned path is not served; a member who may not watch gets no track.
    const unsigned = src.replace(/^\/media\/s\/[^/]+\/[^/]+\//, '/media/');
    expect((await t.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404);
    const locked = await get<ItemDetails>(t.app, libraryPaths.item('workout', id), basic.headers);
    expect(locked.body.captions).toEqual([]);
    expect(locked.body.chapters).toHaveLength(2);
  });

  it('the export writes captions and chapters back, and a file without captions keeps them', async () => {
    const id = await captioned();
    const { catalog } = await readCatalog(t.db, 'USD');
    const w0 = catalog.items.find((item) => item.key === 'w0');
    expect(w0?.captions?.map((c) => c.language)).toEqual(['en', 'es']);
    expect(w0?.captions?.[0]?.file).toMatch(/^videos\/.+\.vtt$/);
    expect(w0?.chapters.map((c) => c.title)).toEqual(['Warm-up', 'Squats']);
    // A file that does not name captions leaves the item's tracks (the console's) alone.
    await importSample(t);
    const details = await get<ItemDetails>(t.app, libraryPaths.item('workout', id), premium.headers);
    expect(details.body.captions).toHaveLength(2);
    expect(details.body.chapters).toEqual([]);
  });
});
