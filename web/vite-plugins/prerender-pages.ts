import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/** A route rendered to its own HTML file at build time. */
export interface PrerenderedRoute {
  readonly url: string;
  readonly fileName: string;
  /**
   * The source modules (absolute paths) the route's first render imports lazily — its page, its frame: their chunks
   * and everything those import statically get a `<link rel="modulepreload">` in the route's HTML.
   */
  readonly preloadModules: readonly string[];
  /**
   * Source modules the page runs as soon as they have downloaded, ahead of the entry and its first render: an async
   * `<script type="module">` each, the same module instance the app imports later (the module map is keyed by URL).
   */
  readonly startModules: readonly string[];
  /** Whether the page connects to the origins of `preconnectOrigins` while it loads (`<link rel="preconnect">`). */
  readonly preconnects: boolean;
}

export interface PrerenderPagesOptions {
  /** The server-render module, from the web root; it exports `renderPage(url)` (src/prerender/render-page.tsx). */
  readonly entry: string;
  readonly routes: readonly PrerenderedRoute[];
  /** The built index.html as Vite makes it (an empty #root): what a route without a page of its own is served. */
  readonly shellFileName: string;
  /** The origins a page that `preconnects` talks to first, for the mode being built (its environment: `config.env`). */
  readonly preconnectOrigins: (config: ResolvedConfig) => readonly string[];
}

interface RenderedPage {
  readonly html: string;
  readonly styles: string;
}

type RenderPage = (url: string) => Promise<RenderedPage>;

const EMPTY_ROOT = '<div id="root"></div>';
const SERVER_BUNDLE = 'render-page.mjs';

/**
 * Prerenders pages at build time: a second, server-side build of `entry` renders each route with React's static
 * renderer, and its markup and Emotion styles fill the built index.html's #root and <head>. The landing page replaces
 * index.html; the untouched index.html is kept as the shell of every route without a page of its own. Hosting's clean
 * URLs and its rewrite to the shell (firebase.json), and the service worker's precache and navigation fallback, serve
 * these files. The dev server does not use it.
 */
export function prerenderPages(options: PrerenderPagesOptions): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'estatekey:prerender-pages',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_outputOptions, bundle) {
        if (!config) return this.error('the config was not resolved');
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return this.error('the build has no index.html');
        const shell = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
        if (!shell.includes(EMPTY_ROOT)) return this.error(`index.html lacks ${EMPTY_ROOT}`);

        const { base } = config;
        const renderPage = await buildRenderer(config, options.entry);
        // crossorigin: Auth's and Firestore's requests are CORS requests without credentials, which a browser sends
        // on connections of their own (a preconnect without the attribute would open one they don't use).
        const preconnects = options
          .preconnectOrigins(config)
          .map((origin) => `<link rel="preconnect" crossorigin href="${origin}">`)
          .join('');
        this.emitFile({ type: 'asset', fileName: options.shellFileName, source: shell });
        for (const route of options.routes) {
          const page = await renderPage(route.url);
          if (page.html.trim() === '') return this.error(`prerendering ${route.url} gave no markup`);
          const starts = route.startModules.map((id) => chunkOf(bundle, id).fileName);
          const startScripts = starts.map(
            // High: an async script is otherwise fetched at low priority, behind the page's preloads.
            (fileName) =>
              `<script type="module" async fetchpriority="high" crossorigin src="${base}${fileName}"></script>`,
          );
          const preloads = chunkClosure(bundle, route.preloadModules)
            .filter((fileName) => !shell.includes(`/${fileName}"`) && !starts.includes(fileName))
            .map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`);
          const head = [route.preconnects ? preconnects : '', ...startScripts, ...preloads].join('');
          const html = fillShell(shell, page, head);
          if (route.fileName === 'index.html') index.source = html;
          else this.emitFile({ type: 'asset', fileName: route.fileName, source: html });
        }
      },
    },
    // The check on what was written: a build without its prerendered pages must fail, not ship silently.
    async writeBundle(outputOptions) {
      const outDir = outputOptions.dir ?? config?.build.outDir ?? 'dist';
      for (const fileName of [options.shellFileName, ...options.routes.map((route) => route.fileName)]) {
        const html = await readFile(path.join(outDir, fileName), 'utf8').catch(() => null);
        if (html === null) this.error(`the build lacks ${fileName}`);
        const prerendered = fileName !== options.shellFileName;
        if (prerendered && (html.includes(EMPTY_ROOT) || !html.includes('<div id="root">'))) {
          this.error(`${fileName} has no prerendered content in #root`);
        }
      }
    },
  };
}

