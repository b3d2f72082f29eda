// Counts the Firestore reads each API request makes, the way Firestore bills them, in the bench's plain Node server
// (`plain-node-api.ts --count-reads`): the emulator keeps no read count (firebase/firebase-tools#3149), so the count
// is taken in the Admin SDK, at the three calls every read of the services goes through. Bench-only: it patches
// internals of @google-cloud/firestore, which a version bump may rename (startup then fails loudly, not silently).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The response header that carries a request's count of documents read (document gets and query results). */
export const READS_HEADER = 'x-bench-firestore-reads';
/** The response header that carries the reads its `count()` aggregations were billed (apart from documents read). */
export const AGGREGATION_READS_HEADER = 'x-bench-firestore-aggregation-reads';

/** Billed reads: an aggregation reads one per 1,000 index entries it counts, at least one. */
const INDEX_ENTRIES_PER_AGGREGATION_READ = 1_000;

interface RequestReads {
  documents: number;
  aggregation: number;
}

const current = new AsyncLocalStorage<RequestReads>();

type Internal = Record<string, unknown>;

/** Wraps `prototype[method]` (an async internal `_get`) so its answer adds `readsOf(answer)` to the request's `kind` count. */
function countAfter(
  prototype: Internal,
  method: string,
  kind: keyof RequestReads,
  readsOf: (answer: { result: unknown }) => number,
): void {
  const original = prototype[method];
  if (typeof original !== 'function') throw new Error(`@google-cloud/firestore has no ${method} to count reads at.`);
  prototype[method] = async function counted(this: unknown, ...args: unknown[]) {
    const answer = (await original.apply(this, args)) as { result: unknown };
    const reads = current.getStore();
    if (reads) reads[kind] += readsOf(answer);
    return answer;
  };
}

// Resolved from the functions workspace, whose firebase-admin the API uses.
const requireFromFunctions = createRequire(new URL('../functions/package.json', import.meta.url));

function prototypeOf(module: string, exported: string): Internal {
  const loaded = requireFromFunctions(module) as Record<string, { prototype: Internal } | undefined>;
  const found = loaded[exported];
  if (!found) throw new Error(`${module} exports no ${exported} to count reads at.`);
  return found.prototype;
}

/** Patches the Admin SDK once: document gets (one read each, found or not), queries (their documents, at least one), aggregations. */
export function countFirestoreReads(): void {
  // The package first: its internal modules import one another in cycles that only its index resolves in order.
  const firestore = requireFromFunctions('@google-cloud/firestore') as Record<string, { prototype: Internal }>;
  const exported = (name: string): Internal => {
    const found = firestore[name];
    if (!found) throw new Error(`@google-cloud/firestore exports no ${name} to count reads at.`);
    return found.prototype;
  };
  countAfter(
    prototypeOf('@google-cloud/firestore/build/src/document-reader.js', 'DocumentReader'),
    '_get',
    'documents',
    ({ result }) => (result as unknown[]).length,
  );
  countAfter(exported('Query'), '_get', 'documents', ({ result }) => Math.max(1, (result as { size: number }).size));
  countAfter(
    prototypeOf('@google-cloud/firestore/build/src/reference/aggregate-query.js', 'AggregateQuery'),
    '_get',
    'aggregation',
    ({ result }) => {
      const counted = Object.values((result as { data(): Record<string, unknown> }).data()).filter(
        (value): value is number => typeof value === 'number',
      );
      return Math.max(1, Math.ceil(Math.max(0, ...counted) / INDEX_ENTRIES_PER_AGGREGATION_READ));
    },
  );
}

/**
 * Serves `handler` with a count per request: the reads made while answering it go into the response headers
 * READS_HEADER and AGGREGATION_READS_HEADER, set as the headers are written (after the handler's reads, before its body; so a streamed answer's
 * later reads, such as the audit CSV export's chunks, are not in its count).
 */
export function withReadCounts(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const reads: RequestReads = { documents: 0, aggregation: 0 };
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    response.writeHead = ((...args: unknown[]) => {
      if (!response.headersSent) {
        response.setHeader(READS_HEADER, String(reads.documents));
        response.setHeader(AGGREGATION_READS_HEADER, String(reads.aggregation));
      }
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
    current.run(reads, () => handler(request, response));
  };
}
