import { pipeline } from 'node:stream/promises';
import {
  apiRoutes,
  courtUploadFieldsSchema,
  documentUploadFieldsSchema,
  isClientRole,
  isOnboardingUpload,
  MAX_UPLOAD_BYTES,
  messages,
  onboardingDocumentUploadFieldsSchema,
  safeFileName,
  toApiFieldErrors,
  uploadFileProblem,
  type ApiFieldError,
  type Role,
} from '@estatekey/domain';
import { Router, type Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { BlobStore } from '../../services/blob-store/blob-store';
import { sniffFileType, uploadMimeType } from '../../services/document-file-type';
import {
  disassociateProperty,
  documentStats,
  listClientCases,
  listClientDocuments,
  listPropertyCases,
  openDocumentFile,
  saveUploadedDocument,
  type CheckedFile,
  type DocumentCaller,
  type UploadFields,
} from '../../services/documents';
import { contentDisposition } from '../content-disposition';
import { HttpError } from '../http-error';
import { requireAccess } from '../middleware/route-access';
import { validate } from '../middleware/validate';
import { readSingleFileUpload, type ReceivedFile } from '../multipart';
import { authOf } from '../request-context';
import { propertyCallerOf } from './properties';

const UPLOAD_LIMITS = { maxFileBytes: MAX_UPLOAD_BYTES, maxFields: 10, maxFieldBytes: 16 * 1024 };

/** Types a browser may show in place; Word files are always downloaded. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** The caller of a route whose guard admits only listed roles. */
function documentCallerOf(req: Request): DocumentCaller {
  const { uid, role, email } = authOf(req);
  if (role === null) throw HttpError.forbidden();
  return { uid, role, email };
}

/**
 * The text fields of an upload. Guardians and Executors use the upload page's fields (case required, spec part 1
 * §5), or the onboarding wizard's (no case, filed uncategorized); attorneys and admins the court upload's (description
 * required too, part 2 §5). A missing file is reported with the fields, first, as the forms check it first.
 */
function parseUploadFields(role: Role, fields: Readonly<Record<string, string>>, hasFile: boolean): UploadFields {
  const errors: ApiFieldError[] = hasFile ? [] : [{ path: 'file', message: messages.upload.selectFile }];
  const schema = !isClientRole(role)
    ? courtUploadFieldsSchema
    : isOnboardingUpload(fields)
      ? onboardingDocumentUploadFieldsSchema
      : documentUploadFieldsSchema;
  const result = schema.safeParse(fields);
  if (!result.success) errors.push(...toApiFieldErrors(result.error));
  if (!result.success || errors.length > 0) throw HttpError.badRequest(errors[0]?.message, errors);
  const { documentType, description, caseId, filingDate } = result.data;
  return {
    documentType,
    description,
    caseId: caseId ? caseId : null,
    filingDate: filingDate === '' ? null : filingDate,
  };
}

/** The file's safe name and its type decided from the content: 415 for a type not allowed, 400 for an empty file. */
async function checkUploadedFile(received: ReceivedFile): Promise<CheckedFile> {
  const name = safeFileName(received.fileName);
  const problem = uploadFileProblem({ name, size: received.bytes.length });
  if (problem === messages.upload.fileTypeNotAllowed) throw HttpError.unsupportedMediaType(problem);
  if (problem === messages.upload.fileTooLarge) throw HttpError.payloadTooLarge(problem);
  if (problem !== null) throw HttpError.badRequest(problem, [{ path: 'file', message: problem }]);
  const mimeType = uploadMimeType(name, await sniffFileType(received.bytes));
  if (!mimeType) throw HttpError.unsupportedMediaType(messages.upload.fileTypeNotAllowed);
  return { name, bytes: received.bytes, mimeType };
}

/** `?includeProgress=`; parsed here because `validate` types queries as strings only. */
function parseIncludeProgress(query: unknown): { includeProgress: boolean } {
  const result = apiRoutes.clientDocuments.query.safeParse(query);
  if (result.success) return result.data;
  const errors = toApiFieldErrors(result.error).map((error) => ({ ...error, path: `query.${error.path}` }));
  throw HttpError.badRequest(undefined, errors);
}

export function documentRoutes({ db, blobs }: { db: Firestore; blobs: BlobStore }): Router {
  const router = Router();

  router.post(apiRoutes.uploadDocument.path, requireAccess(apiRoutes.uploadDocument), async (req, res) => {
    const caller = documentCallerOf(req);
    const upload = await readSingleFileUpload(req, UPLOAD_LIMITS);
    const fields = parseUploadFields(caller.role, upload.fields, upload.file !== undefined);
    if (!upload.file) throw HttpError.badRequest(messages.upload.selectFile);
    const file = await checkUploadedFile(upload.file);
    const document = await saveUploadedDocument(db, blobs, caller, fields, file);
    res.status(201).json(apiRoutes.uploadDocument.response.parse({ message: messages.api.documentUploaded, document }));
  });

  router.get(apiRoutes.clientDocuments.path, requireAccess(apiRoutes.clientDocuments), async (req, res) => {
    const { includeProgress } = parseIncludeProgress(req.query);
    const documents = await listClientDocuments(db, authOf(req).uid, includeProgress);
    res.json(apiRoutes.clientDocuments.response.parse(documents));
  });

  router.get(apiRoutes.documentStats.path, requireAccess(apiRoutes.documentStats), async (req, res) => {
    res.json(apiRoutes.documentStats.response.parse(await documentStats(db, authOf(req).uid)));
  });

  router.get(apiRoutes.myCases.path, requireAccess(apiRoutes.myCases), async (req, res) => {
    res.json(apiRoutes.myCases.response.parse(await listClientCases(db, authOf(req).uid)));
  });

  router.get(
    apiRoutes.propertyCases.path,
    requireAccess(apiRoutes.propertyCases),
    validate({ params: apiRoutes.propertyCases.params }),
    async (req, res) => {
      const cases = await listPropertyCases(db, propertyCallerOf(req), req.params.id);
      res.json(apiRoutes.propertyCases.response.parse(cases));
    },
  );

  router.delete(
    apiRoutes.disassociateProperty.path,
    requireAccess(apiRoutes.disassociateProperty),
    validate({ body: apiRoutes.disassociateProperty.body }),
    async (req, res) => {
      await disassociateProperty(db, documentCallerOf(req), req.body);
      res.json(apiRoutes.disassociateProperty.response.parse({ message: messages.api.propertyDisassociated }));
    },
  );

  router.get(
    apiRoutes.documentFile.path,
    requireAccess(apiRoutes.documentFile),
    validate({ params: apiRoutes.documentFile.params }),
    async (req, res) => {
      const { document, blob } = await openDocumentFile(db, blobs, authOf(req), req.params.id);
      const inline = SHOWN_INLINE.has(document.mimeType);
      res.set({
        'Content-Type': document.mimeType,
        'Content-Length': String(blob.size),
        'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', document.originalName),
      });
      if (inline) {
        // The app's own pages may show a PDF or an image in a frame; the file may load nothing from elsewhere.
        res.set({
          'Content-Security-Policy':
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
          'X-Frame-Options': 'SAMEORIGIN',
          'Cross-Origin-Resource-Policy': 'same-origin',
        });
      }
      await pipeline(blob.open(), res);
    },
  );

  return router;
}
