import {
  COMPLETION_THRESHOLD,
  FEEDBACK_THRESHOLD,
  RESUME_MIN_SECONDS,
  SLIDER_ARROWS_MIN_ITEMS,
} from '../constants';

/**
 * Playback rules of member-experience.md sections 2, 4 and 9, as pure functions the player, the
 * library screens and their tests share.
 */

/** Whole minutes of a video's seconds (spec M9: seconds divided by 60; recipes are already minutes). */
export const durationMinutes = (seconds: number): number => Math.floor(Math.max(0, seconds) / 60);

/** Finished once the counted play time exceeds 80 % of the duration (spec M4). */
export const isFinishedPlay = (playedSeconds: number, durationSeconds: number): boolean =>
  durationSeconds > 0 && playedSeconds > durationSeconds * COMPLETION_THRESHOLD;

/** The feedback dialog opens at over 99.8 % progress (spec M4). */
export const isFeedbackDue = (currentTime: number, durationSeconds: number): boolean =>
  durationSeconds > 0 && currentTime / durationSeconds > FEEDBACK_THRESHOLD;

/** A skip of ±30 s kept inside the video. */
export const skipTo = (currentTime: number, deltaSeconds: number, durationSeconds: number): number =>
  Math.min(
    Math.max(0, currentTime + deltaSeconds),
    Number.isFinite(durationSeconds) ? durationSeconds : Number.POSITIVE_INFINITY,
  );

/**
 * The duration the 80 % and 99.8 % rules measure against. The catalogue's duration, unless the
 * media itself is known to be shorter: a member cannot watch 80 % of 20 minutes in a 6-second
 * file (the demo videos), so the file's own length wins then. A live stream's Infinity and an
 * unknown (NaN) length keep the catalogue's; a catalogue without a duration takes the file's.
 */
export const effectiveDuration = (catalogueSeconds: number, mediaSeconds: number): number => {
  const mediaKnown = Number.isFinite(mediaSeconds) && mediaSeconds > 0;
  if (!mediaKnown) return Math.max(0, catalogueSeconds);
  return catalogueSeconds > 0 ? Math.min(catalogueSeconds, mediaSeconds) : mediaSeconds;
};

/** Category and chip sliders with fewer than 5 items hide their arrows (spec M2). */
export const sliderShowsArrows = (count: number, kind: 'category' | 'chip' | 'other'): boolean =>
  kind === 'other' || count >= SLIDER_ARROWS_MIN_ITEMS;

/** Whether an item opens (spec M2): upcoming items do not; recipes always do. */
export const itemOpens = (item: { kind: string; status: string | null }): boolean =>
  item.kind === 'recipe' || item.status !== 'upcoming';

/** Locked thumbnail (spec M2): when can_watch is not true, except in nutrition. */
export const itemLocked = (item: { can_watch: boolean; kind: string }, storeId: string): boolean =>
  storeId !== 'nutrition' && item.kind !== 'recipe' && item.can_watch !== true;

/**
 * Banner actions of item details (spec M2): only for non-recipe items that can be watched, or
 * that come from trainers or the on_demand store. A member who may not watch still gets the
 * button there: pressing it leads to the premium purchase (spec M1, M6).
 */
export const showsBannerActions = (
  item: { kind: string; can_watch: boolean },
  from: { storeId: string; listStoreId?: string | null },
): boolean =>
  item.kind !== 'recipe' &&
  (item.can_watch === true || from.listStoreId === 'trainers' || from.storeId === 'on_demand');

/** A position as a player shows it: `m:ss`, or `h:mm:ss` from an hour ("Resume at 12:34"). */
export const formatPosition = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** Whether a kept position is worth offering to resume (not the very start). */
export const resumeOffered = (seconds: number | null | undefined): seconds is number =>
  typeof seconds === 'number' && seconds >= RESUME_MIN_SECONDS;
