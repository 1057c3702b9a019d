import { SectionComingSoon } from '../../../components/ui/section-coming-soon';

/** /page/programs: the programs list (spec M2). */
export const ProgramsPage = () => (
  <SectionComingSoon title="Programs" description="Multi-week training plans on the days you choose." />
);
