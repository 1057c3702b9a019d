import type { CaptionTrack } from '@studio/shared';
import { useCallback, useEffect, useState } from 'react';
import { useDisplay } from '../../../lib/i18n';

/** Where the member's captions choice is kept, on this device (issue 19). */
export const CAPTIONS_KEY = 'studio.captions';

const storedChoice = (): boolean => {
  try {
    return window.localStorage.getItem(CAPTIONS_KEY) === 'on';
  } catch {
    return false;
  }
};

/** The track to show: the one in the member's language (the app's), else the first. */
const preferredTrack = (tracks: readonly CaptionTrack[], language: string) => {
  const base = language.toLowerCase().split('-')[0];
  return (
    tracks.find((t) => t.language.toLowerCase() === language.toLowerCase()) ??
    tracks.find((t) => t.language.toLowerCase().split('-')[0] === base) ??
    tracks[0] ??
    null
  );
};

/**
 * Captions on or off for the player's <track> elements: the choice is remembered (localStorage)
 * and applied to the video's text tracks, also when hls.js or the browser adds them late.
 */
export const useCaptions = (video: HTMLVideoElement | null, tracks: readonly CaptionTrack[]) => {
  const [on, setOn] = useState(storedChoice);
  const { locale } = useDisplay();
  const chosen = preferredTrack(tracks, locale)?.language ?? null;

  useEffect(() => {
    if (!video || !chosen) return;
    const apply = () => {
      for (const track of Array.from(video.textTracks)) {
        if (track.kind !== 'captions' && track.kind !== 'subtitles') continue;
        track.mode = on && track.language === chosen ? 'showing' : 'disabled';
      }
    };
    apply();
    video.textTracks.addEventListener?.('addtrack', apply);
    return () => video.textTracks.removeEventListener?.('addtrack', apply);
  }, [video, on, chosen]);

  const toggle = useCallback(() => {
    setOn((was) => {
      const next = !was;
      try {
        window.localStorage.setItem(CAPTIONS_KEY, next ? 'on' : 'off');
      } catch {
        // Private mode: the choice lasts for this player only.
      }
      return next;
    });
  }, []);

  return { available: chosen !== null, on, toggle };
};
