import { ListDetailsPage } from './list-details-page';

/** /page/on_demand/trainers/{id}: a trainer's list, the list-details page of kind trainers (DESIGN 3a). */
export const TrainerPage = () => <ListDetailsPage storeId="on_demand" listStoreId="trainers" />;
