import type { ItemKind, StoreId } from '@studio/shared';
import { type Placeholder, sql } from 'drizzle-orm';
import { items } from '../../db/schema';

/** Drizzle writes a column inside `sql` unqualified, which a subquery would read as its own `id`. */
export const ITEM_ID = sql.raw('"items"."id"');

export type TrainerJson = { id: number; name: string; headline: string; avatar: string | null };

/**
 * The columns every item answer needs, in the same statement as the page: the item, its trainers
 * (aggregated) and whether this member finished it. No query per item (DESIGN 5). `userId` is a
 * placeholder in a prepared statement.
 */
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
  recipe_type: items.recipe_type,
  preparation_time: items.preparation_time,
  label: items.label,
  trainers: sql<TrainerJson[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name, 'headline', t.headline, 'avatar', t.avatar) order by it.position)
    from item_trainers it join trainers t on t.id = it.trainer_id
    where it.item_id = ${ITEM_ID}), '[]'::json)`.as('trainers'),
  completed: sql<boolean>`exists(
    select 1 from workout_sessions ws
    where ws.user_id = ${userId} and ws.item_id = ${ITEM_ID} and ws.finished_at is not null)`.as('completed'),
});

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
  recipe_type: string | null;
  preparation_time: number | null;
  label: string | null;
  trainers: TrainerJson[];
  completed: boolean;
};

/** Recipes are open to every member (issue 4); every video needs premium (programs add rentals later). */
export const isOpenKind = (kind: ItemKind): boolean => kind === 'recipe' || kind === 'program_recipes';
