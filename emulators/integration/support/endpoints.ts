/** Where the integration suites reach the emulators (fixed ports of DESIGN §2). */
export const PROJECT_ID = 'demo-estatekey';

/**
 * Origin that serves `/api/...`. Hosting (http://127.0.0.1:5000) rewrites `/api/**` to the `api` function once
 * web/dist exists; until then the suites call the function directly, whose URL is the same paths behind a prefix.
 */
export const API_ORIGIN = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`;

export const AUTH_EMULATOR_ORIGIN = 'http://127.0.0.1:9099';
export const FIRESTORE_EMULATOR = { host: '127.0.0.1', port: 8080 } as const;
export const MAIL_INBOX_ORIGIN = 'http://127.0.0.1:1080';

/**
 * Every network call of the suites has a deadline: a hung emulator must fail a test, not hang the run. It is a hang
 * guard, not a speed check (the bench measures speed): on 2 loaded cores, concurrent transactions on one document
 * (five shares of one property, each also counting the owner's write limit) took over 10 s in the full suite.
 */
export const REQUEST_TIMEOUT_MS = 25_000;

/**
 * The emulated API's URL of a path: a route table path, or one the API itself handed out (a document's fileUrl, a
 * calendar feed link) — checked here rather than cast, so a path outside /api fails loudly.
 */
export function apiUrl(path: string): string {
  if (!path.startsWith('/api/')) throw new Error(`Not an API path: ${path}`);
  return `${API_ORIGIN}${path}`;
}

export function fetchWithTimeout(
  url: string,
  init: RequestInit = {},
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}
