/** The playback feature's public surface (issue 4). */

export { playbackRoutes } from './routes';
