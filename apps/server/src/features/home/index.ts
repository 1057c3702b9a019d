/** The home feature's public surface (issue 6). */
export { homeRoutes } from './routes';
