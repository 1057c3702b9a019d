import { libraryPaths, RECENT_SEARCHES, type RecentSearches, type SearchResults } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aBasic, aPremium, basic, premium, t, withApp } from '../harness';
import { createMemberWithProfile, query } from '../helper';
import { importSample, sampleCatalog, workout } from './catalog';

/**
 * Issue 36: a store's search over its items, trainers' pages, lists and programs: prefixes as the
 * member types, typos, accents, ranking (title over trainers over description over filter options),
 * the library's filters, premium and hidden rules, and the member's recent searches.
 */
const catalogue = () => {
  const sample = sampleCatalog();
  return {
    ...sample,
    items: [
      ...sample.items,
      workout('flow', {
        title: 'Morning Yoga Flow',
        description: 'Wake up gently',
        trainers: ['leo'],
        filters: ['level:beginner', 'equipment:mat'],
        published_at: '2026-04-01T00:00:00Z',
      }),
      workout('burn', {
        title: 'Core burn',
        description: 'A session with yoga breathing between rounds',
        trainers: ['maya'],
        filters: ['level:advanced', 'equipment:none'],
        published_at: '2026-04-02T00:00:00Z',
      }),
      // Words found only by their stem, in the description (a typo of the title does not reach them).
      workout('cool', { title: 'Cool down', description: 'Gentle stretching for runners' }),
      workout('treino', { title: 'Treino leve', description: 'Treino de corrida' }),
      workout('calma', { title: 'Vuelta a la calma', description: 'Estiramientos suaves' }),
      {
        ...workout('bowl', { kind: 'recipe', store: 'nutrition', title: 'Açaí bowl', description: 'Cold' }),
        video: undefined,
        recipe: {
          type: 'breakfast' as const,
          diets: [1 as const],
          preparation_time: 5,
          ingredients: ['1 cup açaí'],
          preparation_guide: ['Blend.'],
        },
      },
    ],
  };
};

const seeded = async () => {
  await importSample(t, catalogue());
};

withApp(seeded, aPremium, aBasic);

