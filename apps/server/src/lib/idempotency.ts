import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, serverMessages } from '@studio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route makes one change per Idempotency-Key, however often it is sent (decision 0019): a
     * load balancer may pass it to another process when the one serving it dies mid-request.
     */
    idempotent?: boolean;
  }
}

/** The header's name as the field an error names. */
const FIELD = 'Idempotency-Key';

/**
 * An Idempotency-Key is honoured by the routes that declare `config.idempotent` and refused by every
 * other: nginx resends a keyed POST to another process (docs/nginx.conf), so a key on a route that
 * would make its change twice is a client's mistake to report at once, not a duplicate to risk.
 */
export const registerIdempotency = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, _reply, done) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return done();
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return done(validationError({ [FIELD]: [serverMessages.idempotencyKeyInvalid] }));
    }
    if (!request.routeOptions.config.idempotent) {
      return done(validationError({ [FIELD]: [serverMessages.idempotencyKeyNotHonoured] }));
    }
    done();
  });
};

/** The request's key on a route that honours it (checked by the hook above), or null. */
export const idempotencyKey = (request: FastifyRequest): string | null => {
  const key = request.headers[IDEMPOTENCY_HEADER];
  return typeof key === 'string' ? key : null;
};
