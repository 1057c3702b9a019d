import type { StudioFilterGroup, StudioList, StudioTrainer, StudioWorkout } from '@studio/shared';

/** Test data of the catalogue's pages (workouts, trainers, lists, filters) (tests only), shaped as the server answers. */

export const aTrainer = (overrides: Partial<StudioTrainer> = {}): StudioTrainer => ({
  id: 3,
  key: 'tess',
  name: 'Tess Moreau',
  headline: 'Mobility',
  bio: 'Twenty years of teaching.',
  avatar: null,
  background_image: null,
  title_image: null,
  hidden: false,
  origin: 'studio',
  workouts: 4,
  ...overrides,
});

export const aList = (overrides: Partial<StudioList> = {}): StudioList => ({
  id: 5,
  key: 'strength',
  store: 'on_demand',
  kind: 'categories',
  title: 'Strength',
  description: 'Get stronger.',
  bio: '',
  image: null,
  background_image: null,
  title_image: null,
  hidden: false,
  origin: 'studio',
  items: [{ id: 11, title: 'Full-body strength', kind: 'workout' }],
  ...overrides,
});

export const aFilterGroup = (overrides: Partial<StudioFilterGroup> = {}): StudioFilterGroup => ({
  id: 2,
  key: 'level',
  store: 'on_demand',
  title: 'Level',
  hidden: false,
  origin: 'studio',
  options: [{ id: 21, key: 'beginner', title: 'Beginner', origin: 'studio', items: 3 }],
  ...overrides,
});

export const aWorkout = (overrides: Partial<StudioWorkout> = {}): StudioWorkout => ({
  id: 11,
  key: 'full-body-strength',
  kind: 'workout',
  title: 'Full-body strength',
  description: 'Every muscle, once.',
  is_new: false,
  free_sample: false,
  trainers: [{ id: 3, name: 'Tess Moreau' }],
  duration_seconds: 1800,
  hidden: false,
  origin: 'studio',
  image: null,
  video: {
    state: 'ready',
    error: null,
    hls_url: '/media/hls/11/index.m3u8',
    updated_at: '2026-11-20T10:00:00.000Z',
  },
  captions: [],
  trailer: { start_seconds: 0, url: null },
  ...overrides,
});
