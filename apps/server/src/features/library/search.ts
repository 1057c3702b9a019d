import { MAX_SEARCH_LENGTH, type StoreId } from '@studio/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, TYPO_SIMILARITY } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  filterGroups,
  filterOptions,
  itemFilterOptions,
  items,
  lists,
  programs,
  trainers,
} from '../../db/schema';
import { col } from '../../db/sql-parts';
import { validationError } from '../../errors';
import { type ItemRow, itemJson, itemRows } from './item-query';
import { ListsJson } from './load-library';

/**
 * Search (issue 36): a store's items, trainers' pages, lists and programs matching what the member
 * typed, in one statement. An item matches when each word typed starts a word of its search
 * document (migration 0037: title, trainers, description, filter options), shares a word's stem in
 * the catalogue's language (migration 0038), or is close enough to a part of its title for a typo
 * ("yoag" finds "Morning Yoga Flow"). Ranked by PostgreSQL's `ts_rank` (title over trainers over
 * description over options) plus the closeness of the words to the title.
 */

/** At most this many items, trainers, lists and programs in an answer. */
const MAX_ITEMS = 40;
const MAX_OTHERS = 10;
/** At most this many words of a search count (a sentence pasted in is not a search). */
const MAX_WORDS = 8;

/** The words of a search: letters and digits in any script, lower case, at most MAX_WORDS. */
export const searchWords = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);

/** Checks and normalises what a member typed: 1 to MAX_SEARCH_LENGTH characters with a word in them. */
export const searchText = (field: string, text: string): string => {
  const words = searchWords(text);
  if (text.trim().length > MAX_SEARCH_LENGTH || words.length === 0) {
    throw validationError({ [field]: ['server.library.searchInvalid'] });
  }
  return words.join(' ');
};

/** Each word typed, in its own placeholder (null when fewer are typed), so each can use the trigram index. */
const WORD_SLOTS = Array.from({ length: MAX_WORDS }, (_, i) => sql.placeholder(`word${i}`));

const p = {
  storeId: sql.placeholder('storeId'),
  words: sql.placeholder('words'),
  text: sql.placeholder('text'),
  anyWord: sql.placeholder('anyWord'),
  anyStem: sql.placeholder('anyStem'),
  now: sql.placeholder('now'),
  optionIds: sql.placeholder('optionIds'),
  userId: sql.placeholder('userId'),
};

const similar = sql.raw(String(TYPO_SIMILARITY));
/**
 * The catalogue's language (migration 0038: the studio's, as a text search configuration), read once
 * per statement: a word typed also matches the words of a document that share its stem.
 */
const config = sql`(select studio_search_config())`;
/** A word typed: as the start of a word written, or as its stem in the catalogue's language. */
const wordQuery = (word: SQL) =>
  sql`(to_tsquery('simple', lower(unaccent(${word})) || ':*') || to_tsquery(${config}, lower(unaccent(${word}))))`;
/**
 * Any word typed (`yog:* | fl:*`, and `yog | flow` stemmed), unaccented as the documents are: for
 * the rank and the candidates.
 */
const anyWordQuery = sql`(to_tsquery('simple', lower(unaccent(${p.anyWord}::text)))
  || to_tsquery(${config}, lower(unaccent(${p.anyStem}::text))))`;
/**
 * Each word typed as its query, in the order typed: made once per statement (an uncorrelated
 * subquery), not once per candidate row and word.
 */
const typedQueries = sql`(select array_agg(${wordQuery(sql`u.word`)} order by u.n)
  from unnest(${p.words}::text[]) with ordinality u(word, n))`;
/**
 * Every word typed either starts a word of `document`, shares a word's stem, or is close to a part
 * of `title` (a typo): "morning yoag" finds "Morning Yoga Flow", "morning burn" does not.
 */
const everyWordIn = (document: SQL, title: SQL) => sql`not exists (
  select 1 from unnest(${p.words}::text[], ${typedQueries}) typed(word, query)
  where not (${document} @@ typed.query
    or word_similarity(lower(unaccent(typed.word)), ${title}) >= ${similar}))`;
/** A name (a trainer's, a list's, a program's title) that every word typed matches. */
const nameMatches = (value: SQL) =>
  everyWordIn(sql`studio_search_words(${config}, ${value})`, sql`lower(unaccent(${value}))`);
const liveEnd = sql`${col(items.event_date)} + ${col(items.duration_seconds)} * interval '1 second'`;

/** The chosen filter options of this store (the library's own rule: groups narrow, options widen). */
const chosen = sql`select ${col(filterOptions.id)} as id, ${col(filterOptions.group_id)} as group_id
  from ${filterOptions} join ${filterGroups} on ${col(filterGroups.id)} = ${col(filterOptions.group_id)}
  where ${col(filterOptions.id)} = any(${p.optionIds}::bigint[]) and ${col(filterGroups.store_id)} = ${p.storeId}
    and ${col(filterGroups.hidden_at)} is null`;

