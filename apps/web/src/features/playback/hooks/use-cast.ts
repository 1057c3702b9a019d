import { downloadKey, type ItemKind, MAX_POSITION_SECONDS, POSITION_SAVE_MS } from '@studio/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RESUMABLE_KINDS, savePosition } from '../api/position';
import { type CastApi, type CastState, loadCastFramework, type RemotePlayer } from '../cast/cast-framework';
import { hlsSegmentsOf } from '../cast/segment-format';
import type { RemoteClock } from './use-play-tracking';

const HLS_CONTENT_TYPE = 'application/x-mpegurl';

/** Two addresses of one video: the same stored file, whatever their signatures. */
const sameVideo = (a: string, b: string) => {
  const [first, second] = [a, b].map((url) => new URL(url, window.location.href).pathname);
  return (downloadKey(first ?? '') ?? first) === (downloadKey(second ?? '') ?? second);
};

export type CastControls = {
  /** Whether a Cast device is on the network (the button shows then). */
  available: boolean;
  /** The TV's name while a session plays this video; null otherwise. */
  castingTo: string | null;
  connecting: boolean;
  paused: boolean;
  start: () => void;
  stop: () => void;
  togglePlay: () => void;
  /** Seeks the TV to `seconds` (bounded by the caller). */
  seekTo: (seconds: number) => void;
  currentTime: () => number;
  duration: () => number;
  /** The TV's clock while it plays this video (play tracking counts it); null otherwise. */
  clock: RemoteClock | null;
};

/**
 * Chromecast for the player (issue 36): Google's sender is loaded when the player opens in a
 * browser that can cast; a session plays the item's signed HLS address (absolute: the TV fetches
 * it) from where the video stands, in the Default Media Receiver (told whether the segments are
 * fragmented MP4 or MPEG-TS), and the local video pauses.
 * While it casts, play, pause and seeks go to the TV and its position is saved as the video's is
 * (every POSITION_SAVE_MS, on pause, at the end of the session); when the session ends the local
 * video stands where the TV stopped.
 */
