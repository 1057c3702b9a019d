import { SectionComingSoon } from '../../../components/ui/section-coming-soon';

/** /page/buy/premium/{period?} and /page/buy/{target}/{id}: premium and program purchase (spec A2). */
export const BuyPage = () => (
  <SectionComingSoon
    title="Subscription"
    description="Choose a premium plan, or buy a program, and pay by card."
  />
);
