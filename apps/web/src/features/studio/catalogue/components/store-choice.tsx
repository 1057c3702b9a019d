import { SegmentedControl } from '@mantine/core';
import type { MessageId, StoreId } from '@studio/shared';
import { useT } from '../../../../lib/i18n';

const STORES: { value: StoreId; label: MessageId }[] = [
  { value: 'on_demand', label: 'catalogue.store.onDemand' },
  { value: 'nutrition', label: 'catalogue.store.nutrition' },
];

/** Which store's part of the catalogue a page shows (lists, filters). */
export const StoreChoice = ({ store, onChange }: { store: StoreId; onChange: (store: StoreId) => void }) => {
  const t = useT();
  return (
    <SegmentedControl
      aria-label={t('catalogue.store.label')}
      value={store}
      onChange={(value) => onChange(value as StoreId)}
      data={STORES.map(({ value, label }) => ({ value, label: t(label) }))}
      style={{ alignSelf: 'flex-start' }}
    />
  );
};
