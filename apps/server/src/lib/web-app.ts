import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sayTo } from './i18n';

/**
 * Cache-Control of a file of the build: Vite's hashed assets never change under their name; the
 * rest (favicon) may change with a deploy. index.html is `no-cache` (revalidated on each load, so a
 * deploy reaches every tab's next navigation), and so is the service worker (sw.js), whose new
 * version is how an installed app learns of a deploy (decision 0034).
 */
export const cacheControlFor = (relativePath: string): string => {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return file === 'index.html' || file === 'sw.js' ? 'no-cache' : 'public, max-age=3600';
};

/**
 * Serves the built web app at `/`; any other GET outside `/api` and `/media` answers index.html so
 * that deep links such as /page/profile load the app.
 */
export const registerWebApp = async (app: FastifyInstance): Promise<void> => {
  const { WEB_DIST } = app.deps.config;
  const hasBuild = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  // The web app's files, and (through reply.sendFile) the local store's media (features/media).
  // The cache headers are ours: the build's by cacheControlFor, media's by their route.
  await app.register(
    fastifyStatic,
    hasBuild
      ? {
          root: WEB_DIST,
          wildcard: false,
          index: false,
          // The build writes .br and .gz beside each file (vite-plugin-compression2): sent by Accept-Encoding.
          preCompressed: true,
          cacheControl: false,
          setHeaders: (reply, file) => {
            const relative = path.relative(WEB_DIST, file);
            if (!relative.startsWith('..')) reply.header('cache-control', cacheControlFor(relative));
          },
        }
      : { serve: false, cacheControl: false },
  );

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || url.startsWith('/api') || url.startsWith('/media') || !hasBuild) {
      return reply.status(404).send({ code: 'not_found', message: sayTo(request, 'common.error.notFound') });
    }
    if (path.extname(url) !== '')
      return reply.status(404).send({ code: 'not_found', message: sayTo(request, 'common.error.notFound') });
    return reply.sendFile('index.html');
  });
};
