import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  catalogueMessages,
  cataloguePaths,
  filterPaths,
  type Home,
  homePaths,
  type Library,
  type ListPage,
  libraryPaths,
  MAX_CATALOG_KEY,
  MAX_PHRASE,
  programEditorMessages,
  type StudioFilterGroups,
  type StudioList,
  type StudioLists,
  type StudioPhrase,
  type StudioPhrases,
  type StudioTrainer,
  type StudioTrainers,
} from '@studio/shared';
import { english, inEnglish } from '@studio/shared/english';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gifImage, multipart, pngImage } from '../images';
import { importSample, sampleCatalog } from '../library/catalog';
import { actions, coach, itemId, member, ok, send, t, withCatalogue } from './harness';

withCatalogue();

const asMember = async <T>(url: string) => {
  const answer = await t.app.inject({ method: 'GET', url, headers: member.headers });
  return { status: answer.statusCode, body: answer.json<T>() };
};
const library = async (store = 'on_demand') => (await asMember<Library>(libraryPaths.library(store))).body;
const upload = (url: string, body: Buffer, name = 'image', contentType = 'image/png') => {
  const form = multipart([{ name, filename: 'picture', contentType, body }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...coach.headers, ...form.headers },
    payload: form.payload,
  });
};

describe('the catalogue in the console: who may (issue 17)', () => {
  it('a coach reads the trainers, lists and phrases; a member is refused', async () => {
    for (const url of [cataloguePaths.trainers, cataloguePaths.lists, cataloguePaths.phrases]) {
      expect((await send('GET', url)).statusCode).toBe(200);
      expect((await send('GET', url, undefined, member)).statusCode).toBe(403);
    }
    const refused = await send('POST', cataloguePaths.trainers, { name: 'Nope' }, member);
    expect(refused.statusCode).toBe(403);
    expect((await ok<StudioTrainers>('GET', cataloguePaths.trainers)).trainers).toHaveLength(2);
  });
});

