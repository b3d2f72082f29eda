import { apiTexts, type LockboxCodeRequest, propertiesTexts, propertyRoutes } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getLockboxCodeEncryptionKey, getOperationsEmail } from '../../config';
import { withRole, type Caller } from '../../lib/caller';
import { submitPublicIntake } from '../../services/admin/intake';
import { changeLockboxCode, readLockboxCode } from '../../services/properties/lockbox';
import {
  listMemberProperties,
  submitPropertyForUser,
  toPropertyResponse,
  updatePropertyDetails,
  updatePropertyMilestones,
} from '../../services/properties/properties';
import { listCustodyLog } from '../../services/properties/custody-log';
import { getPropertyOverview } from '../../services/properties/property-overview';
import { listSharedUsers, shareProperty, unshareProperty } from '../../services/properties/sharing';
import { mountArea, type ApiRouter } from '../mount-route';

interface LockboxCodeInput {
  readonly caller: Caller;
  readonly params: { readonly id: string };
  readonly body: LockboxCodeRequest;
}

export function servePropertyArea(api: ApiRouter, { db }: { db: Firestore }) {
  // The caller's own and shared properties, under the member's and the agent's path. An agent's properties are those
  // shared with the agent and any the agent submitted (spec part 2: the showing scheduler sends an agent without
  // properties to the properties page to add one).
  const memberProperties = async ({ caller }: { readonly caller: Caller }) =>
    (await listMemberProperties(db, caller.uid)).map(toPropertyResponse);

  // One implementation behind both paths: PUT .../lockbox-code and its older alias PUT .../lockbox.
  const setLockboxCode = async ({ caller, params, body }: LockboxCodeInput) => {
    await changeLockboxCode(db, withRole(caller), params.id, body.code, getLockboxCodeEncryptionKey);
    return { message: body.code === '' ? propertiesTexts.lockbox.cleared : propertiesTexts.lockbox.saved };
  };

  mountArea(api, propertyRoutes, {
    // The landing page's modal and the signed-in properties page post here (spec part 1 §7): a visitor's submission
    // goes to the operations team as an intake request, a signed-in caller's becomes their property.
    submitProperty: async (input) => {
      if (input.caller === null) {
        await submitPublicIntake(db, { kind: 'property', payload: input.body }, getOperationsEmail());
        return { message: apiTexts.propertySubmitted };
      }
      const property = await submitPropertyForUser(db, input.caller.uid, input.body);
      return { message: apiTexts.propertySubmitted, property: toPropertyResponse(property) };
    },

    userProperties: memberProperties,
    agentProperties: memberProperties,

    updatePropertyStatus: async ({ caller, params, body }) => {
      const property = await updatePropertyMilestones(db, withRole(caller), params.id, body.statusData);
      return { message: apiTexts.statusUpdated, property: toPropertyResponse(property) };
    },

    updateProperty: async ({ caller, params, body }) => {
      const property = await updatePropertyDetails(db, withRole(caller), params.id, body);
      return { message: propertiesTexts.editForm.updated, property: toPropertyResponse(property) };
    },

    sharedUsers: async ({ caller, params }) => {
      return await listSharedUsers(db, withRole(caller), params.id);
    },

    propertyOverview: async ({ caller, params }) => {
      return await getPropertyOverview(db, withRole(caller), params.id);
    },

    propertyLockbox: async ({ caller, params }) => ({
      code: await readLockboxCode(db, withRole(caller), params.id, getLockboxCodeEncryptionKey),
    }),

    setPropertyLockbox: setLockboxCode,
    setLockboxCode,

    custodyLog: async ({ caller, params, query }) => {
      return await listCustodyLog(db, withRole(caller), params.id, query);
    },

    shareProperty: async ({ caller, body }) => {
      await shareProperty(db, withRole(caller), body);
      return { message: apiTexts.propertyShared };
    },

    unshareProperty: async ({ caller, body }) => {
      await unshareProperty(db, withRole(caller), body);
      return { message: apiTexts.sharingRemoved };
    },
  });
}
