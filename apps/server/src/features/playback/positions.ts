import type { ItemKind } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { AppError, notFound, validationError } from '../../errors';
import { canWatchItem, isOpenKind, type WatchAccess } from '../library';

/** Kinds whose position is kept: on-demand videos (a live class plays where the stream is). */
const RESUMABLE: readonly ItemKind[] = ['workout', 'exercise', 'suggestion_training'];

/**
 * Who may keep a position, from the member context alone (no statement): a video they may watch
 * (premium, or a rented program's), never a recipe or a live class.
 */
export const assertResumable = (kind: ItemKind, id: number, access: WatchAccess) => {
  if (isOpenKind(kind)) throw validationError({ kind: ['shared.library.notPlayable'] });
  if (!RESUMABLE.includes(kind)) throw validationError({ kind: ['shared.library.notResumable'] });
  if (!canWatchItem({ id, kind }, access))
    throw new AppError('premium_required', 'shared.library.premiumRequired');
};

/**
 * Keeps where the member stopped watching (issue 19), in one statement: the item must be in the
 * catalogue (404 otherwise), and a play already finished keeps none (the finish removed it; the
 * member watching on past 80 % does not bring it back). The row remembers its play
 * (`session_id`, the member's latest start of the item); a new play moves it to the top of
 * "continue watching" (`played_at`), which is the only update the change feed hears (migration).
 * Answers whether a position is kept.
 */
export const savePosition = async (
  db: Db,
  { userId, itemId, kind, seconds }: { userId: number; itemId: number; kind: ItemKind; seconds: number },
): Promise<{ saved: boolean }> => {
  const [row] = await rowsOf<{ found: number; saved: number }>(
    db,
    sql`with target as (
        select id from items where id = ${itemId} and kind = ${kind} and removed_at is null
      ), latest as (
        select ws.id, ws.finished_at from workout_sessions ws
        where ws.user_id = ${userId} and ws.item_id = ${itemId}
        order by ws.started_at desc, ws.id desc limit 1
      ), saved as (
        insert into playback_positions (user_id, item_id, seconds, session_id, played_at, updated_at)
        select ${userId}, target.id, ${Math.floor(seconds)}, (select id from latest), now(), now() from target
        where not exists (select 1 from latest where latest.finished_at is not null)
        on conflict (user_id, item_id) do update set
          seconds = excluded.seconds,
          updated_at = excluded.updated_at,
          session_id = excluded.session_id,
          played_at = case when playback_positions.session_id is distinct from excluded.session_id
            then excluded.played_at else playback_positions.played_at end
        returning 1
      )
      select (select count(*) from target)::int as found, (select count(*) from saved)::int as saved`,
  );
  if (!row || Number(row.found) === 0) throw notFound();
  return { saved: Number(row.saved) > 0 };
};
