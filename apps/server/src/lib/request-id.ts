import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a load balancer's id may look like: a UUID, a hex trace id, `Root=1-…` (AWS). */
const GIVEN_ID = /^[\w.:=/+-]{1,128}$/;

/**
 * A request's id (issue 16): the load balancer's `X-Request-Id` when it sends a sane one, so one id
 * follows a request through nginx and every process; otherwise a new UUID. Anything longer or
 * stranger is a client's invention and is replaced, never written to the log as given.
 */
export const requestId = (request: IncomingMessage): string => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
};

/** Every answer says its request's id (`X-Request-Id`), the id every log line of it carries. */
export const registerRequestId = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
};
