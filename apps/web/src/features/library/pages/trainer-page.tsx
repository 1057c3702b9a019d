import { SectionComingSoon } from '../../../components/ui/section-coming-soon';

/** /page/on_demand/trainers/{id}: one trainer (spec M2). */
export const TrainerPage = () => (
  <SectionComingSoon title="Trainer" description="A trainer's story and all of their workouts." />
);
