/** The playback feature's public surface: the library (and later home and programs) play through it. */
export { PlayAction } from './components/play-action';
export { PlayerModal, type PlayerModalProps } from './components/player-modal';
export type { PlayableItem } from './video-source';
