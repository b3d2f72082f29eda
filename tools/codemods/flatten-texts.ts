/**
 * Prints every leaf of the domain's text catalogues (strings, numbers, and each function's source) as JSON:
 * `{ paths: { "<export>.<key>...": value }, values: [sorted leaf values] }` (functions: see `describe`). Run before and after a catalogue
 * reshuffle and compare `values`: equal multisets mean no text changed.
 *   npx tsx tools/codemods/flatten-texts.ts > /tmp/texts.json
 */
import * as catalogues from '../../domain/src/messages/index';

const paths: Record<string, string> = {};

/**
 * A function leaf is what it writes for placeholder arguments ('<0>', '<1>', ...), so a reshuffle that only renames the
 * constants a template reads compares equal; a function that cannot run on placeholders is compared by its source.
 */
function describe(fn: (...args: unknown[]) => unknown): string {
  try {
    const args = Array.from({ length: fn.length }, (_, index) => `<${index}>`);
    return `call: ${JSON.stringify(fn(...args))}`;
  } catch {
    return `source: ${fn.toString()}`;
  }
}

function walk(value: unknown, path: string): void {
  if (typeof value === 'function') paths[path] = describe(value as (...args: unknown[]) => unknown);
  else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    paths[path] = String(value);
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
}

for (const [name, value] of Object.entries(catalogues)) walk(value, name);
const values = Object.values(paths).sort();
process.stdout.write(`${JSON.stringify({ count: values.length, paths, values }, null, 2)}\n`);
