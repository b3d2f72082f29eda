import { apiRoutes, type UserResponse } from '@estatekey/domain';
import { useCallback, useEffect, useState } from 'react';

import { apiClient } from '../../../lib/api-client';

/** GET /api/user/profile: the signed-in user's profile as the API serves it (never the SMTP password). */
export function getUserProfile(signal?: AbortSignal): Promise<UserResponse> {
  return apiClient.get(apiRoutes.profile.path, apiRoutes.profile.response, { signal });
}

export type UserProfileRequest =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'success'; readonly profile: UserResponse };

/** Loads the profile once for the settings form; `reload` retries after a failure. */
export function useUserProfileRequest(): { request: UserProfileRequest; reload: () => void } {
  const [request, setRequest] = useState<UserProfileRequest>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getUserProfile(controller.signal).then(
      (profile) => setRequest({ status: 'success', profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the profile failed', error);
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
