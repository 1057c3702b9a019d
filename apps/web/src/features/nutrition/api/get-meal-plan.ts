import { type MealPlan, nutritionPaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { nutritionKeys } from './query-keys';

/** GET /api/v4/users/me/meal_plan: the member's saved week for their running program, or null. */
export const getMealPlan = async (signal?: AbortSignal): Promise<MealPlan | null> =>
  (await apiFetch<{ meal_plan: MealPlan | null }>(nutritionPaths.mealPlan, { signal })).meal_plan;

export const mealPlanQueryOptions = () =>
  queryOptions({ queryKey: nutritionKeys.mealPlan, queryFn: ({ signal }) => getMealPlan(signal) });

export const useMealPlan = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...mealPlanQueryOptions(), enabled });
