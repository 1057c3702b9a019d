import { apiPaths } from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/health: 200 with the database reachable, 503 otherwise (DESIGN 3). */
export const healthRoutes = async (root: FastifyInstance): Promise<void> => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.health, {
    schema: {
      tags: ['health'],
      response: {
        200: z.object({ status: z.literal('ok') }),
        503: z.object({ status: z.literal('unavailable') }),
      },
    },
    handler: async (request, reply) => {
      try {
        await app.deps.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  });
};
