import { type ComponentProps, Suspense, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useItemParam } from '../hooks/use-item-param';

const ItemDetailsModal = lazyComponent(
  () => import('./item-details-modal'),
  (m) => m.ItemDetailsModal,
);

/**
 * Item details as other features mount them: nothing, and no dialog code, until `?item=` first
 * names an item; then the dialog (Mantine's Modal, its overlay and scroll lock), kept mounted so
 * that it closes with its transition. Home never needs it on its first load (issue 35, /page/home
 * within 250 KB).
 */
export const ItemDetails = (props: ComponentProps<typeof ItemDetailsModal>) => {
  const { current } = useItemParam();
  const [wanted, setWanted] = useState(false);
  if (current !== null && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ItemDetailsModal {...props} />
    </Suspense>
  ) : null;
};
