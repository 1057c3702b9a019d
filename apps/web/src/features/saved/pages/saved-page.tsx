import { SectionComingSoon } from '../../../components/ui/section-coming-soon';

/** /page/saved/{id?}: saved lists (spec M2). */
export const SavedPage = () => (
  <SectionComingSoon title="Saved" description="Your favourite workouts and recipes, in lists you name." />
);
