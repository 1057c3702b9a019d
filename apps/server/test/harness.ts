import fs from 'node:fs/promises';
import path from 'node:path';
import { apiPaths, type Library, libraryPaths, type User } from '@studio/shared';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { buyPremium } from './billing/billing';
import { createMemberWithProfile, createTestApp, type TestApp, type TestMember } from './helper';
import { get, importSample, itemIdsByKey } from './library/catalog';
import { importMealCatalog } from './nutrition/meals';

/**
 * A test file's world: one app for the file (helper.ts's `createTestApp`) and, before each test, an
 * empty database and then the seeds the file names, in order; after each test the real clock is
 * back. The bindings are live: import them and call `withApp(...seeds)` once at the top of the file,
 * e.g. `withApp(mealCatalogue, aMember)`. The console's files build on it (studio/harness.ts).
 */
export let t: TestApp;
/** The catalogue's item ids by key (`w0`, `w1`...), once a catalogue seed ran. */
export let items: Record<string, number>;
/** A member with a profile (`aMember`). */
export let member: TestMember;
/** A premium member and a basic one, both with a profile (`aPremium`, `aBasic`). */
export let premium: TestMember;
export let basic: TestMember;
/** The on-demand library as the premium member reads it (`onDemandLibrary`). */
export let lib: Library;

type Seed = () => Promise<void>;

export const withApp = (...seeds: Seed[]) => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.truncateAll();
    // The process's studio language follows the emptied database (no language: the default).
    await t.app.studioLanguage.refresh();
    for (const seed of seeds) await seed();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
};

/** The meal catalogue (workouts, recipes, programs with meals: nutrition/meals.ts) and its item ids. */
export const mealCatalogue: Seed = async () => {
  await importMealCatalog(t);
  items = await itemIdsByKey(t);
};

/** The sample catalogue (library/catalog.ts) and its item ids. */
export const sampleCatalogue: Seed = async () => {
  await importSample(t);
  items = await itemIdsByKey(t);
};

export const aMember: Seed = async () => {
  member = await createMemberWithProfile(t.app);
};

/** A new member with a profile who bought premium. */
export const premiumMember = async (): Promise<TestMember> => {
  const created = await createMemberWithProfile(t.app);
  await buyPremium(t.app, created);
  return created;
};

export const aPremium: Seed = async () => {
  premium = await premiumMember();
};

export const aBasic: Seed = async () => {
  basic = await createMemberWithProfile(t.app);
};

export const onDemandLibrary: Seed = async () => {
  lib = (await get<Library>(t.app, libraryPaths.library('on_demand'), premium.headers)).body;
};

/** Moves the faked clock (after `vi.useFakeTimers({ toFake: ['Date'] })`). */
export const at = (iso: string) => vi.setSystemTime(new Date(iso));

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call as the member (or `who`). */
export const send = (method: Method, url: string, payload?: object, who = member) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** A POST as `who`, with an empty body by default. */
export const post = (who: TestMember, url: string, payload: object = {}) => send('POST', url, payload, who);

/** The user object as `who` reads it. */
export const me = async (who = member) => (await send('GET', apiPaths.me, undefined, who)).json<User>();

/** One whole play of the catalogue's workout `key`: started, then finished, each answering 200. */
export const play = async (who: TestMember, key: string) => {
  const body = { id: items[key], kind: 'workout' };
  const started = await post(who, libraryPaths.started, body);
  expect(started.statusCode, `${key} at ${new Date().toISOString()}: ${started.body}`).toBe(200);
  expect((await post(who, libraryPaths.finished, body)).statusCode).toBe(200);
};

/** The names of the files kept for `who` in one of their storage folders (none when it is not there). */
export const memberFiles = (who: TestMember, folder: 'pictures' | 'exports') =>
  fs.readdir(path.join(t.dataDir, 'storage', 'members', String(who.user.id), folder)).catch(() => []);
