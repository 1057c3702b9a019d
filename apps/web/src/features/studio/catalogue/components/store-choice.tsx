import { SegmentedControl } from '@mantine/core';
import type { StoreId } from '@studio/shared';

const STORES: { value: StoreId; label: string }[] = [
  { value: 'on_demand', label: 'On demand' },
  { value: 'nutrition', label: 'Nutrition' },
];

/** Which store's part of the catalogue a page shows (lists, filters). */
export const StoreChoice = ({ store, onChange }: { store: StoreId; onChange: (store: StoreId) => void }) => (
  <SegmentedControl
    aria-label="Store"
    value={store}
    onChange={(value) => onChange(value as StoreId)}
    data={STORES}
    style={{ alignSelf: 'flex-start' }}
  />
);
