import { durationMinutes, type Item } from '@studio/shared';
import { formatDateTime } from '../../../lib/format';

/** The picture a card shows: its thumb, else the card image, else the main image. */
export const cardImage = (item: Pick<Item, 'thumb' | 'card_image' | 'image'>): string | null =>
  item.thumb ?? item.card_image ?? item.image;

/** Spec M9: videos in whole minutes of their seconds; recipes carry minutes already. */
export const itemMinutes = (item: Pick<Item, 'kind' | 'duration' | 'preparation_time' | 'time'>): number =>
  item.kind === 'recipe' ? (item.preparation_time ?? item.time) : durationMinutes(item.duration);

export const minutesText = (minutes: number): string => `${minutes} min`;

export const trainerNames = (item: Pick<Item, 'trainers'>): string =>
  item.trainers.map((trainer) => trainer.name).join(', ');

/** When an upcoming live class starts, in the member's own clock. */
export const eventDateText = (date: string | null): string => (date ? formatDateTime(date) : 'Soon');
