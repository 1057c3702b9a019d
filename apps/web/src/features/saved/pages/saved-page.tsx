import { useParams } from 'react-router';
import { ListNotFound } from '../components/list-not-found';
import { SavedListDetail } from '../components/saved-list-detail';
import { SavedListsOverview } from '../components/saved-lists-overview';

/** /page/saved/{id?} (spec M2): the member's saved lists, or one list's detail. */
export const SavedPage = () => {
  const { id } = useParams();
  if (!id) return <SavedListsOverview />;
  // An address naming no list id at all is not found without asking the server.
  if (!/^\d{1,15}$/.test(id)) return <ListNotFound />;
  return <SavedListDetail key={id} id={Number(id)} />;
};