/** Builds `entry` for Node with the app's own config (its plugins, env and aliases) and loads its renderPage. */
async function buildRenderer(config: ResolvedConfig, entry: string): Promise<RenderPage> {
  const outDir = path.join(config.cacheDir, 'prerender');
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: SERVER_BUNDLE } },
    },
  });
  // Without a query: the bundle's lazy chunks import it back by its plain URL, and must get the same module instance.
  const module: unknown = await import(pathToFileURL(path.join(outDir, SERVER_BUNDLE)).href);
  if (typeof module !== 'object' || module === null || !('renderPage' in module)) {
    throw new Error(`${entry} does not export renderPage`);
  }
  const { renderPage } = module;
  if (typeof renderPage !== 'function') throw new Error(`${entry}'s renderPage is not a function`);
  return async (url) => {
    const page: unknown = await renderPage(url);
    if (!isRenderedPage(page)) throw new Error(`renderPage(${url}) did not give { html, styles }`);
    return page;
  };
}

function isRenderedPage(value: unknown): value is RenderedPage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'html' in value &&
    typeof value.html === 'string' &&
    'styles' in value &&
    typeof value.styles === 'string'
  );
}

// React emits the page's <title> (components/layouts/document-title.tsx) ahead of its markup; in the browser it lives
// in <head>, where React finds it again on hydration.
const LEADING_TITLE = /^<title>[^<]*<\/title>/;
const SHELL_TITLE = /<title>[^<]*<\/title>/;

/**
 * The chunks of these modules and all they import statically, by file name. The HTML lists them all at once, so the
 * browser's preload scanner fetches them in parallel: left to the browser, a chunk's imports are found only once it has
 * arrived, one round trip per level of imports (five or six for a signed-in page, ~150 ms each on a phone's network).
 */
function chunkClosure(bundle: Rollup.OutputBundle, moduleIds: readonly string[]): string[] {
  const byFileName = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const closure = new Set<string>();
  const visit = (fileName: string) => {
    if (closure.has(fileName)) return;
    closure.add(fileName);
    for (const imported of byFileName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const id of moduleIds) visit(chunkOf(bundle, id).fileName);
  return [...closure];
}

function chunksOf(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
}

/** The chunk a prerendered page names for a source module: the one it is the facade of, else the one holding it. */
function chunkOf(bundle: Rollup.OutputBundle, moduleId: string): Rollup.OutputChunk {
  const chunks = chunksOf(bundle);
  const chunk =
    chunks.find((candidate) => candidate.facadeModuleId === moduleId) ??
    chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
  if (!chunk) throw new Error(`no chunk holds ${moduleId}, which a prerendered page loads`);
  return chunk;
}

/** The shell with the page's title, `head` (preconnects, start scripts, preloads) and styles, its markup in #root. */
function fillShell(shell: string, page: RenderedPage, head: string): string {
  const title = LEADING_TITLE.exec(page.html)?.[0];
  const markup = title === undefined ? page.html : page.html.slice(title.length);
  const titled = title === undefined ? shell : shell.replace(SHELL_TITLE, () => title);
  return titled
    .replace('</head>', () => `${head}${page.styles}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}
