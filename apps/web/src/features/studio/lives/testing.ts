import type { StudioLive } from '@studio/shared';

/** Test data of the live classes page (tests only), shaped as the server answers. */

export const aLive = (overrides: Partial<StudioLive> = {}): StudioLive => ({
  id: 41,
  title: 'Power hour',
  description: '',
  event_date: '2099-01-15T18:30:00.000Z',
  date: '2099-01-15',
  time: '18:30',
  duration_minutes: 45,
  trainer: { id: 3, name: 'Tess Moreau' },
  live_url: 'https://stream.example/live',
  cancelled: false,
  stream: null,
  ...overrides,
});

/** A class's stream through Studio's engine (issue 37), off air. */
export const aStream = (
  overrides: Partial<NonNullable<StudioLive['stream']>> = {},
): StudioLive['stream'] => ({
  ingest_url: 'rtmp://studio.example:1935/live',
  stream_key: 'live-41?key=AbC123xyz',
  on_air_since: null,
  ...overrides,
});
