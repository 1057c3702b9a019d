import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PremiumBuyPage } from '../../features/billing/pages/premium-buy-page';
import { ProgramPurchase, programIdOf } from '../../features/programs';

/**
 * /page/buy/premium/{period?} and /page/buy/{target}/{id} (spec A2): premium is the billing
 * feature's purchase, a program's the programs feature's (which builds on billing's payment parts);
 * the choice is the router's, so neither feature imports the other's page. Without a program id
 * the address leads to the programs.
 */
export const BuyPage = () => {
  const { pathname } = useLocation();
  const { target, id } = useParams();
  if (target === 'program') {
    const programId = programIdOf(id);
    if (id === undefined) return <Navigate to={paths.programs} replace />;
    if (programId === null) return <Navigate to={paths.notFound} replace />;
    return <ProgramPurchase key={programId} programId={programId} />;
  }
  if (target !== undefined) return <Navigate to={paths.notFound} replace />;
  if (!pathname.startsWith(paths.buyPremium())) return <Navigate to={paths.buyPremium()} replace />;
  return <PremiumBuyPage />;
};
