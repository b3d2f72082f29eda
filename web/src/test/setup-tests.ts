import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import mediaQuery from 'css-mediaquery';
import { afterEach, vi } from 'vitest';

import { loadToaster } from '../lib/notify';

// Pages are lazy chunks; on a busy two-core machine the first import of one can take more than the default second
// (the first test of a routed file was seen at 5.5 s with emulators running beside it). A hang guard, not a speed goal:
// a find that succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});

// No Firestore in component tests: each test mocks the live hooks its screen reads, and one left real fails loudly
// (inside the screen's error boundary) instead of starting the SDK.
vi.mock('../lib/firebase/use-firestore', () => ({
  useFirestore: () => {
    throw new Error('No Firestore in component tests: mock the live hook this screen reads');
  },
}));

// jsdom has no matchMedia: this one answers a media query for the window's size (jsdom's 1024 × 768, a laptop, unless a
// test narrows it: test/screen-size.ts), as a browser would.
window.matchMedia = (query: string): MediaQueryList => ({
  matches: mediaQuery.match(query, { width: `${window.innerWidth}px`, height: `${window.innerHeight}px` }),
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

// jsdom does not implement scrolling; the root layout scrolls a new page to its top.
window.scrollTo = () => undefined;

// The app loads the toast chunk with its first toast; tests load it up front so a toast shows in the same act().
await loadToaster();
