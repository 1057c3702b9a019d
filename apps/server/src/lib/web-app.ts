import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@studio/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app at `/` and member files at `/media/`; any other GET outside `/api`
 * answers index.html so that deep links such as /page/profile load the app.
 */
export const registerWebApp = async (app: FastifyInstance): Promise<void> => {
  const { WEB_DIST } = app.deps.config;
  const hasBuild = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: WEB_DIST, wildcard: false, index: false, maxAge: '1h' });
  }

  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file =
      /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..') ? await app.deps.storage.read(key) : null;
    if (!file) return reply.status(404).send({ message: serverMessages.notFound });
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=3600')
      .send(file.body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || url.startsWith('/api') || url.startsWith('/media') || !hasBuild) {
      return reply.status(404).send({ message: serverMessages.notFound });
    }
    if (path.extname(url) !== '') return reply.status(404).send({ message: serverMessages.notFound });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
