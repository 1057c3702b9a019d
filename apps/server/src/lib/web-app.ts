import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@studio/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Storage } from '../adapters/storage';
import { isCanonicalKey } from '../adapters/storage/port';
import { isPublicMediaKey } from '../adapters/storage/signed-urls';

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
 * Sends a stored file. A local one goes through @fastify/static (byte ranges, which Safari and the
 * iOS wrapper need to play video; ETag and Last-Modified; its type by name); another store's (S3:
 * playlists and public images, small) is read whole.
 */
const sendStored = async (
  storage: Storage,
  key: string,
  cacheControl: string,
  reply: FastifyReply,
): Promise<FastifyReply> => {
  reply.header('cache-control', cacheControl);
  // A data export (issue 19) is a file to save, not to show.
  if (/\/exports\/[^/]+\.zip$/.test(key))
    reply.header('content-disposition', 'attachment; filename="studio-data-export.zip"');
  if (storage.localFolder) return reply.sendFile(key, storage.localFolder);
  const file = await storage.read(key);
  if (!file) return reply.status(404).send({ code: 'not_found', message: serverMessages.notFound });
  return reply.type(file.contentType).send(file.body);
};

/**
 * Serves the built web app at `/` and member files at `/media/`; any other GET outside `/api`
 * answers index.html so that deep links such as /page/profile load the app.
 */
export const registerWebApp = async (app: FastifyInstance): Promise<void> => {
  const { WEB_DIST } = app.deps.config;
  const hasBuild = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  // The web app's files, and (through reply.sendFile) the local store's media. The cache headers
  // are ours: the build's by cacheControlFor, media's by their route.
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

  const { storage } = app.deps;
  const signer = storage.signer;
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ code: 'not_found', message: serverMessages.notFound });
  // The key as the client sent it, before any decoding: a key never holds an escape, so an encoded
  // dot or slash is refused with the rest of the non-canonical spellings.
  const sentKey = (url: string, key: string) => !url.includes('%') && isCanonicalKey(key);

  // Catalogue images: public. Video is already compressed and read by ranges: never compressed.
  app.get('/media/*', { compress: false }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // A private key (member files, catalogue videos) is reached only by a signed path (issue 14).
    if (!sentKey(request.url.split('?')[0] ?? '', key) || !isPublicMediaKey(key)) return notFound(reply);
    return sendStored(storage, key, 'private, max-age=3600', reply);
  });

  // Private media: the path's expiry and signature must admit the key (signed-urls.ts), else 403.
  app.get('/media/s/:expiry/:signature/*', { compress: false }, async (request, reply) => {
    const { expiry, signature, '*': key } = request.params as Record<string, string>;
    if (!expiry || !signature || !key || !sentKey(request.url.split('?')[0] ?? '', key))
      return notFound(reply);
    if (!signer.verify(expiry, signature, key)) {
      return reply.status(403).send({ code: 'media_link_expired', message: serverMessages.mediaLinkExpired });
    }
    // What is left of the link (verify saw it ahead); cached no longer, and by this browser only.
    const left = Number(expiry) - Math.floor(Date.now() / 1000);
    const cacheControl = `private, max-age=${Math.max(0, Math.min(3600, left))}`;
    // S3: the playlist is sent from here, so its segments resolve to signed paths beside it; every
    // other file is a redirect to a presigned GET that lasts as long as the signed path.
    if (storage.presign && !key.toLowerCase().endsWith('.m3u8')) {
      const location = await storage.presign(key, Math.max(60, left));
      return reply.header('cache-control', cacheControl).redirect(location, 302);
    }
    return sendStored(storage, key, cacheControl, reply);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || url.startsWith('/api') || url.startsWith('/media') || !hasBuild) {
      return reply.status(404).send({ code: 'not_found', message: serverMessages.notFound });
    }
    if (path.extname(url) !== '')
      return reply.status(404).send({ code: 'not_found', message: serverMessages.notFound });
    return reply.sendFile('index.html');
  });
};
