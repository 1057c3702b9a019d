import { randomBytes } from 'node:crypto';
import { apiPaths } from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsApplied } from '../../db/client';

const CHECKS = ['database', 'migrations', 'storage'] as const;
type Check = (typeof CHECKS)[number];
const Checks = z.object(
  Object.fromEntries(CHECKS.map((c) => [c, z.enum(['ok', 'failing'])])) as Record<
    Check,
    z.ZodEnum<{ ok: 'ok'; failing: 'failing' }>
  >,
);

/**
 * GET /api/health: 200 with the database reading and writing, 503 otherwise (DESIGN 3).
 * GET /api/health/live: 200 while the process answers at all (a supervisor restarts it otherwise).
 * GET /api/health/ready: 200 when it can serve members: the database reads and writes, carries
 * every migration of this build, and storage takes a file; 503 naming what fails (a load balancer
 * sends it no traffic meanwhile), and 503 while it drains after a SIGTERM. Issue 16.
 */
export const healthRoutes = async (root: FastifyInstance): Promise<void> => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { database, storage } = app.deps;
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
        await database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  });

  app.get(apiPaths.healthLive, {
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: async () => ({ status: 'ok' as const }),
  });

  const probe = `health/probe-${process.pid}-${randomBytes(4).toString('hex')}`;
  const run = async (check: Check): Promise<void> => {
    if (check === 'database') return database.ping();
    if (check === 'migrations') {
      if (!(await migrationsApplied(database.db)))
        throw new Error('the database is missing migrations of this build');
      return;
    }
    await storage.put(probe, Buffer.from('ok'), 'text/plain');
    await storage.remove(probe);
  };
  app.get(apiPaths.healthReady, {
    schema: {
      tags: ['health'],
      response: {
        200: z.object({ status: z.literal('ok'), checks: Checks }),
        503: z.object({ status: z.literal('unavailable'), checks: Checks, draining: z.boolean().optional() }),
      },
    },
    handler: async (request, reply) => {
      if (app.drain.draining) {
        const checks = Object.fromEntries(CHECKS.map((c) => [c, 'ok'])) as Record<Check, 'ok'>;
        return reply.status(503).send({ status: 'unavailable' as const, checks, draining: true });
      }
      const results = await Promise.all(
        CHECKS.map(async (check) => {
          try {
            await run(check);
            return [check, 'ok'] as const;
          } catch (error) {
            request.log.error({ err: error, check }, 'not ready');
            return [check, 'failing'] as const;
          }
        }),
      );
      const checks = Object.fromEntries(results) as Record<Check, 'ok' | 'failing'>;
      if (results.every(([, result]) => result === 'ok')) return { status: 'ok' as const, checks };
      return reply.status(503).send({ status: 'unavailable' as const, checks });
    },
  });
};
