import { documentStatsResponseSchema } from '../document/document';
import type { ApiRoute } from './route-contract';

/**
 * The document route the dashboards' Documents card reads at start, in a module of its own: the rest of
 * `documentRoutes` carries the property summary (with the property and sale models) that a dashboard would otherwise
 * load and build before its first figure.
 */
export const documentSummaryRoutes = {
  documentStats: {
    method: 'GET',
    path: '/api/documents/stats',
    access: 'authenticated',
    response: documentStatsResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
