import { SimpleGrid } from '@mantine/core';
import type { Item } from '@studio/shared';
import type { SaveSlot } from '../save-slot';
import { ItemCard } from './item-card';
import classes from './item-grid.module.css';

/** A list's items, two across on a phone, four on a wide screen. */
export const ItemGrid = ({ items, storeId, save }: { items: Item[]; storeId: string; save: SaveSlot }) => (
  <SimpleGrid component="ul" className={classes.grid} cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
    {items.map((item) => (
      <li key={`${item.kind}-${item.id}`}>
        <ItemCard item={item} storeId={storeId} save={save} />
      </li>
    ))}
  </SimpleGrid>
);
