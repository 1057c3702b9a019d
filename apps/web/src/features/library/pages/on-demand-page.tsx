import { StoreLibrary } from '../components/store-library';
import type { SaveSlot } from '../save-slot';

/** /page/on_demand: the on-demand library (spec M2); `save` is its cards' save button (see SaveSlot). */
export const OnDemandPage = ({ save }: { save: SaveSlot }) => (
  <StoreLibrary storeId="on_demand" title="On demand" save={save} />
);
