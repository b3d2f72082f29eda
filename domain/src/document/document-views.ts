import { z } from 'zod';
import { documentsTexts } from '../messages/documents-texts';

/**
 * Where a document was opened from, recorded with every view and download in the audit log (DESIGN §8: every view
 * and download recorded, "from which screen").
 */
export const DOCUMENT_SCREENS = [
  'documents',
  'upload-court-documents',
  'agent-documents',
  'attorney-case',
  'upload-documents',
  'other',
] as const;
export type DocumentScreen = (typeof DOCUMENT_SCREENS)[number];

/** `?from=` of PATCH /api/documents/view/{id} and GET /api/documents/{id}/file; absent means 'other'. */
export const documentScreenQuerySchema = z.object({
  from: z.enum(DOCUMENT_SCREENS).default('other'),
});

export interface DocumentViewer {
  readonly uid: string;
  readonly name: string;
  readonly at: Date;
}

/**
 * Everyone but `exceptUid` who opened the document, first view each, earliest first. Names come from `viewerNames`,
 * written with the first view; a reader without one shows as a plain reader.
 */
export function documentViewers(
  document: { viewedBy: Readonly<Record<string, Date>>; viewerNames?: Readonly<Record<string, string>> },
  exceptUid?: string,
): DocumentViewer[] {
  return Object.entries(document.viewedBy)
    .filter(([uid]) => uid !== exceptUid)
    .map(([uid, at]) => ({ uid, at, name: document.viewerNames?.[uid] || documentsTexts.aReader }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** 'Nov 23, 2:14 PM' in the viewer's time zone. */
export function formatViewedAt(at: Date, timeZone?: string): string {
  const date = at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone });
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return `${date}, ${time}`;
}

/**
 * The New / Viewed state a reader sees: their own first view, except on a document they uploaded, which turns Viewed
 * once someone else opened it (the uploader learns the other side read it).
 */
export function isDocumentViewedFor(
  document: { uploaderId: string; viewedBy: Readonly<Record<string, unknown>> },
  uid: string,
): boolean {
  if (document.uploaderId === uid) return Object.keys(document.viewedBy).some((viewer) => viewer !== uid);
  return Object.hasOwn(document.viewedBy, uid);
}
