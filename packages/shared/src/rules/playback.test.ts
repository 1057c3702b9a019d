import { describe, expect, it } from 'vitest';
import { COMPLETION_THRESHOLD, FEEDBACK_THRESHOLD, SKIP_SECONDS } from '../constants';
import {
  durationMinutes,
  effectiveDuration,
  formatPosition,
  isFeedbackDue,
  isFinishedPlay,
  itemLocked,
  itemOpens,
  resumeOffered,
  showsBannerActions,
  skipTo,
  sliderShowsArrows,
} from './playback';

describe('playback rules (spec M2, M4, M9)', () => {
  it('durationMinutes shows whole minutes of seconds', () => {
    expect(durationMinutes(1260)).toBe(21);
    expect(durationMinutes(119)).toBe(1);
    expect(durationMinutes(59)).toBe(0);
    expect(durationMinutes(-5)).toBe(0);
  });

  it('isFinishedPlay needs more than 80 % of the duration', () => {
    expect(COMPLETION_THRESHOLD).toBe(0.8);
    expect(isFinishedPlay(80, 100)).toBe(false);
    expect(isFinishedPlay(81, 100)).toBe(true);
    expect(isFinishedPlay(5, 6)).toBe(true);
    expect(isFinishedPlay(4, 6)).toBe(false);
    expect(isFinishedPlay(10, 0)).toBe(false);
  });

  it('isFeedbackDue opens past 99.8 % progress', () => {
    expect(FEEDBACK_THRESHOLD).toBe(0.998);
    expect(isFeedbackDue(998, 1000)).toBe(false);
    expect(isFeedbackDue(999, 1000)).toBe(true);
    expect(isFeedbackDue(6, 6)).toBe(true);
    expect(isFeedbackDue(1, 0)).toBe(false);
  });

  it('skipTo moves 30 s and stays inside the video', () => {
    expect(skipTo(40, SKIP_SECONDS, 600)).toBe(70);
    expect(skipTo(40, -SKIP_SECONDS, 600)).toBe(10);
    expect(skipTo(10, -SKIP_SECONDS, 600)).toBe(0);
    expect(skipTo(590, SKIP_SECONDS, 600)).toBe(600);
    expect(skipTo(590, SKIP_SECONDS, Number.POSITIVE_INFINITY)).toBe(620);
    expect(skipTo(5, SKIP_SECONDS, Number.NaN)).toBe(35);
  });

  it('effectiveDuration takes the media length only when it is known and shorter', () => {
    expect(effectiveDuration(1200, 6)).toBe(6);
    expect(effectiveDuration(1200, 1300)).toBe(1200);
    expect(effectiveDuration(1200, Number.NaN)).toBe(1200);
    expect(effectiveDuration(1200, Number.POSITIVE_INFINITY)).toBe(1200);
    expect(effectiveDuration(0, 6)).toBe(6);
    expect(effectiveDuration(0, Number.NaN)).toBe(0);
  });

  it('sliderShowsArrows hides them on category and chip sliders under 5 items', () => {
    expect(sliderShowsArrows(4, 'category')).toBe(false);
    expect(sliderShowsArrows(5, 'category')).toBe(true);
    expect(sliderShowsArrows(4, 'chip')).toBe(false);
    expect(sliderShowsArrows(1, 'other')).toBe(true);
  });

  it('itemOpens: upcoming items do not, recipes always do', () => {
    expect(itemOpens({ kind: 'live_training', status: 'upcoming' })).toBe(false);
    expect(itemOpens({ kind: 'live_training', status: null })).toBe(true);
    expect(itemOpens({ kind: 'recipe', status: 'upcoming' })).toBe(true);
  });

  it('itemLocked: can_watch not true locks, except in nutrition and for recipes', () => {
    expect(itemLocked({ kind: 'workout', can_watch: false }, 'on_demand')).toBe(true);
    expect(itemLocked({ kind: 'workout', can_watch: true }, 'on_demand')).toBe(false);
    expect(itemLocked({ kind: 'workout', can_watch: false }, 'nutrition')).toBe(false);
    expect(itemLocked({ kind: 'recipe', can_watch: false }, 'on_demand')).toBe(false);
  });

  it('showsBannerActions: never for recipes; watchable items, trainers lists and on_demand', () => {
    const locked = { kind: 'workout', can_watch: false };
    expect(showsBannerActions({ kind: 'recipe', can_watch: true }, { storeId: 'on_demand' })).toBe(false);
    expect(showsBannerActions({ kind: 'workout', can_watch: true }, { storeId: 'nutrition' })).toBe(true);
    expect(showsBannerActions(locked, { storeId: 'on_demand' })).toBe(true);
    expect(showsBannerActions(locked, { storeId: 'nutrition', listStoreId: 'trainers' })).toBe(true);
    expect(showsBannerActions(locked, { storeId: 'nutrition', listStoreId: 'categories' })).toBe(false);
  });

  it('formatPosition words a position as m:ss, or h:mm:ss from an hour (issue 19)', () => {
    expect(formatPosition(754)).toBe('12:34');
    expect(formatPosition(4.9)).toBe('0:04');
    expect(formatPosition(3725)).toBe('1:02:05');
    expect(formatPosition(-3)).toBe('0:00');
  });

  it('resumeOffered leaves out no position and the very start', () => {
    expect(resumeOffered(null)).toBe(false);
    expect(resumeOffered(0.4)).toBe(false);
    expect(resumeOffered(3)).toBe(true);
  });
});
