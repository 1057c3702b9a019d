import crypto from 'node:crypto';
import { type StudioWorkout, WORKOUT_KINDS, type WorkoutValues, workoutMessages } from '@studio/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import type { Db, Tx } from '../../db/client';
import { itemCaptions, items, itemTrainers, itemVideos, trainers } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { refreshTrainerLists, removeFromLists } from './list-membership';
import { keyFrom } from './studio-trainers';

/**
 * On-demand workouts as the console edits them (issue 17): a workout made in the console starts
 * hidden (a draft, `removed_at` set) and is shown once its video is ready; the catalogue file's
 * import leaves it alone (`origin = 'studio'`) unless the file names its key.
 */

type ItemRow = typeof items.$inferSelect;
type VideoRow = typeof itemVideos.$inferSelect;

/** Where an upload's files live: private under `catalog/videos/`, the poster public. */
export const uploadPrefix = (itemId: number) => `catalog/videos/uploads/${itemId}/`;
export const uploadFolder = (itemId: number, upload: string) => `${uploadPrefix(itemId)}${upload}/`;
export const posterPrefix = (itemId: number) => `catalog/posters/${itemId}-`;
/** An upload's name: sorts by the time it was made (so older uploads' files can be told apart). */
export const newUploadName = () =>
  `${Date.now().toString(36).padStart(9, '0')}-${crypto.randomBytes(4).toString('hex')}`;

/** The kinds the console edits (a file's other kinds, such as suggestions, stay the file's). */
const isWorkout = and(eq(items.store_id, 'on_demand'), inArray(items.kind, [...WORKOUT_KINDS]));

export const presentWorkout = (
  row: ItemRow,
  extra: {
    trainers: { id: number; name: string }[];
    video: VideoRow | undefined;
    captions: { language: string; label: string; storage_key: string }[];
  },
  storage: Storage,
): StudioWorkout => {
  const { video } = extra;
  const playable = row.video_hls ?? row.video_mp4;
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    title: row.title,
    description: row.description,
    is_new: row.is_new,
    free_sample: row.free_sample,
    trainers: extra.trainers,
    duration_seconds: row.duration_seconds,
    hidden: row.removed_at !== null,
    origin: row.origin,
    image: row.image ? storage.url(row.image) : null,
    video: {
      // A ready item whose newer upload is processing or failed still plays the older video.
      state: video?.state ?? (playable ? 'ready' : 'none'),
      error: video?.state === 'failed' ? video.error : null,
      hls_url: playable && /^https:/.test(playable) ? playable : playable ? storage.url(playable) : null,
      updated_at: video ? video.updated_at.toISOString() : null,
    },
    captions: extra.captions.map((c) => ({
      language: c.language,
      label: c.label,
      url: storage.url(c.storage_key),
    })),
    trailer: { start_seconds: row.trailer_start_seconds, url: row.trailer ? storage.url(row.trailer) : null },
  };
};

