import { describe, expect, it } from 'vitest';
import {
  countWorkoutDays,
  emptyWorkoutDays,
  levelForGoal,
  remainingWorkoutDays,
  toggleWorkoutDay,
  type WorkoutDays,
} from './workout-days';

const pick = (...days: (keyof WorkoutDays)[]): WorkoutDays => {
  const out = emptyWorkoutDays();
  for (const day of days) out[day] = true;
  return out;
};

describe('workout-day rules', () => {
  it('emptyWorkoutDays has the seven days, none picked', () => {
    expect(emptyWorkoutDays()).toEqual({
      sunday: false,
      monday: false,
      tuesday: false,
      wednesday: false,
      thursday: false,
      friday: false,
      saturday: false,
    });
  });

  it('countWorkoutDays counts only true values of known days', () => {
    expect(countWorkoutDays(pick('monday', 'friday'))).toBe(2);
    expect(countWorkoutDays({})).toBe(0);
    expect(countWorkoutDays({ monday: true, ...({ funday: true } as object) })).toBe(1);
  });

  describe('toggleWorkoutDay', () => {
    it('picks a day while the goal allows', () => {
      expect(toggleWorkoutDay(2, pick('monday'), 'friday')).toEqual(pick('monday', 'friday'));
    });

    it('refuses an extra day once the goal is reached, answering the same selection', () => {
      const days = pick('monday', 'wednesday', 'friday');
      const after = toggleWorkoutDay(3, days, 'sunday');
      expect(after).toEqual(days);
      expect(after.sunday).toBe(false);
    });

    it('always lets a picked day be unpicked', () => {
      expect(toggleWorkoutDay(3, pick('monday', 'wednesday', 'friday'), 'wednesday')).toEqual(
        pick('monday', 'friday'),
      );
      expect(toggleWorkoutDay(1, pick('monday', 'tuesday'), 'tuesday')).toEqual(pick('monday'));
    });

    it('does not change the selection it was given', () => {
      const days = pick('monday');
      toggleWorkoutDay(3, days, 'tuesday');
      expect(days).toEqual(pick('monday'));
    });

    it('a goal of 0 picks nothing', () => {
      expect(toggleWorkoutDay(0, emptyWorkoutDays(), 'monday')).toEqual(emptyWorkoutDays());
    });
  });

  it('remainingWorkoutDays: how many more to pick, negative when too many', () => {
    expect(remainingWorkoutDays(3, pick('monday'))).toBe(2);
    expect(remainingWorkoutDays(3, pick('monday', 'tuesday', 'friday'))).toBe(0);
    expect(remainingWorkoutDays(1, pick('monday', 'tuesday'))).toBe(-1);
    expect(remainingWorkoutDays(7, {})).toBe(7);
  });

  it.each([
    [1, 'beginner'],
    [2, 'beginner'],
    [3, 'beginner'],
    [4, 'intermediate'],
    [5, 'advanced'],
    [6, 'advanced'],
    [7, 'advanced'],
  ] as const)('levelForGoal(%i) is %s', (goal, level) => {
    expect(levelForGoal(goal)).toBe(level);
  });
});
