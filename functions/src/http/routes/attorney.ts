import { apiTexts, attorneyRoutes, todayIsoDate } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getAppBaseUrl } from '../../config';
import { getAttorneyProfile, updateAttorneyProfile } from '../../services/accounts/attorney-profile';
import {
  attorneyCaseSummary,
  caseAttorneyNames,
  getAttorneyCase,
  listAttorneyCases,
  saveCaseNotes,
  submitClientIntake,
  updateCaseProgress,
  updateCaseStatus,
} from '../../services/cases/cases';
import { withRole } from '../../lib/caller';
import { mountArea, type ApiRouter } from '../mount-route';

/** The attorney's cases (spec part 2 §2, §7), the client intake that creates them, and the attorney's profile. */
export function serveAttorneyArea(api: ApiRouter, { db }: { db: Firestore }) {
  mountArea(api, attorneyRoutes, {
    attorneyCases: async ({ caller, query }) => await listAttorneyCases(db, caller, query),

    attorneyCaseSummary: async ({ caller, query }) =>
      await attorneyCaseSummary(db, caller, query.today ?? todayIsoDate()),

    attorneyCase: async ({ caller, params }) => await getAttorneyCase(db, caller, params.id),

    saveCaseNotes: async ({ caller, params, body }) => {
      await saveCaseNotes(db, caller, params.id, body.notes);
      return { message: apiTexts.notesSaved };
    },

    updateCaseStatus: async ({ caller, params, body }) => {
      const status = await updateCaseStatus(db, caller, params.id, body.status);
      return { message: apiTexts.caseStatusUpdated, status };
    },

    updateCaseProgress: async ({ caller, params, body }) => {
      const outcome = await updateCaseProgress(db, caller, params.id, body);
      return { message: apiTexts.caseProgressUpdated, ...outcome };
    },

    caseAttorneys: async ({ caller, query }) => {
      return await caseAttorneyNames(db, withRole(caller), query.caseIds);
    },

    attorneyProfile: async ({ caller }) => await getAttorneyProfile(db, caller),

    updateAttorneyProfile: async ({ caller, body }) => {
      const attorneyProfile = await updateAttorneyProfile(db, caller.uid, body);
      return { message: apiTexts.attorneyProfileUpdated, attorneyProfile };
    },

    submitClient: async ({ caller, body }) => {
      const outcome = await submitClientIntake(db, caller, body, { appBaseUrl: getAppBaseUrl() });
      // One answer for every address: whether it has an account, and of which kind, is nobody's business but its own.
      return { message: apiTexts.clientSubmitted, caseId: outcome.caseId, caseNumber: outcome.caseNumber };
    },
  });
}
