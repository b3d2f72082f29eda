import { apiRoutes, apiTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { withRole } from '../../lib/caller';
import {
  associateProperty,
  fixDocuments,
  fixDocumentsMessage,
  getDocument,
  listAgentDocuments,
  listAttorneyDocuments,
  listCaseDocuments,
  listCaseProperties,
  markDocumentViewed,
} from '../../services/documents/court-documents';
import { mountRoute, type ApiRouter } from '../mount-route';

/**
 * Court documents of spec part 2 (§2, §7): the attorney's and the agent's lists, a case's documents and properties,
 * the property association, view marks, the repair action and one document's metadata. Mounted after the fixed
 * `/api/documents/...` paths of `documentRoutes`, and `document` ('/api/documents/:id') last of its own.
 */
export function courtDocumentRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  mountRoute(api, apiRoutes.attorneyDocuments, async ({ caller, query }) => {
    return await listAttorneyDocuments(db, caller, query.includeProgress);
  });

  mountRoute(api, apiRoutes.agentDocuments, async ({ caller }) => await listAgentDocuments(db, caller.uid));

  mountRoute(api, apiRoutes.caseDocuments, async ({ caller, params }) => {
    return await listCaseDocuments(db, withRole(caller), params.caseId);
  });

  mountRoute(api, apiRoutes.caseProperties, async ({ caller, params }) => {
    return await listCaseProperties(db, withRole(caller), params.caseId);
  });

  mountRoute(api, apiRoutes.associateProperty, async ({ caller, body }) => {
    await associateProperty(db, caller, body);
    return { message: apiTexts.propertyAssociated };
  });

  mountRoute(api, apiRoutes.markDocumentViewed, async ({ caller, params, query }) => {
    await markDocumentViewed(db, caller, params.id, query.from);
    return { message: apiTexts.documentViewed };
  });

  mountRoute(api, apiRoutes.fixDocuments, async ({ caller }) => {
    const outcome = await fixDocuments(db, caller);
    return { message: fixDocumentsMessage(outcome), ...outcome };
  });

  mountRoute(api, apiRoutes.document, async ({ caller, params }) => await getDocument(db, caller, params.id));
}
