/** The playback feature's public surface: the library (and later home and programs) play through it. */

export { PlayAction } from './components/play-action';
export { ResumablePlayer } from './components/resumable-player';
