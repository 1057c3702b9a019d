import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TRAILER_SECONDS, workoutMessages } from '@studio/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import { TranscodeError } from '../../adapters/video/ffmpeg';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';
import type { JobContext } from '../../deps';
import { type Jobs, jobHandler, jobKind } from '../../jobs/queue';

/**
 * Trailers (issue 38): each class's public preview, TRAILER_SECONDS of its video from the second a
 * coach picks (the start by default), an MP4 the storefront plays with the browser's own player.
 * Its key is under `catalog/trailers/`, public like the catalogue's images; the class's video stays
 * signed. The cut copies the video's streams (no encoding) and, for an HLS ladder, reads only the
 * segments of the range, so a trailer costs seconds whatever the class's length.
 */
const TRAILER_PREFIX = 'catalog/trailers/';

/** What a trailer is cut from: the class's video and the second it starts at. */
const cutOf = (video: string, start: number) => `${video}@${start}`;
const videoSql = sql`coalesce(${items.video_hls}, ${items.video_mp4})`;

export const TRAILER_CUT = jobKind<{ itemId: number }>({
  name: 'trailer-cut',
  policy: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
  concurrency: 1,
});

/**
 * Every hour (and soon after a start): a cut for each class whose trailer is missing or was cut from
 * another video or start (a catalogue import, an upload, a coach's new start).
 */
export const TRAILER_SWEEP = jobKind<Record<string, never>>({
  name: 'trailer_sweep',
  policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  schedule: '23 * * * *',
});

/**
 * Asks for a class's trailer to be cut now (its video or start changed). A cut that finds the
 * trailer already made from the current video and start does nothing, so a second job is harmless.
 */
export const queueTrailer = (jobs: Pick<Jobs, 'send'>, itemId: number, db?: Db) =>
  jobs.send(TRAILER_CUT, { itemId }, { db });

type Input = { input: string; offset: number; total: number | null };

/**
 * An HLS playlist's entries: each segment's address and length, in order, and the init segment of
 * fragmented-MP4 segments (`#EXT-X-MAP`), which every one of them needs.
 */
const segmentsOf = (playlist: string) => {
  const segments: { uri: string; seconds: number }[] = [];
  let seconds = 0;
  let map: string | null = null;
  for (const line of playlist.split('\n').map((l) => l.trim())) {
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line.startsWith('#EXT-X-MAP:')) map = /URI="([^"]+)"/.exec(line)?.[1] ?? null;
    else if (line && !line.startsWith('#')) segments.push({ uri: line, seconds });
  }
  return { segments, map };
};

/**
 * A playlist's entry must name a file beside it: no folder, no `..`, no scheme (a playlist only the
 * transcoder and the catalogue import write, but a cut must never read another member's file).
 */
const besideIt = (uri: string): string => {
  if (uri.includes('/') || uri.includes('\\') || uri.includes(':') || uri.startsWith('.')) {
    throw new TranscodeError(workoutMessages.videoUnreadable);
  }
  return uri;
};

/** The master playlist's rendition closest to 720p from below (or its smallest), relative to it. */
const renditionOf = (master: string): string | null => {
  const lines = master.split('\n').map((l) => l.trim());
  const variants: { height: number; uri: string }[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF')) return;
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? 0);
    const uri = lines.slice(i + 1).find((next) => next && !next.startsWith('#'));
    if (uri) variants.push({ height, uri });
  });
  if (variants.length === 0) return null;
  const fitting = variants.filter((v) => v.height <= 720).sort((a, b) => b.height - a.height);
  return (fitting[0] ?? [...variants].sort((a, b) => a.height - b.height)[0])?.uri ?? null;
};

/**
 * What ffmpeg reads for a cut from `start`: an address as it is; a stored MP4; for a stored HLS
 * playlist, a playlist of our own in `work` holding only the segments the range needs.
 */
