import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Domain from '@estatekey/domain';
import type * as RouteShells from './src/app/route-shell.ts';
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { parseEnv } from './src/config/env-schema.ts';
import { backendOrigins } from './src/lib/firebase/backend-origins.ts';
import { palette } from './src/theme/theme-primitives.ts';
import { prerenderPages } from './vite-plugins/prerender-pages.ts';

// Node runs this config with its bare imports as they are, and cannot run the domain's TypeScript; Vite's module runner can.
const {
  module: { ROUTE_ACCESS, paths, installedAppTexts },
} = await runnerImport<typeof Domain>('@estatekey/domain', { configFile: false });
const {
  module: { routeShell },
} = await runnerImport<typeof RouteShells>(fileURLToPath(new URL('src/app/route-shell.ts', import.meta.url)), {
  configFile: false,
});

const FUNCTIONS_EMULATOR_API = 'http://127.0.0.1:5001/demo-estatekey/us-central1/api';

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * Reads the VITE_ variables (the environment, and web/.env.[mode] files) when Vite starts and fails the build, the dev
 * server or the tests with every missing or malformed one listed, instead of a bundle that fails at start. The parsed
 * result is built into the app as a constant (src/config/env.ts): the browser does not load zod to read it.
 */
function validatedEnv(): Plugin {
  return {
    name: 'estatekey:validated-env',
    config(_config, { mode }) {
      const env = parseEnv(loadEnv(mode, WEB_ROOT, 'VITE_'));
      return { define: { __ESTATEKEY_ENV__: JSON.stringify(env) } };
    },
  };
}

/**
 * Builds of two packages that the app's build takes in place of the ones their package files name for bundlers:
 * - React Router 7's package exports name its development build for every bundler (remix-run/react-router#12532 and
 *   #14102: dev warnings and checks on each navigation and route match, in production too); the production files ship
 *   beside it. `vite` (dev) keeps the development build and its warnings.
 * - workbox-window's `module` is its ES5 build (transpiled classes and async functions, 2.3 kB gzip), which the
 *   service worker's registration loads on every first visit; every browser the app supports runs the modern build
 *   beside it (1.4 kB).
 */
function packageBuildsForBrowsers(): Plugin {
  const packageFile = (name: string, file: string) =>
    join(dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), file);
  const builds = new Map([
    ['react-router', packageFile('react-router', 'dist/production/index.mjs')],
    ['workbox-window', packageFile('workbox-window', 'build/workbox-window.prod.mjs')],
  ]);
  return {
    name: 'estatekey:package-builds-for-browsers',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return builds.get(source) ?? null;
    },
  };
}

/**
 * The installable app: a web app manifest and a service worker that precaches the app shell and every route's chunk,
 * so a repeat visit loads the code from the device. Answers of /api, Firebase's reserved /__/ paths and documents
 * (Storage, another origin) always go to the network. A new deploy's worker waits until the user picks Reload in the
 * prompt (components/layouts/update-prompt.tsx); src/main.tsx registers it after the page has loaded.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: paths.home,
      name: installedAppTexts.name,
      short_name: installedAppTexts.shortName,
      description: installedAppTexts.description,
      start_url: paths.home,
      scope: '/',
      display: 'standalone',
      theme_color: palette.primary.dark,
      background_color: palette.background.default,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    includeAssets: ['favicon.svg'],
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // One file: the worker and the Workbox runtime are fetched (and revalidated) together.
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      // The prerendered pages answer their own URLs from the precache (`/` index.html, `/login` login.html, `/home`
      // home.html: Workbox's clean URLs); every other page is the single-page app's shell, also offline; /api and /__/
      // paths never are.
      navigateFallback: APP_SHELL,
      navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/__\//],
      // No runtime caching: /api answers and documents are never stored by the worker.
      runtimeCaching: [],
    },
  });
}

/** The built page of every route that has no prerendered page of its own (firebase.json rewrites to it). */
const APP_SHELL = 'app-shell.html';

/**
 * Pages rendered at build time, so they paint before their script has run: the landing page and /login with their
 * content; every signed-in page without a parameter in its path as its placeholder (the frame's shape and the page's
 * title, which is what its first render shows while the session restores), so a phone paints it from the HTML instead
 * of after the entry chunk has downloaded and run. Hosting's clean URLs serve each file at its route (`/home` is
 * home.html), the service worker's precache too; every other URL is the empty app shell.
 */
