import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Domain from '@estatekey/domain';
import type * as RouteShells from './src/app/route-shell.ts';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { parseEnv } from './src/config/env-schema.ts';
import { palette } from './src/theme/theme-primitives.ts';
import { prerenderPages } from './vite-plugins/prerender-pages.ts';

// Node runs this config with its bare imports as they are, and cannot run the domain's TypeScript; Vite's module runner can.
const {
  module: { ROUTE_ACCESS, paths, webShellTexts },
} = await runnerImport<typeof Domain>('@estatekey/domain', { configFile: false });
const {
  module: { routeShell },
} = await runnerImport<typeof RouteShells>(fileURLToPath(new URL('src/app/route-shell.ts', import.meta.url)), {
  configFile: false,
});

const FUNCTIONS_EMULATOR_API = 'http://127.0.0.1:5001/demo-estatekey/us-central1/api';

/** Fails `vite build` with every missing variable listed, instead of shipping a bundle that fails at start. */
function validateEnvOnBuild(): Plugin {
  return {
    name: 'estatekey:validate-env',
    apply: 'build',
    configResolved(config) {
      parseEnv(config.env);
    },
  };
}

const UNUSED_REALTIME_DATABASE_STUB = '\0estatekey:reactfire-realtime-database-stub';

/**
 * reactfire builds a table of Realtime Database listeners at module level, so the unused Realtime Database SDK
 * (about 36 kB gzip) would ship with every signed-in page; the app keeps its data in Firestore only. reactfire's
 * import of it resolves to stubs that fail loudly if a database hook were ever used.
 */
function dropRealtimeDatabaseFromReactfire(): Plugin {
  return {
    name: 'estatekey:drop-realtime-database-from-reactfire',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'firebase/database' && importer && /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer)) {
        return UNUSED_REALTIME_DATABASE_STUB;
      }
      return null;
    },
    load(id) {
      if (id !== UNUSED_REALTIME_DATABASE_STUB) return null;
      const names = ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'];
      const unused = `() => { throw new Error('EstateKey does not use the Firebase Realtime Database'); }`;
      return names.map((name) => `export const ${name} = ${unused};`).join('\n');
    },
  };
}

/**
 * React Router 7's package exports name its development build for every bundler (remix-run/react-router#12532 and
 * #14102: dev warnings and checks on each navigation and route match, in production too); the app's build takes the
 * production files the package ships beside it. `vite` (dev) keeps the development build and its warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const packageDirectory = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const production = join(packageDirectory, 'dist', 'production', 'index.mjs');
  return {
    name: 'estatekey:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? production : null;
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
      name: webShellTexts.installedApp.name,
      short_name: webShellTexts.installedApp.shortName,
      description: webShellTexts.installedApp.description,
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
  return prerenderPages({
    entry: 'src/prerender/render-page.tsx',
    routes: [
      { url: paths.landing, fileName: 'index.html' },
      { url: paths.login, fileName: 'login.html' },
      ...signedInPages.map((entry) => ({ url: entry.path, fileName: `${entry.path.slice(1)}.html` })),
    ],
    shellFileName: APP_SHELL,
  });
}

// Modules the bundler may drop when nothing of theirs is used (a used module keeps all its code):
// - reactfire is one file that imports every Firebase SDK; the app never uses these four;
// - the domain package only declares constants, schemas and pure functions;
// - web/src/components only declares components, so a barrel such as the form kit's brings only the fields a page
//   uses (without this, every form would download the MUI X date and time pickers).
const FIREBASE_SDKS_THE_APP_DOES_NOT_USE =
  /[\\/]node_modules[\\/]@?firebase[\\/](?:database|functions|storage|remote-config)[\\/]/;
const DOMAIN_SOURCES = /[\\/]domain[\\/]src[\\/]/;
const SHARED_COMPONENTS = /[\\/]web[\\/]src[\\/]components[\\/]/;
const hasNoSideEffects = (id: string) =>
  FIREBASE_SDKS_THE_APP_DOES_NOT_USE.test(id) || DOMAIN_SOURCES.test(id) || SHARED_COMPONENTS.test(id);

export default defineConfig({
  plugins: [
    react(),
    validateEnvOnBuild(),
    dropRealtimeDatabaseFromReactfire(),
    reactRouterProductionBuild(),
    installableApp(),
    prerenderedPages(),
  ],
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
});
