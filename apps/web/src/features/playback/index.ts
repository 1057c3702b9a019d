import { lazyComponent } from '../../lib/lazy-component';

/** The playback feature's public surface: the library (and later home and programs) play through it. */
export { PlayAction } from './components/play-action';
export type { PlayerModalProps } from './components/player-modal';

/** The player (and hls.js after it) loads when a page first plays: render it inside a `Suspense`. */
export const PlayerModal = lazyComponent(
  () => import('./components/player-modal'),
  (m) => m.PlayerModal,
);
export type { PlayableItem } from './video-source';
