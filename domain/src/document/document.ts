import { z } from 'zod';
import { uploadTexts } from '../messages/upload-texts';
import { documentsTexts } from '../messages/documents-texts';
import { ATTORNEY_GROUP_EXPAND_BELOW } from '../constants/app';
import { TEXT_LIMITS } from '../constants/text-limits';
import {
  boundedString,
  idSchema,
  isoDateSchema,
  optionalText,
  requiredId,
  requiredString,
  timestampSchema,
  wireTimestampSchema,
} from '../common/primitives';
import { progressStatusSchema } from '../case/case';
import { type Role } from '../roles/roles';
import { roleSchema } from '../roles/role-schema';

export const DOCUMENT_TYPES = [
  'Court Filing',
  'Court Order',
  'Petition',
  'Affidavit',
  'Motion',
  'Brief',
  'Hearing Notice',
  'Judgment',
  'Settlement Agreement',
  'Other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: uploadTexts.selectDocumentType });

/** Accepted uploads (DESIGN §6); the server also checks the content, not only the name. */
export const ALLOWED_UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;
/** The onboarding wizard's document step also takes GIF (spec part 1 §2.12: PDF, PNG, JPG, GIF). */
export const ONBOARDING_UPLOAD_EXTENSIONS = [...ALLOWED_UPLOAD_EXTENSIONS, 'gif'] as const;
export type UploadExtension = (typeof ONBOARDING_UPLOAD_EXTENSIONS)[number];
export const ALLOWED_UPLOAD_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/gif',
] as const;
export type UploadMimeType = (typeof ALLOWED_UPLOAD_MIME_TYPES)[number];
export const MIME_TYPE_FOR_EXTENSION: Record<UploadExtension, UploadMimeType> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

function acceptAttribute(extensions: readonly UploadExtension[]): string {
  return extensions.map((extension) => `.${extension}`).join(',');
}
/** The `accept` attribute of file inputs. */
export const UPLOAD_ACCEPT_ATTRIBUTE = acceptAttribute(ALLOWED_UPLOAD_EXTENSIONS);
/** The `accept` attribute of the onboarding wizard's file input. */
export const ONBOARDING_UPLOAD_ACCEPT_ATTRIBUTE = acceptAttribute(ONBOARDING_UPLOAD_EXTENSIONS);
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Group id of documents that belong to no case (spec part 2 §2). */
export const UNCATEGORIZED_CASE_ID = 'uncategorized';

/** Lower-case extension without the dot; '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedUploadExtension(
  fileName: string,
  extensions: readonly UploadExtension[] = ALLOWED_UPLOAD_EXTENSIONS,
): boolean {
  return (extensions as readonly string[]).includes(fileExtension(fileName));
}

/**
 * The user-facing problem with a chosen file, or null when it may be uploaded. `extensions`: the upload page's list,
 * or ONBOARDING_UPLOAD_EXTENSIONS for the wizard's step.
 */
export function uploadFileProblem(
  file: { name: string; size: number } | null | undefined,
  extensions: readonly UploadExtension[] = ALLOWED_UPLOAD_EXTENSIONS,
): string | null {
  if (!file) return uploadTexts.selectFile;
  if (!isAllowedUploadExtension(file.name, extensions)) return uploadTexts.fileTypeNotAllowed;
  if (file.size > MAX_UPLOAD_BYTES) return uploadTexts.fileTooLarge;
  if (file.size === 0) return uploadTexts.selectFile;
  return null;
}

/**
 * A name safe to store and to send in Content-Disposition: no path, no control or reserved characters, at most 200
 * characters, extension kept.
 */
export function safeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // Control and format characters (Unicode Cc, Cf) go: a bidi override makes 'photo\u202Egpj.exe' display as
  // 'photoexe.jpg', and zero-width characters make two names that look the same differ.
  const withoutControls = base.normalize('NFKC').replace(/[\p{Cc}\p{Cf}]/gu, '');
  const cleaned = withoutControls
    .replace(/["*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  if (cleaned === '') return 'document';
  if (cleaned.length <= 200) return cleaned;
  const extension = fileExtension(cleaned);
  const keep = 200 - (extension ? extension.length + 1 : 0);
  return extension ? `${cleaned.slice(0, keep)}.${extension}` : cleaned.slice(0, 200);
}

/** Anything with the properties of a browser `File` that the forms check. */
export const fileLikeSchema = z.custom<{ name: string; size: number; type: string }>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { size?: unknown }).size === 'number',
  uploadTexts.selectFile,
);

const optionalFilingDate = z.union([z.literal(''), isoDateSchema]).default('');

/**
 * Text fields of the multipart POST /api/documents/upload. Description is required of attorneys (spec part 2 §5)
 * and optional for clients (part 1 §5); the server applies `courtUploadFieldsSchema` to attorneys.
 */
