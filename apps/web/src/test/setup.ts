import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetPublicData } from '@/lib/public-data';

afterEach(() => {
  cleanup();
  // The islands' per-page data (lib/public-data.ts): each test is a new page load.
  forgetPublicData();
});
