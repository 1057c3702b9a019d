import { SectionComingSoon } from '../../../components/ui/section-coming-soon';

/** /page/programs/setup/workout-days: a program's workout days (spec A2, M2). */
export const WorkoutDaysSetupPage = () => (
  <SectionComingSoon
    title="Your program's workout days"
    description="Choose the days of the week you will train with your program."
  />
);
