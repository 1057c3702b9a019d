import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_REPLAYED_HEADER } from '@studio/shared';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stringify } from 'safe-stable-stringify';
import { type Db, rowsOf } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, validationError } from '../errors';

/** How a route honours an Idempotency-Key (decision 0019). */
export type Idempotent =
  | true
  | {
      /** Top-level body fields left out of the request's hash: a password is never hashed fast. */
      unhashed?: readonly string[];
      /** The answer holds a secret (a session's token), never stored: a repeat runs again instead. */
      replay?: false;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route makes one change per Idempotency-Key, however often it is sent (decision 0019): a
     * load balancer may pass it to another process when the one serving it dies mid-request. The
     * key is bound to the request it first came with; a repeat is given the first answer.
     */
    idempotent?: Idempotent;
  }
  interface FastifyRequest {
    /** The key's row, when this request's answer is to be kept for a repeat. */
    idempotencyRow?: number;
  }
}

/** The header's name as the field an error names. */
const FIELD = 'Idempotency-Key';

/**
 * What a key is bound to: the method, the route, its parameters, query and body as validated, in a
 * stable order (two spellings of one request are one request), less the fields the route leaves out.
 */
const requestHash = (request: FastifyRequest, unhashed: readonly string[]): string => {
  let body = request.body;
  if (unhashed.length > 0 && body && typeof body === 'object' && !Array.isArray(body)) {
    body = Object.fromEntries(Object.entries(body).filter(([field]) => !unhashed.includes(field)));
  }
  const described = {
    method: request.method,
    route: request.routeOptions.url,
    params: request.params ?? null,
    query: request.query ?? null,
    body: body ?? null,
  };
  return createHash('sha256')
    .update(stringify(described) ?? '')
    .digest('base64url');
};

type KeyRow = {
  id: number;
  request_hash: string;
  status: number | null;
  content_type: string | null;
  answer: string | null;
};

/**
 * Binds the key to this request in one statement, whichever process gets there first (the unique
 * index on the member and key decides): answers the new row's id, or the row of the key bound before.
 */
const bind = async (
  db: Db,
  userId: number | null,
  key: string,
  hash: string,
): Promise<{ made?: number; earlier?: KeyRow }> => {
  const [made] = await rowsOf<{ id: number }>(
    db,
    sql`insert into idempotency_keys (user_id, key, request_hash) values (${userId}, ${key}, ${hash})
        on conflict ((coalesce(user_id, 0)), key) do nothing returning id`,
  );
  if (made) return { made: Number(made.id) };
  const [earlier] = await rowsOf<KeyRow>(
    db,
    sql`select id, request_hash, status, content_type, answer from idempotency_keys
        where coalesce(user_id, 0) = coalesce(${userId}::bigint, 0) and key = ${key}`,
  );
  return { earlier };
};

/**
 * An Idempotency-Key is honoured by the routes that declare `config.idempotent` and refused by every
 * other: nginx resends a keyed POST to another process (docs/nginx.conf), so a key on a route that
 * would make its change twice is a client's mistake to report at once, not a duplicate to risk.
 *
 * On a route that honours it, the key is bound to a hash of the request (decision 0019): the same
 * key with another request is refused with `idempotency_key_reused` (409) and changes nothing; the
 * same request is given the first answer again once it is kept, and runs again until then (the first
 * still running, or ended without an answer): every such route makes its change once by nature or
 * by its own key column, so a second run changes nothing more.
 */
export const registerIdempotency = (app: FastifyInstance): void => {
  const { db } = app.deps.database;

  app.addHook('onRequest', (request, _reply, done) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return done();
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return done(validationError({ [FIELD]: ['server.idempotency.keyInvalid'] }));
    }
    if (!request.routeOptions.config.idempotent) {
      return done(validationError({ [FIELD]: ['server.idempotency.notHonoured'] }));
    }
    done();
  });

  // After validation (a refused body binds nothing) and authentication (the key is the member's).
  app.addHook('preHandler', async (request, reply) => {
    const route = request.routeOptions.config.idempotent;
    const key = idempotencyKey(request);
    if (!route || !key) return;
    const { unhashed = [], replay = true } = route === true ? {} : route;
    const hash = requestHash(request, unhashed);
    const { made, earlier } = await bind(db, request.member?.userId ?? null, key, hash);
    if (made !== undefined) {
      if (replay) request.idempotencyRow = made;
      return;
    }
    // Purged between the two statements (a day old): the request runs as a new one would.
    if (!earlier) return;
    if (earlier.request_hash !== hash) {
      throw new AppError('idempotency_key_reused', 'server.idempotency.reused');
    }
    if (replay && earlier.status !== null && earlier.answer !== null) {
      return reply
        .status(earlier.status)
        .header('content-type', earlier.content_type ?? 'application/json; charset=utf-8')
        .header(IDEMPOTENCY_REPLAYED_HEADER, 'true')
        .send(earlier.answer);
    }
    if (replay) request.idempotencyRow = Number(earlier.id);
  });

  // Before compression (registered later): the answer as serialized.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyRow;
    if (
      id === undefined ||
      reply.statusCode < 200 ||
      reply.statusCode >= 300 ||
      typeof payload !== 'string'
    ) {
      return payload;
    }
    const type = reply.getHeader('content-type');
    try {
      await db
        .update(idempotencyKeys)
        .set({
          status: reply.statusCode,
          content_type: typeof type === 'string' ? type : null,
          answer: payload,
        })
        .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.status)));
    } catch (error) {
      // The change is made and answered; a repeat will run again, changing nothing more.
      request.log.warn({ err: error }, 'idempotency: the answer could not be kept for a repeat');
    }
    return payload;
  });
};

/** The request's key on a route that honours it (checked by the hook above), or null. */
export const idempotencyKey = (request: FastifyRequest): string | null => {
  const key = request.headers[IDEMPOTENCY_HEADER];
  return typeof key === 'string' ? key : null;
};

/** How long a key stays bound and its answer kept: far longer than any resend of a lost answer. */
export const IDEMPOTENCY_KEY_DAYS = 1;

/** Removes keys older than IDEMPOTENCY_KEY_DAYS (the hourly purge of spent tokens runs it). */
export const purgeIdempotencyKeys = async (db: Db): Promise<number> => {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.created_at, sql`now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
};
