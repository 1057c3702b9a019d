import type { StudioProgram, StudioRecipe } from '@studio/shared';

/** Test data of the programs and recipes pages (tests only), shaped as the server answers. */

export const aRecipe = (overrides: Partial<StudioRecipe> = {}): StudioRecipe => ({
  id: 31,
  key: 'overnight-oats',
  title: 'Overnight oats',
  description: 'Breakfast made the night before.',
  meal_type: 'breakfast',
  diets: [1],
  preparation_time: 10,
  label: '',
  ingredients: ['80 g oats'],
  ingredient_aisles: ['Cereals'],
  preparation_guide: ['Soak overnight.'],
  image: null,
  hidden: false,
  origin: 'studio',
  ...overrides,
});

/** A program's day workouts: one per id, as the editor offers them. */
export const aProgramWorkout = (id: number, title: string) => ({
  id,
  title,
  duration_minutes: 30,
  removed: false,
});

export const aProgram = (overrides: Partial<StudioProgram> = {}): StudioProgram => ({
  id: 61,
  key: 'core-builder',
  title: 'Core builder',
  description: 'Four weeks for a stronger middle.',
  price: '39.99',
  apple_product_id: null,
  purchase_paragraphs: [],
  display_prompt: false,
  completion_prompt_url: null,
  tips_url: null,
  week_required_days: 2,
  weeks: [{ week: 1, days: [aProgramWorkout(11, 'Morning flow'), aProgramWorkout(12, 'Pilates core')] }],
  visible: false,
  removed: false,
  origin: 'studio',
  purchases: 0,
  in_progress: 0,
  furthest_week: null,
  ...overrides,
});
