/** The saved feature's public surface (issue 7). */
export { savedMemberExtension } from './member-extension';
export { savedRoutes } from './routes';
