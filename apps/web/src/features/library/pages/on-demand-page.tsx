import { SectionComingSoon } from '../../../components/ui/section-coming-soon';

/** /page/on_demand: the on-demand library (spec M2). */
export const OnDemandPage = () => (
  <SectionComingSoon
    title="On demand"
    description="Workout videos from our trainers, with categories, curated lists and live classes."
  />
);
