import crypto from 'node:crypto';
import type { Picture, PicturesSummary } from '@studio/shared';
import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { preparedOnce } from '../../db/prepared';
import { progressPictures } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { cleanImage, decodeImageDataUrl } from '../../lib/images';
import { memberFilePrefix } from '../accounts';

type PictureRow = typeof progressPictures.$inferSelect;

export const presentPicture = (row: PictureRow, storage: Storage): Picture => ({
  id: row.id,
  created_at: row.created_at.toISOString(),
  photo: { url: storage.url(row.storage_key) },
});

/** The first and latest photos (spec M3 "pictures"), from the list newest first. */
export const picturesSummary = (newestFirst: Picture[]): PicturesSummary => {
  const last = newestFirst[0];
  const first = newestFirst.at(-1);
  return {
    first: first?.photo.url ?? null,
    first_date: first?.created_at ?? null,
    last: last?.photo.url ?? null,
    last_date: last?.created_at ?? null,
  };
};

const picturesQuery = preparedOnce((db) =>
  db
    .select()
    .from(progressPictures)
    .where(eq(progressPictures.user_id, sql.placeholder('userId')))
    .orderBy(desc(progressPictures.created_at), desc(progressPictures.id))
    .prepare('member_pictures'),
);

/** The member's photos, newest first: one prepared statement. */
export const listPictures = async (db: Db, userId: number): Promise<PictureRow[]> =>
  picturesQuery(db).execute({ userId });

export type PhotoQuota = { count: number; megabytes: number };

/**
 * A progress photo from an image data URL: png or jpeg by content, at most 10 MB, re-encoded
 * without its metadata (EXIF, GPS), stored under the member's prefix (account deletion removes it).
 * The member's photos stay within `quota` (issue 14: one account stored 78 MB in 4 s): counted in
 * the transaction that adds the row, under a lock on the member's row, so parallel uploads cannot
 * pass it together. The file is written first and removed if the row is not added.
 */
export const uploadPicture = async (
  db: Db,
  storage: Storage,
  userId: number,
  photo: string,
  quota: PhotoQuota,
): Promise<PictureRow> => {
  const image = await cleanImage(decodeImageDataUrl(photo, 'photo'), 'photo');
  const key = `${memberFilePrefix(userId)}pictures/${crypto.randomBytes(12).toString('hex')}.${image.extension}`;
  await storage.put(key, image.body, image.contentType);
  try {
    return await db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const [kept] = await tx
        .select({ count: count(), bytes: sum(progressPictures.size_bytes).mapWith(Number) })
        .from(progressPictures)
        .where(eq(progressPictures.user_id, userId));
      if ((kept?.count ?? 0) >= quota.count) {
        throw new AppError('photo_count_limit', {
          id: 'shared.profile.photoCountLimit',
          values: { count: quota.count },
        });
      }
      if ((kept?.bytes ?? 0) + image.body.length > quota.megabytes * 1024 * 1024) {
        throw new AppError('photo_storage_limit', {
          id: 'shared.profile.photoStorageLimit',
          values: { megabytes: quota.megabytes },
        });
      }
      const [row] = await tx
        .insert(progressPictures)
        .values({ user_id: userId, storage_key: key, size_bytes: image.body.length })
        .returning();
      return row as PictureRow;
    });
  } catch (error) {
    await storage.remove(key).catch(() => {});
    throw error;
  }
};

/** Deletes one of the member's photos and its file (a failure to remove the file is logged); another member's is a 404. */
export const deletePicture = async (
  db: Db,
  storage: Storage,
  userId: number,
  pictureId: number,
  log: { warn: (data: object, message: string) => void },
) => {
  const [gone] = await db
    .delete(progressPictures)
    .where(and(eq(progressPictures.id, pictureId), eq(progressPictures.user_id, userId)))
    .returning();
  if (!gone) throw notFound('shared.profile.photoNotFound');
  await storage.remove(gone.storage_key).catch((error: unknown) => {
    log.warn({ err: error, key: gone.storage_key }, 'progress photo: the file could not be removed');
  });
};
