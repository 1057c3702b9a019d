import { SECTION_SIZE } from '@studio/shared';
import { type Placeholder, sql } from 'drizzle-orm';
import { items, playbackPositions } from '../../db/schema';
import { col } from '../../db/sql-parts';
import { itemJson } from './item-query';

/**
 * "Continue watching" (issue 19) as one JSON column of a bigger statement (home, the on-demand
 * library; decision 0013): the member's kept positions of on-demand items still in the catalogue,
 * newest play first, read back with `itemRows`. A finish deletes the position, so finished plays
 * are not here. One probe of the member's positions through their index, bounded by SECTION_SIZE.
 */
export const continueWatchingJson = (userId: Placeholder) => sql`coalesce((
  select json_agg(cw.item order by cw.played_at desc) from (
    select ${itemJson(userId)} as item, ${col(playbackPositions.played_at)} as played_at
    from ${playbackPositions} inner join ${items} on ${col(items.id)} = ${col(playbackPositions.item_id)}
    where ${col(playbackPositions.user_id)} = ${userId} and ${col(items.removed_at)} is null
      and ${col(items.store_id)} = 'on_demand'
    order by ${col(playbackPositions.played_at)} desc limit ${SECTION_SIZE}) cw), '[]'::json)`;
