import { vi } from 'vitest';

/**
 * Tests only: an IntersectionObserver the test drives. `scrollNearBottom()` reports every
 * observed element as within reach, as the browser does when the member scrolls close to it.
 */
export const stubIntersection = () => {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  const margins: string[] = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: new Set() };
      margins.push(options?.rootMargin ?? '');
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const scrollNearBottom = () => {
    for (const { callback, targets } of [...observers]) {
      const entries = [...targets].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) callback(entries, {} as IntersectionObserver);
    }
  };
  return { scrollNearBottom, margins };
};
