import {
  accountRoutes,
  type ApiFieldError,
  DEVELOPMENT_DEFAULT_ROLE,
  paths,
  REGISTER_REDIRECT_MS,
  type RegisterRequest,
  authTexts,
  type Role,
  SELF_REGISTER_ROLES,
} from '@estatekey/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { ApiError, callApi, serverMessageOr } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import type { FormFailure } from '../components/form-error-alert';

/**
 * The register form's role list: the four self-service roles, plus Admin (the spec's development default) only when
 * the app runs against the emulators. Production refuses Admin anyway (DESIGN §5).
 */
export function registerRoleOptions(developmentMode: boolean): readonly Role[] {
  return developmentMode ? [...SELF_REGISTER_ROLES, DEVELOPMENT_DEFAULT_ROLE] : SELF_REGISTER_ROLES;
}

export function defaultRegisterRole(developmentMode: boolean): Role {
  return developmentMode ? DEVELOPMENT_DEFAULT_ROLE : SELF_REGISTER_ROLES[0];
}

/** Spec part 1 §8: the server's message (a 409 names the taken e-mail), else the generic registration failure. */
export function registrationFailureMessage(error: unknown): string {
  return serverMessageOr(error, authTexts.register.failed, { unlessGeneric: true });
}

/**
 * POST /api/user/register, then the success toast and, REGISTER_REDIRECT_MS later, /login (spec part 1 §4). Field
 * errors of a 400 go back to their inputs through `showFieldErrors`.
 */
export function useRegistration(showFieldErrors: (errors: readonly ApiFieldError[]) => void) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'registered'>('idle');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const submitting = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const submitRegistration = useCallback(
    async (request: RegisterRequest) => {
      if (submitting.current) return;
      submitting.current = true;
      setFailure(null);
      setStatus('submitting');
      try {
        const response = await callApi(accountRoutes.register, { body: request });
        notify.success(response.message || authTexts.register.success);
        setStatus('registered');
        redirectTimer.current = window.setTimeout(() => void navigate(paths.login), REGISTER_REDIRECT_MS);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) {
          console.error('Registration failed', error);
        }
        submitting.current = false;
        setStatus('idle');
        setFailure({ message: registrationFailureMessage(error) });
        if (error instanceof ApiError) showFieldErrors(error.errors);
      }
    },
    [navigate, notify, showFieldErrors],
  );

  return { submitRegistration, status, failure };
}
