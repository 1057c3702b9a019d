import { ErrorSchema } from '@studio/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from './sessions';

/** The Fastify instance routes are declared on, typed by their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The error answers a member route documents: what its handler may refuse with (DESIGN 3). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 503;

export type MemberScope = {
  /** The OpenAPI tag of the routes. */
  tags: string[];
  /** Error statuses besides 401 (which every member route may answer). */
  errors: ErrorStatus[];
};

const SECURITY = [{ memberEmail: [], memberToken: [] }];

/**
 * The member API's routes (issue 15, part 6): every route `routes` declares is signed in (the
 * session is checked on request, before the body is read: a caller without one gets a 401,
 * whatever it sends), documented with the member's security and `tags`, and lists its error
 * answers. A feature's routes say what they do; this says who may call them, once.
 */
export const memberRoutes =
  <Options extends object = Record<never, never>>(
    scope: MemberScope,
    routes: (app: ZodApp, options: Options) => Promise<void> | void,
  ): FastifyPluginAsync<Options> =>
  async (root, options) => {
    const errors = Object.fromEntries([401, ...scope.errors].map((status) => [status, ErrorSchema]));
    root.addHook('onRoute', (route) => {
      route.schema = {
        tags: scope.tags,
        security: SECURITY,
        ...route.schema,
        response: { ...errors, ...(route.schema?.response as object | undefined) },
      };
    });
    root.addHook('onRequest', authenticate);
    await routes(root.withTypeProvider<ZodTypeProvider>(), options);
  };
