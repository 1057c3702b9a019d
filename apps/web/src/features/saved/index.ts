/**
 * The saved feature's public surface: the save button of workouts and recipes, which whoever shows
 * the library's cards and item details passes to them (the library's `SaveSlot`). The router mounts
 * the saved page from its own file.
 */
export { SaveButton } from './components/save-button';
