/** The playback feature's public surface (issue 4). */

export { type PlaybackOptions, playbackRoutes } from './routes';
