import { SectionComingSoon } from '../../../components/ui/section-coming-soon';

/** /page/programs/details/{id}: one program (spec M2). */
export const ProgramDetailsPage = () => (
  <SectionComingSoon title="Program" description="A program's weeks, workouts and price." />
);
