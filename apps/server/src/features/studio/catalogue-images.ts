import crypto from 'node:crypto';
import { catalogueMessages, MAX_IMAGE_BYTES } from '@studio/shared';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { cleanImage } from '../../lib/images';
import { receiveFile } from '../../lib/receive-file';
import type { ZodApp } from '../accounts';
import { type AuditChange, audited } from './audit';
import { currentStaff } from './studio-routes';

/** The uploaded image (multipart `image`), checked and re-encoded as every stored image is. */
const receiveImage = async (request: FastifyRequest) => {
  const { file } = await receiveFile(request, {
    field: 'image',
    maxBytes: MAX_IMAGE_BYTES,
    required: true,
    messages: { missing: catalogueMessages.imageRequired, tooLarge: 'shared.upload.imageTooLarge' },
  });
  return cleanImage(file, 'image', { webp: true });
};

/**
 * A trainer's or list's image from the console (decision 0025): the upload is stored under a
 * public catalogue key of its own (`catalog/studio/<folder>-<random>`), then `change` sets it in an
 * audited transaction and answers the key it replaced. The replaced image is removed once the
 * change commits; the new one, if the change fails. A removal that fails is only logged.
 */
export const replaceCatalogueImage = async (
  app: ZodApp,
  request: FastifyRequest,
  folder: string,
  change: (tx: Tx, key: string) => Promise<AuditChange & { answer: string | null }>,
): Promise<void> => {
  const { storage } = app.deps;
  const removeQuietly = async (key: string | null) => {
    if (!key?.startsWith('catalog/studio/')) return;
    await storage.remove(key).catch((error: unknown) => {
      app.log.warn({ err: error, key }, 'catalogue: a replaced image could not be removed');
    });
  };
  const image = await receiveImage(request);
  const key = `catalog/studio/${folder}-${crypto.randomBytes(6).toString('hex')}.${image.extension}`;
  await storage.put(key, image.body, image.contentType);
  const replaced = await audited(app.deps.database.db, currentStaff(request), (tx) => change(tx, key)).catch(
    async (error: unknown) => {
      await removeQuietly(key);
      throw error;
    },
  );
  await removeQuietly(replaced);
};