export const documentUploadFieldsSchema = z.object({
  documentType: documentTypeSchema,
  description: optionalText(TEXT_LIMITS.note),
  caseId: requiredId(uploadTexts.selectCase),
  filingDate: optionalFilingDate,
});
export type DocumentUploadFields = z.output<typeof documentUploadFieldsSchema>;

export const courtUploadFieldsSchema = documentUploadFieldsSchema.extend({
  description: requiredString(uploadTexts.descriptionRequired, TEXT_LIMITS.note),
});

function withFileCheck<T extends z.ZodObject>(schema: T) {
  return schema.extend({ file: fileLikeSchema.nullable() }).superRefine((value, ctx) => {
    const problem = uploadFileProblem(value.file as { name: string; size: number } | null);
    if (problem) ctx.addIssue({ code: 'custom', path: ['file'], message: problem });
  });
}

/** Guardian/Executor upload form (spec part 1 §2.17). */
export const clientDocumentUploadFormSchema = withFileCheck(documentUploadFieldsSchema);
/** Attorney 'Upload Court Documents' form (spec part 2 §5). */
export const courtDocumentUploadFormSchema = withFileCheck(courtUploadFieldsSchema);

/** `documents/{id}` (DESIGN §4). */
export const documentSchema = z.object({
  id: idSchema,
  /** null = uncategorized. */
  caseId: idSchema.nullable(),
  caseName: boundedString(TEXT_LIMITS.title).default(''),
  caseNumber: boundedString(TEXT_LIMITS.number).default(''),
  documentType: documentTypeSchema,
  description: boundedString(TEXT_LIMITS.note).default(''),
  filingDate: isoDateSchema.nullable(),
  originalName: boundedString(TEXT_LIMITS.title),
  storagePath: boundedString(TEXT_LIMITS.path),
  mimeType: boundedString(TEXT_LIMITS.title),
  size: z.number().int().nonnegative(),
  sha256: z
    .string()
    .length(64)
    .regex(/^[0-9a-f]{64}$/),
  uploaderId: idSchema,
  uploaderName: boundedString(TEXT_LIMITS.displayName),
  uploaderRole: roleSchema,
  /** uid → when that reader first opened the document. */
  viewedBy: z.record(z.string(), timestampSchema),
  /** uid → the reader's name at their first view, so the uploader sees who opened it. */
  viewerNames: z.record(z.string(), boundedString(TEXT_LIMITS.displayName)).default({}),
  /** Everyone who may read the document: uploader, the case's attorney and client, agents of its properties. */
  readerIds: z.array(idSchema),
  createdAt: timestampSchema,
});
export type Document = z.infer<typeof documentSchema>;

/** A document in an API answer (spec part 2 §3), `viewed` for the caller. */
export const documentResponseSchema = z.object({
  _id: idSchema,
  title: boundedString(TEXT_LIMITS.title),
  originalName: boundedString(TEXT_LIMITS.title),
  fileName: boundedString(TEXT_LIMITS.title),
  documentType: boundedString(TEXT_LIMITS.title),
  description: boundedString(TEXT_LIMITS.note),
  filingDate: boundedString(TEXT_LIMITS.code).nullable(),
  createdAt: wireTimestampSchema,
  uploadDate: wireTimestampSchema,
  fileUrl: boundedString(TEXT_LIMITS.path),
  mimeType: boundedString(TEXT_LIMITS.title),
  size: z.number(),
  viewed: z.boolean(),
  uploaderName: boundedString(TEXT_LIMITS.displayName),
  uploaderRole: boundedString(TEXT_LIMITS.code),
  clientName: boundedString(TEXT_LIMITS.fullName),
  caseId: idSchema.nullable(),
  caseName: boundedString(TEXT_LIMITS.title),
  caseNumber: boundedString(TEXT_LIMITS.number),
  /** The document's case as the spec's answers carry it (part 2 §3); null for a document filed under no case. */
  case: z
    .object({
      _id: idSchema,
      caseName: boundedString(TEXT_LIMITS.title),
      caseNumber: boundedString(TEXT_LIMITS.number),
    })
    .nullable(),
});
export type DocumentResponse = z.output<typeof documentResponseSchema>;

export const documentGroupSchema = z.object({
  caseId: idSchema,
  caseName: boundedString(TEXT_LIMITS.title),
  caseNumber: boundedString(TEXT_LIMITS.number),
  documents: z.array(documentResponseSchema),
  progressStatus: progressStatusSchema.optional(),
  /** The case's attorney by name ('Legal Counsel' when unknown) and its type (for the required-documents checklist). */
  attorneyName: boundedString(TEXT_LIMITS.displayName).optional(),
  caseType: boundedString(TEXT_LIMITS.title).optional(),
});
export type DocumentGroup = z.output<typeof documentGroupSchema>;

