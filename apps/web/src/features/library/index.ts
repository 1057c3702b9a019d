/** The library feature's public surface: the router mounts its pages; others may open item details. */
export { libraryQueryOptions, useLibrary } from './api/get-library';
export { libraryKeys } from './api/query-keys';
export { ItemCard } from './components/item-card';
export { ItemDetailsModal } from './components/item-details-modal';
export { itemParamValue } from './hooks/use-item-param';
export { markItemCompleted } from './mark-completed';
