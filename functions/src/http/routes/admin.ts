import { adminRoutes, adminTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getAppBaseUrl, getLockboxCodeEncryptionKey } from '../../config';
import { resendVerification, type AccountAuth } from '../../services/accounts/accounts';
import {
  convertIntakeRequest,
  listIntakeRequests,
  toIntakeResponse,
  updateIntakeRequest,
} from '../../services/admin/admin-intake';
import { listMailOutbox } from '../../services/admin/admin-mail-outbox';
import { listPropertiesForAdmin, reviewProperty } from '../../services/admin/admin-properties';
import { adminStats } from '../../services/admin/admin-stats';
import {
  changeUserRole,
  listUsersForAdmin,
  setUserDisabled,
  type AdminUserAuth,
} from '../../services/admin/admin-users';
import { auditLogCsv, listAuditLog } from '../../lib/audit-log';
import { movePrivateFields } from '../../services/admin/private-fields-repair';
import { toPropertyResponse } from '../../services/properties/properties';
import { contentDisposition } from '../content-disposition';
import { mountArea, type ApiRouter } from '../mount-route';

/**
 * The admin area: the audit log (a page of entries as JSON, or every entry of the same filters as a CSV file), users,
 * property reviews, the public intake queue, the mail outbox's deliveries and the dashboard's counts.
 */
export function serveAdminArea(api: ApiRouter, { auth, db }: { auth: AdminUserAuth & AccountAuth; db: Firestore }) {
  mountArea(api, adminRoutes, {
    auditLog: async ({ query }) => await listAuditLog(db, query),

    auditLogExport: async ({ query }, reply) => {
      await reply.stream(
        {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': contentDisposition('attachment', adminTexts.auditLog.exportFileName),
          // The log is personal data: no shared cache may keep a copy.
          'Cache-Control': 'no-store',
        },
        auditLogCsv(db, query),
      );
    },

    adminUsers: async ({ query }) => await listUsersForAdmin({ auth, db }, query),

    adminChangeUserRole: async ({ caller, params, body }) =>
      await changeUserRole({ auth, db }, caller.uid, params.id, body.role),

    adminSetUserDisabled: async ({ caller, params, body }) =>
      await setUserDisabled({ auth, db }, caller.uid, params.id, body.disabled),

    adminResendVerification: async ({ params }) => {
      await resendVerification({ auth, db }, params.id, { appBaseUrl: getAppBaseUrl() });
      return { message: adminTexts.success.verificationSent };
    },

    adminProperties: async ({ query }) => await listPropertiesForAdmin(db, query),

    adminReviewProperty: async ({ caller, params, body }) => {
      const { message, property } = await reviewProperty(db, caller.uid, params.id, body);
      return { message, property: toPropertyResponse(property) };
    },

    adminIntake: async ({ query }) => {
      const { requests, nextPageToken } = await listIntakeRequests(db, query);
      return { requests: requests.map(toIntakeResponse), nextPageToken };
    },

    adminUpdateIntake: async ({ caller, params, body }) => {
      const request = await updateIntakeRequest(db, caller.uid, params.id, body);
      return { message: adminTexts.success.intakeUpdated, request: toIntakeResponse(request) };
    },

    adminConvertIntake: async ({ caller, params, body }) =>
      await convertIntakeRequest(db, caller.uid, params.id, body, { appBaseUrl: getAppBaseUrl() }),

    adminMailOutbox: async ({ query }) => await listMailOutbox(db, query),

    adminStats: async () => await adminStats(db),

    adminMovePrivateFields: async ({ caller }) => {
      const counts = await movePrivateFields(db, caller.uid, getLockboxCodeEncryptionKey);
      return { message: adminTexts.success.privateFieldsMoved(counts), ...counts };
    },
  });
}
