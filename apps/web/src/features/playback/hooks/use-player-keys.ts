import { SKIP_SECONDS, skipTo } from '@studio/shared';
import { useEffect } from 'react';

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

/**
 * The player's keyboard shortcuts (issue 36) while it is open: space plays or pauses, ← and → go
 * back and forward SKIP_SECONDS (spec M9), F is full screen and C turns captions on or off.
 */
export const usePlayerKeys = ({
  video,
  enabled,
  toggleCaptions,
}: {
  video: HTMLVideoElement | null;
  enabled: boolean;
  toggleCaptions: () => void;
}) => {
  useEffect(() => {
    if (!video || !enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || ownsKey(event.target, event.key)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (key === ' ') {
        if (video.paused) void video.play().catch(() => {});
        else video.pause();
      } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
        const seconds = key === 'ArrowLeft' ? -SKIP_SECONDS : SKIP_SECONDS;
        video.currentTime = skipTo(video.currentTime, seconds, video.duration);
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
