import type { Item, ItemDetails } from '@studio/shared';
import type { ComponentType } from 'react';

/**
 * The save action (spec M4) that a card and the item details show beside the item: the saved
 * feature's button. Whoever shows library cards or details passes it in, so that the library
 * does not import the saved feature, which itself shows the library's cards (issue 34).
 */
export type SaveSlot = ComponentType<{
  item: Item | ItemDetails;
  variant: 'white' | 'light';
  size?: 'input-md';
  className?: string;
  /** Told when the action's dialog opens and closes (a dialog below it gives up Escape meanwhile). */
  onDialogOpenChange?: (open: boolean) => void;
}>;
