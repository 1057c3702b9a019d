import { libraryPaths, type WorkoutStatus } from '@studio/shared';
import { stubFetch } from '../../test/fetch-stub';
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

/** Tests only: the member's status of workout 1, stopped at `position` seconds (or never). */
export const aStatus = (position: number | null): WorkoutStatus => ({
  id: 1,
  kind: 'workout',
  completed: false,
  times_completed: 0,
  last_started_at: null,
  last_finished_at: null,
  position_seconds: position,
});

/** Tests only: the server's playback answers for workout 1, stopped at `position`. */
export const stubPlayback = (position: number | null) =>
  stubFetch({
    [`GET ${libraryPaths.status('workout', 1)}`]: { body: aStatus(position) },
    [`POST ${libraryPaths.started}`]: { body: aStatus(position) },
    [`POST ${libraryPaths.finished}`]: { body: { counted: true, status: aStatus(position) } },
    [`PUT ${libraryPaths.position('workout', 1)}`]: { body: { saved: true } },
  });
