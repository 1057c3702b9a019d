import { useMediaQuery } from '@mantine/hooks';
import { NARROW_SCREEN_PX } from '@studio/shared';
import { getPlatform, type Platform } from './platform';

/**
 * `getPlatform()` that re-renders the caller when the screen crosses the narrow-screen threshold.
 * The query is read at the first render: read in an effect (the hook's default), it re-rendered the
 * whole member frame once on every phone-sized load (issue 13, Lighthouse's blocking time).
 */
export const usePlatform = (): Platform => {
  useMediaQuery(`(max-width: ${NARROW_SCREEN_PX}px)`, undefined, { getInitialValueInEffect: false });
  return getPlatform();
};
