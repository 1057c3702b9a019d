import type { ItemDetails } from '@studio/shared';

export type PlayableItem = Pick<
  ItemDetails,
  | 'id'
  | 'kind'
  | 'title'
  | 'duration'
  | 'file_url_hls'
  | 'file_url'
  | 'real_live_url'
  | 'status'
  | 'can_watch'
> &
  Partial<Pick<ItemDetails, 'captions' | 'chapters' | 'on_air'>>;

export type VideoSources = { hls: string | null; mp4: string | null };

const HLS_TYPE = 'application/vnd.apple.mpegurl';
const isHls = (url: string): boolean => /\.m3u8($|\?)/i.test(url);

/** What an opening plays: a started live class its live URL, anything else its HLS and mp4 files. */
export const videoSourcesOf = (item: PlayableItem): VideoSources => {
  if (item.kind === 'live_training' && item.real_live_url) {
    return isHls(item.real_live_url)
      ? { hls: item.real_live_url, mp4: null }
      : { hls: null, mp4: item.real_live_url };
  }
  return { hls: item.file_url_hls, mp4: item.file_url };
};

const hasMediaSource = (): boolean => 'MediaSource' in window || 'ManagedMediaSource' in window;

/**
 * Safari and iOS, where AirPlay is: their AirPlay event exists nowhere else. They also have Managed
 * Media Source (Safari 17+, iOS 17.1+), but hls.js on it turns remote playback off, and with it the
 * AirPlay button (issue 36): there the browser's own HLS plays.
 */
const hasAirPlay = (): boolean => 'WebKitPlaybackTargetAvailabilityEvent' in window;

/** Whether `attachVideo` will play `sources` through hls.js in this browser. */
const usesHlsJs = (sources: VideoSources): boolean =>
  sources.hls !== null &&
  hasMediaSource() &&
  !(hasAirPlay() && document.createElement('video').canPlayType(HLS_TYPE));

/**
 * Whether a downloaded class can play here (issue 36): through hls.js, whose requests the service
 * worker answers from the device, wherever Media Source Extensions (or Safari's and iOS's Managed
 * Media Source) exist. Safari's own HLS fetches around the worker, so there a downloaded class
 * plays through hls.js too (`attachVideo`'s `downloaded`), without AirPlay.
 */
export const downloadsPlayHere = (): boolean => hasMediaSource();

/** The variant playlists a master playlist names (at most a few): what a player reads next. */
const variantsOf = (master: string, url: string): string[] =>
  master.includes('#EXT-X-STREAM-INF')
    ? master
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'))
        .slice(0, 4)
        .map((line) => new URL(line, url).href)
    : [];

/**
 * Readies a video a member is about to play (its details are open, issue 36 "first frame"): hls.js's
 * code and the HLS playlists come now, in the background, so Play waits for the first segment only.
 * The playlists land in the HTTP cache (signed media answers may be kept, `private`), where the
 * player's requests find them: some five round trips fewer on a phone's network (bench/first-frame.ts).
 * Nothing is awaited and a failure only means Play fetches them itself.
 */
export const prewarmVideo = (sources: VideoSources): void => {
  const hls = sources.hls;
  if (!hls) return;
  if (usesHlsJs(sources)) void import('hls.js/light').catch(() => {});
  void fetch(hls)
    .then((answer) => (answer.ok ? answer.text() : ''))
    .then((master) =>
      Promise.all(
        variantsOf(master, new URL(hls, window.location.href).href).map((variant) => fetch(variant)),
      ),
    )
    .catch(() => {});
};

/**
 * How near the live edge a live class plays (issue 37; VOD ignores these): 3 s behind the newest
 * whole 2-s fragment the engine wrote, caught up by playing a little faster (up to 1.25×) when it
 * falls more than 8 s behind (a stall), not by a jump. hls.js's default (three fragments) is 6 s
 * behind, 8 s glass to glass; the goal is 6 s or less (bench/live.ts measures it).
 */
const LIVE_EDGE = { liveSyncDuration: 3, liveMaxLatencyDuration: 8, maxLiveSyncPlaybackRate: 1.25 } as const;

/**
 * Points `video` at the best source: native HLS on Safari and iOS (AirPlay stays), hls.js where
 * Media Source Extensions exist (Chromium answers "maybe" to native HLS yet plays it worse,
 * STACK-NOTES "Video"), native HLS otherwise, the mp4 last. A class `downloaded` to this device plays
 * through hls.js wherever it can run, Safari included: its files come from the service worker.
 * hls.js is loaded only when it can run, so it stays out of the first bundle and out of component
 * tests. Returns the cleanup: hls.js must be destroyed with the player.
 */
export const attachVideo = (
  video: HTMLVideoElement,
  sources: VideoSources,
  onFatal: () => void,
  { downloaded = false }: { downloaded?: boolean } = {},
) => {
  let cancelled = false;
  let destroy: (() => void) | null = null;

  const playWithoutHlsJs = () => {
    if (cancelled) return;
    if (sources.hls && video.canPlayType(HLS_TYPE)) video.src = sources.hls;
    else if (sources.mp4) video.src = sources.mp4;
    else onFatal();
  };

  const hlsUrl = sources.hls;
  // A downloaded class on Safari or iOS: their own HLS would fetch around the service worker.
  if (hlsUrl && !(downloaded && hasMediaSource()) && hasAirPlay() && video.canPlayType(HLS_TYPE)) {
    video.disableRemotePlayback = false;
    video.src = hlsUrl;
  } else if (hlsUrl && hasMediaSource()) {
    import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) return playWithoutHlsJs();
      const hls = new Hls(LIVE_EDGE);
      destroy = () => hls.destroy();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onFatal();
      });
      hls.loadSource(hlsUrl);
      hls.attachMedia(video);
    }, playWithoutHlsJs);
  } else {
    playWithoutHlsJs();
  }

  return () => {
    cancelled = true;
    destroy?.();
  };
};
