import { saleRoutes, saleTexts } from '@estatekey/domain';

import { type ApiMutation, type MutationFeedback, useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api-query';

type Callbacks<Route extends Parameters<typeof useApiMutation>[0]> = Pick<
  MutationFeedback<Route>,
  'onSuccess' | 'onError'
>;

/** GET the sale path of a property, again whenever `refreshKey` changes (the live property's sale fields). */
export function useSalePath(propertyId: string, refreshKey: string | undefined) {
  return useApiQuery(saleRoutes.propertySale, { params: { id: propertyId }, refreshKey });
}

/** PUT the authority: the preset and its dates. A refusal shows the server's reason. */
export function useSetSaleAuthority(
  callbacks: Callbacks<typeof saleRoutes.setSaleAuthority> = {},
): ApiMutation<typeof saleRoutes.setSaleAuthority> {
  return useApiMutation(saleRoutes.setSaleAuthority, {
    success: saleTexts.success.authoritySaved,
    failure: { text: saleTexts.failure.authority, server: true },
    ...callbacks,
  });
}

/** POST an objection to the Notice of Proposed Action. */
export function useRecordSaleObjection(
  callbacks: Callbacks<typeof saleRoutes.recordSaleObjection> = {},
): ApiMutation<typeof saleRoutes.recordSaleObjection> {
  return useApiMutation(saleRoutes.recordSaleObjection, {
    success: saleTexts.success.objectionRecorded,
    failure: { text: saleTexts.failure.objection, server: true },
    ...callbacks,
  });
}

/** PUT the confirmation hearing: its date, department and outcome. */
export function useSetSaleHearing(
  callbacks: Callbacks<typeof saleRoutes.setSaleHearing> = {},
): ApiMutation<typeof saleRoutes.setSaleHearing> {
  return useApiMutation(saleRoutes.setSaleHearing, {
    success: saleTexts.success.hearingSaved,
    failure: { text: saleTexts.failure.hearing, server: true },
    ...callbacks,
  });
}

/** POST an offer. */
export function useCreateOffer(
  callbacks: Callbacks<typeof saleRoutes.createOffer> = {},
): ApiMutation<typeof saleRoutes.createOffer> {
  return useApiMutation(saleRoutes.createOffer, {
    success: saleTexts.success.offerRecorded,
    failure: { text: saleTexts.failure.offer, server: true },
    ...callbacks,
  });
}

/** PUT an offer's answer; accepting may be refused (409) with the gate's reason, which the toast shows. */
export function useUpdateOfferStatus(
  callbacks: Callbacks<typeof saleRoutes.updateOfferStatus> = {},
): ApiMutation<typeof saleRoutes.updateOfferStatus> {
  return useApiMutation(saleRoutes.updateOfferStatus, {
    success: ({ status }) =>
      saleTexts.success.offerAnswered(
        status in saleTexts.acceptedOutcomes
          ? saleTexts.acceptedOutcomes[status as keyof typeof saleTexts.acceptedOutcomes]
          : saleTexts.offerStatuses[status as keyof typeof saleTexts.offerStatuses],
      ),
    failure: { text: saleTexts.failure.answer, server: true },
    ...callbacks,
  });
}
