import { SectionComingSoon } from '../../../components/ui/section-coming-soon';

/** /page/home/setup/meals/{diet?}: diet and weekly recipe selection (spec M2). */
export const MealSetupPage = () => (
  <SectionComingSoon title="Meal plan" description="Pick your diet and this week's recipes for every meal." />
);
