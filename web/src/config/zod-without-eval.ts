import { z } from 'zod';

// The Content-Security-Policy (firebase.json) allows no eval, so zod can never compile its fast object parsers in the
// browser; left to find that out, it tries `new Function` as it builds the first object schema, which the browser
// reports as a CSP violation (a console error) on every page load. Imported first by the entry, before any schema.
z.config({ jitless: true });
