import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { safeParseStored } from '../lib/converters';
import * as logs from '../lib/logs';

/**
 * The part of Cloud Functions' `onDocumentUpdated` / `onDocumentWritten` event the handlers read: the id (unique per
 * event, the same when the event is delivered again) and the document before and after.
 */
export interface DocumentChangeEvent {
  readonly id: string;
  readonly data?: { readonly before: DocumentSnapshot; readonly after: DocumentSnapshot } | undefined;
}

/** The document of a trigger event: `data` undefined when it does not exist; not ok (and logged) for another shape. */
export type EventDocument<T> = { readonly ok: true; readonly data: T | undefined } | { readonly ok: false };

/**
 * Reads an event's snapshot through the collection's domain schema; a document of another shape is logged under
 * `label` (e.g. 'Showing').
 */
export function readEventDocument<Schema extends z.ZodType>(
  schema: Schema,
  snapshot: DocumentSnapshot,
  label: string,
  eventId: string,
): EventDocument<z.output<Schema>> {
  if (!snapshot.exists) return { ok: true, data: undefined };
  const parsed = safeParseStored(schema, snapshot.id, snapshot.data() ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  logs.eventDocumentInvalid(label, { documentId: snapshot.id, eventId, error: parsed.error.message });
  return { ok: false };
}

/** The event's document, or undefined when it does not exist or (logged) has another shape. */
export function parseEventDocument<Schema extends z.ZodType>(
  schema: Schema,
  snapshot: DocumentSnapshot,
  label: string,
  eventId: string,
): z.output<Schema> | undefined {
  const read = readEventDocument(schema, snapshot, label, eventId);
  return read.ok ? read.data : undefined;
}
