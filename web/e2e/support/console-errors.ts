import type { BrowserContext } from '@playwright/test';

/** A console error or an uncaught error of a page, and which context it came from ('page', or a persona's name). */
export interface ConsoleError {
  readonly source: string;
  readonly text: string;
}

// Per worker process: one test runs at a time in it.
const recorded: ConsoleError[] = [];

/**
 * Keeps the context's console errors and uncaught page errors, so a test can check and show what the app logged. A
 * Content-Security-Policy violation is logged as an error too: Chromium reports one the page caught (an eval tried in
 * a `try`, say) only as a `securitypolicyviolation` event, not on the console.
 */
export async function recordConsoleErrors(context: BrowserContext, source: string): Promise<void> {
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  context.on('console', (message) => {
    if (message.type() === 'error') recorded.push({ source, text: message.text() });
  });
  context.on('weberror', (webError) => recorded.push({ source, text: `uncaught: ${String(webError.error())}` }));
}

/** What was recorded since the last call. */
export function takeConsoleErrors(): ConsoleError[] {
  return recorded.splice(0);
}
