import { useEffect, useState } from 'react';

type RemotePlayback = {
  state: 'connecting' | 'connected' | 'disconnected';
  watchAvailability: (callback: (available: boolean) => void) => Promise<number>;
  cancelWatchAvailability: (id?: number) => Promise<void>;
  prompt: () => Promise<void>;
};

/** A call of the API as a promise: some engines answer synchronously, or throw instead of rejecting. */
const attempt = <T>(call: () => Promise<T> | T): Promise<T> => Promise.resolve().then(call);

/**
 * The Remote Playback API (issue 36, W3C Remote Playback): where the browser can play this video on
 * another screen (Safari's AirPlay, Chrome for a plain file), a button asks it to choose one. The
 * browser watches for screens; a source it cannot send (hls.js's Media Source) is never available.
 */
export const useRemotePlayback = (video: HTMLVideoElement | null) => {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const remote = (video as (HTMLVideoElement & { remote?: RemotePlayback }) | null)?.remote;
    if (!video || !remote || typeof remote.watchAvailability !== 'function') return;
    let id: number | null = null;
    let current = true;
    attempt(() =>
      remote.watchAvailability((now) => {
        if (current) setAvailable(now === true);
      }),
    ).then(
      (watching) => {
        id = watching;
        if (!current) void attempt(() => remote.cancelWatchAvailability(watching)).catch(() => {});
      },
      // NotSupportedError: this browser watches only on a gesture, or the source cannot go remote.
      () => {},
    );
    return () => {
      current = false;
      setAvailable(false);
      if (id !== null) void attempt(() => remote.cancelWatchAvailability(id ?? undefined)).catch(() => {});
    };
  }, [video]);
  return {
    available,
    prompt: () => {
      const remote = (video as (HTMLVideoElement & { remote?: RemotePlayback }) | null)?.remote;
      if (!remote) return;
      // Called at once, inside the click: the browser shows its list on a gesture only.
      try {
        void Promise.resolve(remote.prompt()).catch(() => {
          // The member closed the list of screens.
        });
      } catch {
        // No screen to choose now.
      }
    },
  };
};
