import { type ComponentType, lazy } from 'react';
import { loadChunk } from './load-chunk';

/**
 * A component whose code is its own chunk, fetched when it first renders (inside a `Suspense`):
 * dialogs a page may never open stay out of its first load (decision 0012). A chunk that fails or
 * has not arrived within the time-out throws to the page's error boundary: the load error with
 * Retry (spec A8).
 */
export const lazyComponent = <M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) => lazy(async () => ({ default: pick(await loadChunk(load)) }));
