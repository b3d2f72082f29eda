import { apiRoutes, apiTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getAppBaseUrl } from '../../config';
import {
  caseAttorneyNames,
  getAttorneyCase,
  listAttorneyCases,
  saveCaseNotes,
  submitClientIntake,
  updateCaseProgress,
  updateCaseStatus,
} from '../../services/cases/cases';
import { withRole } from '../../lib/caller';
import { mountRoute, type ApiRouter } from '../mount-route';

/** The attorney's cases (spec part 2 §2, §7) and the client intake that creates them. */
export function attorneyCaseRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  mountRoute(api, apiRoutes.attorneyCases, async ({ caller }) => await listAttorneyCases(db, caller));

  mountRoute(api, apiRoutes.caseAttorneys, async ({ caller, query }) => {
    return await caseAttorneyNames(db, withRole(caller), query.caseIds);
  });

  mountRoute(api, apiRoutes.submitClient, async ({ caller, body }) => {
    const outcome = await submitClientIntake(db, caller, body, { appBaseUrl: getAppBaseUrl() });
    // One answer for every address: whether it has an account, and of which kind, is nobody's business but its own.
    return { message: apiTexts.clientSubmitted, caseId: outcome.caseId, caseNumber: outcome.caseNumber };
  });

  mountRoute(api, apiRoutes.attorneyCase, async ({ caller, params }) => await getAttorneyCase(db, caller, params.id));

  mountRoute(api, apiRoutes.saveCaseNotes, async ({ caller, params, body }) => {
    await saveCaseNotes(db, caller, params.id, body.notes);
    return { message: apiTexts.notesSaved };
  });

  mountRoute(api, apiRoutes.updateCaseStatus, async ({ caller, params, body }) => {
    const status = await updateCaseStatus(db, caller, params.id, body.status);
    return { message: apiTexts.caseStatusUpdated, status };
  });

  mountRoute(api, apiRoutes.updateCaseProgress, async ({ caller, params, body }) => {
    const outcome = await updateCaseProgress(db, caller, params.id, body);
    return { message: apiTexts.caseProgressUpdated, ...outcome };
  });
}
