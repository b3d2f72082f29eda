// The Content-Security-Policy (firebase.json) allows no eval, so zod can never compile its fast object parsers in the
// browser; left to find that out, it tries `new Function` as it builds the first object schema, which the browser
// reports as a CSP violation (a console error) on every page load. Imported first by the entry, before any schema.
//
// zod keeps its configuration (what `z.config()` sets) on this global, shared by every copy of zod on the page, and
// adopts one set before it loads. Setting it here rather than calling `z.config` keeps zod's core (3 kB gzip) off the
// pages that build no schema, the landing page's first load among them.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
