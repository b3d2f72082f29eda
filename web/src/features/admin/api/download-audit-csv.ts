import { adminRoutes, apiPath, type AuditLogFilter } from '@estatekey/domain';

/**
 * The CSV export of the audit log with the shown filters, saved as a file. The web app signs API calls with a Bearer
 * token, which a plain link cannot send, so the file is fetched and handed to the browser as a download.
 */
export async function downloadAuditCsv(filter: AuditLogFilter): Promise<void> {
  const { getCurrentIdToken } = await import('../../../lib/firebase/auth');
  const token = await getCurrentIdToken();
  const search = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== undefined)).toString();
  const response = await fetch(`${apiPath(adminRoutes.auditLogExport)}${search === '' ? '' : `?${search}`}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`The audit log export answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'audit-log.csv';
  link.click();
  URL.revokeObjectURL(url);
}
