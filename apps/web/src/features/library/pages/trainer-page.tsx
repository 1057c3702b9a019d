import type { SaveSlot } from '../save-slot';
import { ListDetailsPage } from './list-details-page';

/** /page/on_demand/trainers/{id}: a trainer's list, the list-details page of kind trainers (DESIGN 3a). */
export const TrainerPage = ({ save }: { save: SaveSlot }) => (
  <ListDetailsPage storeId="on_demand" listStoreId="trainers" save={save} />
);
