/** The home feature's public surface (issue 6). */
export { type HomeOptions, homeRoutes } from './routes';
