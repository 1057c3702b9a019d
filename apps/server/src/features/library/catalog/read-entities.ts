import { type Cents, formatCents } from '@studio/shared';
import { and, asc, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  dailyPhrases,
  filterGroups,
  filterOptions,
  listItems,
  lists,
  products,
  programDays,
  programRecipes,
  programs,
  stores,
  trainers,
} from '../../../db/schema';

/**
 * Today's catalogue as the catalogue file writes it, one entity at a time (`readCatalog` puts them
 * together). A reader names each media file through `ref`, and another entity by its key.
 */

/** A stored media key as the file names it (and noted for the export to copy). */
export type Ref = (key: string | null) => string | undefined;

/** Row ids to the keys the file names them by. */
export type Keys = Map<number, string>;

export const keysById = <T extends { id: number; key: string }>(rows: T[]): Keys =>
  new Map(rows.map((r) => [r.id, r.key]));

/** Ids for `inArray`, which takes no empty list. */
export const idsOrNone = (ids: number[]) => (ids.length > 0 ? ids : [0]);

/** The keys of the items rows name, in their order (an item that stays behind is left out). */
const itemKeysOf = (rows: { item_id: number }[], items: Keys) =>
  rows.flatMap((r) => (items.has(r.item_id) ? [items.get(r.item_id) as string] : []));

export const readStores = async (db: Db, ref: Ref) =>
  (await db.select().from(stores).orderBy(asc(stores.id))).map((s) => ({
    id: s.id,
    title: s.title,
    description: s.description,
    banner_image: ref(s.banner_image),
  }));

export const readTrainers = async (db: Db, ref: Ref) => {
  // In the order members see them (the importer orders their pages as the file does).
  const rows = await db
    .select()
    .from(trainers)
    .orderBy(
      sql`(select ${lists.position} from ${lists} where ${lists.kind} = 'trainers' and ${lists.trainer_id} = ${trainers.id}) nulls last`,
      asc(trainers.id),
    );
  return {
    keys: keysById(rows),
    trainers: rows.map((t) => ({
      key: t.key,
      name: t.name,
      headline: t.headline,
      bio: t.bio,
      avatar: ref(t.avatar),
      background_image: ref(t.background_image),
      title_image: ref(t.title_image),
    })),
  };
};

export const readProducts = async (db: Db, ref: Ref) => {
  const rows = await db.select().from(products).orderBy(asc(products.id));
  return {
    keys: keysById(rows),
    products: rows.map((p) => ({
      key: p.key,
      name: p.name,
      description: p.description,
      product_url: p.product_url,
      image: ref(p.image),
    })),
  };
};

/** Filter groups with their options; `options` names each option `group:option` for the items. */
export const readFilterGroups = async (db: Db) => {
  const [groupRows, optionRows] = await Promise.all([
    // Groups staff hid stay behind, as hidden lists do; so do groups without options yet.
    db.select().from(filterGroups).where(isNull(filterGroups.hidden_at)).orderBy(asc(filterGroups.position)),
    db.select().from(filterOptions).orderBy(asc(filterOptions.position)),
  ]);
  const exported = groupRows.filter((g) => optionRows.some((o) => o.group_id === g.id));
  return {
    options: new Map(
      optionRows.flatMap((o) => {
        const group = exported.find((g) => g.id === o.group_id);
        return group ? [[o.id, `${group.key}:${o.key}`] as const] : [];
      }),
    ),
    filter_groups: exported.map((g) => ({
      key: g.key,
      store: g.store_id,
      title: g.title,
      options: optionRows.filter((o) => o.group_id === g.id).map((o) => ({ key: o.key, title: o.title })),
    })),
  };
};

export const readPhrases = async (db: Db) =>
  (await db.select().from(dailyPhrases).orderBy(asc(dailyPhrases.position), asc(dailyPhrases.id))).map(
    // Translations only where there are some: a file without them reads as before (issue 35).
    (p) => ({
      key: p.key,
      text: p.text,
      ...(Object.keys(p.translations).length && { translations: p.translations }),
    }),
  );

/** Lists with their items (trainer lists are the importer's to make). */
export const readLists = async (db: Db, ref: Ref, items: Keys) => {
  // Lists staff hid stay behind, as hidden items do.
  const rows = await db
    .select()
    .from(lists)
    .where(and(ne(lists.kind, 'trainers'), isNull(lists.hidden_at)))
    .orderBy(asc(lists.position), asc(lists.id));
  const entries = await db
    .select()
    .from(listItems)
    .where(inArray(listItems.list_id, idsOrNone(rows.map((l) => l.id))))
    .orderBy(asc(listItems.position));
  return rows.map((l) => ({
    key: l.key,
    store: l.store_id,
    kind: l.kind,
    title: l.title,
    description: l.description,
    bio: l.bio,
    image: ref(l.image),
    background_image: ref(l.background_image),
    title_image: ref(l.title_image),
    items: itemKeysOf(
      entries.filter((r) => r.list_id === l.id),
      items,
    ),
  }));
};

/** Programs on sale with their weeks of workouts and their recipes. */
export const readPrograms = async (db: Db, ref: Ref, items: Keys, currency: string) => {
  const rows = await db
    .select()
    .from(programs)
    .where(and(isNull(programs.removed_at), isNull(programs.hidden_at)))
    .orderBy(asc(programs.position));
  const ids = idsOrNone(rows.map((p) => p.id));
  const [dayRows, recipeRows] = await Promise.all([
    db
      .select()
      .from(programDays)
      .where(inArray(programDays.program_id, ids))
      .orderBy(asc(programDays.week), asc(programDays.day)),
    db
      .select()
      .from(programRecipes)
      .where(inArray(programRecipes.program_id, ids))
      .orderBy(asc(programRecipes.position)),
  ]);
  return rows.map((p) => {
    const days = dayRows.filter((d) => d.program_id === p.id);
    return {
      key: p.key,
      title: p.title,
      description: p.description,
      banner_image: ref(p.banner_image),
      price: formatCents(p.price_cents as Cents, currency),
      apple_product_id: p.apple_product_id ?? undefined,
      purchase_paragraphs: p.purchase_paragraphs,
      display_prompt: p.display_prompt,
      completion_prompt_url: p.completion_prompt_url ?? undefined,
      tips_url: p.tips_url ?? undefined,
      recipes: itemKeysOf(
        recipeRows.filter((r) => r.program_id === p.id),
        items,
      ),
      week_required_days: p.week_required_days,
      weeks: Array.from({ length: p.weeks }, (_, w) => ({
        days: itemKeysOf(
          days.filter((d) => d.week === w + 1),
          items,
        ),
      })),
    };
  });
};
