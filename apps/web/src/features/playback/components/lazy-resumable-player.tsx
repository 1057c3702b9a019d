import { type ComponentProps, Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';

const Player = lazyComponent(
  () => import('./resumable-player'),
  (m) => m.ResumablePlayer,
);

/**
 * The resumable player as other features mount it (while a member plays): its dialog's code comes
 * when first played, not with the page that offers it (home, issue 35: within 250 KB).
 */
export const ResumablePlayer = (props: ComponentProps<typeof Player>) => (
  <Suspense fallback={null}>
    <Player {...props} />
  </Suspense>
);
