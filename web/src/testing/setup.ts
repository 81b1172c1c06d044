import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Route modules are lazy: on a loaded CI machine the first import of a page's chunk can take over the default
// 1 s that findBy* waits. The assertions are the same; only the wait for the page to appear is longer.
configure({ asyncUtilTimeout: 5000 });

/**
 * Mantine needs matchMedia, ResizeObserver and scrollIntoView, which jsdom lacks. This matchMedia answers
 * `(min-width: …)` / `(max-width: …)` queries (px or em) against window.innerWidth (jsdom: 1024 px, so below
 * Mantine's lg breakpoint of 75em); anything else does not match.
 */
function matchesWidthQuery(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value, unit]) => {
    const px = Number(value) * (unit === 'px' ? 1 : 16);
    return kind === 'min' ? window.innerWidth >= px : window.innerWidth <= px;
  });
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: matchesWidthQuery(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    }) as unknown as MediaQueryList,
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};

const DEFAULT_WIDTH = window.innerWidth;

afterEach(() => {
  cleanup();
  localStorage.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: DEFAULT_WIDTH });
});
