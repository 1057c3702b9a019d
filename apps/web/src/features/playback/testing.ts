import type { PlayableItem } from './video-source';

/** Tests only: a 20-minute workout as item details carry it. */
export const aPlayable = (overrides: Partial<PlayableItem> = {}): PlayableItem => ({
  id: 1,
  kind: 'workout',
  title: 'HIIT express',
  duration: 1200,
  file_url_hls: '/media/hiit/index.m3u8',
  file_url: '/media/hiit.mp4',
  real_live_url: null,
  status: null,
  can_watch: true,
  ...overrides,
});

type MediaState = { paused: boolean; ended: boolean; duration: number; currentTime: number };

/**
 * Tests only: happy-dom plays nothing, so a test sets what the browser would report (`paused`,
 * `duration`, `currentTime`) and fires the media events itself.
 */
export const fakeMedia = (video: HTMLVideoElement, initial: Partial<MediaState> = {}): MediaState => {
  const state: MediaState = { paused: true, ended: false, duration: Number.NaN, currentTime: 0, ...initial };
  for (const key of Object.keys(state) as (keyof MediaState)[]) {
    Object.defineProperty(video, key, {
      configurable: true,
      get: () => state[key],
      set: (value: never) => {
        state[key] = value;
      },
    });
  }
  return state;
};
