import type { MessageId } from '@lingui/core';
import { type Display, durationMinutes, formatDateTime, type Item } from '@studio/shared';

/** A component's `t` (useT), passed in by whoever shows these words. */
export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** The picture a card shows: its thumb, else the card image, else the main image. */
export const cardImage = (item: Pick<Item, 'thumb' | 'card_image' | 'image'>): string | null =>
  item.thumb ?? item.card_image ?? item.image;

/** Spec M9: videos in whole minutes of their seconds; recipes carry minutes already. */
export const itemMinutes = (item: Pick<Item, 'kind' | 'duration' | 'preparation_time' | 'time'>): number =>
  item.kind === 'recipe' ? (item.preparation_time ?? item.time) : durationMinutes(item.duration);

/** "30 min". */
export const minutesText = (t: Translate, minutes: number): string => t('library.item.minutes', { minutes });

/**
 * How far the member got in a video, in whole minutes ("Watched 12 of 30 minutes"): the kept
 * answer follows a position to the minute (decision 0030).
 */
export const watchedText = (t: Translate, positionSeconds: number, durationSeconds: number): string => {
  const total = durationMinutes(durationSeconds);
  const watched = Math.min(durationMinutes(positionSeconds), total);
  return t('library.item.watched', { watched, total });
};

export const trainerNames = (item: Pick<Item, 'trainers'>): string =>
  item.trainers.map((trainer) => trainer.name).join(', ');

/** When an upcoming live class starts, in the member's own clock and language. */
export const eventDateText = (t: Translate, display: Display, date: string | null): string =>
  date ? formatDateTime(date, display) : t('library.item.soon');
