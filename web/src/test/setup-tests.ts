import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazy chunks; on a busy two-core machine the first import of one can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;
