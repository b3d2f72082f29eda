import { apiRoutes, COLLECTIONS, OPEN_INTAKE_STATUSES, type AdminStats } from '@estatekey/domain';
import { collection, query, where, type DocumentData } from 'firebase/firestore';

import type { LiveResult } from '../../../lib/firebase/live-result';
import { useApiQuery, type ApiQuery } from '../../../lib/use-api-query';
import { useSignedInQuery, type SignedInQuery } from '../../../lib/user/use-signed-in-query';
import type { StatFigure } from '../components/live-stat-card';

/** Intake requests still waiting for an admin; the rules let admins read them, so the count is live. */
const openIntakeRequests: SignedInQuery<DocumentData> = (firestore) =>
  query(collection(firestore, COLLECTIONS.intakeRequests), where('status', 'in', [...OPEN_INTAKE_STATUSES]));

export function useOpenIntakeCount(): LiveResult<StatFigure> {
  return useSignedInQuery(openIntakeRequests, (requests) => ({ value: requests.length }));
}

/** The counts of GET /api/admin/stats as a card figure; a failed call throws to the card's error boundary. */
function statsFigure(request: ApiQuery<AdminStats>, figure: (stats: AdminStats) => number): LiveResult<StatFigure> {
  if (request.status === 'error') throw request.error;
  return request.status === 'success' ? { status: 'success', data: { value: figure(request.data) } } : request;
}

export function useUserCount(): LiveResult<StatFigure> {
  const { request } = useApiQuery(apiRoutes.adminStats);
  return statsFigure(request, (stats) => Object.values(stats.usersByRole).reduce((sum, count) => sum + count, 0));
}

export function useAwaitingReviewCount(): LiveResult<StatFigure> {
  const { request } = useApiQuery(apiRoutes.adminStats);
  return statsFigure(request, (stats) => stats.propertiesByStatus.pending + stats.propertiesByStatus.reviewing);
}
