import type { MealType, WeekDay } from '@studio/shared';

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** "breakfast" → "Breakfast". */
export const mealTypeLabel = (type: MealType): string => capitalise(type);

/** "sunday" → "Sunday". */
export const dayLabel = (day: WeekDay): string => capitalise(day);

/** "breakfast", "breakfast and snack", "breakfast, lunch and snack". */
export const listWords = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
