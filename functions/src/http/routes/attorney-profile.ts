import { apiRoutes, apiTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getAttorneyProfile, updateAttorneyProfile } from '../../services/accounts/attorney-profile';
import { mountRoute, type ApiRouter } from '../mount-route';

export function attorneyProfileRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  mountRoute(api, apiRoutes.attorneyProfile, async ({ caller }) => await getAttorneyProfile(db, caller));

  mountRoute(api, apiRoutes.updateAttorneyProfile, async ({ caller, body }) => {
    const attorneyProfile = await updateAttorneyProfile(db, caller.uid, body);
    return { message: apiTexts.attorneyProfileUpdated, attorneyProfile };
  });
}
