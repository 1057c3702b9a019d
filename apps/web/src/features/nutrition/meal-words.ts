import type { MessageId } from '@lingui/core';
import { type Display, formatWeekday, type MealType, WEEK_DAYS, type WeekDay } from '@studio/shared';

/** A meal type as a heading or label: "Breakfast". */
export const MEAL_TYPE_LABELS: Record<MealType, MessageId> = {
  breakfast: 'nutrition.meal.breakfast',
  lunch: 'nutrition.meal.lunch',
  snack: 'nutrition.meal.snack',
  dinner: 'nutrition.meal.dinner',
};

/** A meal type inside a sentence: "breakfast". */
export const MEAL_TYPE_WORDS: Record<MealType, MessageId> = {
  breakfast: 'nutrition.mealInText.breakfast',
  lunch: 'nutrition.mealInText.lunch',
  snack: 'nutrition.mealInText.snack',
  dinner: 'nutrition.mealInText.dinner',
};

/** A Sunday (2023-01-01), from which each weekday's date is counted. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

/** "sunday" → "Sunday", "domingo" → "Domingo": the weekday in the member's language, as a heading. */
export const dayLabel = (day: WeekDay, display: Display): string => {
  const date = new Date(SUNDAY + WEEK_DAYS.indexOf(day) * DAY_MS).toISOString().slice(0, 10);
  const name = formatWeekday(date, display);
  return name.charAt(0).toLocaleUpperCase(display.locale) + name.slice(1);
};

/**
 * "breakfast", "breakfast and snack", "breakfast, lunch and snack", in the language's words;
 * English without the serial comma, as the spec writes its lists.
 */
export const listWords = (words: readonly string[], display: Display): string =>
  new Intl.ListFormat(display.locale.startsWith('en') ? 'en-GB' : display.locale, {
    type: 'conjunction',
  }).format(words);