const inputFor = async (storage: Storage, video: string, start: number, work: string): Promise<Input> => {
  if (/^https?:\/\//.test(video)) return { input: video, offset: start, total: null };
  if (!video.toLowerCase().endsWith('.m3u8')) {
    return { input: await storage.getFile(video, work), offset: start, total: null };
  }
  const read = async (key: string) => {
    const file = await storage.read(key);
    if (!file) throw new Error(`trailer: ${key} is not stored`);
    return file.body.toString('utf8');
  };
  let playlistKey = video;
  let playlist = await read(video);
  const rendition = renditionOf(playlist);
  if (rendition) {
    playlistKey = path.posix.join(path.posix.dirname(video), besideIt(rendition));
    playlist = await read(playlistKey);
  }
  const { segments: all, map } = segmentsOf(playlist);
  const folder = path.posix.dirname(playlistKey);
  const init = map ? await storage.getFile(path.posix.join(folder, besideIt(map)), work) : null;
  const total = all.reduce((sum, s) => sum + s.seconds, 0);
  // A start past the end (the video was replaced by a shorter one) cuts from the beginning.
  const from = start < total ? start : 0;
  let at = 0;
  const needed: { file: string; seconds: number; startsAt: number }[] = [];
  for (const segment of all) {
    if (at + segment.seconds > from && at < from + TRAILER_SECONDS) {
      const key = path.posix.join(folder, besideIt(segment.uri));
      needed.push({ file: await storage.getFile(key, work), seconds: segment.seconds, startsAt: at });
    }
    at += segment.seconds;
  }
  const local = path.join(work, 'trailer.m3u8');
  await fs.writeFile(
    local,
    [
      '#EXTM3U',
      `#EXT-X-VERSION:${init ? 7 : 3}`,
      `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(1, ...needed.map((s) => s.seconds)))}`,
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      ...(init ? [`#EXT-X-MAP:URI="${init}"`] : []),
      ...needed.flatMap((s) => [`#EXTINF:${s.seconds.toFixed(3)},`, s.file]),
      '#EXT-X-ENDLIST',
      '',
    ].join('\n'),
  );
  return { input: local, offset: from - (needed[0]?.startsAt ?? 0), total };
};

export const trailerHandlers = ({
  db,
  storage,
  transcoder,
  mail: { jobs },
  log,
}: Pick<JobContext, 'db' | 'storage' | 'transcoder' | 'mail' | 'log'>) => [
  jobHandler(TRAILER_SWEEP, async () => {
    const stale = await db
      .select({ id: items.id })
      .from(items)
      .where(
        and(
          eq(items.kind, 'workout'),
          isNull(items.removed_at),
          sql`${videoSql} is not null`,
          sql`${items.trailer_of} is distinct from ${videoSql} || '@' || ${items.trailer_start_seconds}`,
        ),
      );
    for (const { id } of stale) await queueTrailer(jobs, id);
    if (stale.length > 0) log.info({ classes: stale.length }, 'trailers: cuts queued');
  }),
  jobHandler(TRAILER_CUT, async ({ itemId }, job) => {
    const [item] = await db
      .select({
        video: videoSql.mapWith(String),
        start: items.trailer_start_seconds,
        trailer: items.trailer,
        of: items.trailer_of,
      })
      .from(items)
      // A hidden class (a new upload not shown yet) gets its trailer once shown: the sweep, or the show.
      .where(and(eq(items.id, itemId), isNull(items.removed_at)));
    if (!item?.video) return;
    const wanted = cutOf(item.video, item.start);
    if (item.of === wanted) return;
    /**
     * Records the cut (or that this video and start have none) unless the video, the start or the
     * trailer changed meanwhile (another cut of the same class, from another job, came first).
     */
    const record = (trailer: string | null) =>
      db
        .update(items)
        .set({ trailer, trailer_of: wanted })
        .where(
          and(
            eq(items.id, itemId),
            sql`${videoSql} = ${item.video}`,
            eq(items.trailer_start_seconds, item.start),
            sql`${items.trailer} is not distinct from ${item.trailer}`,
          ),
        )
        .returning({ id: items.id });

    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-trailer-'));
    try {
      const { input, offset } = await inputFor(storage, item.video, item.start, work);
      const out = path.join(work, 'trailer.mp4');
      await transcoder.clip(input, out, offset, TRAILER_SECONDS);
      // Public and unlisted: a name nobody can guess before the class is shown.
      const key = `${TRAILER_PREFIX}${itemId}-${crypto.randomBytes(9).toString('base64url')}.mp4`;
      await storage.putFile(key, out, 'video/mp4');
      const recorded = await record(key);
      // Something changed while this one was cut (its video, its start, another cut): the row
      // keeps what it has, and this file goes.
      const gone = recorded.length > 0 ? item.trailer : key;
      if (gone?.startsWith(TRAILER_PREFIX)) await storage.remove(gone);
    } catch (error) {
      // A video ffmpeg cannot cut (no picture, a broken playlist) has no trailer until it changes.
      // Anything else (storage away, a full disk) is tried again by the queue, then by the sweep.
      if (!(error instanceof TranscodeError)) throw error;
      log.warn({ err: error, itemId, attempt: job.retryCount ?? 0 }, 'trailers: no trailer for this video');
      const recorded = await record(null);
      if (recorded.length > 0 && item.trailer?.startsWith(TRAILER_PREFIX)) await storage.remove(item.trailer);
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }),
];
