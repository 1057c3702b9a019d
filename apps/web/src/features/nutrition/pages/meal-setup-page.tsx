import { DIET_IDS, type DietId } from '@studio/shared';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { DietSelection } from '../components/diet-selection';
import { RecipeSelection } from '../components/recipe-selection';

const isDietId = (value: number): value is DietId => DIET_IDS.includes(value as DietId);

/**
 * /page/home/setup/meals/{nutrition_type?} (spec M2 "Meal setup"): without a diet, the diet
 * selection; with one, its weekly recipe selection. An unknown diet goes back to the selection.
 */
export const MealSetupPage = () => {
  const { nutrition_type: param } = useParams();
  if (param === undefined) return <DietSelection />;
  const dietId = /^\d{1,2}$/.test(param) ? Number(param) : Number.NaN;
  if (!isDietId(dietId)) return <Navigate to={paths.homeSetupMeals()} replace />;
  // A new key per diet: its selection starts from that diet's saved week.
  return <RecipeSelection key={dietId} dietId={dietId} />;
};
