import { SKIP_SECONDS } from '@studio/shared';
import { useEffect, useRef } from 'react';

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };
type LockableOrientation = ScreenOrientation & { lock?: (orientation: 'landscape') => Promise<void> };

/**
 * Full screen for the video: the Fullscreen API where there is one, iOS's own otherwise; a phone
 * then turns to landscape where the browser lets a page ask (Chrome on Android), and stays as it
 * is where it does not.
 */
export const enterFullscreen = (video: HTMLVideoElement) => {
  const fullscreen = video as FullscreenVideo;
  if (typeof fullscreen.requestFullscreen === 'function') {
    void fullscreen
      .requestFullscreen()
      .then(() => (screen.orientation as LockableOrientation | undefined)?.lock?.('landscape'))
      .catch(() => {});
  } else {
    fullscreen.webkitEnterFullscreen?.();
  }
};

/** Keys a text field or a button keeps for itself: the player's shortcuts leave them alone. */
const ownsKey = (target: EventTarget | null, key: string) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (key === ' ' && ['BUTTON', 'A'].includes(target.tagName)));

/** What plays: the video here, or the TV while the player casts (hooks/use-cast.ts). */
export type Transport = {
  togglePlay: () => void;
  /** Moves by `seconds` (negative: back), kept within the video. */
  skip: (seconds: number) => void;
};

/**
 * The player's keyboard shortcuts (issue 36) while it is open: space plays or pauses, ← and → go
 * back and forward SKIP_SECONDS (spec M9), on the TV while casting; F is full screen and C turns
 * captions on or off.
 */
export const usePlayerKeys = ({
  video,
  transport,
  enabled,
  toggleCaptions,
}: {
  video: HTMLVideoElement | null;
  transport: Transport;
  enabled: boolean;
  toggleCaptions: () => void;
}) => {
  const latest = useRef(transport);
  latest.current = transport;
  useEffect(() => {
    if (!video || !enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || ownsKey(event.target, event.key)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (key === ' ') {
        latest.current.togglePlay();
      } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
        latest.current.skip(key === 'ArrowLeft' ? -SKIP_SECONDS : SKIP_SECONDS);
      } else if (key === 'f') {
        enterFullscreen(video);
      } else if (key === 'c') {
        toggleCaptions();
      } else {
        return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [video, enabled, toggleCaptions]);
};
