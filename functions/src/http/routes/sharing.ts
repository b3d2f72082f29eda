import { apiRoutes, apiTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { withRole } from '../../lib/caller';
import { listSharedUsers, shareProperty, unshareProperty } from '../../services/properties/sharing';
import { mountRoute, type ApiRouter } from '../mount-route';

export function sharingRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  mountRoute(api, apiRoutes.sharedUsers, async ({ caller, params }) => {
    return await listSharedUsers(db, withRole(caller), params.id);
  });

  mountRoute(api, apiRoutes.shareProperty, async ({ caller, body }) => {
    await shareProperty(db, withRole(caller), body);
    return { message: apiTexts.propertyShared };
  });

  mountRoute(api, apiRoutes.unshareProperty, async ({ caller, body }) => {
    await unshareProperty(db, withRole(caller), body);
    return { message: apiTexts.sharingRemoved };
  });
}
