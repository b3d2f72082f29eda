import type { BrowserContext } from '@playwright/test';

// Per worker process: one test runs at a time in it.
const recorded: string[] = [];

/** Keeps the context's console errors and uncaught page errors, so a failed test shows what the app logged. */
export function recordConsoleErrors(context: BrowserContext, label: string): void {
  context.on('console', (message) => {
    if (message.type() === 'error') recorded.push(`[${label}] ${message.text()}`);
  });
  context.on('weberror', (webError) => recorded.push(`[${label}] uncaught: ${String(webError.error())}`));
}

/** What was recorded since the last call. */
export function takeConsoleErrors(): string[] {
  return recorded.splice(0);
}
