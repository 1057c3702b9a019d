import { CAST_SENDER_URL, libraryPaths } from '@studio/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import type { CastApi, CastLoadRequest, CastState, RemotePlayer } from '../cast/cast-framework';
import { resetCastFramework } from '../cast/cast-framework';
import { aPlayable, fakeMedia, stubPlayback } from '../testing';
import { PlayerModal } from './player-modal';

const FEEDBACK_TITLE = 'How was your workout?';

type Listener = (event: Record<string, unknown>) => void;

/**
 * A stand-in for Google's Cast sender (issue 36: the one stand-in allowed, its SDK cannot load
 * here): the framework's objects as the player uses them, one TV ("Living room") on the network.
 * It records what the player asks of it and lets the test play the TV's part.
 */
const castStandIn = () => {
  const listeners = new Map<string, Set<Listener>>();
  const on = (type: string, listener: Listener) => {
    const set = listeners.get(type) ?? new Set();
    set.add(listener);
    listeners.set(type, set);
  };
  const off = (type: string, listener: Listener) => listeners.get(type)?.delete(listener);
  const emit = (type: string, event: Record<string, unknown>) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  const loaded: CastLoadRequest[] = [];
  const player: RemotePlayer = {
    isConnected: false,
    isPaused: false,
    currentTime: 0,
    duration: 600,
    playerState: null,
  };
  const controller = { seeks: [] as number[], playOrPause: vi.fn(), seek: vi.fn() };
  controller.seek.mockImplementation(() => controller.seeks.push(player.currentTime));
  let castState: CastState = 'NOT_CONNECTED';
  let session: {
    loadMedia: (r: CastLoadRequest) => Promise<unknown>;
    getCastDevice: () => { friendlyName: string };
    getMediaSession?: () => { media: { contentId: string } };
  } | null = null;
  const setOptions = vi.fn();
  const endCurrentSession = vi.fn(() => {
    session = null;
    // As Google's framework does: the remote player's fields are reset before the session's end is told.
    player.isConnected = false;
    player.currentTime = 0;
    emit('sessionstatechanged', { sessionState: 'SESSION_ENDED' });
  });
  const context = {
    setOptions,
    getCastState: () => castState,
    getCurrentSession: () => session,
    requestSession: vi.fn(async () => {
      castState = 'CONNECTED';
      session = {
        loadMedia: async (request) => {
          loaded.push(request);
          player.isConnected = true;
          player.currentTime = request.currentTime ?? 0;
        },
        getCastDevice: () => ({ friendlyName: 'Living room' }),
      };
      emit('caststatechanged', { castState });
      emit('sessionstatechanged', { sessionState: 'SESSION_STARTED' });
    }),
    endCurrentSession,
    addEventListener: on,
    removeEventListener: off,
  };
  const api: CastApi = {
    framework: {
      CastContext: { getInstance: () => context },
      CastContextEventType: {
        CAST_STATE_CHANGED: 'caststatechanged',
        SESSION_STATE_CHANGED: 'sessionstatechanged',
      },
      SessionState: {
        SESSION_STARTED: 'SESSION_STARTED',
        SESSION_RESUMED: 'SESSION_RESUMED',
        SESSION_ENDED: 'SESSION_ENDED',
      },
      RemotePlayer: function RemotePlayer() {
        return player;
      } as unknown as CastApi['framework']['RemotePlayer'],
      RemotePlayerController: function RemotePlayerController() {
        return {
          addEventListener: on,
          removeEventListener: off,
          playOrPause: controller.playOrPause,
          seek: controller.seek,
        };
      } as unknown as CastApi['framework']['RemotePlayerController'],
      RemotePlayerEventType: {
        CURRENT_TIME_CHANGED: 'currentTimeChanged',
        IS_PAUSED_CHANGED: 'isPausedChanged',
        DURATION_CHANGED: 'durationChanged',
      },
    },
    media: {
      DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845',
      StreamType: { BUFFERED: 'BUFFERED', LIVE: 'LIVE' },
      HlsSegmentFormat: { TS: 'ts', FMP4: 'fmp4' },
      HlsVideoSegmentFormat: { MPEG2_TS: 'mpeg2_ts', FMP4: 'fmp4' },
      MediaInfo: function MediaInfo(this: Record<string, unknown>, contentId: string, contentType: string) {
        this.contentId = contentId;
        this.contentType = contentType;
      } as unknown as CastApi['media']['MediaInfo'],
      GenericMediaMetadata:
        function GenericMediaMetadata() {} as unknown as CastApi['media']['GenericMediaMetadata'],
      LoadRequest: function LoadRequest(this: Record<string, unknown>, media: unknown) {
        this.media = media;
      } as unknown as CastApi['media']['LoadRequest'],
    },
    AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
  };
  /** What Google's script does once it has loaded: its globals, then the page's callback. */
  const arrive = () => {
    const { framework, ...chromeCast } = api;
    vi.stubGlobal('cast', { framework });
    vi.stubGlobal('chrome', { cast: chromeCast });
    act(() =>
      (window as unknown as { __onGCastApiAvailable: (a: boolean) => void }).__onGCastApiAvailable(true),
    );
  };
  /** A session this origin already has open, its TV playing `contentId` at `seconds`. */
  const alreadyOpen = (contentId: string, seconds: number) => {
    castState = 'CONNECTED';
    player.isConnected = true;
    player.currentTime = seconds;
    session = {
      loadMedia: async (request) => {
        loaded.push(request);
      },
      getCastDevice: () => ({ friendlyName: 'Living room' }),
      getMediaSession: () => ({ media: { contentId } }),
    };
  };
  return {
    api,
    arrive,
    alreadyOpen,
    emit,
    loaded,
    player,
    controller,
    setOptions,
    endCurrentSession,
    context,
  };
};

