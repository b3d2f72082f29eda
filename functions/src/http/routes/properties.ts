import { apiRoutes, apiTexts, propertyPageMessages, propertyServerMessages } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getLockboxCodeEncryptionKey, getOperationsEmail } from '../../config';
import { withRole } from '../../lib/caller';
import { submitPublicIntake } from '../../services/admin/intake';
import { changeLockboxCode, readLockboxCode } from '../../services/properties/lockbox';
import {
  listMemberProperties,
  submitPropertyForUser,
  toPropertyResponse,
  updatePropertyDetails,
  updatePropertyMilestones,
} from '../../services/properties/properties';
import { mountRoute, type ApiRouter } from '../mount-route';

/** The caller's own and shared properties, under the member's and the agent's path. */
const MEMBER_PROPERTY_ROUTES = [apiRoutes.userProperties, apiRoutes.agentProperties] as const;

export function propertyRoutes(api: ApiRouter, { db }: { db: Firestore }) {
  // The landing page's modal and the signed-in properties page post here (spec part 1 §7): a visitor's submission
  // goes to the operations team as an intake request, a signed-in caller's becomes their property.
  mountRoute(api, apiRoutes.submitProperty, async (input) => {
    if (input.caller === null) {
      await submitPublicIntake(db, { kind: 'property', payload: input.body }, getOperationsEmail());
      return { message: apiTexts.propertySubmitted };
    }
    const property = await submitPropertyForUser(db, input.caller.uid, input.body);
    return { message: apiTexts.propertySubmitted, property: toPropertyResponse(property) };
  });

  // An agent's properties are those shared with the agent and any the agent submitted (spec part 2: the showing
  // scheduler sends an agent without properties to the properties page to add one).
  for (const route of MEMBER_PROPERTY_ROUTES) {
    mountRoute(api, route, async ({ caller }) => (await listMemberProperties(db, caller.uid)).map(toPropertyResponse));
  }

  mountRoute(api, apiRoutes.updatePropertyStatus, async ({ caller, params, body }) => {
    const property = await updatePropertyMilestones(db, withRole(caller), params.id, body.statusData);
    return { message: apiTexts.statusUpdated, property: toPropertyResponse(property) };
  });

  mountRoute(api, apiRoutes.updateProperty, async ({ caller, params, body }) => {
    const property = await updatePropertyDetails(db, withRole(caller), params.id, body);
    return { message: propertyPageMessages.edit.updated, property: toPropertyResponse(property) };
  });

  mountRoute(api, apiRoutes.propertyLockbox, async ({ caller, params }) => ({
    code: await readLockboxCode(db, withRole(caller), params.id, getLockboxCodeEncryptionKey),
  }));

  mountRoute(api, apiRoutes.setPropertyLockbox, async ({ caller, params, body }) => {
    await changeLockboxCode(db, withRole(caller), params.id, body.code, getLockboxCodeEncryptionKey);
    return {
      message: body.code === '' ? propertyServerMessages.lockbox.cleared : propertyServerMessages.lockbox.saved,
    };
  });
}
