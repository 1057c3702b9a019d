import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { HLS_HEIGHTS, type MessageId, type Wording, workoutMessages } from '@studio/shared';

const run = promisify(execFile);

/**
 * A transcode that cannot succeed as it is (a broken file, no ffmpeg): staff read `reason`, worded in
 * their language (a tool's own last words, `detail`, as it wrote them). `message` is the id, for logs.
 */
export class TranscodeError extends Error {
  readonly reason: Wording;
  constructor(id: MessageId, detail?: string) {
    super(id);
    this.reason = detail === undefined ? { id } : { id, values: { detail } };
  }
}

export type Transcoder = {
  /** The video's length in seconds and whether it has sound; a file without a picture is refused. */
  probe: (file: string) => Promise<{ seconds: number; audio: boolean }>;
  /**
   * Writes an HLS ladder (HLS_HEIGHTS, H.264 + AAC in MPEG-TS, 6 s segments, keyframes aligned)
   * in `folder`, flat (`master.m3u8`, `360p.m3u8`, `360p-000.ts`…: a signed playlist path admits
   * its own folder only, decision 0014); answers the files' names.
   */
  hls: (file: string, folder: string, audio: boolean) => Promise<string[]>;
  /** One frame at `second`, 1280 px wide at most, as a JPEG. */
  poster: (file: string, out: string, second: number) => Promise<void>;
  /**
   * `seconds` of `input` (a file, an HLS playlist or an address ffmpeg reads) from `start`, as an
   * MP4 that starts playing before it is whole (`faststart`). The streams are copied, not encoded
   * again: the cut starts at the keyframe at or before `start` (every 6 s in Studio's ladders).
   */
  clip: (input: string, out: string, start: number, seconds: number) => Promise<void>;
};

/** The last lines ffmpeg wrote before it gave up: what went wrong, without the banner. */
const tail = (stderr: unknown) =>
  String(stderr ?? '')
    .trim()
    .split('\n')
    .slice(-3)
    .join(' ')
    .slice(0, 500);

const SEGMENT_SECONDS = 6;
/** A 45-minute class takes some minutes on two cores; a stuck ffmpeg is ended after this. */
const TIMEOUT_MS = 3 * 3_600_000;

export const createTranscoder = (tools: { ffmpeg: string; ffprobe: string }): Transcoder => {
  const exec = async (tool: string, args: string[]) => {
    try {
      return await run(tool, args, { timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 ** 2 });
    } catch (error) {
      const e = error as NodeJS.ErrnoException & { stderr?: string; signal?: string | null };
      if (e.code === 'ENOENT') throw new TranscodeError(workoutMessages.transcoderMissing);
      // Its last words, or how it ended: not the command line, which names the server's folders.
      const ended = e.signal ? `signal ${e.signal}` : `exit code ${String(e.code)}`;
      throw new TranscodeError(
        workoutMessages.transcodeFailed,
        `${path.basename(tool)}: ${tail(e.stderr) || ended}`,
      );
    }
  };

  return {
    probe: async (file) => {
      const { stdout } = await exec(tools.ffprobe, [
        '-v',
        'error',
        '-show_entries',
        'format=duration:stream=codec_type',
        '-of',
        'json',
        file,
      ]).catch((error: unknown) => {
        if (error instanceof TranscodeError && error.message === workoutMessages.transcoderMissing)
          throw error;
        throw new TranscodeError(workoutMessages.videoUnreadable);
      });
      const out = JSON.parse(stdout) as {
        format?: { duration?: string };
        streams?: { codec_type?: string }[];
      };
      const types = new Set((out.streams ?? []).map((s) => s.codec_type));
      if (!types.has('video')) throw new TranscodeError(workoutMessages.videoNoPicture);
      const seconds = Number(out.format?.duration);
      if (!Number.isFinite(seconds) || seconds <= 0)
        throw new TranscodeError(workoutMessages.videoUnreadable);
      return { seconds, audio: types.has('audio') };
    },

    hls: async (file, folder, audio) => {
      const n = HLS_HEIGHTS.length;
      const split = `[0:v]split=${n}${HLS_HEIGHTS.map((_, i) => `[s${i}]`).join('')}`;
      const scales = HLS_HEIGHTS.map((h, i) => `[s${i}]scale=-2:${h}[v${i}]`);
      const args = ['-hide_banner', '-y', '-i', file, '-filter_complex', [split, ...scales].join(';')];
      HLS_HEIGHTS.forEach((_, i) => {
        args.push('-map', `[v${i}]`);
        if (audio) args.push('-map', '0:a:0');
      });
      args.push(
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-profile:v',
        'main',
        '-pix_fmt',
        'yuv420p',
        '-crf',
        '23',
        '-force_key_frames',
        `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
        '-sc_threshold',
        '0',
      );
      HLS_HEIGHTS.forEach((h, i) => {
        // A ceiling per rung so a player can choose by bandwidth: ~2.2 kbit/s per line of height.
        const kbps = Math.round(h * h * 0.0055);
        args.push(`-maxrate:v:${i}`, `${kbps}k`, `-bufsize:v:${i}`, `${kbps * 2}k`);
      });
      if (audio) args.push('-c:a', 'aac', '-b:a', '128k', '-ac', '2');
      const map = HLS_HEIGHTS.map((h, i) => (audio ? `v:${i},a:${i},name:${h}p` : `v:${i},name:${h}p`));
      args.push(
        '-f',
        'hls',
        '-hls_time',
        String(SEGMENT_SECONDS),
        '-hls_playlist_type',
        'vod',
        '-hls_segment_filename',
        path.join(folder, '%v-%03d.ts'),
        '-master_pl_name',
        'master.m3u8',
        '-var_stream_map',
        map.join(' '),
        path.join(folder, '%v.m3u8'),
      );
      await exec(tools.ffmpeg, args);
      return (await fs.readdir(folder)).sort();
    },

    clip: async (input, out, start, seconds) => {
      await exec(tools.ffmpeg, [
        '-hide_banner',
        '-y',
        '-ss',
        start.toFixed(2),
        '-i',
        input,
        '-t',
        seconds.toFixed(2),
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-c',
        'copy',
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        out,
      ]);
    },

    poster: async (file, out, second) => {
      await exec(tools.ffmpeg, [
        '-hide_banner',
        '-y',
        '-ss',
        second.toFixed(2),
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        "scale='min(1280,iw)':-2",
        '-q:v',
        '3',
        out,
      ]);
    },
  };
};
