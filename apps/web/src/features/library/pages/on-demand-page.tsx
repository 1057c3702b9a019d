import { StoreLibrary } from '../components/store-library';

/** /page/on_demand: the on-demand library (spec M2). */
export const OnDemandPage = () => <StoreLibrary storeId="on_demand" title="On demand" />;
