/**
 * The saved feature's public surface: the save button of workouts and recipes. The router mounts
 * the saved page from its own file; it is not exported here, since the page uses the library,
 * whose cards use this button.
 */
export { SaveButton } from './components/save-button';
