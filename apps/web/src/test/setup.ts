import '@testing-library/jest-dom/vitest';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadMessages, startI18n } from '../lib/i18n';
import { setNavigator } from '../lib/navigation';
import { setPlatformOverride } from '../lib/platform';

// findBy… waits up to 1 s by default: a page under a loaded CI machine can take longer to settle.
configure({ asyncUtilTimeout: 4_000 });

// Mantine reads media queries (useMediaQuery, color scheme): happy-dom has no matchMedia.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Mantine's ScrollArea, Slider and popovers observe their size.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

// Mantine's autosize Textarea listens for web fonts loading: happy-dom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  cleanNotifications();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setPlatformOverride(null);
  setNavigator((to) => window.location.assign(to));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Every screen under test speaks English (the spec's words), every bundle's catalogue loaded, and
// amounts are in the spec's USD (the studio's settings, read once, answered here).
await startI18n('en');
vi.stubGlobal('fetch', async () => Response.json({ language: 'en', currency: 'USD' }));
await Promise.all((['sign', 'member', 'studio', 'fields'] as const).map((bundle) => loadMessages(bundle)));
vi.unstubAllGlobals();
