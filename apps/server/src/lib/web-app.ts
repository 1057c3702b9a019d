import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '@studio/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../adapters/storage';
import { isPublicMediaKey } from '../adapters/storage/signed-urls';

/** One `bytes=start-end` range (the only form players send); null for none or a form we ignore. */
export const byteRange = (
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null => {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
};

/**
 * Cache-Control of a file of the build: Vite's hashed assets never change under their name; the
 * rest (favicon) may change with a deploy. index.html is `no-cache` (revalidated on each load, so a
 * deploy reaches every tab's next navigation).
 */
export const cacheControlFor = (relativePath: string): string => {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return file === 'index.html' ? 'no-cache' : 'public, max-age=3600';
};

/** Sends a stored file: streamed by ranges from a local folder, or whole from another store. */
const sendStored = async (
  storage: Storage,
  key: string,
  cacheControl: string,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const notFoundAnswer = () =>
    reply.status(404).send({ code: 'not_found', message: serverMessages.notFound });
  // A local file is streamed (only the range asked for is read); other stores answer a buffer.
  const local = storage.localFile?.(key);
  const stat = local ? await fs.promises.stat(local.path).catch(() => null) : null;
  const file = local ? null : await storage.read(key);
  if (local && !stat?.isFile()) return notFoundAnswer();
  if (!local && !file) return notFoundAnswer();
  const size = stat?.size ?? file?.body.length ?? 0;
  reply
    .header('content-type', local?.contentType ?? file?.contentType)
    .header('cache-control', cacheControl)
    .header('accept-ranges', 'bytes');
  // Safari and the iOS wrapper play video only from servers that answer byte ranges.
  const range = byteRange(request.headers.range, size);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send();
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
  reply.header('content-length', String(Math.max(0, end - start + 1)));
  if (local) return reply.send(size === 0 ? '' : fs.createReadStream(local.path, { start, end }));
  return reply.send(file?.body.subarray(start, end + 1));
};

/**
 * Serves the built web app at `/` and member files at `/media/`; any other GET outside `/api`
 * answers index.html so that deep links such as /page/profile load the app.
 */
export const registerWebApp = async (app: FastifyInstance): Promise<void> => {
  const { WEB_DIST } = app.deps.config;
  const hasBuild = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (vite-plugin-compression2): sent by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(path.relative(WEB_DIST, file)));
      },
    });
  }

  const { storage } = app.deps;
  const signer = storage.signer;
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ code: 'not_found', message: serverMessages.notFound });
  const safeKey = (key: string) => /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..');

  // Catalogue images: public. Video is already compressed and read by ranges: never compressed.
  app.get('/media/*', { compress: false }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // A private key (member files, catalogue videos) is reached only by a signed path (issue 14).
    if (!safeKey(key) || !isPublicMediaKey(key)) return notFound(reply);
    return sendStored(storage, key, 'private, max-age=3600', request, reply);
  });

  // Private media: the path's expiry and signature must admit the key (signed-urls.ts), else 403.
  app.get('/media/s/:expiry/:signature/*', { compress: false }, async (request, reply) => {
    const { expiry, signature, '*': key } = request.params as Record<string, string>;
    if (!expiry || !signature || !key || !safeKey(key)) return notFound(reply);
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
    return sendStored(storage, key, cacheControl, request, reply);
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
