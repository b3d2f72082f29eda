import { adminStatsResponseSchema } from '../admin/admin-stats';
import { auditLogFilterQuerySchema, auditLogPageResponseSchema, auditLogQuerySchema } from '../audit/audit-log';
import type { ApiRoute } from './route-contract';

/**
 * The admin routes the admin's dashboard reads at start, in a module of their own: the rest of `adminRoutes` carries
 * the property, user and intake schemas, which the dashboard would otherwise load and build before its first figure.
 */
export const adminOverviewRoutes = {
  // Audit log: admins read who did what, newest first, a page at a time or as one CSV file.
  auditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    access: ['Admin'],
    query: auditLogQuerySchema,
    response: auditLogPageResponseSchema,
  },
  auditLogExport: {
    method: 'GET',
    path: '/api/admin/audit-log/export',
    access: ['Admin'],
    query: auditLogFilterQuerySchema,
    binary: true,
  },
  adminStats: {
    method: 'GET',
    path: '/api/admin/stats',
    access: ['Admin'],
    response: adminStatsResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