describe('trainers in the console (issue 17)', () => {
  it('a new trainer has a member page with their shown workouts, a chip in the library, last; audited', async () => {
    const ana = await ok<StudioTrainer>('POST', cataloguePaths.trainers, {
      name: '  Ana Lima ',
      headline: 'Pilates',
      bio: 'Ana teaches.',
    });
    expect(ana).toMatchObject({ name: 'Ana Lima', hidden: false, origin: 'studio', workouts: 0 });
    expect(ana.key).toMatch(/^ana-lima-[0-9a-f]{6}$/);
    // Credit her on a workout of the file: it joins her page.
    const w3 = await itemId('w3');
    await t.db.execute(
      `insert into item_trainers (item_id, trainer_id, position) values (${w3}, ${ana.id}, 1)`,
    );
    const page = await asMember<ListPage>(libraryPaths.list('on_demand', 'trainers', ana.id));
    expect(page.status).toBe(200);
    expect(page.body.list).toMatchObject({ title: 'Ana Lima', description: 'Pilates', bio: 'Ana teaches.' });
    expect((await library()).trainers.map((tr) => tr.name)).toEqual(['Maya Reyes', 'Leo Park', 'Ana Lima']);
    expect(await actions()).toEqual(['trainer.create']);
  });

  it('a given key is kept; a taken key is 409 at the key; bad input is 400 naming the field, nothing made', async () => {
    expect((await ok<StudioTrainer>('POST', cataloguePaths.trainers, { key: 'ana', name: 'Ana' })).key).toBe(
      'ana',
    );
    const taken = await send('POST', cataloguePaths.trainers, { key: 'maya', name: 'Maya two' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ key: [inEnglish(catalogueMessages.keyTaken('maya'))] });
    const bad = await send('POST', cataloguePaths.trainers, {
      key: 'Not A Key',
      name: ' ',
      headline: 'x'.repeat(201),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['headline', 'key', 'name']);
    expect(bad.json().errors.name).toEqual([inEnglish(catalogueMessages.required)]);
    expect((await ok<StudioTrainers>('GET', cataloguePaths.trainers)).trainers).toHaveLength(3);
  });

  it('an edit reaches the member page; a hidden trainer leaves the library and their page, their workouts stay', async () => {
    const { trainers } = await ok<StudioTrainers>('GET', cataloguePaths.trainers);
    const maya = trainers.find((tr) => tr.key === 'maya') as StudioTrainer;
    await ok('PUT', cataloguePaths.trainer(maya.id), { name: 'Maya R.', headline: 'Power', bio: '' });
    const page = await asMember<ListPage>(libraryPaths.list('on_demand', 'trainers', maya.id));
    expect(page.body.list).toMatchObject({ title: 'Maya R.', description: 'Power' });

    const hidden = await ok<StudioTrainer>('PUT', cataloguePaths.trainerVisibility(maya.id), {
      hidden: true,
    });
    expect(hidden.hidden).toBe(true);
    expect((await library()).trainers.map((tr) => tr.name)).toEqual(['Leo Park']);
    expect((await asMember(libraryPaths.list('on_demand', 'trainers', maya.id))).status).toBe(404);
    // Her workouts stay (w22 is hers and the newest).
    expect((await library()).latest.map((i) => i.id)).toContain(await itemId('w22'));

    await ok('PUT', cataloguePaths.trainerVisibility(maya.id), { hidden: false });
    expect((await library()).trainers.map((tr) => tr.name)).toEqual(['Maya R.', 'Leo Park']);
    expect(await actions()).toEqual(['trainer.update', 'trainer.hide', 'trainer.show']);
  });

  it('reordered trainers are in that order for members; an order missing one is 400', async () => {
    const { trainers } = await ok<StudioTrainers>('GET', cataloguePaths.trainers);
    const ids = trainers.map((tr) => tr.id);
    await ok('PUT', cataloguePaths.trainerOrder, { ids: [...ids].reverse() });
    expect((await library()).trainers.map((tr) => tr.name)).toEqual(['Leo Park', 'Maya Reyes']);
    const short = await send('PUT', cataloguePaths.trainerOrder, { ids: [ids[0]] });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ ids: [inEnglish(catalogueMessages.orderMismatch)] });
    expect(await actions()).toEqual(['trainer.reorder']);
  });

  it('an avatar is re-encoded and stored under a public catalogue key; a gif is refused at the field', async () => {
    const { trainers } = await ok<StudioTrainers>('GET', cataloguePaths.trainers);
    const leo = trainers.find((tr) => tr.key === 'leo') as StudioTrainer;
    const webp = await sharp(await pngImage(40, 30))
      .webp()
      .toBuffer();
    const answer = await upload(cataloguePaths.trainerImage(leo.id, 'avatar'), webp, 'image', 'image/webp');
    expect(answer.statusCode, answer.body).toBe(200);
    const avatar = answer.json<StudioTrainer>().avatar as string;
    const key = avatar.slice(avatar.indexOf('catalog/studio/'));
    expect(key).toMatch(/^catalog\/studio\/trainers\/\d+-avatar-[0-9a-f]+\.webp$/);
    const stored = await fs.readFile(path.join(t.dataDir, 'storage', key));
    expect((await sharp(stored).metadata()).format).toBe('webp');
    const page = await asMember<ListPage>(libraryPaths.list('on_demand', 'trainers', leo.id));
    expect(page.body.list.image).toContain(key);

    const gif = await upload(
      cataloguePaths.trainerImage(leo.id, 'avatar'),
      await gifImage(),
      'image',
      'image/gif',
    );
    expect(gif.statusCode).toBe(400);
    expect(gif.json().errors).toEqual({ image: [english('shared.upload.catalogImageType')] });
    expect(await actions()).toEqual(['trainer.image']);
  });

  it('a new image replaces the old one in storage: the replaced console image is removed', async () => {
    const { trainers } = await ok<StudioTrainers>('GET', cataloguePaths.trainers);
    const leo = trainers.find((tr) => tr.key === 'leo') as StudioTrainer;
    const storedKey = async () => {
      const answer = await upload(cataloguePaths.trainerImage(leo.id, 'avatar'), await pngImage(40, 30));
      expect(answer.statusCode, answer.body).toBe(200);
      const avatar = answer.json<StudioTrainer>().avatar as string;
      return path.join(t.dataDir, 'storage', avatar.slice(avatar.indexOf('catalog/studio/')));
    };
    const first = await storedKey();
    await expect(fs.stat(first)).resolves.toBeTruthy();
    const second = await storedKey();
    expect(second).not.toBe(first);
    await expect(fs.stat(second)).resolves.toBeTruthy();
    await expect(fs.stat(first)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await actions()).toEqual(['trainer.image', 'trainer.image']);
  });
});

