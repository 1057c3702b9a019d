import type { StudioLive } from '@studio/shared';

/** Test data of the live classes page (tests only), shaped as the server answers. */

export const aLive = (overrides: Partial<StudioLive> = {}): StudioLive => ({
  id: 41,
  title: 'Power hour', // i18n-exempt: typed by staff, sent by the API as it is
  description: '',
  event_date: '2099-01-15T18:30:00.000Z',
  date: '2099-01-15',
  time: '18:30',
  duration_minutes: 45,
  trainer: { id: 3, name: 'Tess Moreau' },
  live_url: 'https://stream.example/live',
  cancelled: false,
  ...overrides,
});
