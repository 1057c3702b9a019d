/**
 * The studio console (issue 17): where the app mounts it. Its route table (`routes.tsx`) the router
 * imports when a visit goes under /studio, so that no other page's script carries it.
 */

export { consolePaths } from './studio-paths';
