import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves `app` on an ephemeral 127.0.0.1 port for the duration of `use`. */
export async function withServer<T>(app: RequestListener, use: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  try {
    return await use(`http://127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** fetch with a deadline, so a hung server fails the test instead of hanging it. */
export function fetchWithTimeout(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
}