/** GET /api/documents/{attorney,client,agent}-documents */
export const documentsListResponseSchema = z.object({
  groupedByCase: z.array(documentGroupSchema),
  allDocuments: z.array(documentResponseSchema),
});
export type DocumentsListResponse = z.output<typeof documentsListResponseSchema>;

/** GET /api/documents/stats */
export const documentStatsResponseSchema = z.object({
  totalDocuments: z.number().int().nonnegative(),
  casesWithDocuments: z.number().int().nonnegative(),
});

/** POST /api/documents/associate-property and DELETE /api/documents/disassociate-property */
export const casePropertyLinkRequestSchema = z.object({
  caseId: requiredId(uploadTexts.selectCase),
  propertyId: requiredId(documentsTexts.selectProperty),
});
export type CasePropertyLinkRequest = z.infer<typeof casePropertyLinkRequestSchema>;

export function documentFileUrl(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}/file`;
}

type SearchableDocument = {
  title?: string | null;
  description?: string | null;
  caseNumber?: string | null;
  caseName?: string | null;
  documentType?: string | null;
};

/** Agent documents search: title, description, case number, case name or type contain the query, any case. */
export function searchAgentDocuments<T extends SearchableDocument>(documents: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...documents];
  return documents.filter((document) =>
    [document.title, document.description, document.caseNumber, document.caseName, document.documentType].some(
      (field) => (field ?? '').toLowerCase().includes(needle),
    ),
  );
}

/**
 * Documents per case, groups sorted by case name; documents without a case form the 'uncategorized' group, listed
 * last. `cases` adds groups for cases without documents and supplies their names.
 */
export function groupDocumentsByCase<
  T extends { caseId?: string | null; caseName?: string | null; caseNumber?: string | null },
>(
  documents: readonly T[],
  cases: readonly { id: string; caseName: string; caseNumber: string }[] = [],
): { caseId: string; caseName: string; caseNumber: string; documents: T[] }[] {
  const groups = new Map<string, { caseId: string; caseName: string; caseNumber: string; documents: T[] }>();
  for (const c of cases)
    groups.set(c.id, { caseId: c.id, caseName: c.caseName, caseNumber: c.caseNumber, documents: [] });
  for (const document of documents) {
    const caseId = document.caseId ?? UNCATEGORIZED_CASE_ID;
    let group = groups.get(caseId);
    if (!group) {
      group =
        caseId === UNCATEGORIZED_CASE_ID
          ? { caseId, caseName: documentsTexts.uncategorized, caseNumber: '', documents: [] }
          : { caseId, caseName: document.caseName ?? '', caseNumber: document.caseNumber ?? '', documents: [] };
      groups.set(caseId, group);
    }
    group.documents.push(document);
  }
  return [...groups.values()].sort(byGroupOrder);
}

/** Groups by case name, the uncategorized group last. */
function byGroupOrder(a: { caseId: string; caseName: string }, b: { caseId: string; caseName: string }): number {
  if (a.caseId === UNCATEGORIZED_CASE_ID) return 1;
  if (b.caseId === UNCATEGORIZED_CASE_ID) return -1;
  return a.caseName.localeCompare(b.caseName, 'en', { sensitivity: 'base' });
}

/**
 * The pages of a paged document list (`?limit=&after=`) read so far, as one list: each document once, where it first
 * appeared (a document can come in two pages when newer ones were added between the reads), with the content the
 * latest page read; each case group once, with the details of the latest page that had it and the merged documents
 * filed under it, groups in the server's order (by case name, uncategorized last).
 */
export function mergeDocumentPages(pages: readonly DocumentsListResponse[]): DocumentsListResponse {
  const documents = new Map<string, DocumentResponse>();
  const grouped = new Map<string, DocumentResponse>();
  const groupOf = new Map<string, string>();
  const groups = new Map<string, DocumentGroup>();
  for (const page of pages) {
    for (const document of page.allDocuments) documents.set(document._id, document);
    for (const group of page.groupedByCase) {
      groups.set(group.caseId, group);
      for (const document of group.documents) {
        grouped.set(document._id, document);
        groupOf.set(document._id, group.caseId);
      }
    }
  }
  const groupedByCase = [...groups.values()]
    .map((group) => ({
      ...group,
      documents: [...grouped.values()].filter((document) => groupOf.get(document._id) === group.caseId),
    }))
    .sort(byGroupOrder);
  return { groupedByCase, allDocuments: [...documents.values()] };
}

/** Clients see every group expanded; attorneys (and admins) only groups with fewer than 5 documents. */
export function isDocumentGroupExpandedByDefault(role: Role, documentCount: number): boolean {
  if (role === 'Attorney' || role === 'Admin') return documentCount < ATTORNEY_GROUP_EXPAND_BELOW;
  return true;
}

/** The name a document is shown by. */
export function documentTitle(document: {
  title?: string | null;
  originalName?: string | null;
  fileName?: string | null;
}): string {
  return document.title || document.originalName || document.fileName || 'Document';
}
