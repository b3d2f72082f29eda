import { z } from 'zod';
import { idSchema } from '../common/primitives';
import { idParamsSchema, messageResponseSchema } from '../api/common';
import type { BodyContext } from '../api/request-bodies';
import { type ApiRoute, ATTORNEY_AREA } from '../api/route-contract';
import {
  makeSaleAuthorityRequestSchema,
  offerCreatedResponseSchema,
  offerRequestSchema,
  offerStatusUpdateRequestSchema,
  offerStatusUpdateResponseSchema,
  saleAuthorityRequestSchema,
  saleHearingRequestSchema,
  saleObjectionRequestSchema,
} from './sale';
import { saleResponseSchema } from './sale-records';

export const offerParamsSchema = z.object({ id: idSchema, offerId: idSchema });

export function saleAuthorityBodyFor({ today }: BodyContext): z.ZodType {
  return makeSaleAuthorityRequestSchema(today);
}

/**
 * The court-supervised sale's paths, the 'sale' area of `apiRoutes` (functions/src/http/routes/sale.ts serves them).
 * Who may call them beyond the role list (SALE_ACCESS: the property's members, the linked case's attorney and
 * client) is checked by the service, as for the other property paths.
 */
export const saleRoutes = {
  /** The sale path for the property's members and the attorney of a linked case. */
  propertySale: {
    method: 'GET',
    path: '/api/properties/:id/sale',
    access: 'authenticated',
    params: idParamsSchema,
    response: saleResponseSchema,
  },
  /** The attorney of a linked case, or an admin; audit-logged. */
  setSaleAuthority: {
    method: 'PUT',
    path: '/api/properties/:id/sale-authority',
    access: ATTORNEY_AREA,
    params: idParamsSchema,
    body: saleAuthorityRequestSchema,
    bodyFor: saleAuthorityBodyFor,
    response: messageResponseSchema,
  },
  recordSaleObjection: {
    method: 'POST',
    path: '/api/properties/:id/sale-authority/objections',
    access: ATTORNEY_AREA,
    params: idParamsSchema,
    body: saleObjectionRequestSchema,
    response: messageResponseSchema,
    successStatus: 201,
  },
  /** The owner, an agent with a 'manage' share, or the linked case's attorney. */
  createOffer: {
    method: 'POST',
    path: '/api/properties/:id/offers',
    access: 'authenticated',
    rateLimit: ['userWrites'],
    params: idParamsSchema,
    body: offerRequestSchema,
    response: offerCreatedResponseSchema,
    successStatus: 201,
  },
  /** Accepting answers 409 with the gate's reason when the sale path refuses it. */
  updateOfferStatus: {
    method: 'PUT',
    path: '/api/properties/:id/offers/:offerId',
    access: 'authenticated',
    params: offerParamsSchema,
    body: offerStatusUpdateRequestSchema,
    response: offerStatusUpdateResponseSchema,
  },
  setSaleHearing: {
    method: 'PUT',
    path: '/api/properties/:id/sale-hearing',
    access: ATTORNEY_AREA,
    params: idParamsSchema,
    body: saleHearingRequestSchema,
    response: messageResponseSchema,
  },
} as const satisfies Record<string, ApiRoute>;
