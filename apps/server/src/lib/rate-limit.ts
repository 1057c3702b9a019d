import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
} from '@fastify/rate-limit';
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { jobHandler, jobKind } from '../jobs/queue';
import { sayTo } from './i18n';

/**
 * Rate limits counted where every process sees them (issue 33): @fastify/rate-limit decides what
 * is counted and answers the 429 (its headers, `Retry-After`), and its store is
 * rate-limiter-flexible's Drizzle limiter on the `rate_limits` table, the same on PGlite and
 * PostgreSQL: one atomic upsert a counted request (the key's window starts again once it is over).
 * Counted in each process's memory, three processes let three times the limit through.
 */

type RouteParams = {
  max?: unknown;
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
};

/** What @fastify/rate-limit reads of a count: the hits of the window, and the ms left of it. */
const counted = (res: RateLimiterRes) => ({ current: res.consumedPoints, ttl: res.msBeforeNext });

/** The store class @fastify/rate-limit builds (`store` option): one limiter a route, on `db`. */
const sharedStore = (db: Db): FastifyRateLimitStoreCtor => {
  class SharedStore implements FastifyRateLimitStore {
    readonly #limiter: RateLimiterDrizzle | null;

    constructor(_options: unknown, limiter: RateLimiterDrizzle | null = null) {
      this.#limiter = limiter;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      if (!this.#limiter) {
        callback(new Error('rate limit: the plugin-wide store counts nothing (global is off)'));
        return;
      }
      this.#limiter.consume(key).then(
        (res) => callback(null, counted(res)),
        // Past the limit the limiter rejects with the count; anything else is the database's error.
        (reason: unknown) =>
          reason instanceof RateLimiterRes ? callback(null, counted(reason)) : callback(reason as Error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Typed as the route's options; what the plugin passes is its merged limit (index.js, mergeParams).
      const { max, timeWindow, routeInfo } = routeOptions as unknown as RouteParams;
      if (typeof max !== 'number' || typeof timeWindow !== 'number') {
        throw new Error('rate limit: a shared limit needs a fixed max and time window');
      }
      // A route's counts are its own (as the plugin's in-memory and Redis stores keep them); a limit
      // made in code (`app.rateLimit`) names its counts in its key.
      const keyPrefix = routeInfo?.url ? `${routeInfo.method} ${routeInfo.url}` : 'limit';
      const limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix,
        points: max,
        duration: timeWindow / 1000,
        // The hourly job below removes old windows, once for all processes.
        clearExpiredByTimeout: false,
      });
      return new SharedStore(routeOptions, limiter);
    }
  }
  return SharedStore;
};

/** Registers @fastify/rate-limit with the shared store; a route opts in with `config.rateLimit`. */
export const registerRateLimits = async (app: FastifyInstance, db: Db): Promise<void> => {
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(db),
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      code: 'rate_limited',
      message: sayTo(request, 'common.error.tooManyAttempts'),
    }),
  });
};

/** Removes the counts whose window ended over an hour ago: keys no client has used since. */
export const sweepRateLimits = async (db: Db, now = new Date()): Promise<number> => {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - 60 * 60 * 1000)))
    .returning({ key: rateLimits.key });
  return gone.length;
};

export const RATE_LIMIT_SWEEP = jobKind<Record<string, never>>({
  name: 'rate_limit_sweep',
  policy: { retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 },
  schedule: '41 * * * *',
});

export const rateLimitSweepHandler = ({ db, log }: { db: Db; log: FastifyBaseLogger }) =>
  jobHandler(RATE_LIMIT_SWEEP, async () => {
    const removed = await sweepRateLimits(db);
    if (removed > 0) log.info({ removed }, 'rate limits: removed ended windows');
  });

/**
 * The client's address as the plugin counts it by default: an IPv6 address by its /64, which one
 * client holds whole (a count per address would be escaped by moving within it).
 */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);

type Limit = {
  max: number;
  timeWindow: string;
  /** The count's key: name the limit in it (`feed-poll 203.0.113.7 …`), it shares the table. */
  key: (request: FastifyRequest) => string;
};

/**
 * A limit a route counts where it decides (after a lookup, say) rather than in a hook: the returned
 * function counts one hit and, past `max`, throws the same 429 with `Retry-After` as a route's limit.
 */
export const limitInRoute = (app: FastifyInstance, { max, timeWindow, key }: Limit) => {
  const count = app.rateLimit({ max, timeWindow, keyGenerator: key }) as unknown as (
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<void>;
  return (request: FastifyRequest, reply: FastifyReply): Promise<void> => count.call(app, request, reply);
};

/**
 * A limit whose refusal the route words itself: counts one hit and answers the seconds until the
 * window ends when past `max`, or null.
 */
export const secondsOverLimit = (app: FastifyInstance, { max, timeWindow, key }: Limit) => {
  const count = app.createRateLimit({ max, timeWindow, keyGenerator: key });
  return async (request: FastifyRequest): Promise<number | null> => {
    const result = await count(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : null;
  };
};
