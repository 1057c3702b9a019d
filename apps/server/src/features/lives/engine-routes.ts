import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENGINE_CALLS_PATH } from '../../adapters/live/engine';
import { LIVE_REMINDERS } from './reminders';
import { LIVE_REPLAY } from './replay';
import { endStream, startStream, takeRecording } from './streams';

const EngineQuery = z.object({
  /** The stream's name: `live-<class id>`. */
  name: z.string().max(200),
  /** What the encoder sent after the name (`live-12?key=…`). */
  key: z.string().max(200).optional(),
  /** `record_done`: the recording's file on the engine's disk. */
  path: z.string().max(1000).optional(),
});

const sameSecret = (given: string, expected: string): boolean => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * The streaming engine's calls (issue 37; nginx-rtmp's `on_publish`, `on_publish_done` and
 * `on_record_done` with `notify_method get`). Their path carries the engine's secret
 * (LIVE_ENGINE_SECRET): nobody else can put a class on air or end it. A 2xx answer lets a stream in,
 * anything else refuses it. Not in the OpenAPI document: members and staff never call them.
 */
export const liveEngineRoutes = async (root: FastifyInstance): Promise<void> => {
  const { live, database } = root.deps;
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  app.get(`${ENGINE_CALLS_PATH}/:secret/:call`, {
    schema: {
      hide: true,
      params: z.object({ secret: z.string(), call: z.enum(['publish', 'publish_done', 'record_done']) }),
      querystring: EngineQuery,
    },
    handler: async (request, reply) => {
      if (!live || !sameSecret(request.params.secret, live.secret)) {
        request.log.warn({ ip: request.ip }, 'live engine call refused: wrong secret');
        return reply.status(403).send({ code: 'forbidden', message: 'forbidden' });
      }
      const { name, key, path } = request.query;
      switch (request.params.call) {
        case 'publish': {
          const outcome = await startStream(db, { name, key: key ?? '' });
          if (!outcome.ok) {
            request.log.info({ stream: name, reason: outcome.reason }, 'live stream refused');
            return reply.status(403).send({ code: 'forbidden', message: outcome.reason });
          }
          request.log.info({ stream: name, streamId: outcome.streamId }, 'live stream on air');
          // Members who asked are told (once a class, however often the encoder reconnects).
          await root.jobs.send(
            LIVE_REMINDERS,
            { itemId: outcome.itemId },
            { singletonKey: `live-${outcome.itemId}`, singletonSeconds: 3600 },
          );
          return reply.send({ message: 'ok' });
        }
        case 'publish_done':
          await endStream(db, name);
          request.log.info({ stream: name }, 'live stream ended');
          return reply.send({ message: 'ok' });
        case 'record_done': {
          const streamId = path ? await takeRecording(db, name, path) : null;
          // The replay is made in the background (storage, then the transcode): the engine is not kept waiting.
          if (streamId !== null) await root.jobs.send(LIVE_REPLAY, { streamId });
          return reply.send({ message: 'ok' });
        }
      }
    },
  });
};
