import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Storage } from '../../adapters/storage';
import { isCanonicalKey } from '../../adapters/storage/port';
import { isPublicMediaKey } from '../../adapters/storage/signed-urls';
import { sayTo } from '../../lib/i18n';
import { LIVE_MEDIA_PREFIX } from '../library';

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
  if (!file)
    return reply
      .status(404)
      .send({ code: 'not_found', message: sayTo(reply.request, 'common.error.notFound') });
  return reply.type(file.contentType).send(file.body);
};

/** The stored keys of the catalogue's videos (playlists, segments, captions): what a TV may read. */
const CAST_READABLE_PREFIX = 'catalog/videos/';

/**
 * Member and catalogue files at `/media/`: a public key by its path, a private one only by a
 * signed, expiring path (issue 14). `reply.sendFile` is @fastify/static's, registered with the
 * web app (`registerWebApp`), so these routes are registered after it.
 */
export const mediaRoutes = async (app: FastifyInstance): Promise<void> => {
  const { storage, live } = app.deps;
  const signer = storage.signer;
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ code: 'not_found', message: sayTo(reply.request, 'common.error.notFound') });
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
      return reply
        .status(403)
        .send({ code: 'media_link_expired', message: sayTo(request, 'server.media.linkExpired') });
    }
    // A TV reads a class's video too (Chromecast's receiver is a page of Google's, decision 0043):
    // any origin may read a catalogue video the signature admits, which the link's holder can
    // fetch anyway. Not a member's own files (photos, exports).
    if (key.startsWith(CAST_READABLE_PREFIX) || key.startsWith(LIVE_MEDIA_PREFIX))
      reply.header('access-control-allow-origin', '*');
    // What is left of the link (verify saw it ahead); cached no longer, and by this browser only.
    const left = Number(expiry) - Math.floor(Date.now() / 1000);
    const cacheControl = `private, max-age=${Math.max(0, Math.min(3600, left))}`;
    // A live class's HLS (issue 37), as the engine writes it: the playlist changes every 2 s.
    if (key.startsWith(LIVE_MEDIA_PREFIX)) {
      if (!live) return notFound(reply);
      const playlist = key.endsWith('.m3u8');
      reply.header('cache-control', playlist ? 'no-cache' : cacheControl);
      return reply.sendFile(key.slice(LIVE_MEDIA_PREFIX.length), live.hlsDir);
    }
    // S3: the playlist is sent from here, so its segments resolve to signed paths beside it; every
    // other file is a redirect to a presigned GET that lasts as long as the signed path.
    if (storage.presign && !key.toLowerCase().endsWith('.m3u8')) {
      const location = await storage.presign(key, Math.max(60, left));
      return reply.header('cache-control', cacheControl).redirect(location, 302);
    }
    return sendStored(storage, key, cacheControl, reply);
  });
};
