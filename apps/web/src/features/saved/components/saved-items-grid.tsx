import { Checkbox, Stack, VisuallyHidden } from '@mantine/core';
import type { Item } from '@studio/shared';
import { Trans } from '../../../lib/trans';
import { ItemCard } from '../../library';
import { SaveButton } from './save-button';
import { TileGrid } from './tile-grid';

type SavedItemsGridProps = {
  items: Item[];
  storeId: string;
  /** In edit mode each tile has a checkbox (spec M2 "edit"); otherwise null. */
  selection: { selected: ReadonlySet<number>; onToggle: (id: number) => void } | null;
};

/** A list's items as the library's tiles, two across on a phone, four on a wide screen. */
export const SavedItemsGrid = ({ items, storeId, selection }: SavedItemsGridProps) => (
  <TileGrid>
    {items.map((item) => (
      <li key={`${item.kind}-${item.id}`}>
        <Stack gap="xs">
          <ItemCard item={item} storeId={storeId} save={SaveButton} />
          {selection ? (
            <Checkbox
              label={
                <Trans
                  id="saved.grid.select"
                  values={{ title: item.title }}
                  components={{ 0: <VisuallyHidden component="span" /> }}
                />
              }
              checked={selection.selected.has(item.id)}
              onChange={() => selection.onToggle(item.id)}
            />
          ) : null}
        </Stack>
      </li>
    ))}
  </TileGrid>
);
