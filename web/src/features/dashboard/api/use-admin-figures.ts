import { adminOverviewRoutes, type AdminStats, COLLECTIONS, OPEN_INTAKE_STATUSES } from '@estatekey/domain';
import { collection, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import { createContext, createElement, useContext, type ReactNode } from 'react';

import type { LiveResult } from '../../../lib/firebase/live-result';
import { useApiQuery, type ApiQuery } from '../../../lib/use-api-query';
import { useSignedInCount, useSignedInPage, type SignedInQuery } from '../../../lib/firebase/use-signed-in-query';
import type { StatFigure } from '../components/live-stat-card';

/** Intake requests still waiting for an admin, newest first (index: status, createdAt desc); admins read them. */
const openIntakeRequests: SignedInQuery<DocumentData> = (firestore) =>
  query(
    collection(firestore, COLLECTIONS.intakeRequests),
    where('status', 'in', [...OPEN_INTAKE_STATUSES]),
    orderBy('createdAt', 'desc'),
  );

/** Changes with any change of the newest open requests (the raw documents carry no id). */
const changeKeyOf = (requests: DocumentData[]) => JSON.stringify(requests);

/**
 * The open intake requests, counted by the server and asked again whenever the newest page of them changes (a new
 * request, one taken out of the open states), so the card follows while the dashboard is open.
 */
export function useOpenIntakeCount(): LiveResult<StatFigure> {
  const newest = useSignedInPage(openIntakeRequests, changeKeyOf);
  const count = useSignedInCount(openIntakeRequests, newest.status === 'success' ? newest.data : '');
  return count.status === 'success' ? { status: 'success', data: { value: count.data } } : count;
}

// One GET /api/admin/stats per dashboard, shared by the two count cards and the overview panel.
const AdminStatsContext = createContext<ApiQuery<AdminStats> | null>(null);

export function AdminStatsProvider({ children }: { children: ReactNode }) {
  const { request } = useApiQuery(adminOverviewRoutes.adminStats);
  return createElement(AdminStatsContext.Provider, { value: request }, children);
}

export function useAdminStats(): ApiQuery<AdminStats> {
  const stats = useContext(AdminStatsContext);
  if (stats === null) throw new Error('useAdminStats is used outside AdminStatsProvider');
  return stats;
}

/** The counts of GET /api/admin/stats as a card figure; a failed call throws to the card's error boundary. */
function useStatsFigure(figure: (stats: AdminStats) => number): LiveResult<StatFigure> {
  const request = useAdminStats();
  if (request.status === 'error') throw request.error;
  return request.status === 'success' ? { status: 'success', data: { value: figure(request.data) } } : request;
}

export function useUserCount(): LiveResult<StatFigure> {
  return useStatsFigure((stats) => Object.values(stats.usersByRole).reduce((sum, count) => sum + count, 0));
}

export function useAwaitingReviewCount(): LiveResult<StatFigure> {
  return useStatsFigure((stats) => stats.propertiesByStatus.pending + stats.propertiesByStatus.reviewing);
}
