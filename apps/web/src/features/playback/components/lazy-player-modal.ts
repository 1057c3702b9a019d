import { lazyComponent } from '../../../lib/lazy-component';

/** The player (and hls.js after it) loads when a page first plays: render it inside a `Suspense`. */
export const PlayerModal = lazyComponent(
  () => import('./player-modal'),
  (m) => m.PlayerModal,
);
