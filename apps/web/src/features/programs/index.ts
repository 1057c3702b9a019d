/**
 * The programs feature's public surface: the buy page shows a program's purchase. The router
 * mounts the pages, and the app's frame the iOS store sync (`hooks/use-store-sync`), directly, so
 * that neither pulls the purchase's code into its own.
 */

export { programKeys } from './api/query-keys';
export { ProgramPurchase } from './components/program-purchase';
export { programIdOf } from './program-words';
