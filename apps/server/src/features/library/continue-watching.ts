import { SECTION_SIZE } from '@studio/shared';
import { type Placeholder, sql } from 'drizzle-orm';
import { z } from 'zod';
import { items, playbackPositions } from '../../db/schema';
import { col } from '../../db/sql-parts';
import { type ItemRow, ItemRowJson, itemJson } from './item-query';

/**
 * "Continue watching" (issue 19) as one JSON column of a bigger statement (home, the on-demand
 * library; decision 0013): the member's kept positions of on-demand items still in the catalogue,
 * newest play first, each with its item and where the member stopped (the card's progress bar),
 * read back with `continueWatchingRows`. A finish deletes the position, so finished plays are not
 * here. One probe of the member's positions through their index, bounded by SECTION_SIZE.
 */
export const continueWatchingJson = (userId: Placeholder) => sql`coalesce((
  select json_agg(json_build_object('item', cw.item, 'position_seconds', cw.seconds) order by cw.played_at desc) from (
    select ${itemJson(userId)} as item, ${col(playbackPositions.seconds)} as seconds,
      ${col(playbackPositions.played_at)} as played_at
    from ${playbackPositions} inner join ${items} on ${col(items.id)} = ${col(playbackPositions.item_id)}
    where ${col(playbackPositions.user_id)} = ${userId} and ${col(items.removed_at)} is null
      and ${col(items.store_id)} = 'on_demand'
    order by ${col(playbackPositions.played_at)} desc limit ${SECTION_SIZE}) cw), '[]'::json)`;

const ContinueWatchingJson = z.array(z.object({ item: ItemRowJson, position_seconds: z.number() }));

export type ContinueWatchingRow = { item: ItemRow; position_seconds: number };

/** "Continue watching" read back from its JSON column (null: none). */
export const continueWatchingRows = (value: unknown): ContinueWatchingRow[] =>
  ContinueWatchingJson.parse(value ?? []);
