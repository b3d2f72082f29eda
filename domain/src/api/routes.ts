import { accountRoutes } from './account-routes';
import { appointmentRoutes } from './appointment-routes';
import { propertyRoutes } from './property-routes';
import { saleRoutes } from '../sale/sale-routes';
import { adminRoutes } from './admin-routes';
import { userSearchRoutes } from './user-search-routes';
import { notificationRoutes } from './notification-routes';
import { documentRoutes } from './document-routes';
import { attorneyRoutes } from './attorney-routes';
import { invitationRoutes } from './invitation-routes';
import { showingRoutes } from './showing-routes';
import { calendarFeedRoutes } from './calendar-feed-routes';
import { conversationRoutes } from '../conversation/conversation-routes';
import type { ApiRoute } from './route-contract';

/**
 * Every /api path of spec parts 1 and 2 (§7), plus health and the document download of DESIGN §6: the server mounts
 * this table and the contract test walks it. Each area declares its routes in its own module, which the web imports
 * directly so a page downloads the routes (schemas and texts) of the areas it calls, not all of them. Joined in this
 * order, no parameter route ('/api/documents/:id') shadows a fixed one registered after it.
 */
export const apiRoutes = {
  ...accountRoutes,
  ...appointmentRoutes,
  ...propertyRoutes,
  ...saleRoutes,
  ...adminRoutes,
  ...userSearchRoutes,
  ...notificationRoutes,
  ...documentRoutes,
  ...attorneyRoutes,
  ...invitationRoutes,
  ...showingRoutes,
  ...calendarFeedRoutes,
  ...conversationRoutes,
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof apiRoutes;

export const API_ROUTE_NAMES = Object.keys(apiRoutes) as ApiRouteName[];
