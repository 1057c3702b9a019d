import {
  catalogueMessages,
  cataloguePaths,
  filterPaths,
  offerMessages,
  programEditorMessages,
  studioPaths,
} from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { count, eq, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import {
  auditLog,
  filterGroups,
  filterOptions,
  lists,
  programPromoCodes,
  programs,
  promoCodes,
  trainers,
} from '../../src/db/schema';
import { uniqueConflicts } from '../../src/lib/unique-conflicts';
import { items, sampleCatalogue, t } from '../harness';
import { owner, send, withOwner } from './harness';

/**
 * Five identical console creates at once (issue 33, finding 4): the unique index lets one in and
 * the four others answer 409 naming the field, never 500. The race shows on PostgreSQL (PGlite runs
 * one transaction at a time): `scripts/with-postgres.sh` runs this file there, as CI does.
 */
withOwner({}, sampleCatalogue);

const rows = async (table: PgTable, where: SQL) => {
  const [row] = await t.db.select({ n: count() }).from(table).where(where);
  return row?.n;
};
const audited = async (action: string) => rows(auditLog, eq(auditLog.action, action));

const program = (overrides: object = {}) => ({
  key: 'core-builder',
  title: 'Core builder',
  description: 'Two weeks for the middle.',
  price: '29.50',
  apple_product_id: '',
  purchase_paragraphs: ['Two consecutive weeks from the day you buy it.'],
  display_prompt: false,
  week_required_days: 2,
  weeks: [{ days: [items.w3, items.w4] }],
  ...overrides,
});

/** A group of the on-demand store to add options to. */
const aGroup = async () => {
  const made = await send('POST', filterPaths.groups, { store: 'on_demand', title: 'Tempo' }, owner);
  expect(made.statusCode, made.body).toBe(200);
  return made.json<{ id: number }>().id;
};

type Create = {
  what: string;
  url: () => Promise<string> | string;
  body: () => object;
  field: string;
  code: string;
  message: string;
  made: () => Promise<number | undefined>;
  action: string;
};

const five = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 5 }, call));

/**
 * Five of the same create at once. Five reads first open the pool's connections and put the owner
 * in the member cache, so that the five creates reach the database together rather than one by
 * one behind a connection being opened.
 */
const fiveAtOnce = async (url: string, body: () => object) => {
  await five(() => send('GET', cataloguePaths.trainers, undefined, owner));
  return five(() => send('POST', url, body(), owner));
};

const creates: Create[] = [
  {
    what: 'a trainer with the same key',
    url: () => cataloguePaths.trainers,
    body: () => ({ name: 'Ana Lima', key: 'ana-lima' }),
    field: 'key',
    code: 'catalog_key_taken',
    message: inEnglish(catalogueMessages.keyTaken('ana-lima')),
    made: () => rows(trainers, eq(trainers.key, 'ana-lima')),
    action: 'trainer.create',
  },
  {
    what: 'a list with the same key',
    url: () => cataloguePaths.lists,
    body: () => ({ store: 'on_demand', kind: 'categories', title: 'Core', key: 'core-work' }),
    field: 'key',
    code: 'catalog_key_taken',
    message: inEnglish(catalogueMessages.keyTaken('core-work')),
    made: () => rows(lists, eq(lists.key, 'core-work')),
    action: 'list.create',
  },
  {
    what: 'a filter group with the same key',
    url: () => filterPaths.groups,
    body: () => ({ store: 'on_demand', title: 'Intensity', key: 'intensity' }),
    field: 'key',
    code: 'catalog_key_taken',
    message: inEnglish(catalogueMessages.keyTaken('intensity')),
    made: () => rows(filterGroups, eq(filterGroups.key, 'intensity')),
    action: 'filter.create',
  },
  {
    what: 'a filter option with the same key',
    url: async () => filterPaths.options(await aGroup()),
    body: () => ({ title: 'Slow', key: 'slow' }),
    field: 'key',
    code: 'catalog_key_taken',
    message: inEnglish(catalogueMessages.keyTaken('slow')),
    made: () => rows(filterOptions, eq(filterOptions.key, 'slow')),
    action: 'filter.option.create',
  },
  {
    what: 'a program with the same key',
    url: () => studioPaths.programs,
    body: () => program(),
    field: 'key',
    code: 'program_key_taken',
    message: inEnglish(programEditorMessages.keyTaken('core-builder')),
    made: () => rows(programs, eq(programs.key, 'core-builder')),
    action: 'program.create',
  },
  {
    what: 'a premium offer with the same code',
    url: () => studioPaths.premiumOffers,
    body: () => ({ code: 'SPRING25', montly_percent: 25, biannually_percent: 25, yearly_percent: 25 }),
    field: 'code',
    code: 'promo_code_taken',
    message: inEnglish(offerMessages.codeTaken('SPRING25')),
    made: () => rows(promoCodes, eq(sql`lower(${promoCodes.code})`, 'spring25')),
    action: 'offer.premium.create',
  },
  {
    what: 'a program offer with the same code',
    url: () => studioPaths.programOffers,
    body: () => ({ code: 'ONLY15', percent: 15 }),
    field: 'code',
    code: 'promo_code_taken',
    message: inEnglish(offerMessages.codeTaken('ONLY15')),
    made: () => rows(programPromoCodes, eq(sql`lower(${programPromoCodes.code})`, 'only15')),
    action: 'offer.program.create',
  },
];

describe('five identical console creates at once (issue 33)', () => {
  it.each(creates)('$what: one is made, four answer 409 naming `$field`', async (create) => {
    const answers = await fiveAtOnce(await create.url(), create.body);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({
        code: create.code,
        message: create.message,
        errors: { [create.field]: [create.message] },
      });
    }
    expect(await create.made()).toBe(1);
    expect(await audited(create.action)).toBe(1);
  });

  it('five programs sold as one App Store product at once: one is made, four answer 409 naming it', async () => {
    const product = 'studio.program.core';
    let i = 0;
    const answers = await fiveAtOnce(studioPaths.programs, () => {
      i += 1;
      return program({ key: `core-${i}`, apple_product_id: product });
    });
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const message = inEnglish(programEditorMessages.storeProductTaken(product));
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({
        code: 'store_product_taken',
        message,
        errors: { apple_product_id: [message] },
      });
    }
    expect(await rows(programs, eq(programs.apple_product_id, product))).toBe(1);
  });

  it('a key taken before answers the same 409, and nothing changes', async () => {
    const body = { name: 'Ana Lima', key: 'ana-lima' };
    expect((await send('POST', cataloguePaths.trainers, body, owner)).statusCode).toBe(200);
    const again = await send('POST', cataloguePaths.trainers, { ...body, name: 'Other' }, owner);
    expect([again.statusCode, again.json().errors]).toEqual([
      409,
      { key: [inEnglish(catalogueMessages.keyTaken('ana-lima'))] },
    ]);
    expect(await rows(trainers, eq(trainers.key, 'ana-lima'))).toBe(1);
    expect(await audited('trainer.create')).toBe(1);
  });

  it('names only unique indexes of the schema (a renamed index would fall back to a plain 409)', () => {
    const unique = new Set(
      (Object.values(schema) as unknown[])
        .filter((value): value is PgTable => is(value, PgTable))
        .flatMap((table) => getTableConfig(table).indexes)
        .filter((index) => index.config.unique)
        .map((index) => index.config.name),
    );
    expect(Object.keys(uniqueConflicts).filter((name) => !unique.has(name))).toEqual([]);
  });
});
