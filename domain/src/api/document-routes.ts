import { z } from 'zod';
import { caseSummarySchema } from '../case/case';
import {
  casePropertyLinkRequestSchema,
  courtUploadFieldsSchema,
  documentResponseSchema,
  documentsListResponseSchema,
  documentUploadFieldsSchema,
} from '../document/document';
import { documentScreenQuerySchema } from '../document/document-views';
import { isOnboardingUpload, onboardingDocumentUploadFieldsSchema } from '../document/onboarding-upload';
import { propertySummarySchema } from '../property/property';
import { isClientRole } from '../roles/roles';
import {
  caseIdParamsSchema,
  documentListQuerySchema,
  idParamsSchema,
  listPageQuerySchema,
  messageResponseSchema,
} from './common';
import { documentSummaryRoutes } from './document-summary-routes';
import { type BodyContext, firstFailureMessage, pickedBy } from './request-bodies';
import {
  type ApiRoute,
  ATTORNEY_AREA,
  COURT_DOCUMENT_ROLES,
  CLIENT_ROLES_AND_ADMIN,
  AGENT_ONLY,
} from './route-contract';

/**
 * The text fields of an upload. Guardians and Executors use the upload page's fields (case required, spec part 1 §5)
 * or the onboarding wizard's (no case, filed uncategorized); attorneys and admins the court upload's (description
 * required too, part 2 §5).
 */
function uploadFieldsBodyFor({ role }: BodyContext): z.ZodType {
  if (!isClientRole(role)) return courtUploadFieldsSchema;
  return pickedBy((fields) =>
    typeof fields === 'object' && fields !== null && isOnboardingUpload(fields as Record<string, unknown>)
      ? onboardingDocumentUploadFieldsSchema
      : documentUploadFieldsSchema,
  );
}

/** Documents (parts 1 and 2) */
export const documentRoutes = {
  ...documentSummaryRoutes,
  uploadDocument: {
    method: 'POST',
    path: '/api/documents/upload',
    access: COURT_DOCUMENT_ROLES,
    rateLimit: ['userWrites'],
    body: documentUploadFieldsSchema,
    bodyFor: uploadFieldsBodyFor,
    validationMessage: firstFailureMessage,
    multipart: true,
    response: messageResponseSchema.extend({ document: documentResponseSchema }),
    successStatus: 201,
  },
  attorneyDocuments: {
    method: 'GET',
    path: '/api/documents/attorney-documents',
    access: ATTORNEY_AREA,
    query: documentListQuerySchema,
    response: documentsListResponseSchema,
  },
  clientDocuments: {
    method: 'GET',
    path: '/api/documents/client-documents',
    access: 'authenticated',
    query: documentListQuerySchema,
    response: documentsListResponseSchema,
  },
  agentDocuments: {
    method: 'GET',
    path: '/api/documents/agent-documents',
    access: AGENT_ONLY,
    /** Without `limit` every document (the spec's list); with it a page, newest first, after the document `after`. */
    query: listPageQuerySchema,
    response: documentsListResponseSchema,
  },
  myCases: {
    method: 'GET',
    path: '/api/documents/my-cases',
    access: CLIENT_ROLES_AND_ADMIN,
    /** Without `limit` every case by name (the spec's list); with it a page, newest first, after the case `after`. */
    query: listPageQuerySchema,
    response: z.array(caseSummarySchema),
  },
  propertyCases: {
    method: 'GET',
    path: '/api/documents/property/:id/cases',
    access: 'authenticated',
    params: idParamsSchema,
    response: z.array(caseSummarySchema),
  },
  caseDocuments: {
    method: 'GET',
    path: '/api/documents/case/:caseId',
    access: 'authenticated',
    params: caseIdParamsSchema,
    response: z.array(documentResponseSchema),
  },
  caseProperties: {
    method: 'GET',
    path: '/api/documents/case/:caseId/properties',
    access: 'authenticated',
    params: caseIdParamsSchema,
    response: z.array(propertySummarySchema),
  },
  /** What the case's linking control offers: its client's own properties not linked yet that the caller may link. */
  caseClientProperties: {
    method: 'GET',
    path: '/api/documents/case/:caseId/client-properties',
    access: COURT_DOCUMENT_ROLES,
    params: caseIdParamsSchema,
    /** Without `limit` every one by address; with it a page, newest first, after the property `after`. */
    query: listPageQuerySchema,
    response: z.array(propertySummarySchema),
  },
  associateProperty: {
    method: 'POST',
    path: '/api/documents/associate-property',
    access: COURT_DOCUMENT_ROLES,
    body: casePropertyLinkRequestSchema,
    validationMessage: firstFailureMessage,
    response: messageResponseSchema,
  },
  disassociateProperty: {
    method: 'DELETE',
    path: '/api/documents/disassociate-property',
    access: COURT_DOCUMENT_ROLES,
    body: casePropertyLinkRequestSchema,
    response: messageResponseSchema,
  },
  markDocumentViewed: {
    method: 'PATCH',
    path: '/api/documents/view/:id',
    access: 'authenticated',
    params: idParamsSchema,
    query: documentScreenQuerySchema,
    response: messageResponseSchema,
  },
  fixDocuments: {
    method: 'POST',
    path: '/api/documents/fix-documents',
    access: ATTORNEY_AREA,
    // What the repair changed: documents re-linked to their case, reader lists and case names/numbers corrected.
    response: messageResponseSchema.extend({
      updated: z.number().int().nonnegative(),
      relinked: z.number().int().nonnegative(),
      readerLists: z.number().int().nonnegative(),
      caseDetails: z.number().int().nonnegative(),
    }),
  },
  document: {
    method: 'GET',
    path: '/api/documents/:id',
    access: 'authenticated',
    params: idParamsSchema,
    response: documentResponseSchema,
  },
  documentFile: {
    method: 'GET',
    path: '/api/documents/:id/file',
    access: 'authenticated',
    params: idParamsSchema,
    query: documentScreenQuerySchema,
    binary: true,
  },
} as const satisfies Record<string, ApiRoute>;