const find = async (q: string, who = premium, store = 'on_demand', extra = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${libraryPaths.search(store)}?q=${encodeURIComponent(q)}${extra}`,
    headers: who.headers,
  });
  return { status: response.statusCode, body: response.json<SearchResults>() };
};
/** The titles found, group by group: `{ workout: [...], live_training: [...] }`. */
const titles = (body: SearchResults) =>
  Object.fromEntries(body.groups.map((group) => [group.kind, group.items.map((item) => item.title)]));
const optionId = async (key: string) =>
  Number(
    (await query<{ id: number }>(t.db, sql`select id from filter_options where key = ${key}`))[0]?.id ?? 0,
  );

describe('a store’s search', () => {
  it('ranks a title match over a trainer match over a description match', async () => {
    const { status, body } = await find('yoga');
    expect(status).toBe(200);
    expect(body.query).toBe('yoga');
    // "Morning Yoga Flow" by its title; Leo Park's workouts by their trainer's headline do not
    // count (names only); "Core burn" by its description.
    expect(titles(body).workout?.slice(0, 2)).toEqual(['Morning Yoga Flow', 'Core burn']);
    const leo = await find('leo');
    expect(leo.body.trainers.map((list) => list.title)).toEqual(['Leo Park']);
    // Every one of Leo's workouts, none of Maya's.
    expect(titles(leo.body).workout).toContain('Morning Yoga Flow');
    expect(titles(leo.body).workout).not.toContain('Core burn');
  });

  it('finds by the start of each word typed, as the member types', async () => {
    expect(titles((await find('yo')).body).workout?.[0]).toBe('Morning Yoga Flow');
    expect(titles((await find('morn fl')).body).workout).toEqual(['Morning Yoga Flow']);
    // Both words must start a word of the same item.
    expect((await find('morning burn')).body.groups).toEqual([]);
  });

  it('forgives a typo and ignores accents and case', async () => {
    expect(titles((await find('yoag')).body).workout?.[0]).toBe('Morning Yoga Flow');
    expect(titles((await find('MORNIGN')).body).workout?.[0]).toBe('Morning Yoga Flow');
    expect(titles((await find('acai', premium, 'nutrition')).body)).toEqual({ recipe: ['Açaí bowl'] });
    expect(titles((await find('AÇAÍ', premium, 'nutrition')).body)).toEqual({ recipe: ['Açaí bowl'] });
    // A store's search holds only that store's items.
    expect(titles((await find('acai')).body).recipe).toBeUndefined();
  });

  it('finds lists and programs by their titles, and combines with the library’s filters', async () => {
    expect((await find('favour')).body.lists.map((list) => list.title)).toEqual(['Favourites']);
    expect((await find('strong')).body.programs.map((program) => program.title)).toEqual(['Strong start']);
    const advanced = await optionId('advanced');
    const filtered = await find('yoga', premium, 'on_demand', `&filters=${advanced}`);
    expect(titles(filtered.body)).toEqual({ workout: ['Core burn'] });
    const plant = await optionId('plant');
    const foreign = await find('yoga', premium, 'on_demand', `&filters=${plant}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ errors: { filters: [expect.any(String)] } });
  });

  it('follows the library’s rules: premium locks, hidden and removed items, past live classes', async () => {
    const forBasic = (await find('morning yoga', basic)).body.groups[0]?.items[0];
    const forPremium = (await find('morning yoga', premium)).body.groups[0]?.items[0];
    expect([forBasic?.can_watch, forBasic?.file_url_hls]).toEqual([false, null]);
    expect(forPremium?.can_watch).toBe(true);
    // The upcoming class is found, the one that ended is not.
    expect(titles((await find('live')).body).live_training).toEqual(['Workout live-soon']);
    await t.db.execute(sql`update items set removed_at = now() where key = 'flow'`);
    await t.db.execute(sql`update lists set hidden_at = now() where key = 'favourites'`);
    expect(titles((await find('morning')).body)).toEqual({});
    expect((await find('favour')).body.lists).toEqual([]);
  });

  it('keeps up with the console: a renamed trainer and a retitled item are found by their new names', async () => {
    await t.db.execute(sql`update trainers set name = 'Leonor Park' where key = 'leo'`);
    expect(titles((await find('leonor')).body).workout).toContain('Morning Yoga Flow');
    await t.db.execute(sql`update items set title = 'Sunrise stretch' where key = 'flow'`);
    expect(titles((await find('sunrise')).body).workout).toEqual(['Sunrise stretch']);
    expect(titles((await find('morning yoga')).body).workout ?? []).not.toContain('Sunrise stretch');
  });

  it('finds a word by its stem in the catalogue’s language, the studio’s, stemmed again when it changes', async () => {
    const found = async (q: string) => titles((await find(q)).body).workout ?? [];
    const speak = (language: string) =>
      t.db.execute(sql`insert into studio_settings (id, language) values (1, ${language})
        on conflict (id) do update set language = excluded.language`);
    // No setting yet: English. "stretches" and "stretching" share the stem "stretch".
    expect(await found('stretches')).toEqual(['Cool down']);
    expect(await found('correndo')).toEqual([]);
    await speak('pt-BR');
    // "correndo" and "corrida" share "corr" in Portuguese; English stems are gone.
    expect(await found('correndo')).toEqual(['Treino leve']);
    expect(await found('stretches')).toEqual([]);
    expect(await found('estirar')).toEqual([]);
    await speak('es');
    expect(await found('estirar')).toEqual(['Vuelta a la calma']);
    // A prefix typed still finds the word as written, in any language.
    expect(await found('stretchi')).toEqual(['Cool down']);
  });

  it('refuses a search with no word or too long with a 400 naming q, and an unknown store with a 404', async () => {
    for (const q of ['', '   ', '!!!', 'a'.repeat(101)]) {
      const { status, body } = await find(q);
      expect(status, q).toBe(400);
      expect(body, q).toMatchObject({ errors: { q: ['Type 1 to 100 letters or numbers to search.'] } });
    }
    expect((await find('yoga', premium, 'gym')).status).toBe(404);
    const bare = await t.app.inject({
      method: 'GET',
      url: libraryPaths.search('on_demand'),
      headers: premium.headers,
    });
    expect(bare.statusCode).toBe(400);
  });
});

describe('recent searches', () => {
  const send = (who: typeof premium, method: 'GET' | 'POST' | 'DELETE', query?: string) =>
    t.app
      .inject({
        method,
        url: libraryPaths.recentSearches,
        headers: who.headers,
        ...(query === undefined ? {} : { payload: { query } }),
      })
      .then((response) => ({ status: response.statusCode, body: response.json<RecentSearches>() }));

  it('keeps the newest first, a repeat moves to the top, and at most the last ten', async () => {
    await send(premium, 'POST', 'yoga');
    await send(premium, 'POST', '  Core  Burn ');
    expect((await send(premium, 'POST', 'yoga')).body.searches).toEqual(['yoga', 'core burn']);
    for (let i = 0; i < RECENT_SEARCHES + 2; i += 1) await send(premium, 'POST', `search ${i}`);
    const { body } = await send(premium, 'GET');
    expect(body.searches).toHaveLength(RECENT_SEARCHES);
    expect(body.searches[0]).toBe(`search ${RECENT_SEARCHES + 1}`);
    expect(body.searches).not.toContain('yoga');
  });

  it('are the member’s own, cleared on request, refused when empty, and need a session', async () => {
    await send(premium, 'POST', 'yoga');
    const other = await createMemberWithProfile(t.app);
    expect((await send(other, 'GET')).body.searches).toEqual([]);
    await send(other, 'DELETE');
    expect((await send(premium, 'GET')).body.searches).toEqual(['yoga']);
    const empty = await send(premium, 'POST', ' ');
    expect(empty.status).toBe(400);
    expect((await send(premium, 'GET')).body.searches).toEqual(['yoga']);
    expect((await send(premium, 'DELETE')).body.searches).toEqual([]);
    expect((await send(premium, 'GET')).body.searches).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: libraryPaths.recentSearches });
    expect(anonymous.statusCode).toBe(401);
  });
});
