import { saleRoutes, saleTexts } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { withRole } from '../../lib/caller';
import {
  createOffer,
  getSale,
  recordSaleObjection,
  setSaleAuthority,
  setSaleHearing,
  updateOfferStatus,
} from '../../services/sale/sale';
import { mountArea, type ApiRouter } from '../mount-route';

/** The court-supervised sale of a property (domain sale-routes.ts). */
export function serveSaleArea(api: ApiRouter, { db }: { db: Firestore }) {
  mountArea(api, saleRoutes, {
    propertySale: async ({ caller, params }) => await getSale(db, withRole(caller), params.id),

    setSaleAuthority: async ({ caller, params, body }) => {
      await setSaleAuthority(db, withRole(caller), params.id, body);
      return { message: saleTexts.server.authoritySaved };
    },

    recordSaleObjection: async ({ caller, params, body }) => {
      await recordSaleObjection(db, withRole(caller), params.id, body);
      return { message: saleTexts.server.objectionRecorded };
    },

    createOffer: async ({ caller, params, body }) => ({
      id: await createOffer(db, withRole(caller), params.id, body),
    }),

    updateOfferStatus: async ({ caller, params, body }) =>
      await updateOfferStatus(db, withRole(caller), params.id, params.offerId, body),

    setSaleHearing: async ({ caller, params, body }) => {
      await setSaleHearing(db, withRole(caller), params.id, body);
      return { message: saleTexts.server.hearingSaved };
    },
  });
}
