import { adminTexts, AUDIT_LOG_CSV_COLUMNS, type AuditAction, type AuditLog, type AuditLogFilter, type AuditLogQuery, type AuditTargetType, DomainError } from '@estatekey/domain';
import { Readable } from 'node:stream';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { auditLogCollection } from './collections';
import { GRPC, hasGrpcCode } from './error-code';

/** Entries the CSV export reads per query while streaming. */
const EXPORT_CHUNK_SIZE = 500;

/** What an audit entry says; `at` is the server's commit time. */
export interface AuditEntry {
  readonly actorId: string;
  readonly action: AuditAction;
  readonly targetType: AuditTargetType;
  readonly targetId: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export interface AuditWriteOptions {
  /** Write in this transaction, so the entry exists exactly when the change it records does. */
  readonly transaction?: Transaction;
  /**
   * A fixed id (e.g. derived from a trigger's event id): the entry is created at most once, a replay writes nothing.
   * Without it Firestore picks a random id.
   */
  readonly id?: string;
}

/**
 * Appends one entry to `auditLog` (append-only: always create(), never set/update). Inside a transaction the entry
 * commits with it. Resolves to whether an entry was created (false when `id` was already recorded).
 */
export async function recordAudit(db: Firestore, entry: AuditEntry, options: AuditWriteOptions = {}): Promise<boolean> {
  const collection = auditLogCollection(db);
  const ref = options.id === undefined ? collection.doc() : collection.doc(options.id);
  const data = { ...entry, id: ref.id, details: entry.details ?? {}, at: FieldValue.serverTimestamp() };
  if (options.transaction) {
    options.transaction.create(ref, data);
    return true;
  }
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if (options.id !== undefined && hasGrpcCode(error, GRPC.ALREADY_EXISTS)) return false;
    throw error;
  }
}

/** Where a page ended: the last entry's exact time (to the nanosecond) and id, which breaks ties between equal times. */
export interface AuditLogCursor {
  readonly seconds: number;
  readonly nanoseconds: number;
  readonly id: string;
}

const cursorSchema = z.tuple([z.number().int(), z.number().int().min(0).max(999_999_999), z.string().min(1)]);

/** The opaque page token: base64url of the cursor's JSON, so callers cannot rely on its shape. */
export function encodeAuditCursor(cursor: AuditLogCursor): string {
  return Buffer.from(JSON.stringify([cursor.seconds, cursor.nanoseconds, cursor.id])).toString('base64url');
}

/** The cursor of a page token, or a 400 naming `query.pageToken` for anything this server did not hand out. */
export function decodeAuditCursor(token: string): AuditLogCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) {
    const message = adminTexts.errors.invalidPageToken;
    throw DomainError.badRequest(message, [{ path: 'query.pageToken', message }]);
  }
  const [seconds, nanoseconds, id] = result.data;
  return { seconds, nanoseconds, id };
}

/** Newest first; the id orders entries of the same instant, so a cursor never skips or repeats one. */
function auditLogQuery(db: Firestore, filter: AuditLogFilter): Query<AuditLog> {
  let query: Query<AuditLog> = auditLogCollection(db);
  if (filter.targetId !== undefined) query = query.where('targetId', '==', filter.targetId);
  if (filter.actorId !== undefined) query = query.where('actorId', '==', filter.actorId);
  return query.orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
}

function afterCursor(query: Query<AuditLog>, cursor: AuditLogCursor | undefined): Query<AuditLog> {
  if (!cursor) return query;
  return query.startAfter(new Timestamp(cursor.seconds, cursor.nanoseconds), cursor.id);
}

function cursorOf(snapshot: QueryDocumentSnapshot<AuditLog>): AuditLogCursor {
  // The stored Timestamp, not the parsed Date, which would lose the microseconds of a server timestamp.
  const at = snapshot.get('at') as Timestamp;
  return { seconds: at.seconds, nanoseconds: at.nanoseconds, id: snapshot.id };
}

/**
 * One page of entries, newest first, and the token of the next page (null on the last).
 * Serves `GET /api/admin/audit-log`.
 */
export async function listAuditLog(
  db: Firestore,
  query: AuditLogQuery,
): Promise<{ entries: AuditLog[]; nextPageToken: string | null }> {
  const cursor = query.pageToken === undefined ? undefined : decodeAuditCursor(query.pageToken);
  // One more than asked tells whether another page follows, so the last page never points at an empty one.
  const snapshot = await afterCursor(auditLogQuery(db, query), cursor)
    .limit(query.limit + 1)
    .get();
  const page = snapshot.docs.slice(0, query.limit);
  const last = page.at(-1);
  const nextPageToken = snapshot.docs.length > query.limit && last ? encodeAuditCursor(cursorOf(last)) : null;
  return { entries: page.map((doc) => doc.data()), nextPageToken };
}

/** A spreadsheet would run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled; a value a spreadsheet
 * would take for a formula gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line (CRLF-terminated, RFC 4180) for the given fields. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function auditLogCsvRow(entry: AuditLog): string {
  const columns: Record<(typeof AUDIT_LOG_CSV_COLUMNS)[number], string> = {
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: JSON.stringify(entry.details),
  };
  return csvLine(AUDIT_LOG_CSV_COLUMNS.map((column) => columns[column]));
}

async function* auditLogCsvLines(db: Firestore, filter: AuditLogFilter): AsyncGenerator<string> {
  yield csvLine(AUDIT_LOG_CSV_COLUMNS);
  let cursor: AuditLogCursor | undefined;
  for (;;) {
    const snapshot = await afterCursor(auditLogQuery(db, filter), cursor).limit(EXPORT_CHUNK_SIZE).get();
    for (const doc of snapshot.docs) yield auditLogCsvRow(doc.data());
    const last = snapshot.docs.at(-1);
    if (snapshot.docs.length < EXPORT_CHUNK_SIZE || !last) return;
    cursor = cursorOf(last);
  }
}

/**
 * Every entry of the same query as the page route, newest first, as CSV with a
 * header row. Read in chunks while streaming, so a long log is never held in memory at once.
 * Serves `GET /api/admin/audit-log/export`.
 */
export function auditLogCsv(db: Firestore, filter: AuditLogFilter): Readable {
  return Readable.from(auditLogCsvLines(db, filter));
}
