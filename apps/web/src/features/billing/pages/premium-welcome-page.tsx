import { SectionComingSoon } from '../../../components/ui/section-coming-soon';

/** /page/premium/welcome: after a premium purchase (spec M2). */
export const PremiumWelcomePage = () => (
  <SectionComingSoon title="Welcome to premium" description="Thank you for subscribing." />
);