describe('categories and curated lists in the console (issue 17)', () => {
  const makeCategory = (payload: object = {}) =>
    ok<StudioList>('POST', cataloguePaths.lists, {
      store: 'on_demand',
      kind: 'categories',
      title: 'Core',
      ...payload,
    });

  it('a coach makes a category, fills it in an order and reorders it: members see that order', async () => {
    const core = await makeCategory({ description: 'Abs and back' });
    expect(core).toMatchObject({ title: 'Core', hidden: false, origin: 'studio', items: [] });
    const [w5, w1, w9] = [await itemId('w5'), await itemId('w1'), await itemId('w9')];
    await ok('PUT', cataloguePaths.listItems(core.id), { item_ids: [w5, w1, w9] });
    const titles = async () =>
      (await asMember<ListPage>(libraryPaths.list('on_demand', 'categories', core.id))).body.items.map(
        (i) => i.id,
      );
    expect(await titles()).toEqual([w5, w1, w9]);
    expect((await library()).categories.map((c) => c.title)).toEqual(['All', 'Ten', 'Three', 'Core']);

    await ok('PUT', cataloguePaths.listItems(core.id), { item_ids: [w9, w5] });
    expect(await titles()).toEqual([w9, w5]);
    expect(await actions()).toEqual(['list.create', 'list.items', 'list.items']);
  });

  it('a list holds shown items of its store, once each; bad input is 400 naming the field, nothing changes', async () => {
    const core = await makeCategory();
    const oats = await itemId('oats');
    const w1 = await itemId('w1');
    const stranger = await send('PUT', cataloguePaths.listItems(core.id), { item_ids: [w1, oats] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual({ item_ids: [inEnglish(catalogueMessages.itemNotShown(oats))] });
    const twice = await send('PUT', cataloguePaths.listItems(core.id), { item_ids: [w1, w1] });
    expect(twice.json().errors).toEqual({ item_ids: [inEnglish(catalogueMessages.itemTwice(w1))] });
    const bad = await send('POST', cataloguePaths.lists, { store: 'gym', kind: 'trainers', title: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['kind', 'store', 'title']);
    const taken = await send('POST', cataloguePaths.lists, {
      key: 'all',
      store: 'on_demand',
      kind: 'categories',
      title: 'All',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ key: [inEnglish(catalogueMessages.keyTaken('all'))] });
    const lists = await ok<StudioLists>('GET', cataloguePaths.lists);
    expect(lists.lists.find((l) => l.id === core.id)?.items).toEqual([]);
    expect(lists.choices.nutrition.map((c) => c.id)).toContain(oats);
  });

  it("reordered lists are in that order in the member's library; a hidden list leaves it and its page", async () => {
    const { lists } = await ok<StudioLists>('GET', cataloguePaths.lists);
    const categories = lists.filter((l) => l.store === 'on_demand' && l.kind === 'categories');
    const ids = categories.map((l) => l.id).reverse();
    await ok('PUT', cataloguePaths.listOrder, { store: 'on_demand', kind: 'categories', ids });
    expect((await library()).categories.map((c) => c.title)).toEqual(['Three', 'Ten', 'All']);
    const wrong = await send('PUT', cataloguePaths.listOrder, {
      store: 'nutrition',
      kind: 'categories',
      ids,
    });
    expect(wrong.statusCode).toBe(400);

    const three = categories.find((l) => l.key === 'three') as StudioList;
    await ok('PUT', cataloguePaths.listVisibility(three.id), { hidden: true });
    expect((await library()).categories.map((c) => c.title)).toEqual(['Ten', 'All']);
    expect((await asMember(libraryPaths.list('on_demand', 'categories', three.id))).status).toBe(404);
    expect(await actions()).toEqual(['list.reorder', 'list.hide']);
  });

  it('an item the file drops leaves a console list, the others kept in order', async () => {
    const core = await makeCategory();
    const [w7, w8, w9] = [await itemId('w7'), await itemId('w8'), await itemId('w9')];
    await ok('PUT', cataloguePaths.listItems(core.id), { item_ids: [w7, w8, w9] });
    // The file drops w8: the import hides it, and it leaves the console's list too.
    const catalog = sampleCatalog();
    catalog.items = catalog.items.filter((i) => i.key !== 'w8');
    for (const list of catalog.lists) list.items = list.items.filter((k) => k !== 'w8');
    await importSample(t, catalog);
    const page = await asMember<ListPage>(libraryPaths.list('on_demand', 'categories', core.id));
    expect(page.body.items.map((i) => i.id)).toEqual([w7, w9]);
  });
});

describe('catalogue keys are bounded (issue 33)', () => {
  it('a key longer than MAX_CATALOG_KEY is a 400 naming the key, not a 500, and nothing is made', async () => {
    // 10,000 characters that do not compress: more than a unique index's entry holds (a 500 before).
    const long = crypto.randomBytes(5_000).toString('hex');
    const groups = await ok<StudioFilterGroups>('GET', filterPaths.groups);
    const group = groups.groups[0]?.id as number;
    for (const [url, payload] of [
      [cataloguePaths.trainers, { name: 'Ana' }],
      [cataloguePaths.lists, { store: 'on_demand', kind: 'categories', title: 'Core' }],
      [filterPaths.groups, { store: 'on_demand', title: 'Level' }],
      [filterPaths.options(group), { title: 'Expert' }],
    ] as const) {
      for (const key of [long, 'a'.repeat(MAX_CATALOG_KEY + 1)]) {
        const answer = await send('POST', url, { ...payload, key });
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(400);
        expect(answer.json().errors, url).toEqual({ key: [inEnglish(programEditorMessages.keyInvalid)] });
      }
      // The longest key is taken.
      expect(
        (await send('POST', url, { ...payload, key: 'a'.repeat(MAX_CATALOG_KEY) })).statusCode,
        url,
      ).toBe(200);
    }
    expect(await actions()).toEqual([
      'trainer.create',
      'list.create',
      'filter.create',
      'filter.option.create',
    ]);
  });
});

describe('daily phrases in the console (issue 17)', () => {
  it("a new phrase, reordered, is home's phrase of the day; removing phrases leaves the rest", async () => {
    const first = (await ok<StudioPhrases>('GET', cataloguePaths.phrases)).phrases[0];
    const added = await ok<{ id: number }>('POST', cataloguePaths.phrases, {
      text: ' Rest is training too. ',
    });
    const homePhrase = async () => (await asMember<Home>(homePaths.home)).body.daily_phrase?.text;
    await ok('DELETE', cataloguePaths.phrase(first?.id as number));
    expect(await homePhrase()).toBe('Rest is training too.');
    await ok('PUT', cataloguePaths.phrase(added.id), { text: 'Rest well.' });
    expect(await homePhrase()).toBe('Rest well.');
    const second = await ok<{ id: number }>('POST', cataloguePaths.phrases, { text: 'Drink water.' });
    // One a day in order: swapping the two changes today's phrase.
    const before = await homePhrase();
    await ok('PUT', cataloguePaths.phraseOrder, { ids: [second.id, added.id] });
    const after = await homePhrase();
    expect(new Set([before, after])).toEqual(new Set(['Rest well.', 'Drink water.']));
    const empty = await send('POST', cataloguePaths.phrases, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ text: [inEnglish(catalogueMessages.required)] });
    expect(await actions()).toEqual([
      'phrase.create',
      'phrase.remove',
      'phrase.update',
      'phrase.create',
      'phrase.reorder',
    ]);
  });

  it('gives a member the phrase in their language where it has words in it (issue 35)', async () => {
    const all = (await ok<StudioPhrases>('GET', cataloguePaths.phrases)).phrases;
    for (const phrase of all) await ok('DELETE', cataloguePaths.phrase(phrase.id));
    const added = await ok<StudioPhrase>('POST', cataloguePaths.phrases, {
      text: 'Rest well.',
      translations: { 'pt-BR': ' Descanse bem. ', es: '' },
    });
    // An empty language is none; the words are trimmed.
    expect(added.translations).toEqual({ 'pt-BR': 'Descanse bem.' });
    const phraseIn = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: homePaths.home,
          headers: { ...member.headers, 'accept-language': language },
        })
      ).json<Home>().daily_phrase?.text;
    expect(await phraseIn('pt-BR')).toBe('Descanse bem.');
    expect(await phraseIn('es')).toBe('Rest well.');
    expect(await phraseIn('en')).toBe('Rest well.');
    await ok('PUT', cataloguePaths.phrase(added.id), {
      text: 'Rest well.',
      translations: { es: 'Descansa bien.' },
    });
    expect(await phraseIn('es')).toBe('Descansa bien.');
    expect(await phraseIn('pt-BR')).toBe('Rest well.');
    // A language Studio does not speak, or words too long, is refused on its field and changes nothing.
    const german = await send('PUT', cataloguePaths.phrase(added.id), {
      text: 'Rest well.',
      translations: { de: 'Gut ausruhen.' },
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().errors).toEqual({ translations: ['de is not a field of this request'] });
    const long = await send('PUT', cataloguePaths.phrase(added.id), {
      text: 'Rest well.',
      translations: { es: 'x'.repeat(MAX_PHRASE + 1) },
    });
    expect(long.json().errors).toEqual({ translations: [`Must be at most ${MAX_PHRASE} characters`] });
    expect((await ok<StudioPhrases>('GET', cataloguePaths.phrases)).phrases[0]?.translations).toEqual({
      es: 'Descansa bien.',
    });
  });
});

