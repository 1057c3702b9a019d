import { ITEM_KINDS, type ItemKind, STORE_IDS, type StoreId } from '@studio/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { items } from '../../db/schema';
import { col, epochMs } from '../../db/sql-parts';

/** Drizzle writes a column inside `sql` unqualified, which a subquery would read as its own `id`. */
export const ITEM_ID = sql.raw('"items"."id"');

export type TrainerJson = { id: number; name: string; headline: string; avatar: string | null };

/**
 * The columns every item answer needs, in the same statement as the page: the item, its trainers
 * (aggregated) and whether this member finished it. No query per item (DESIGN 5). `userId` is a
 * placeholder in a prepared statement.
 */
const trainersOfItem = sql<TrainerJson[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name, 'headline', t.headline, 'avatar', t.avatar) order by it.position)
    from item_trainers it join trainers t on t.id = it.trainer_id
    where it.item_id = ${ITEM_ID}), '[]'::json)`;
/**
 * Whether the member finished the item: one probe of their plays of it through its index. A scalar
 * subquery with `limit 1`, not `exists`: PostgreSQL may turn an `exists` into a hash of every play
 * the member ever finished, read on each request (10,000 plays cost twice 10).
 */
const finishedBy = (userId: number | Placeholder | SQL) => sql<boolean>`coalesce((
    select true from workout_sessions ws
    where ws.user_id = ${userId} and ws.item_id = ${ITEM_ID} and ws.finished_at is not null limit 1), false)`;

export const itemFields = (userId: number | Placeholder) => ({
  id: items.id,
  kind: items.kind,
  store_id: items.store_id,
  title: items.title,
  description: items.description,
  duration_seconds: items.duration_seconds,
  video_hls: items.video_hls,
  video_mp4: items.video_mp4,
  live_url: items.live_url,
  image: items.image,
  thumb: items.thumb,
  banner_image: items.banner_image,
  is_new: items.is_new,
  event_date: items.event_date,
  on_air: sql<boolean>`${items.on_air_since} is not null`.as('on_air'),
  recipe_type: items.recipe_type,
  preparation_time: items.preparation_time,
  label: items.label,
  trainers: sql<TrainerJson[]>`${trainersOfItem}`.as('trainers'),
  completed: sql<boolean>`${finishedBy(userId)}`.as('completed'),
});

/**
 * The same fields as one JSON object (`event_date` as epoch ms), for a section of items inside one
 * column of a bigger statement (a store's library, home); `itemRows` reads them back.
 */
export const itemJson = (userId: number | Placeholder | SQL) => sql`json_build_object(
  'id', ${ITEM_ID}, 'kind', ${col(items.kind)}, 'store_id', ${col(items.store_id)}, 'title', ${col(items.title)},
  'description', ${col(items.description)}, 'duration_seconds', ${col(items.duration_seconds)},
  'video_hls', ${col(items.video_hls)}, 'video_mp4', ${col(items.video_mp4)}, 'live_url', ${col(items.live_url)},
  'image', ${col(items.image)}, 'thumb', ${col(items.thumb)}, 'banner_image', ${col(items.banner_image)},
  'is_new', ${col(items.is_new)}, 'event_date', ${epochMs(col(items.event_date))},
  'on_air', ${col(items.on_air_since)} is not null,
  'recipe_type', ${col(items.recipe_type)}, 'preparation_time', ${col(items.preparation_time)},
  'label', ${col(items.label)}, 'trainers', ${trainersOfItem}, 'completed', ${finishedBy(userId)})`;

export const ItemRowJson = z.object({
  id: z.number(),
  kind: z.enum(ITEM_KINDS),
  store_id: z.enum(STORE_IDS),
  title: z.string(),
  description: z.string(),
  duration_seconds: z.number(),
  video_hls: z.string().nullable(),
  video_mp4: z.string().nullable(),
  live_url: z.string().nullable(),
  image: z.string().nullable(),
  thumb: z.string().nullable(),
  banner_image: z.string().nullable(),
  is_new: z.boolean(),
  event_date: z
    .number()
    .nullable()
    .transform((ms) => (ms === null ? null : new Date(ms))),
  on_air: z.boolean(),
  recipe_type: z.string().nullable(),
  preparation_time: z.number().nullable(),
  label: z.string().nullable(),
  trainers: z.array(
    z.object({ id: z.number(), name: z.string(), headline: z.string(), avatar: z.string().nullable() }),
  ),
  completed: z.boolean(),
});

/** Items read back from a JSON array of `itemJson` objects (null: none). */
export const itemRows = (value: unknown): ItemRow[] => z.array(ItemRowJson).parse(value ?? []);

export type ItemRow = {
  id: number;
  kind: ItemKind;
  store_id: StoreId;
  title: string;
  description: string;
  duration_seconds: number;
  video_hls: string | null;
  video_mp4: string | null;
  live_url: string | null;
  image: string | null;
  thumb: string | null;
  banner_image: string | null;
  is_new: boolean;
  event_date: Date | null;
  /** A live class streaming through Studio now (issue 37). */
  on_air: boolean;
  recipe_type: string | null;
  preparation_time: number | null;
  label: string | null;
  trainers: TrainerJson[];
  completed: boolean;
};

/** Recipes are open to every member (issue 4); every video needs premium (programs add rentals later). */
export const isOpenKind = (kind: ItemKind): boolean => kind === 'recipe' || kind === 'program_recipes';
