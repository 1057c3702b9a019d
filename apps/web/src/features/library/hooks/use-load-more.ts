import { LOAD_MORE_THRESHOLD_PX } from '@studio/shared';
import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned sentinel comes within 400 px of the viewport's bottom
 * (spec M9). `pageCount` re-arms the observer after each page: observing again reports the
 * sentinel's current state, so a page too short to push it away loads the next one too.
 */
export const useLoadMore = ({
  enabled,
  loadMore,
  pageCount,
}: {
  enabled: boolean;
  loadMore: () => void;
  pageCount: number;
}) => {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;

  // biome-ignore lint/correctness/useExhaustiveDependencies: pageCount re-arms the observer after each page.
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_THRESHOLD_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, pageCount]);

  return sentinel;
};
