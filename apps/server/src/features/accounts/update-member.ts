import crypto from 'node:crypto';
import type { UpdateUserSchema } from '@studio/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { cleanImage, decodeImageDataUrl } from '../../lib/images';

/** Every stored file of a member lives under this prefix, so that deleting the account removes them all. */
export const memberFilePrefix = (userId: number): string => `members/${userId}/`;

/** PUT /api/v3/users/{id}: names, birthday, measurement standard, language and the avatar (metadata stripped). */
export const updateMember = async ({
  db,
  storage,
  userId,
  input,
}: {
  db: Db;
  storage: Storage;
  userId: number;
  input: z.output<typeof UpdateUserSchema>;
}): Promise<void> => {
  let avatarKey: string | undefined;
  if (input.avatar) {
    const image = await cleanImage(decodeImageDataUrl(input.avatar, 'avatar'), 'avatar');
    avatarKey = `${memberFilePrefix(userId)}avatar-${crypto.randomBytes(8).toString('hex')}.${image.extension}`;
    await storage.put(avatarKey, image.body, image.contentType);
  }
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.last_name !== undefined && { last_name: input.last_name }),
    ...(input.birthday !== undefined && { birthday: input.birthday }),
    ...(input.measurement_standard !== undefined && { measurement_standard: input.measurement_standard }),
    ...(input.language !== undefined && { language: input.language }),
    ...(avatarKey && { avatar_key: avatarKey }),
  };
  if (Object.keys(changes).length === 0) return;
  let replacedKey: string | null;
  try {
    // The avatar replaced is read under the row's lock in the transaction that replaces it: of
    // parallel updates, each removes exactly the file the next one took the place of (issue 14:
    // 9 of 10 parallel updates left a file no row referred to).
    replacedKey = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ key: users.avatar_key })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx
        .update(users)
        .set({ ...changes, updated_at: sql`now()` })
        .where(eq(users.id, userId));
      return avatarKey ? (current?.key ?? null) : null;
    });
  } catch (error) {
    // The member keeps the avatar they had; the file stored for this failed request goes.
    if (avatarKey) await storage.remove(avatarKey).catch(() => {});
    throw error;
  }
  // The old avatar goes only once the new one is in place (a failure here leaves it to the sweep).
  if (replacedKey) await storage.remove(replacedKey);
};
