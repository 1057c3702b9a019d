import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Wording, workoutMessages } from '@studio/shared';
import { and, eq, sql } from 'drizzle-orm';
import mime from 'mime';
import type { Storage } from '../../adapters/storage';
import { TranscodeError } from '../../adapters/video/ffmpeg';
import { items, itemVideos, liveStreams, studioSettings } from '../../db/schema';
import type { JobContext } from '../../deps';
import { jobHandler, jobKind } from '../../jobs/queue';
import { posterPrefix, setWorkoutHidden, uploadFolder, uploadPrefix } from './studio-workouts';
import { queueTrailer } from './trailers';

/**
 * Turns an uploaded MP4 into an HLS ladder, a poster and a duration (issue 17). A job names the
 * upload it is for: a job of an older upload, or one run again after it finished, changes nothing.
 * A file that cannot be transcoded (no picture, unreadable, no ffmpeg) marks the video failed with
 * the reason at once; anything else (storage away, a killed process) is retried by the queue, and
 * the last retry marks it failed too, so a video is never left "processing".
 */
export const VIDEO_TRANSCODE = jobKind<{ itemId: number; upload: string }>({
  name: 'video-transcode',
  policy: {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    // A process killed mid-transcode: the job is taken up again once its heartbeat stops.
    heartbeatSeconds: 60,
    expireInSeconds: 4 * 3600,
  },
  // Transcodes take the cores they get: one at a time per process.
  concurrency: 1,
});

const POSTER_SECOND = 5;

export const videoTranscodeHandler = ({
  db,
  storage,
  transcoder,
  mail,
  log,
}: Pick<JobContext, 'db' | 'storage' | 'transcoder' | 'mail' | 'log'>) =>
  jobHandler(VIDEO_TRANSCODE, async ({ itemId, upload }, job) => {
    const current = and(eq(itemVideos.item_id, itemId), eq(itemVideos.upload, upload));
    const [video] = await db
      .select()
      .from(itemVideos)
      .where(and(current, eq(itemVideos.state, 'processing')));
    if (!video?.source_key) return;
    // The reason is kept as a wording (JSON), worded in the reader's language when staff read it.
    const fail = (reason: Wording) =>
      db
        .update(itemVideos)
        .set({ state: 'failed', error: JSON.stringify(reason), updated_at: sql`now()` })
        .where(and(current, eq(itemVideos.state, 'processing')));

    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-transcode-'));
    const folder = uploadFolder(itemId, upload);
    const posterKey = `${posterPrefix(itemId)}${upload}.jpg`;
    try {
      const source = await storage.getFile(video.source_key, work);
      const { seconds, audio } = await transcoder.probe(source);
      const hls = path.join(work, 'hls');
      await fs.mkdir(hls);
      const files = await transcoder.hls(source, hls, audio);
      const poster = path.join(work, 'poster.jpg');
      await transcoder.poster(source, poster, Math.min(POSTER_SECOND, seconds / 3));
      for (const file of files) {
        await storage.putFile(`${folder}${file}`, path.join(hls, file), mime.getType(file) ?? 'video/mp2t');
      }
      await storage.putFile(posterKey, poster, 'image/jpeg');

      const replaced = await db.transaction(async (tx) => {
        const [still] = await tx.select().from(itemVideos).where(current).for('update');
        if (still?.state !== 'processing') return null;
        const [item] = await tx.select().from(items).where(eq(items.id, itemId)).for('update');
        if (!item) return null;
        // The poster becomes the picture unless staff or the catalogue gave one of their own.
        const ownPicture = (key: string | null) => key !== null && !key.startsWith(posterPrefix(itemId));
        await tx
          .update(items)
          .set({
            video_hls: `${folder}master.m3u8`,
            video_mp4: null,
            duration_seconds: Math.max(1, Math.round(seconds)),
            image: ownPicture(item.image) ? item.image : posterKey,
            thumb: ownPicture(item.thumb) ? item.thumb : posterKey,
          })
          .where(eq(items.id, itemId));
        await tx
          .update(itemVideos)
          .set({ state: 'ready', source_key: null, error: null, updated_at: sql`now()` })
          .where(current);
        // A live class's replay (issue 37) is shown at once where the studio publishes replays itself.
        const [replay] = await tx
          .select({ publish: studioSettings.publish_replays })
          .from(liveStreams)
          .innerJoin(studioSettings, eq(studioSettings.id, 1))
          .where(eq(liveStreams.replay_item_id, itemId));
        if (replay?.publish) await setWorkoutHidden(tx, itemId, false);
        // Its public trailer, from the new video (issue 38).
        await queueTrailer(mail.jobs, itemId, tx);
        return { source: still.source_key, poster: item.image };
      });
      if (!replaced) {
        // A newer upload took the item's place meanwhile: this one's files are not needed.
        await storage.deletePrefix(folder);
        await storage.remove(posterKey);
        return;
      }
      await removeEarlierFiles(storage, itemId, upload, replaced, log);
    } catch (error) {
      if (error instanceof TranscodeError) {
        await fail(error.reason);
        return;
      }
      const retryLimit = VIDEO_TRANSCODE.policy.retryLimit ?? 0;
      if ((job.retryCount ?? 0) >= retryLimit)
        await fail({ id: workoutMessages.videoNotStored, values: { detail: (error as Error).message } });
      throw error;
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });

/** The uploaded MP4 and an earlier upload's ladder and poster go once the new video is in place. */
const removeEarlierFiles = async (
  storage: Storage,
  itemId: number,
  upload: string,
  replaced: { source: string | null; poster: string | null },
  log: JobContext['log'],
) => {
  try {
    if (replaced.source) await storage.remove(replaced.source);
    // Upload names sort by time: a newer upload's file (its transcode still to come) stays.
    const prefix = uploadPrefix(itemId);
    const names = new Set(
      (await storage.list(prefix)).map((f) => f.key.slice(prefix.length).split('/')[0] ?? ''),
    );
    for (const name of names) {
      if (name && name < upload) await storage.deletePrefix(uploadFolder(itemId, name));
    }
    if (replaced.poster?.startsWith(posterPrefix(itemId)) && !replaced.poster.endsWith(`${upload}.jpg`)) {
      await storage.remove(replaced.poster);
    }
  } catch (error) {
    log.warn({ err: error, itemId }, 'video transcode: earlier files could not be removed');
  }
};
