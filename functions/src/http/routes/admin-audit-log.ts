import { apiRoutes, serverMessages } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { auditLogCsv, listAuditLog } from '../../lib/audit-log';
import { contentDisposition } from '../content-disposition';
import { mountRoute, type ApiRouter } from '../mount-route';

/** The admins' audit log: a page of entries as JSON, or every entry of the same filters as a CSV file. */
export function adminAuditLogRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  mountRoute(api, apiRoutes.auditLog, async ({ query }) => await listAuditLog(db, query));

  mountRoute(api, apiRoutes.auditLogExport, async ({ query }, reply) => {
    await reply.stream(
      {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition('attachment', serverMessages.auditLog.exportFileName),
        // The log is personal data: no shared cache may keep a copy.
        'Cache-Control': 'no-store',
      },
      auditLogCsv(db, query),
    );
  });
}