/** Every on-demand workout (file-made and console-made), newest first, in three statements. */
export const listWorkouts = async (db: Db, storage: Storage, only?: number): Promise<StudioWorkout[]> => {
  const rows = await db
    .select()
    .from(items)
    .where(only === undefined ? isWorkout : and(isWorkout, eq(items.id, only)))
    .orderBy(desc(items.published_at), desc(items.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [trainerRows, videos, captions] = await Promise.all([
    db
      .select({ item_id: itemTrainers.item_id, id: trainers.id, name: trainers.name })
      .from(itemTrainers)
      .innerJoin(trainers, eq(trainers.id, itemTrainers.trainer_id))
      .where(inArray(itemTrainers.item_id, ids))
      .orderBy(asc(itemTrainers.position)),
    db.select().from(itemVideos).where(inArray(itemVideos.item_id, ids)),
    db
      .select()
      .from(itemCaptions)
      .where(inArray(itemCaptions.item_id, ids))
      .orderBy(asc(itemCaptions.language)),
  ]);
  return rows.map((row) =>
    presentWorkout(
      row,
      {
        trainers: trainerRows.filter((t) => t.item_id === row.id).map(({ id, name }) => ({ id, name })),
        video: videos.find((v) => v.item_id === row.id),
        captions: captions.filter((c) => c.item_id === row.id),
      },
      storage,
    ),
  );
};

export const findWorkout = async (db: Db, storage: Storage, id: number): Promise<StudioWorkout> => {
  const [found] = await listWorkouts(db, storage, id);
  if (!found) throw notFound(workoutMessages.workoutUnknown);
  return found;
};

/** The workout row, locked for the change (a 404 for anything but an on-demand workout). */
export const lockWorkout = async (tx: Tx, id: number): Promise<ItemRow> => {
  const [row] = await tx
    .select()
    .from(items)
    .where(and(isWorkout, eq(items.id, id)))
    .for('update');
  if (!row) throw notFound(workoutMessages.workoutUnknown);
  return row;
};

/** Sets the workout's trainers (checked), and the pages of the trainers it joins or leaves. */
const setTrainers = async (tx: Tx, itemId: number, trainerIds: number[]) => {
  const ids = [...new Set(trainerIds)];
  const before = await tx
    .select({ id: itemTrainers.trainer_id })
    .from(itemTrainers)
    .where(eq(itemTrainers.item_id, itemId));
  if (ids.length > 0) {
    const found = await tx.select({ id: trainers.id }).from(trainers).where(inArray(trainers.id, ids));
    if (found.length !== ids.length) {
      throw new AppError('validation', workoutMessages.trainerUnknown, {
        trainer_ids: [workoutMessages.trainerUnknown],
      });
    }
  }
  await tx.delete(itemTrainers).where(eq(itemTrainers.item_id, itemId));
  if (ids.length > 0) {
    await tx
      .insert(itemTrainers)
      .values(ids.map((trainer_id, position) => ({ item_id: itemId, trainer_id, position })));
  }
  await refreshTrainerLists(tx, [...new Set([...before.map((t) => t.id), ...ids])]);
};

/** A new workout: hidden until its video is ready and a coach shows it. */
export const createWorkout = async (tx: Tx, values: WorkoutValues): Promise<number> => {
  const now = new Date();
  const [row] = await tx
    .insert(items)
    .values({
      key: keyFrom(values.title, 'workout'),
      kind: values.kind,
      store_id: 'on_demand',
      title: values.title,
      description: values.description,
      is_new: values.is_new,
      free_sample: values.free_sample,
      trailer_start_seconds: values.trailer_start_seconds,
      published_at: now,
      removed_at: now,
      origin: 'studio',
    })
    .returning({ id: items.id });
  if (!row) throw new Error('insert returned no row');
  await setTrainers(tx, row.id, values.trainer_ids);
  return row.id;
};

/** Changes a workout; answers whether its trailer must be cut again (another start). */
export const updateWorkout = async (tx: Tx, id: number, values: WorkoutValues): Promise<boolean> => {
  const before = await lockWorkout(tx, id);
  await tx
    .update(items)
    .set({
      kind: values.kind,
      title: values.title,
      description: values.description,
      is_new: values.is_new,
      free_sample: values.free_sample,
      trailer_start_seconds: values.trailer_start_seconds,
    })
    .where(eq(items.id, id));
  await setTrainers(tx, id, values.trainer_ids);
  return before.trailer_start_seconds !== values.trailer_start_seconds;
};

/**
 * Shows a workout to members (its video must be playable) or hides it from them. A hidden workout
 * leaves every list it was in (answered: categories and curated lists do not take it back when it
 * is shown again); a shown one joins its trainers' pages.
 */
export const setWorkoutHidden = async (tx: Tx, id: number, hidden: boolean): Promise<string[]> => {
  const row = await lockWorkout(tx, id);
  if (hidden === (row.removed_at !== null)) return [];
  if (!hidden && !row.video_hls && !row.video_mp4) {
    throw new AppError('conflict', workoutMessages.notReadyToShow);
  }
  await tx
    .update(items)
    .set({ removed_at: hidden ? new Date() : null })
    .where(eq(items.id, id));
  if (hidden) return removeFromLists(tx, id);
  const trainerIds = await tx
    .select({ id: itemTrainers.trainer_id })
    .from(itemTrainers)
    .where(eq(itemTrainers.item_id, id));
  await refreshTrainerLists(
    tx,
    trainerIds.map((t) => t.id),
  );
  return [];
};

/** A new upload of the workout's video, waiting for its transcode: replaces any earlier one. */
export const recordUpload = async (
  tx: Tx,
  id: number,
  upload: string,
  sourceKey: string,
): Promise<{ replacedSource: string | null }> => {
  await lockWorkout(tx, id);
  const [before] = await tx.select().from(itemVideos).where(eq(itemVideos.item_id, id));
  await tx
    .insert(itemVideos)
    .values({ item_id: id, upload, state: 'processing', source_key: sourceKey, error: null })
    .onConflictDoUpdate({
      target: itemVideos.item_id,
      set: { upload, state: 'processing', source_key: sourceKey, error: null, updated_at: sql`now()` },
    });
  return { replacedSource: before?.source_key ?? null };
};

/** A failed transcode, to be tried again from the same uploaded file: the upload's name. */
export const retryUpload = async (tx: Tx, id: number): Promise<string> => {
  await lockWorkout(tx, id);
  const [video] = await tx.select().from(itemVideos).where(eq(itemVideos.item_id, id));
  if (video?.state !== 'failed' || !video.source_key)
    throw new AppError('conflict', workoutMessages.notFailed);
  await tx
    .update(itemVideos)
    .set({ state: 'processing', error: null, updated_at: sql`now()` })
    .where(eq(itemVideos.item_id, id));
  return video.upload;
};

/** Adds or replaces the caption track of one language; answers the file it replaced, if any. */
export const putCaption = async (
  tx: Tx,
  id: number,
  caption: { language: string; label: string; storage_key: string },
): Promise<string | null> => {
  await lockWorkout(tx, id);
  const [before] = await tx
    .select()
    .from(itemCaptions)
    .where(and(eq(itemCaptions.item_id, id), eq(itemCaptions.language, caption.language)));
  await tx
    .insert(itemCaptions)
    .values({ item_id: id, ...caption })
    .onConflictDoUpdate({
      target: [itemCaptions.item_id, itemCaptions.language],
      set: { label: caption.label, storage_key: caption.storage_key },
    });
  return before?.storage_key ?? null;
};

export const removeCaption = async (tx: Tx, id: number, language: string): Promise<string> => {
  await lockWorkout(tx, id);
  const [gone] = await tx
    .delete(itemCaptions)
    .where(and(eq(itemCaptions.item_id, id), eq(itemCaptions.language, language)))
    .returning({ storage_key: itemCaptions.storage_key });
  if (!gone) throw notFound(workoutMessages.captionUnknown);
  return gone.storage_key;
};
