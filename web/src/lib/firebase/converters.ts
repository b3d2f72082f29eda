import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import type { z } from 'zod';

/** Firestore Timestamps become `Date`s, at any depth: domain schemas never see an SDK type. */
export function firestoreToDomain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(firestoreToDomain);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, firestoreToDomain(field)]));
  }
  return value;
}

/** A stored document that does not match its domain schema; names the document so the log points at it. */
export class InvalidDocumentError extends Error {
  override readonly name = 'InvalidDocumentError';

  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`Document ${path} does not match its schema: ${issues.map((issue) => issue.path.join('.')).join(', ')}`);
  }
}

type Entity = { id: string };

/**
 * A converter typed from a domain schema: reads add the document id, turn Timestamps into Dates and parse; writes
 * drop the id (it is the document's name, not a field). Server timestamps still pending locally read as estimates.
 * Each collection's converter is made once, at module scope (the SDK and the live sources compare converters by
 * identity), in a module of its own beside the hooks that read the collection: a page builds only the schemas of the
 * collections it reads (building every entity's schemas was the longest task of a dashboard's start on a phone).
 */
export function domainConverter<Schema extends z.ZodType<Entity>>(
  schema: Schema,
): FirestoreDataConverter<z.output<Schema>, DocumentData> {
  return {
    toFirestore(entity) {
      const { id: _id, ...fields } = entity as Partial<Entity> & DocumentData;
      return fields;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) {
      const fields = firestoreToDomain(snapshot.data({ serverTimestamps: 'estimate', ...options }));
      const parsed = schema.safeParse({ ...(fields as DocumentData), id: snapshot.id });
      if (!parsed.success) throw new InvalidDocumentError(snapshot.ref.path, parsed.error.issues);
      return parsed.data;
    },
  };
}
