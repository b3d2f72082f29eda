import { apiRoutes, adminMessages } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getAppBaseUrl, getLockboxCodeEncryptionKey } from '../../config';
import { resendVerification, type AccountAuth } from '../../services/accounts/accounts';
import {
  convertIntakeRequest,
  listIntakeRequests,
  toIntakeResponse,
  updateIntakeRequest,
} from '../../services/admin/admin-intake';
import { listPropertiesForAdmin, reviewProperty } from '../../services/admin/admin-properties';
import { adminStats } from '../../services/admin/admin-stats';
import {
  changeUserRole,
  listUsersForAdmin,
  setUserDisabled,
  type AdminUserAuth,
} from '../../services/admin/admin-users';
import { movePrivateFields } from '../../services/admin/private-fields-repair';
import { toPropertyResponse } from '../../services/properties/properties';
import { mountRoute, type ApiRouter } from '../mount-route';

/** The admin area of issue 12: users, property reviews, the public intake queue and the dashboard's counts. */
export function adminAreaRoutes(api: ApiRouter, { auth, db }: { auth: AdminUserAuth & AccountAuth; db: Firestore }) {
  mountRoute(api, apiRoutes.adminUsers, async ({ query }) => await listUsersForAdmin({ auth, db }, query));

  mountRoute(
    api,
    apiRoutes.adminChangeUserRole,
    async ({ caller, params, body }) => await changeUserRole({ auth, db }, caller.uid, params.id, body.role),
  );

  mountRoute(
    api,
    apiRoutes.adminSetUserDisabled,
    async ({ caller, params, body }) => await setUserDisabled({ auth, db }, caller.uid, params.id, body.disabled),
  );

  mountRoute(api, apiRoutes.adminResendVerification, async ({ params }) => {
    await resendVerification({ auth, db }, params.id, { appBaseUrl: getAppBaseUrl() });
    return { message: adminMessages.success.verificationSent };
  });

  mountRoute(api, apiRoutes.adminProperties, async ({ query }) => await listPropertiesForAdmin(db, query));

  mountRoute(api, apiRoutes.adminReviewProperty, async ({ caller, params, body }) => {
    const { message, property } = await reviewProperty(db, caller.uid, params.id, body);
    return { message, property: toPropertyResponse(property) };
  });

  mountRoute(api, apiRoutes.adminIntake, async ({ query }) => {
    const { requests, nextPageToken } = await listIntakeRequests(db, query);
    return { requests: requests.map(toIntakeResponse), nextPageToken };
  });

  mountRoute(api, apiRoutes.adminUpdateIntake, async ({ caller, params, body }) => {
    const request = await updateIntakeRequest(db, caller.uid, params.id, body);
    return { message: adminMessages.success.intakeUpdated, request: toIntakeResponse(request) };
  });

  mountRoute(
    api,
    apiRoutes.adminConvertIntake,
    async ({ caller, params, body }) =>
      await convertIntakeRequest(db, caller.uid, params.id, body, { appBaseUrl: getAppBaseUrl() }),
  );

  mountRoute(api, apiRoutes.adminStats, async () => await adminStats(db));

  mountRoute(api, apiRoutes.adminMovePrivateFields, async ({ caller }) => {
    const counts = await movePrivateFields(db, caller.uid, getLockboxCodeEncryptionKey);
    return { message: adminMessages.success.privateFieldsMoved(counts), ...counts };
  });
}