export const useCast = ({
  item,
  hls,
  live,
  video,
}: {
  item: { kind: ItemKind; id: number; title: string };
  hls: string | null;
  live: boolean;
  video: HTMLVideoElement | null;
}): CastControls => {
  const [api, setApi] = useState<CastApi | null>(null);
  const [castState, setCastState] = useState<CastState>('NO_DEVICES_AVAILABLE');
  const [castingTo, setCastingTo] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const remote = useRef<{
    player: RemotePlayer;
    controller: InstanceType<CastApi['framework']['RemotePlayerController']>;
  } | null>(null);
  const latest = useRef({ item, hls, live, video });
  latest.current = { item, hls, live, video };

  useEffect(() => {
    if (!hls) return;
    let current = true;
    void loadCastFramework().then((loaded) => {
      if (current) setApi(loaded);
    });
    return () => {
      current = false;
    };
  }, [hls]);

  // The session's media: this item from where the local video stands, the local video paused.
  const loadOnTv = useCallback(async (castApi: CastApi) => {
    const session = castApi.framework.CastContext.getInstance().getCurrentSession();
    const { item: now, hls: url, live: isLive, video: local } = latest.current;
    if (!session || !url) return;
    const address = new URL(url, window.location.href).href;
    local?.pause();
    setCastingTo(session.getCastDevice().friendlyName);
    // A session joined as the player opened already plays this video (another signature of the same
    // file): it goes on where the TV is, not from here.
    const onTv = session.getMediaSession?.()?.media?.contentId;
    if (onTv && sameVideo(onTv, address)) return;
    const media = new castApi.media.MediaInfo(address, HLS_CONTENT_TYPE);
    media.streamType = isLive ? castApi.media.StreamType.LIVE : castApi.media.StreamType.BUFFERED;
    const { HlsSegmentFormat: audio, HlsVideoSegmentFormat: video } = castApi.media;
    const segments = await hlsSegmentsOf(address);
    // The session ended, or another began, while the playlist was read: nothing to load on it.
    if (castApi.framework.CastContext.getInstance().getCurrentSession() !== session) return;
    if (segments && audio && video) {
      media.hlsSegmentFormat = segments === 'fmp4' ? audio.FMP4 : audio.TS;
      media.hlsVideoSegmentFormat = segments === 'fmp4' ? video.FMP4 : video.MPEG2_TS;
    }
    const metadata = new castApi.media.GenericMediaMetadata();
    metadata.title = now.title;
    media.metadata = metadata;
    const request = new castApi.media.LoadRequest(media);
    request.autoplay = true;
    if (!isLive && local) request.currentTime = local.currentTime;
    await session.loadMedia(request).catch(() => setCastingTo(null));
  }, []);

  useEffect(() => {
    if (!api) return;
    const { framework } = api;
    const context = framework.CastContext.getInstance();
    setCastState(context.getCastState());
    const player = new framework.RemotePlayer();
    const controller = new framework.RemotePlayerController(player);
    remote.current = { player, controller };

    let lastSent: number | null = null;
    // Where the TV stands, kept as it plays: when the session ends the framework resets the remote
    // player's fields before telling us.
    let position = 0;
    const onTime = () => {
      if (player.isConnected && player.currentTime > 0) position = player.currentTime;
    };
    const save = (keepalive = false) => {
      const { item: now } = latest.current;
      onTime();
      const seconds = Math.floor(position);
      if (!RESUMABLE_KINDS.includes(now.kind) || !Number.isFinite(seconds)) return;
      if (seconds <= 0 || seconds > MAX_POSITION_SECONDS || seconds === lastSent) return;
      lastSent = seconds;
      void savePosition(now, seconds, { keepalive });
    };
    const onCastState = (event: { castState?: CastState }) => {
      if (event.castState) setCastState(event.castState);
    };
    const onSession = (event: { sessionState?: string }) => {
      if (
        event.sessionState === framework.SessionState.SESSION_STARTED ||
        event.sessionState === framework.SessionState.SESSION_RESUMED
      ) {
        void loadOnTv(api);
      } else if (event.sessionState === framework.SessionState.SESSION_ENDED) {
        save(true);
        const { video: local } = latest.current;
        if (local && position > 0) local.currentTime = position;
        position = 0;
        setCastingTo(null);
      }
    };
    const onPaused = () => {
      setPaused(player.isPaused);
      if (player.isPaused) save();
    };
    const timer = setInterval(() => {
      if (player.isConnected && !player.isPaused) save();
    }, POSITION_SAVE_MS);
    context.addEventListener(framework.CastContextEventType.CAST_STATE_CHANGED, onCastState);
    context.addEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, onSession);
    controller.addEventListener(framework.RemotePlayerEventType.IS_PAUSED_CHANGED, onPaused);
    controller.addEventListener(framework.RemotePlayerEventType.CURRENT_TIME_CHANGED, onTime);
    // A session already open on this origin (joined when the player opened) takes this video.
    if (context.getCurrentSession()) void loadOnTv(api);
    return () => {
      clearInterval(timer);
      if (player.isConnected) save(true);
      context.removeEventListener(framework.CastContextEventType.CAST_STATE_CHANGED, onCastState);
      context.removeEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, onSession);
      controller.removeEventListener(framework.RemotePlayerEventType.IS_PAUSED_CHANGED, onPaused);
      controller.removeEventListener(framework.RemotePlayerEventType.CURRENT_TIME_CHANGED, onTime);
      remote.current = null;
    };
  }, [api, loadOnTv]);

  const clock = useRef<RemoteClock>({
    currentTime: () => remote.current?.player.currentTime ?? 0,
    paused: () => !remote.current?.player.isConnected || remote.current.player.isPaused,
  });

  return {
    available: api !== null && castState !== 'NO_DEVICES_AVAILABLE',
    castingTo,
    connecting: castState === 'CONNECTING',
    paused,
    start: () => {
      void api?.framework.CastContext.getInstance()
        .requestSession()
        .catch(() => {
          // The member closed the device list: nothing to do.
        });
    },
    stop: () => api?.framework.CastContext.getInstance().endCurrentSession(true),
    togglePlay: () => remote.current?.controller.playOrPause(),
    seekTo: (seconds) => {
      const cast = remote.current;
      if (!cast) return;
      cast.player.currentTime = seconds;
      cast.controller.seek();
    },
    currentTime: () => remote.current?.player.currentTime ?? 0,
    duration: () => remote.current?.player.duration ?? Number.NaN,
    clock: castingTo === null ? null : clock.current,
  };
};
