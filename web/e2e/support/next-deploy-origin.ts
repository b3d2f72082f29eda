import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The build's file for a path, as Hosting finds it (firebase.json): clean URLs, then the app shell. */
function buildFile(pathname: string): string {
  const file = normalize(join(DIST, pathname === '/' ? 'index.html' : pathname));
  if (!file.startsWith(DIST)) return join(DIST, 'app-shell.html');
  if (extname(file) !== '' && existsSync(file)) return file;
  return existsSync(`${file}.html`) ? `${file}.html` : join(DIST, 'app-shell.html');
}

export interface NextDeployOrigin {
  readonly url: string;
  /** From now on the service worker's script differs, as a new deploy's does. */
  deploy(): void;
  close(): Promise<void>;
}

/**
 * The web build served from an origin of its own, whose service worker script changes when the test deploys: the way
 * to see the app meet a new deploy, which Playwright cannot fake (it does not route the browser's update check of a
 * worker), without changing the build every other test is served. /api and the emulators are not behind it: it serves
 * the public pages.
 */
export async function startNextDeployOrigin(): Promise<NextDeployOrigin> {
  let deploys = 0;
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://origin');
    const file = buildFile(decodeURIComponent(pathname));
    let body = readFileSync(file);
    if (pathname === '/sw.js' && deploys > 0) body = Buffer.concat([body, Buffer.from(`\n// deploy ${deploys}\n`)]);
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: () => (deploys += 1),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