/**
 * The items a search may find, through the indexes (migration 0037): a word typed starts one of
 * their words (GIN on the document), or is close to a part of their title (pg_trgm's `%>`, GIN
 * on the title, at the threshold `pg_trgm.word_similarity_threshold` that db/client.ts sets on
 * every connection to TYPO_SIMILARITY). `everyWordIn` then keeps those that every word matches.
 */
const candidates = sql`(${col(items.search_document)} @@ ${anyWordQuery} or ${sql.join(
  WORD_SLOTS.map((word) => sql`${col(items.search_title)} %> lower(unaccent(${word}::text))`),
  sql` or `,
)})`;

const searchQuery = preparedOnce((db: Db) =>
  db
    .select({
      found: sql<number>`(select count(*) from (${chosen}) c)::int`,
      // The page's ids and ranks first, then each found item's fields (trainers, finished) for them only.
      items: sql<unknown>`coalesce((
        select json_agg(${itemJson(p.userId)} order by found.rank desc, found.published_at desc) from (
          select ${col(items.id)} as found_id, ${col(items.published_at)} as published_at,
            ts_rank(${col(items.search_document)}, ${anyWordQuery})
              + word_similarity(lower(unaccent(${p.text}::text)), ${col(items.search_title)}) as rank
          from ${items}
          where ${col(items.store_id)} = ${p.storeId} and ${col(items.removed_at)} is null
            and ${candidates}
            and (${col(items.kind)} <> 'live_training' or ${liveEnd} > ${p.now}::timestamptz)
            -- One word typed: a candidate matches it already (the same two tests, through the indexes).
            and (cardinality(${p.words}::text[]) = 1
              or ${everyWordIn(col(items.search_document), col(items.search_title))})
            and not exists (
              select 1 from (${chosen}) g where not exists (
                select 1 from ${itemFilterOptions} io join (${chosen}) o on o.id = io.option_id
                where o.group_id = g.group_id and io.item_id = ${col(items.id)}))
          order by rank desc, ${col(items.published_at)} desc limit ${MAX_ITEMS}) found
        join ${items} on ${col(items.id)} = found.found_id), '[]'::json)`,
      lists: sql<unknown>`coalesce((
        select json_agg(row_to_json(l) order by l.kind desc, l.position) from (
          select ${lists}.* from ${lists} left join ${trainers} on ${col(trainers.id)} = ${col(lists.trainer_id)}
          where ${col(lists.store_id)} = ${p.storeId} and ${col(lists.hidden_at)} is null
            and (${nameMatches(col(lists.title))}
              or (${col(lists.kind)} = 'trainers' and ${nameMatches(col(trainers.name))}))
          order by ${col(lists.position)} limit ${MAX_OTHERS * 2}) l), '[]'::json)`,
      programs: sql<unknown>`coalesce((
        select json_agg(row_to_json(pr) order by pr.position) from (
          select ${col(programs.id)} as id, ${col(programs.title)} as title,
            ${col(programs.description)} as description, ${col(programs.weeks)} as weeks,
            ${col(programs.banner_image)} as banner_image, ${col(programs.position)} as position
          from ${programs}
          where ${p.storeId} = 'on_demand' and ${col(programs.removed_at)} is null
            and ${col(programs.hidden_at)} is null and ${nameMatches(col(programs.title))}
          order by ${col(programs.position)} limit ${MAX_OTHERS}) pr), '[]'::json)`,
    })
    .from(sql`(select 1) one`)
    .prepare('member_search'),
);

const ProgramRows = z.array(
  z.object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    weeks: z.number(),
    banner_image: z.string().nullable(),
  }),
);

export type SearchRows = {
  items: ItemRow[];
  trainers: z.infer<typeof ListsJson>;
  lists: z.infer<typeof ListsJson>;
  programs: z.infer<typeof ProgramRows>;
};

/**
 * What a store holds for `text` (already `searchText`), narrowed by the library's filter options.
 * An option that is not this store's (or hidden) is a 400 naming `filters`, as on a list's page.
 */
export const search = async ({
  db,
  userId,
  storeId,
  text,
  optionIds,
  now,
}: {
  db: Db;
  userId: number;
  storeId: StoreId;
  text: string;
  optionIds: number[];
  now: Date;
}): Promise<SearchRows> => {
  const words = searchWords(text);
  const [row] = await searchQuery(db).execute({
    storeId,
    words,
    text: words.join(' '),
    ...Object.fromEntries(Array.from({ length: MAX_WORDS }, (_, i) => [`word${i}`, words[i] ?? null])),
    anyWord: words.map((word) => `${word}:*`).join(' | '),
    anyStem: words.join(' | '),
    now: now.toISOString(),
    optionIds,
    userId,
  });
  if (!row) throw new Error('The search statement answered no row');
  if (row.found !== new Set(optionIds).size)
    throw validationError({ filters: ['shared.library.filtersInvalid'] });
  const found = ListsJson.parse(row.lists ?? []);
  return {
    items: itemRows(row.items),
    trainers: found.filter((list) => list.kind === 'trainers').slice(0, MAX_OTHERS),
    lists: found.filter((list) => list.kind !== 'trainers').slice(0, MAX_OTHERS),
    programs: ProgramRows.parse(row.programs ?? []),
  };
};
