import { apiRoutes, apiTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getLockboxCodeEncryptionKey } from '../../config';
import {
  completeAgentOnboarding,
  completeAttorneyOnboarding,
  completeCompanyOnboarding,
  completeGuardianOnboarding,
} from '../../services/accounts/onboarding';
import { updatedUserResponse } from '../../services/accounts/users';
import { mountRoute, type ApiRouter } from '../mount-route';

/** Every onboarding saves the caller's answers and answers with the updated profile. */
export function onboardingRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  // Guardians and Executors send the wizard (parsed into `formData`); company users their company details.
  mountRoute(api, apiRoutes.completeOnboarding, async ({ caller, body }) => {
    if ('formData' in body) {
      await completeGuardianOnboarding(db, caller.uid, body.formData, getLockboxCodeEncryptionKey);
    } else {
      await completeCompanyOnboarding(db, caller.uid, body);
    }
    return await updatedUserResponse(db, caller, apiTexts.onboardingCompleted);
  });

  mountRoute(api, apiRoutes.completeAgentOnboarding, async ({ caller, body }) => {
    await completeAgentOnboarding(db, caller.uid, body.formData);
    return await updatedUserResponse(db, caller, apiTexts.onboardingCompleted);
  });

  mountRoute(api, apiRoutes.completeAttorneyOnboarding, async ({ caller, body }) => {
    await completeAttorneyOnboarding(db, caller.uid, body.formData);
    return await updatedUserResponse(db, caller, apiTexts.onboardingCompleted);
  });

  mountRoute(api, apiRoutes.updateAttorneyOnboardingProfile, async ({ caller, body }) => {
    await completeAttorneyOnboarding(db, caller.uid, body);
    return await updatedUserResponse(db, caller, apiTexts.attorneyProfileUpdated);
  });
}
