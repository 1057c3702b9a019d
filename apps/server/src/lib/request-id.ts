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

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once a SIGTERM came: the process is draining (server.ts). */
    drain: { draining: boolean };
  }
}

/**
 * Every answer says its request's id (`X-Request-Id`), the id every log line of it carries; while
 * the process drains, it also says `Connection: close`, so no client keeps a connection to it.
 */
export const registerRequestId = (app: FastifyInstance): void => {
  const drain = { draining: false };
  app.decorate('drain', drain);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (drain.draining) reply.header('connection', 'close');
    done();
  });
};