/** The scripts the page added to its head, held back: happy-dom loads none (and fails each). */
let added: Node[] = [];
const castScripts = () =>
  added.filter(
    (node): node is HTMLScriptElement => node instanceof HTMLScriptElement && node.src === CAST_SENDER_URL,
  );

const renderPlayer = () => {
  const view = renderApp(<PlayerModal item={aPlayable({ duration: 600 })} onClose={vi.fn()} />);
  const video = view.container.ownerDocument.querySelector('video');
  if (!video) throw new Error('no video element');
  return { ...view, video };
};

beforeEach(() => {
  resetCastFramework();
  vi.stubGlobal('isSecureContext', true);
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...nodes.filter((node): node is Node => typeof node !== 'string'));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlayerModal: Chromecast (issue 36)', () => {
  it("loads Google's sender only in a browser that can cast", () => {
    stubPlayback(null);
    renderPlayer();
    // happy-dom has no `window.chrome`: like Firefox and Safari, it never asks Google for the script.
    expect(castScripts()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Cast to a TV' })).toBeNull();
  });

  it('casts the signed HLS address from where the video stands, mirrors seeks and pause, and saves the position', async () => {
    const playlist = new URL('/media/hiit/index.m3u8', window.location.href).href;
    const { calls, fetchMock } = stubPlayback(null);
    // The catalogue's demo videos are fragmented MP4, which the receiver is told: the playlist as text.
    const api = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      input === playlist
        ? new Response('#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\nseg0.m4s')
        : (api as NonNullable<typeof api>)(input, init),
    );
    vi.stubGlobal('chrome', {});
    const standIn = castStandIn();
    const { video } = renderPlayer();
    const media = fakeMedia(video, { paused: false, duration: 600, currentTime: 42 });
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => {
      media.paused = true;
    });
    expect(castScripts()).toHaveLength(1);
    standIn.arrive();
    expect(standIn.setOptions).toHaveBeenCalledWith({
      receiverApplicationId: 'CC1AD845',
      autoJoinPolicy: 'origin_scoped',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Cast to a TV' }));
    await screen.findByText('Playing on Living room');
    expect(standIn.loaded).toHaveLength(1);
    const [request] = standIn.loaded;
    expect(request?.media).toMatchObject({
      contentId: playlist,
      contentType: 'application/x-mpegurl',
      hlsSegmentFormat: 'fmp4',
      hlsVideoSegmentFormat: 'fmp4',
      streamType: 'BUFFERED',
      metadata: { title: 'HIIT express' },
    });
    expect(request?.currentTime).toBe(42);
    expect(pause).toHaveBeenCalled();

    // The player's own controls and keys now move the TV, not the video here.
    fireEvent.click(screen.getByRole('button', { name: 'Forward 30 s' }));
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(standIn.controller.seeks).toEqual([72, 42]);
    expect(media.currentTime).toBe(42);
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(standIn.controller.playOrPause).toHaveBeenCalledOnce();

    // Paused on the TV at 95 s: the position is saved as the video's would be.
    standIn.player.currentTime = 95;
    act(() => standIn.emit('currentTimeChanged', { field: 'currentTime', value: 95 }));
    standIn.player.isPaused = true;
    act(() => standIn.emit('isPausedChanged', { field: 'isPaused', value: true }));
    await screen.findByRole('button', { name: 'Play' });
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'PUT' && c.path === libraryPaths.position('workout', 1)),
      ).toEqual([expect.objectContaining({ body: { seconds: 95 } })]),
    );

    // Stopped: the page plays here again, from where the TV stopped.
    fireEvent.click(screen.getByRole('button', { name: 'Stop casting' }));
    expect(standIn.endCurrentSession).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByText('Playing on Living room')).toBeNull());
    expect(media.currentTime).toBe(95);
  });

  it('counts the class played on the TV: finished past 80 %, feedback at its end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = stubPlayback(null);
      vi.stubGlobal('chrome', {});
      const standIn = castStandIn();
      const view = renderApp(<PlayerModal item={aPlayable({ duration: 20 })} onClose={vi.fn()} />);
      const video = view.container.ownerDocument.querySelector('video') as HTMLVideoElement;
      const media = fakeMedia(video, { paused: false, duration: 20, currentTime: 0 });
      vi.spyOn(video, 'pause').mockImplementation(() => {
        media.paused = true;
      });
      standIn.arrive();
      fireEvent.click(await screen.findByRole('button', { name: 'Cast to a TV' }));
      await screen.findByText('Playing on Living room');
      const finished = () => calls.filter((c) => c.method === 'POST' && c.path === libraryPaths.finished);
      // The video here stands paused; the TV plays a second in each second.
      const playOnTv = async (seconds: number) => {
        for (let second = 0; second < seconds; second += 1) {
          standIn.player.currentTime += 1;
          await act(() => vi.advanceTimersByTimeAsync(1_000));
        }
      };
      await playOnTv(16);
      expect(finished()).toHaveLength(0);
      await playOnTv(1);
      await waitFor(() =>
        expect(finished()).toEqual([expect.objectContaining({ body: { id: 1, kind: 'workout' } })]),
      );
      expect(screen.queryByText(FEEDBACK_TITLE)).toBeNull();
      await playOnTv(2);
      // Within a second of the end: the feedback the video's end would ask for.
      expect(await screen.findByText(FEEDBACK_TITLE)).toBeTruthy();
      // Seeking back on the TV plays nothing more: still one finish.
      standIn.player.currentTime = 0;
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(finished()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('joins a session already playing this video where the TV is, not from here', async () => {
    stubPlayback(null);
    vi.stubGlobal('chrome', {});
    const signed = (signature: string) => `/media/s/1767225600/${signature}/catalog/videos/hiit/index.m3u8`;
    const standIn = castStandIn();
    // The TV plays this class at 300 s, from an address signed earlier.
    standIn.alreadyOpen(new URL(signed('earlier'), window.location.href).href, 300);
    const view = renderApp(
      <PlayerModal item={aPlayable({ duration: 600, file_url_hls: signed('now') })} onClose={vi.fn()} />,
    );
    const video = view.container.ownerDocument.querySelector('video') as HTMLVideoElement;
    fakeMedia(video, { paused: false, duration: 600, currentTime: 12 });
    standIn.arrive();
    await screen.findByText('Playing on Living room');
    expect(standIn.loaded).toEqual([]);
    expect(standIn.player.currentTime).toBe(300);
  });

  it('loads on a session already open the video opened here when the TV plays another', async () => {
    stubPlayback(null);
    vi.stubGlobal('chrome', {});
    const standIn = castStandIn();
    standIn.alreadyOpen(
      `${window.location.origin}/media/s/1767225600/sig/catalog/videos/yoga/index.m3u8`,
      300,
    );
    const { video } = renderPlayer();
    fakeMedia(video, { paused: false, duration: 600, currentTime: 12 });
    standIn.arrive();
    await waitFor(() => expect(standIn.loaded).toHaveLength(1));
    expect(standIn.loaded[0]).toMatchObject({
      currentTime: 12,
      media: { contentId: `${window.location.origin}/media/hiit/index.m3u8` },
    });
  });

  it('plays on without a cast button when the sender cannot load (offline)', async () => {
    stubPlayback(null);
    vi.stubGlobal('chrome', {});
    renderPlayer();
    const [script] = castScripts();
    expect(script).toBeDefined();
    act(() => script?.dispatchEvent(new Event('error')));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'Cast to a TV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });
});

describe('PlayerModal: Remote Playback API (issue 36)', () => {
  it('offers another screen where the browser finds one, and asks the browser to choose', async () => {
    stubPlayback(null);
    const prompt = vi.fn(async () => {});
    let report: ((available: boolean) => void) | undefined;
    Object.defineProperty(HTMLMediaElement.prototype, 'remote', {
      configurable: true,
      get: () => ({
        state: 'disconnected',
        watchAvailability: async (callback: (available: boolean) => void) => {
          report = callback;
          return 1;
        },
        cancelWatchAvailability: async () => {},
        prompt,
      }),
    });
    try {
      renderPlayer();
      expect(screen.queryByRole('button', { name: 'Play on another screen' })).toBeNull();
      await waitFor(() => expect(report).toBeDefined());
      act(() => report?.(true));
      fireEvent.click(await screen.findByRole('button', { name: 'Play on another screen' }));
      expect(prompt).toHaveBeenCalledOnce();
      act(() => report?.(false));
      expect(screen.queryByRole('button', { name: 'Play on another screen' })).toBeNull();
    } finally {
      Reflect.deleteProperty(HTMLMediaElement.prototype, 'remote');
    }
  });
});
