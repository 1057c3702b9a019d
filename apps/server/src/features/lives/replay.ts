import fs from 'node:fs';
import { MAX_WORKOUT_TITLE } from '@studio/shared';
import { asc, eq } from 'drizzle-orm';
import { items, itemTrainers, itemVideos, liveStreams } from '../../db/schema';
import type { JobContext } from '../../deps';
import { jobHandler, jobKind } from '../../jobs/queue';
import { readStudioLanguage, translate } from '../../lib/i18n';
import { createWorkout, newUploadName, recordUpload, uploadFolder, VIDEO_TRANSCODE } from '../library';

/**
 * A stream's replay (issue 37): its recording becomes an on-demand workout ("Replay: <class>", the
 * class's trainers and description), hidden until a coach shows it in the console, or shown once
 * transcoded where the studio publishes replays by itself (`studio_settings.publish_replays`). The
 * existing transcode job makes its HLS. One replay a stream: the job may run again (a retry, the
 * engine's callback said twice) and finds the replay it made.
 */
export const LIVE_REPLAY = jobKind<{ streamId: number }>({
  name: 'live-replay',
  policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, heartbeatSeconds: 60, expireInSeconds: 3600 },
  concurrency: 1,
});

export const liveReplayHandler = ({ db, storage, mail, log }: JobContext) =>
  jobHandler(LIVE_REPLAY, async ({ streamId }) => {
    const made = await db.transaction(async (tx) => {
      const [stream] = await tx.select().from(liveStreams).where(eq(liveStreams.id, streamId)).for('update');
      if (!stream?.recording) return null;
      if (stream.replay_item_id !== null) {
        const [video] = await tx
          .select()
          .from(itemVideos)
          .where(eq(itemVideos.item_id, stream.replay_item_id));
        if (!video?.source_key || video.state !== 'processing') return null;
        return {
          itemId: stream.replay_item_id,
          upload: video.upload,
          sourceKey: video.source_key,
          recording: stream.recording,
        };
      }
      const [live] = await tx.select().from(items).where(eq(items.id, stream.item_id));
      if (!live) return null;
      const trainers = await tx
        .select({ id: itemTrainers.trainer_id })
        .from(itemTrainers)
        .where(eq(itemTrainers.item_id, live.id))
        .orderBy(asc(itemTrainers.position));
      // The catalogue is written in the studio's language: so is the replay's title.
      const title = translate(await readStudioLanguage(tx), 'server.live.replayTitle', { title: live.title });
      const itemId = await createWorkout(tx, {
        kind: 'workout',
        title: title.slice(0, MAX_WORKOUT_TITLE),
        description: live.description,
        is_new: false,
        trainer_ids: trainers.map((t) => t.id),
        trailer_start_seconds: 0,
        free_sample: false,
      });
      await tx.update(items).set({ image: live.image }).where(eq(items.id, itemId));
      const upload = newUploadName();
      const sourceKey = `${uploadFolder(itemId, upload)}source.flv`;
      await recordUpload(tx, itemId, upload, sourceKey);
      await tx.update(liveStreams).set({ replay_item_id: itemId }).where(eq(liveStreams.id, streamId));
      return { itemId, upload, sourceKey, recording: stream.recording };
    });
    if (!made) return;
    // The recording is on the engine's disk (beside this process): into storage, then transcoded;
    // the engine's copy goes once stored (a retry finds the stored one).
    const stored = (await storage.list(made.sourceKey)).some((file) => file.key === made.sourceKey);
    if (!stored) {
      if (!fs.existsSync(made.recording)) {
        log.warn(
          { streamId, recording: made.recording },
          'live replay: the recording is not on this machine',
        );
        throw new Error(`live replay: recording ${made.recording} not found`);
      }
      await storage.putFile(made.sourceKey, made.recording, 'video/x-flv');
    }
    await fs.promises.rm(made.recording, { force: true });
    await mail.jobs.send(VIDEO_TRANSCODE, { itemId: made.itemId, upload: made.upload });
    log.info({ streamId, itemId: made.itemId }, 'live replay: recording stored, transcode queued');
  });
