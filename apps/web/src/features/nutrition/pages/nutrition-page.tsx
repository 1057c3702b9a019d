import { SectionComingSoon } from '../../../components/ui/section-coming-soon';

/** /page/nutrition: recipes and meal plans (spec M2). */
export const NutritionPage = () => (
  <SectionComingSoon title="Nutrition" description="Recipes and weekly meal plans for your diet." />
);
