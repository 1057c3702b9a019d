import { SectionComingSoon } from '../../../components/ui/section-coming-soon';

/** /page/{store_id}/{list_store_id}/{id}: one list of the library (spec M2). */
export const ListDetailsPage = () => (
  <SectionComingSoon
    title="Collection"
    description="Every workout or recipe of a category, trainer or curated list, with filters."
  />
);
