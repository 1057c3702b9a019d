import { LIST_STORE_IDS, type ListStoreId, STORE_IDS, type StoreId } from '@studio/shared';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ListDetails } from '../components/list-details';
import type { SaveSlot } from '../save-slot';

/** `save`: the save button of the cards and details, which the router passes in (see SaveSlot). */
type ListDetailsPageProps = { storeId?: StoreId; listStoreId?: ListStoreId; save: SaveSlot };

const isStore = (value: string | undefined): value is StoreId => STORE_IDS.includes(value as StoreId);
const isListStore = (value: string | undefined): value is ListStoreId =>
  LIST_STORE_IDS.includes(value as ListStoreId);

/**
 * /page/{store_id}/{list_store_id}/{id}: one list of the library (spec M2). The trainer page is
 * this page with its store and list kind fixed. An address naming no such kind of list is not found.
 */
export const ListDetailsPage = (fixed: ListDetailsPageProps) => {
  const params = useParams();
  const storeId = fixed.storeId ?? params.store_id;
  const listStoreId = fixed.listStoreId ?? params.list_store_id;
  const id = params.id ?? '';
  if (!isStore(storeId) || !isListStore(listStoreId) || !/^\d{1,15}$/.test(id)) {
    return <Navigate to={paths.notFound} replace />;
  }
  // A new key per list: its filters and paging start afresh (spec M4).
  return (
    <ListDetails
      key={`${storeId}/${listStoreId}/${id}`}
      storeId={storeId}
      listStoreId={listStoreId}
      id={id}
      save={fixed.save}
    />
  );
};
