import { apiRoutes, messages, propertyPageMessages } from '@estatekey/domain';
import { Router, type Request, type RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import {
  listMemberProperties,
  submitPropertyForUser,
  toPropertyResponse,
  updatePropertyDetails,
  updatePropertyMilestones,
  type PropertyCaller,
} from '../../services/properties';
import { HttpError } from '../http-error';
import { requireAuth } from '../middleware/authenticate';
import { requireAccess } from '../middleware/route-access';
import { validate } from '../middleware/validate';
import { authOf } from '../request-context';

/**
 * The caller of a property route. The domain's property rules are decided by role, so an account whose token carries
 * no role claim may not act on properties (the rules refuse it the same way).
 */
export function propertyCallerOf(req: Request): PropertyCaller {
  const { uid, role } = authOf(req);
  if (role === null) throw HttpError.forbidden();
  return { uid, role };
}

/** `PUT /api/properties//status` or a blank id: the spec's text for a status update without a property. */
const refuseMissingProperty: RequestHandler = () => {
  throw HttpError.badRequest(messages.status.propertyMissing, [
    { path: 'params.id', message: messages.status.propertyMissing },
  ]);
};

const requirePropertyId: RequestHandler = (req, res, next) => {
  const id: unknown = req.params['id'];
  if (typeof id !== 'string' || id.trim() === '') {
    refuseMissingProperty(req, res, next);
    return;
  }
  next();
};

export function propertyRoutes({ db }: { db: Firestore }): Router {
  const router = Router();

  // Signed-in submissions only: visitors' submissions of the same path are answered by the public intake routes,
  // which createApp registers first and which pass requests with a token on to this one.
  router.post(
    apiRoutes.submitProperty.path,
    requireAuth,
    validate({ body: apiRoutes.submitProperty.body }),
    async (req, res) => {
      const property = await submitPropertyForUser(db, authOf(req).uid, req.body);
      res.status(201).json(
        apiRoutes.submitProperty.response.parse({
          message: messages.api.propertySubmitted,
          property: toPropertyResponse(property),
        }),
      );
    },
  );

  router.get(apiRoutes.userProperties.path, requireAccess(apiRoutes.userProperties), async (req, res) => {
    const properties = await listMemberProperties(db, authOf(req).uid);
    res.json(apiRoutes.userProperties.response.parse(properties.map(toPropertyResponse)));
  });

  // An agent's properties: those shared with the agent, and any the agent submitted (spec part 2: the showing
  // scheduler sends an agent without properties to the properties page to add one).
  router.get(apiRoutes.agentProperties.path, requireAccess(apiRoutes.agentProperties), async (req, res) => {
    const properties = await listMemberProperties(db, authOf(req).uid);
    res.json(apiRoutes.agentProperties.response.parse(properties.map(toPropertyResponse)));
  });

  router.put('/api/properties//status', requireAccess(apiRoutes.updatePropertyStatus), refuseMissingProperty);

  router.put(
    apiRoutes.updatePropertyStatus.path,
    requireAccess(apiRoutes.updatePropertyStatus),
    requirePropertyId,
    validate({ params: apiRoutes.updatePropertyStatus.params, body: apiRoutes.updatePropertyStatus.body }),
    async (req, res) => {
      const property = await updatePropertyMilestones(db, propertyCallerOf(req), req.params.id, req.body.statusData);
      res.json(
        apiRoutes.updatePropertyStatus.response.parse({
          message: messages.api.statusUpdated,
          property: toPropertyResponse(property),
        }),
      );
    },
  );

  router.put(
    apiRoutes.updateProperty.path,
    requireAccess(apiRoutes.updateProperty),
    validate({ params: apiRoutes.updateProperty.params, body: apiRoutes.updateProperty.body }),
    async (req, res) => {
      const property = await updatePropertyDetails(db, propertyCallerOf(req), req.params.id, req.body);
      res.json(
        apiRoutes.updateProperty.response.parse({
          message: propertyPageMessages.edit.updated,
          property: toPropertyResponse(property),
        }),
      );
    },
  );

  return router;
}
