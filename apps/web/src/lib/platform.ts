import { NARROW_SCREEN_PX } from '@studio/shared';

/** DESIGN 4: the one place the app learns its platform. Tests set it with `setPlatformOverride`. */
export type Platform = 'web' | 'android' | 'ios';

type WrapperWindow = Window & {
  webkit?: { messageHandlers?: Record<string, unknown> };
  AndroidBridge?: unknown;
};

let override: Platform | null = null;

export const setPlatformOverride = (platform: Platform | null): void => {
  override = platform;
};

export const getPlatform = (): Platform => {
  if (override) return override;
  const w = window as WrapperWindow;
  const forced =
    new URLSearchParams(window.location.search).get('platform') ?? window.localStorage.getItem('platform');
  if (forced === 'ios' || forced === 'android' || forced === 'web') return forced;
  if (w.webkit?.messageHandlers?.studio) return 'ios';
  if (w.AndroidBridge) return 'android';
  return window.matchMedia(`(max-width: ${NARROW_SCREEN_PX}px)`).matches ? 'android' : 'web';
};
