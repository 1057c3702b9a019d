import { useMediaQuery } from '@mantine/hooks';
import { NARROW_SCREEN_PX } from '@studio/shared';
import { getPlatform, type Platform } from './platform';

/** `getPlatform()` that re-renders the caller when the screen crosses the narrow-screen threshold. */
export const usePlatform = (): Platform => {
  useMediaQuery(`(max-width: ${NARROW_SCREEN_PX}px)`);
  return getPlatform();
};
