import { WEEK_DAYS } from '../constants';

export type WeekDay = (typeof WEEK_DAYS)[number];
export type WorkoutDays = Record<WeekDay, boolean>;
export type Level = 'beginner' | 'intermediate' | 'advanced';

export const emptyWorkoutDays = (): WorkoutDays =>
  Object.fromEntries(WEEK_DAYS.map((day) => [day, false])) as WorkoutDays;

export const countWorkoutDays = (days: Partial<WorkoutDays>): number =>
  WEEK_DAYS.filter((day) => days[day] === true).length;

/** How many more days the member must pick; negative when too many are picked. */
export const remainingWorkoutDays = (goal: number, days: Partial<WorkoutDays>): number =>
  goal - countWorkoutDays(days);

/** Toggling a day never lets the selection grow past the goal (extra days are refused). */
export const toggleWorkoutDay = (goal: number, days: WorkoutDays, day: WeekDay): WorkoutDays => {
  if (days[day]) return { ...days, [day]: false };
  if (countWorkoutDays(days) >= goal) return days;
  return { ...days, [day]: true };
};

/** DESIGN 3a: up to 3 days a week beginner, 4 intermediate, 5 or more advanced. */
export const levelForGoal = (goal: number): Level => {
  if (goal >= 5) return 'advanced';
  if (goal === 4) return 'intermediate';
  return 'beginner';
};
