import { apiRoutes } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { withRole } from '../../lib/caller';
import { getPropertyOverview } from '../../services/properties/property-overview';
import { mountRoute, type ApiRouter } from '../mount-route';

export function propertyOverviewRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  mountRoute(api, apiRoutes.propertyOverview, async ({ caller, params }) => {
    return await getPropertyOverview(db, withRole(caller), params.id);
  });
}
