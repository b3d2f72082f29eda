import { useAllAttorneyCases } from '../../../data/cases/use-attorney-cases';
import type { FailureText } from '../../../lib/api-failure';

/** GET the cases assigned to the signed-in attorney; `failure` is the screen's toast when they cannot be loaded. */
export function useAttorneyCases({ failure }: { readonly failure?: FailureText } = {}) {
  return useAllAttorneyCases({ failure });
}
