import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetPublicData } from '@/lib/public-data';

// Radix measures elements (radio cards, checkboxes); jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

afterEach(() => {
  cleanup();
  // The islands' per-page data (lib/public-data.ts): each test is a new page load.
  forgetPublicData();
});