function prerenderedPages() {
  const signedInPages = ROUTE_ACCESS.filter((entry) => routeShell(entry) === 'signedIn' && !entry.path.includes(':'));
  const pageModules = routePageModules();
  // What the entry loads first for the opened URL (src/app/preload-route.ts): the page, its frame, and the Auth SDK
  // on a route that needs the session.
  const preloadModules = (url: string) => {
    const entry = ROUTE_ACCESS.find((candidate) => candidate.path === url);
    const page = pageModules.get(url);
    if (!entry || !page) throw new Error(`no page module found for the prerendered route ${url}`);
    const frame = routeShell(entry) === 'signedIn' ? [sourceModule('components/layouts/signed-in-layout')] : [];
    const auth = entry.access === 'public' ? [] : [AUTH_MODULE];
    return [page, ...frame, ...auth];
  };
  const route = (url: string, fileName: string) => ({
    url,
    fileName,
    preloadModules: preloadModules(url),
    startModules: [],
    preconnects: false,
  });
  // A signed-in page shows nothing of its own until the session is restored: its HTML runs the Auth SDK as soon as it
  // has downloaded, so the restore (Firebase's IndexedDB checks, then a round trip to Auth, on a connection opened
  // while the page loads) overlaps the entry's evaluation and the placeholder's hydration instead of starting after
  // them (waiting for them started it about a second later on a phone's 4× slower CPU).
  const signedInRoute = (url: string) => ({
    ...route(url, `${url.slice(1)}.html`),
    startModules: [AUTH_MODULE],
    preconnects: true,
  });
  return prerenderPages({
    entry: 'src/prerender/render-page.tsx',
    routes: [
      route(paths.landing, 'index.html'),
      route(paths.login, 'login.html'),
      ...signedInPages.map((entry) => signedInRoute(entry.path)),
    ],
    shellFileName: APP_SHELL,
    preconnectOrigins: (config) => backendOrigins(parseEnv(config.env)),
  });
}

const SOURCE_ROOT = fileURLToPath(new URL('src/', import.meta.url));
const AUTH_MODULE = sourceModule('lib/firebase/auth');

/** The absolute path of a source module given as an import specifier from src/ (without its extension). */
function sourceModule(specifier: string, from = SOURCE_ROOT): string {
  const base = resolve(from, specifier);
  const file = ['.tsx', '.ts'].map((extension) => base + extension).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no source module ${specifier} under ${from}`);
  return file;
}

/**
 * The page module of each route pattern, read from src/app/route-pages.ts, whose loaders name it in a literal
 * `import()` (as the bundler needs). A route the build prerenders without a module found here fails the build.
 */
function routePageModules(): Map<string, string> {
  const routePages = join(SOURCE_ROOT, 'app/route-pages.ts');
  const loader = /'([^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  const source = readFileSync(routePages, 'utf8');
  return new Map(
    [...source.matchAll(loader)].map(([, pattern = '', specifier = '']) => [
      pattern,
      sourceModule(specifier, dirname(routePages)),
    ]),
  );
}

// Modules the bundler may drop when nothing of theirs is used (a used module keeps all its code):
// - the domain package only declares constants, schemas and pure functions;
// - web/src/components only declares components, so a barrel such as the form kit's brings only the fields a page
//   uses (without this, every form would download the MUI X date and time pickers).
const DOMAIN_SOURCES = /[\\/]domain[\\/]src[\\/]/;
const SHARED_COMPONENTS = /[\\/]web[\\/]src[\\/]components[\\/]/;
const hasNoSideEffects = (id: string) => DOMAIN_SOURCES.test(id) || SHARED_COMPONENTS.test(id);

export default defineConfig({
  plugins: [react(), validatedEnv(), packageBuildsForBrowsers(), installableApp(), prerenderedPages()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // The proxied path keeps its /api prefix, so the function sees the same path as behind the Hosting rewrite.
    proxy: {
      '/api': { target: FUNCTIONS_EMULATOR_API, changeOrigin: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The entry's chunks are preloaded by the HTML (the browser's preload scanner, no script). A dynamic import's are
    // not: Vite's helper would add a <link rel=modulepreload> to the document for each one at run time — on /home
    // ~120–150 DOM insertions and selector lookups inside the page's busiest tasks, about 650 ms of main thread at 4×
    // CPU — while the browser fetches a chunk's static imports itself as it parses it, and the entry already starts the
    // opened route's chunks (src/app/preload-route.ts). Every browser the app supports has modulepreload: no polyfill.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !hasNoSideEffects(id),
      },
    },
  },
  // The browser's bundle only: the prerender's Node bundle (vite-plugins/prerender-pages.ts) is the ssr environment's
  // build, whose entry must keep its exports.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Rolldown splits the modules that several lazy chunks share into chunks of their own, one per set of
          // sharers: most of a signed-in page's 67 start files were MUI and app pieces of 1–2 kB gzip, each a request
          // (and a main-thread task) of its own. Common chunks under 16 KiB of source are copied into the chunks that
          // read them instead (a registry in Rolldown's runtime keeps one module instance): /submit-property starts
          // with 14 files. It needs Rolldown's strict execution order (each module wrapped in an init function, ~5 %
          // more gzip), which the fewer, larger files about win back in compression; the service worker's precache,
          // which holds every copy, grows from 0.84 to 1.51 MB gzip. Rolldown calls the option experimental: the
          // browser tests run on this build. It requires entry chunks that need not keep their exports. Two common
          // chunks stay files of their own: the live-data layer (live-source.ts, the converters) and the user model
          // (the user schema with the agent and attorney profiles), which the signed-in frame's live parts and every
          // page read: a copy in each cost a signed-in page's first load 3.8–5.2 kB gzip for two requests fewer.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: {
                maxSize: 16 * 1024,
                exclude: [
                  /web[\\/]src[\\/]lib[\\/]firebase[\\/]live-source\.ts$/,
                  /domain[\\/]src[\\/]user[\\/]user\.ts$/,
                ],
              },
            },
          },
        },
      },
    },
  },
});