describe('the catalogue file and the console (issue 17)', () => {
  it('an import that does not name console rows leaves them; one that names their key wins', async () => {
    const ana = await ok<StudioTrainer>('POST', cataloguePaths.trainers, { key: 'ana', name: 'Ana' });
    const core = await ok<StudioList>('POST', cataloguePaths.lists, {
      key: 'core',
      store: 'on_demand',
      kind: 'categories',
      title: 'Core',
    });
    const w1 = await itemId('w1');
    await ok('PUT', cataloguePaths.listItems(core.id), { item_ids: [w1] });
    await ok('POST', cataloguePaths.phrases, { text: 'Console words.' });

    await importSample(t);
    expect((await library()).trainers.map((tr) => tr.name)).toContain('Ana');
    expect(
      (await asMember<ListPage>(libraryPaths.list('on_demand', 'categories', core.id))).body.items.map(
        (i) => i.id,
      ),
    ).toEqual([w1]);
    expect((await ok<StudioPhrases>('GET', cataloguePaths.phrases)).phrases.map((p) => p.text)).toContain(
      'Console words.',
    );
    expect((await asMember(libraryPaths.list('on_demand', 'trainers', ana.id))).status).toBe(200);

    const catalog = sampleCatalog();
    catalog.trainers.push({ key: 'ana', name: 'Ana from the file', headline: '', bio: '' });
    await importSample(t, catalog);
    const names = (await ok<StudioTrainers>('GET', cataloguePaths.trainers)).trainers.map((tr) => tr.name);
    expect(names).toContain('Ana from the file');
  });
});
