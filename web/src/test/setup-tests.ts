import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { loadToaster } from '../lib/notify';

// Pages are lazy chunks; on a busy two-core machine the first import of one can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// jsdom does not implement scrolling; the root layout scrolls a new page to its top.
window.scrollTo = () => undefined;

// The app loads the toast chunk with its first toast; tests load it up front so a toast shows in the same act().
await loadToaster();
