import { useT } from '../../../lib/i18n';
import { StoreLibrary } from '../components/store-library';
import type { SaveSlot } from '../save-slot';

/** /page/on_demand: the on-demand library (spec M2); `save` is its cards' save button (see SaveSlot). */
export const OnDemandPage = ({ save }: { save: SaveSlot }) => {
  const t = useT();
  return <StoreLibrary storeId="on_demand" title={t('library.onDemand.title')} save={save} />;
};
