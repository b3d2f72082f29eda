import { adminOverviewRoutes } from '@estatekey/domain';

import { useApiQuery } from '../../../lib/use-api-query';

/** GET the newest `limit` audit-log entries, for the admin overview. */
export function useNewestAuditEntries(limit: number) {
  return useApiQuery(adminOverviewRoutes.auditLog, { query: { limit: String(limit) } }).request;
}
