import { useAllAttorneyCases } from '../../../data/cases/use-attorney-cases';

/** GET the cases the attorney runs (every case for an admin), to upload court documents to. */
export function useAttorneyCases() {
  return useAllAttorneyCases();
}
