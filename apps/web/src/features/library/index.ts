/**
 * The library feature's public surface: the router mounts its pages; others may show its cards and
 * open item details, passing in the save button they show (`SaveSlot`: the saved feature's).
 */
export { libraryQueryOptions, useLibrary } from './api/get-library';
export { useList } from './api/get-list';
export { ItemCard } from './components/item-card';
export { ItemDetails as ItemDetailsModal } from './components/item-details';
export { cardImage, itemMinutes, minutesText } from './components/item-meta';
export { ItemSlider } from './components/library-sections';
export { itemParamValue, useItemParam } from './hooks/use-item-param';
export { markItemCompleted } from './mark-completed';
export type { SaveSlot } from './save-slot';
