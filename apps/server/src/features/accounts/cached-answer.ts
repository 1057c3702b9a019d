import { nextLocalMidnight, PLATFORM_HEADER } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { currentMember, type Member } from './sessions';

/** The type of a kept answer, which is sent as the serialized string it was stored as. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * When what a member sees may change with no write (decision 0010): their next midnight (today's
 * workout, meals, phrase, the week's stats), the end of their premium and of their program rental
 * (what they may watch), and the next moment a live class starts or ends (upcoming or joinable).
 * One statement, on a cache miss only. A new time dependence of a cached answer belongs here.
 */
export const answerHorizon = async (db: Db, member: Member, at: Date): Promise<number> => {
  // From `at`, the moment the answer's reads began: a boundary passed while they ran still counts.
  const result = (await db.execute(sql`
    select least(
      (select max(paid_through) from subscriptions
        where user_id = ${member.userId} and status <> 'expired' and paid_through > ${at}),
      (select min(ends_at) from program_purchases
        where user_id = ${member.userId} and status = 'active' and ends_at > ${at}),
      (select min(moment) from (
        select event_date as moment from items where kind = 'live_training' and event_date > ${at}
        union all
        select event_date + make_interval(secs => duration_seconds) from items
          where kind = 'live_training' and event_date + make_interval(secs => duration_seconds) > ${at}
      ) lives)
    ) as horizon`)) as unknown as { rows: { horizon: Date | string | null }[] };
  const horizon = result.rows[0]?.horizon;
  const midnight = nextLocalMidnight(at, member.user.time_zone).getTime();
  return horizon ? Math.min(midnight, new Date(horizon).getTime()) : midnight;
};

/**
 * The cache key of a request: its route, its validated params and query (a query the route does not
 * declare is left out, so `?x=1`, `?x=2`... are one answer), and the platform it says it is.
 */
const keyOf = (request: FastifyRequest) => {
  const query = request.routeOptions.schema?.querystring ? request.query : {};
  return JSON.stringify([
    request.headers[PLATFORM_HEADER] ?? '',
    request.routeOptions.url,
    request.params,
    query,
  ]);
};

/**
 * Route options of a member GET whose answer the member cache keeps (decision 0010): a repeat
 * call is answered from memory until the member's rows, the catalogue or the horizon change it.
 * Spread into the route after `authenticate` ran (`onRequest`); the handler stays as it is.
 */
export const cachedAnswer = {
  preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.server.memberCache.answer(currentMember(request).userId, keyOf(request));
    if (body === undefined) return;
    return reply.type(JSON_TYPE).send(body);
  },
  preSerialization: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200) return payload;
    const member = currentMember(request);
    const cache = request.server.memberCache;
    const stamp = request.memberStamp ?? cache.stamp();
    const horizon = await answerHorizon(request.server.deps.database.db, member, new Date(stamp.at));
    cache.putAnswer(member.userId, keyOf(request), String(reply.serialize(payload)), horizon, stamp);
    return payload;
  },
};
