import { apiRoutes } from '@estatekey/domain';
import { Router } from 'express';

export function healthRoutes(): Router {
  const router = Router();
  router.get(apiRoutes.health.path, (_req, res) => {
    res.json(apiRoutes.health.response.parse({ status: 'ok', time: new Date().toISOString() }));
  });
  return router;
}
