import { type ItemKind, MAX_POSITION_SECONDS, POSITION_SAVE_MS } from '@studio/shared';
import { useEffect, useRef } from 'react';
import { RESUMABLE_KINDS, savePosition } from '../api/position';

/**
 * Resume anywhere (issue 19): while the video plays its position is saved every 10 s, and on
 * pause, when the player closes and when the page is hidden (a tab closed, the phone locked: sent
 * with `keepalive`). Only a position that moved since the last save is sent; nothing before the
 * video has played. Live classes keep none.
 */
export const usePositionSaving = ({
  item,
  video,
}: {
  item: { kind: ItemKind; id: number };
  video: HTMLVideoElement | null;
}) => {
  const latest = useRef(item);
  latest.current = item;
  useEffect(() => {
    if (!video || !RESUMABLE_KINDS.includes(latest.current.kind)) return;
    let lastSent: number | null = null;
    let played = false;
    // Where the video stands, kept as it plays: on close hls.js may have emptied the element already.
    let position = video.currentTime;
    const onTime = () => {
      if (video.readyState > 0) position = video.currentTime;
    };
    const save = (keepalive = false) => {
      onTime();
      const seconds = Math.floor(position);
      if (!played || !Number.isFinite(seconds) || seconds > MAX_POSITION_SECONDS || seconds === lastSent)
        return;
      lastSent = seconds;
      void savePosition(latest.current, seconds, { keepalive });
    };
    const onPlay = () => {
      played = true;
    };
    const onPause = () => save();
    const onHide = () => save(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    const timer = setInterval(() => {
      if (!video.paused) save();
    }, POSITION_SAVE_MS);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('timeupdate', onTime);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('timeupdate', onTime);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // The player closes: where it stood is the position (keepalive: a close may be a navigation).
      save(true);
    };
  }, [video]);
};
