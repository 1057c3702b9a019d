import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** Deeper JSON than any of our bodies needs (the deepest, a catalogue item, is under ten). */
export const MAX_JSON_DEPTH = 32;

/** How deep a parsed JSON value nests, walked without recursion and stopping past `limit`. */
export const jsonDepthExceeds = (value: unknown, limit: number): boolean => {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
};

/**
 * JSON bodies through Fastify's own parser (prototype-poisoning checks included), an empty one read
 * as none, refused with 400
 * when they nest deeper than MAX_JSON_DEPTH: nothing after parsing (validation, the NUL check, a
 * webhook's handler) walks an unbounded tree (issue 14: 5,000 levels gave a 500).
 */
export const registerJsonBody = (app: FastifyInstance): void => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // A phone wrapper's HTTP client sends the JSON type with no body on calls that take none
    // (logout, client token, cancel): no body, not a 400. A call that needs one says so by its schema.
    if (body === '') return done(null, undefined);
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (jsonDepthExceeds(value, MAX_JSON_DEPTH)) {
        return done(new AppError('malformed', 'server.request.tooDeep'), undefined);
      }
      done(null, value);
    });
  });
};
