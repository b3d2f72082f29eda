import { apiRoutes } from '@estatekey/domain';
import { mountRoute, type ApiRouter } from '../mount-route';

export function healthRoutes(api: ApiRouter) {
  mountRoute(api, apiRoutes.health, () => ({ status: 'ok' as const, time: new Date().toISOString() }));
}
