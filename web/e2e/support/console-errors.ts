import type { BrowserContext } from '@playwright/test';

/** A console error or an uncaught error of a page, and which context it came from ('page', or a persona's name). */
export interface ConsoleError {
  readonly source: string;
  readonly text: string;
}

// Per worker process: one test runs at a time in it.
const recorded: ConsoleError[] = [];

/** Keeps the context's console errors and uncaught page errors, so a test can check and show what the app logged. */
export function recordConsoleErrors(context: BrowserContext, source: string): void {
  context.on('console', (message) => {
    if (message.type() === 'error') recorded.push({ source, text: message.text() });
  });
  context.on('weberror', (webError) => recorded.push({ source, text: `uncaught: ${String(webError.error())}` }));
}

/** What was recorded since the last call. */
export function takeConsoleErrors(): ConsoleError[] {
  return recorded.splice(0);
}
