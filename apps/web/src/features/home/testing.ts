import type { Home } from '@studio/shared';

/** Home data as the server answers it for a member with no program (tests only). */
export const aHome = (overrides: Partial<Home> = {}): Home => ({
  program: null,
  workout: null,
  carousel: [],
  continue_watching: [],
  live_now: [],
  rest_day: false,
  completed: false,
  trained_today: false,
  done_today: null,
  daily_phrase: { id: 1, text: 'Small steps add up.' },
  dynamic_cards: [],
  meals: [],
  need_to_configure_days: false,
  need_to_configure_nutrition_type: false,
  completion_prompt_url: null,
  streak: null,
  ...overrides,
});
