import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENGINE_CALLS_PATH } from '../../adapters/live/engine';
import { endStream, keepStream, startStream, takeRecording } from './streams';

const EngineQuery = z.object({
  /** The stream's name: `live-<class id>`. */
  name: z.string().max(200),
  /** What the encoder sent after the name (`live-12?key=…`). */
  key: z.string().max(200).optional(),
  /** The engine's id of the publishing connection. */
  clientid: z.string().max(40).default(''),
  /** `record_done`: the recording's file on the engine's disk. */
  path: z.string().max(1000).optional(),
});

const sameSecret = (given: string, expected: string): boolean => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/** A recording the engine names is taken only from its recordings folder (never another file of this machine). */
const inFolder = (file: string, folder: string): boolean => {
  try {
    const real = fs.realpathSync(file);
    return path.dirname(real) === fs.realpathSync(folder) && real.endsWith('.flv');
  } catch {
    return false;
  }
};

/**
 * The streaming engine's calls (issue 37; nginx-rtmp's `on_publish`, `on_update`,
 * `on_publish_done` and `on_record_done` with `notify_method get`). Their path carries the engine's
 * secret (LIVE_ENGINE_SECRET): nobody else can put a class on air or end it. A 2xx answer lets a
 * stream in (or on), anything else refuses it. Not in the OpenAPI document: members and staff never
 * call them.
 */
export const liveEngineRoutes = async (root: FastifyInstance): Promise<void> => {
  const { live, database } = root.deps;
  const app = root.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  app.get(`${ENGINE_CALLS_PATH}/:secret/:call`, {
    schema: {
      hide: true,
      params: z.object({
        secret: z.string(),
        call: z.enum(['publish', 'update', 'publish_done', 'record_done']),
      }),
      querystring: EngineQuery,
    },
    handler: async (request, reply) => {
      if (!live || !sameSecret(request.params.secret, live.secret)) {
        request.log.warn({ ip: request.ip }, 'live engine call refused: wrong secret');
        return reply.status(403).send({ code: 'forbidden', message: 'forbidden' });
      }
      const { name, key, clientid: clientId, path: file } = request.query;
      const stream = { name, key: key ?? '', clientId };
      switch (request.params.call) {
        case 'publish': {
          const outcome = await startStream(db, root.jobs, stream);
          if (!outcome.ok) {
            request.log.info({ stream: name, reason: outcome.reason }, 'live stream refused');
            return reply.status(403).send({ code: 'forbidden', message: outcome.reason });
          }
          request.log.info({ stream: name, streamId: outcome.streamId }, 'live stream on air');
          return reply.send({ message: 'ok' });
        }
        case 'update': {
          const outcome = await keepStream(db, stream);
          if (outcome.ok) return reply.send({ message: 'ok' });
          // A reset key, a cancelled class, a window over: the engine cuts the encoder off.
          request.log.info({ stream: name, reason: outcome.reason }, 'live stream cut off');
          return reply.status(403).send({ code: 'forbidden', message: outcome.reason });
        }
        case 'publish_done':
          await endStream(db, stream);
          request.log.info({ stream: name }, 'live stream ended');
          return reply.send({ message: 'ok' });
        case 'record_done': {
          if (!file || !inFolder(file, live.recordingsDir)) {
            request.log.warn({ stream: name }, 'live recording refused: not in the recordings folder');
            return reply.status(400).send({ code: 'validation', message: 'path' });
          }
          // The replay is made in the background (storage, then the transcode): the engine is not kept waiting.
          await takeRecording(db, root.jobs, stream, fs.realpathSync(file));
          return reply.send({ message: 'ok' });
        }
      }
    },
  });
};
