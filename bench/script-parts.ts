import { eachMapping, TraceMap, type EncodedSourceMap } from '@jridgewell/trace-mapping';
import { z } from 'zod';

/**
 * What a page's JavaScript is made of, so a page-weight result says where its bytes go (the budget is a choice
 * between these parts, not a hunt for a stray chunk). Each script's gzip size is shared out among the sources its
 * source map names, in proportion to the minified bytes each source produced.
 */
const PARTS: ReadonlyArray<readonly [part: string, source: RegExp]> = [
  ['React', /node_modules\/(?:react|react-dom|scheduler)\//],
  ['MUI X (Data Grid, date pickers)', /node_modules\/@mui\/x-/],
  [
    'MUI and Emotion',
    /node_modules\/(?:@mui|@emotion|stylis|react-is|hoist-non-react-statics|clsx|react-transition-group|@popperjs)\//,
  ],
  ['Firebase SDKs and reactfire', /node_modules\/(?:@firebase|firebase|reactfire|idb)\//],
  ['react-router', /node_modules\/react-router\//],
  ['zod', /node_modules\/zod\//],
  ['other packages', /node_modules\//],
  ['domain: texts', /domain\/src\/messages\//],
  ['domain: schemas, routes, rules', /domain\/src\//],
  // Sources are relative to the map (web/dist/assets), so the web app's own read `../../src/...`.
  ['EstateKey web app', /(?:^|\/)src\//],
];
/** Code the bundler wrote (module wrappers, chunk imports) or that maps to no source. */
const BUNDLER_PART = 'bundler glue, unmapped';

function partOf(source: string | null): string {
  if (source === null) return BUNDLER_PART;
  return PARTS.find(([, pattern]) => pattern.test(source))?.[0] ?? BUNDLER_PART;
}

/** Minified bytes of `code` per part, from its source map; code outside every mapping counts as bundler glue. */
export function minifiedBytesByPart(code: string, map: EncodedSourceMap): Map<string, number> {
  const lineLengths = code.split('\n').map((line) => line.length + 1);
  const bytes = new Map<string, number>();
  const add = (part: string, count: number) => bytes.set(part, (bytes.get(part) ?? 0) + count);
  // Mappings come in generated order; each one covers the code up to the next mapping (or its line's end).
  let previous: { line: number; column: number; part: string } | null = null;
  let mapped = 0;
  const close = (line: number, column: number) => {
    if (!previous) return;
    const end = line === previous.line ? column : (lineLengths[previous.line - 1] ?? 0);
    add(previous.part, Math.max(0, end - previous.column));
    mapped += Math.max(0, end - previous.column);
  };
  eachMapping(new TraceMap(map), (mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn);
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, part: partOf(mapping.source) };
  });
  close(Number.POSITIVE_INFINITY, 0);
  add(BUNDLER_PART, Math.max(0, code.length - mapped));
  return bytes;
}

/** `gzipBytes` shared among the parts in proportion to their minified bytes. */
export function shareByPart(gzipBytes: number, minified: ReadonlyMap<string, number>): Map<string, number> {
  const total = [...minified.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return new Map([[BUNDLER_PART, gzipBytes]]);
  return new Map([...minified].map(([part, count]) => [part, (gzipBytes * count) / total]));
}

const sourceMapSchema = z.object({
  version: z.literal(3),
  file: z.string().nullish(),
  sourceRoot: z.string().optional(),
  sources: z.array(z.string().nullable()),
  names: z.array(z.string()),
  mappings: z.string(),
});

/** The source map a script names in its last `sourceMappingURL` comment, fetched next to it; null without one. */
export async function fetchSourceMap(scriptUrl: string, code: string): Promise<EncodedSourceMap | null> {
  const reference = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (!reference) return null;
  const response = await fetch(new URL(reference, scriptUrl));
  if (!response.ok) return null;
  return sourceMapSchema.parse(await response.json());
}
