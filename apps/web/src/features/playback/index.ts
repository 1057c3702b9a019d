/** The playback feature's public surface: the library (and later home and programs) play through it. */

export { PlayerModal } from './components/lazy-player-modal';
export { PlayAction } from './components/play-action';
export type { PlayerModalProps } from './components/player-modal';
export { ResumablePlayer } from './components/resumable-player';
export type { PlayableItem } from './video-source';
