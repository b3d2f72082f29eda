import { apiRoutes, type CaseSummary } from '@estatekey/domain';
import { useCallback, useEffect, useState } from 'react';

import { apiClient } from '../../../lib/api-client';

/** GET /api/documents/my-cases: the cases a Guardian or Executor is the client of, for the upload form. */
export function getMyCases(signal?: AbortSignal): Promise<CaseSummary[]> {
  return apiClient.get(apiRoutes.myCases.path, apiRoutes.myCases.response, { signal });
}

export type MyCasesRequest =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'success'; readonly cases: readonly CaseSummary[] };

/** Loads the user's cases once; `reload` retries after a failure. */
export function useMyCases(): { request: MyCasesRequest; reload: () => void } {
  const [request, setRequest] = useState<MyCasesRequest>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getMyCases(controller.signal).then(
      (cases) => setRequest({ status: 'success', cases }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the cases for the upload form failed', error);
        setRequest({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setRequest({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { request, reload };
}
