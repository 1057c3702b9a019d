import { nextLocalMidnight, PLATFORM_HEADER } from '@studio/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mediaUrlWindowEnd } from '../../adapters/storage/signed-urls';
import { requestLocale } from '../../lib/i18n';
import { currentMember, type Member } from './sessions';

/** The type of a kept answer, which is sent as the serialized string it was stored as. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * When what a member sees may change with no write (decision 0010): their next midnight (today's
 * workout, meals, phrase, the week's stats), and whatever the member context read with the session
 * says (decision 0013: the end of their premium and of their program rental, the next moment a
 * live class starts or ends). No statement: the context came with the session. A new time
 * dependence of a cached answer belongs in a feature's context fields. And the hour in which its
 * private media paths are minted with one expiry (issue 14): a kept answer never hands out a path
 * that expires in less than three hours.
 */
export const answerHorizon = (member: Member, at: Date): number =>
  Math.min(
    nextLocalMidnight(at, member.user.time_zone).getTime(),
    member.contextUntil,
    mediaUrlWindowEnd(at.getTime()),
  );

/**
 * The cache key of a request: its route, its validated params and query (a query the route does not
 * declare is left out, so `?x=1`, `?x=2`... are one answer), the platform it says it is, and the
 * language it is answered in (home's cards are worded in it, issue 35).
 */
const keyOf = (request: FastifyRequest) => {
  const query = request.routeOptions.schema?.querystring ? request.query : {};
  return JSON.stringify([
    request.headers[PLATFORM_HEADER] ?? '',
    requestLocale(request),
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
    const horizon = answerHorizon(member, new Date(stamp.at));
    cache.putAnswer(member.userId, keyOf(request), String(reply.serialize(payload)), horizon, stamp);
    return payload;
  },
};
