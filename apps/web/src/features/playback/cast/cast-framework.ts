import { CAST_SENDER_URL } from '@studio/shared';

/**
 * The part of Google's Cast web sender framework the player uses (issue 36), typed here: Google's
 * own typings declare the whole `chrome` global. Names and values as in its reference
 * (developers.google.com/cast/docs/reference/web_sender).
 */
export type CastState = 'NO_DEVICES_AVAILABLE' | 'NOT_CONNECTED' | 'CONNECTING' | 'CONNECTED';

export type CastMediaInfo = {
  contentId: string;
  contentType: string;
  streamType?: string;
  hlsSegmentFormat?: string;
  hlsVideoSegmentFormat?: string;
  metadata?: { title?: string };
};

export type CastLoadRequest = { media: CastMediaInfo; currentTime?: number; autoplay?: boolean };

export type CastSession = {
  loadMedia: (request: CastLoadRequest) => Promise<unknown>;
  getCastDevice: () => { friendlyName: string };
  /** What the TV plays now, if anything (a session joined may already play this video). */
  getMediaSession?: () => { media?: { contentId?: string } | null } | null;
};

type Listener<E> = (event: E) => void;

export type CastContext = {
  setOptions: (options: { receiverApplicationId: string; autoJoinPolicy: string }) => void;
  getCastState: () => CastState;
  getCurrentSession: () => CastSession | null;
  requestSession: () => Promise<unknown>;
  endCurrentSession: (stopCasting: boolean) => void;
  addEventListener: (
    type: string,
    listener: Listener<{ castState?: CastState; sessionState?: string }>,
  ) => void;
  removeEventListener: (
    type: string,
    listener: Listener<{ castState?: CastState; sessionState?: string }>,
  ) => void;
};

export type RemotePlayer = {
  isConnected: boolean;
  isPaused: boolean;
  currentTime: number;
  duration: number;
  playerState: string | null;
};

export type RemotePlayerController = {
  addEventListener: (type: string, listener: Listener<{ field: string; value: unknown }>) => void;
  removeEventListener: (type: string, listener: Listener<{ field: string; value: unknown }>) => void;
  playOrPause: () => void;
  seek: () => void;
};

/** `window.cast.framework` and `window.chrome.cast` once the sender has loaded. */
export type CastApi = {
  framework: {
    CastContext: { getInstance: () => CastContext };
    CastContextEventType: { CAST_STATE_CHANGED: string; SESSION_STATE_CHANGED: string };
    SessionState: { SESSION_STARTED: string; SESSION_RESUMED: string; SESSION_ENDED: string };
    RemotePlayer: new () => RemotePlayer;
    RemotePlayerController: new (player: RemotePlayer) => RemotePlayerController;
    RemotePlayerEventType: {
      CURRENT_TIME_CHANGED: string;
      IS_PAUSED_CHANGED: string;
      DURATION_CHANGED: string;
    };
  };
  media: {
    DEFAULT_MEDIA_RECEIVER_APP_ID: string;
    StreamType: { BUFFERED: string; LIVE: string };
    HlsSegmentFormat?: { TS: string; FMP4: string };
    HlsVideoSegmentFormat?: { MPEG2_TS: string; FMP4: string };
    MediaInfo: new (contentId: string, contentType: string) => CastMediaInfo;
    GenericMediaMetadata: new () => { title?: string };
    LoadRequest: new (media: CastMediaInfo) => CastLoadRequest;
  };
  AutoJoinPolicy: { ORIGIN_SCOPED: string };
};

type CastWindow = Window & {
  __onGCastApiAvailable?: (available: boolean) => void;
  cast?: { framework?: CastApi['framework'] };
  chrome?: { cast?: Omit<CastApi, 'framework'> };
};

/**
 * A browser the Cast sender works in: Chrome and the Chromium browsers with Google's media router
 * (desktop and Android), on a secure page. Not iOS, where every browser is WebKit (AirPlay there),
 * nor Firefox or Safari, which have no `window.chrome`: they never download Google's script.
 */
export const canCast = (): boolean =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'chrome' in window &&
  !/iPhone|iPad|iPod|CriOS|FxiOS/.test(navigator.userAgent);

/** The sender's globals, when both halves are there. */
const castApi = (): CastApi | null => {
  const w = window as CastWindow;
  const framework = w.cast?.framework;
  const chromeCast = w.chrome?.cast;
  return framework && chromeCast?.media ? { ...chromeCast, framework } : null;
};

/** How long Google's script may take before the player goes on without a cast button. */
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<CastApi | null> | null = null;

/**
 * Loads Google's Cast sender once per visit and sets it up for the Default Media Receiver (it plays
 * an HLS address on the TV). Resolves null where casting is not possible: another browser, the
 * script not reachable (offline, blocked) or no Cast support in this browser. Never rejects.
 */
export const loadCastFramework = (): Promise<CastApi | null> => {
  if (!canCast()) return Promise.resolve(null);
  loading ??= new Promise<CastApi | null>((resolve) => {
    const w = window as CastWindow;
    const settle = (api: CastApi | null) => {
      clearTimeout(timer);
      if (api) {
        api.framework.CastContext.getInstance().setOptions({
          receiverApplicationId: api.media.DEFAULT_MEDIA_RECEIVER_APP_ID,
          autoJoinPolicy: api.AutoJoinPolicy.ORIGIN_SCOPED,
        });
      }
      resolve(api);
    };
    const timer = setTimeout(() => {
      // Too slow this time: the next player asks again.
      loading = null;
      settle(null);
    }, LOAD_TIMEOUT_MS);
    const ready = castApi();
    if (ready) return settle(ready);
    // Google's loader calls this once its framework is in (or cannot be, in this browser).
    w.__onGCastApiAvailable = (available) => settle(available ? castApi() : null);
    const script = document.createElement('script');
    script.src = CAST_SENDER_URL;
    script.async = true;
    script.onerror = () => {
      // Unreachable now (offline): the next player tries again.
      loading = null;
      settle(null);
    };
    document.head.append(script);
  });
  return loading;
};

/** Forgets the loaded sender (tests start each from nothing). */
export const resetCastFramework = () => {
  loading = null;
};
