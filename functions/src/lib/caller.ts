import { DomainError, type Role } from '@estatekey/domain';

/** Who is calling, from a verified ID token. `role` is the custom claim, null when absent or unknown. */
export interface Caller {
  readonly uid: string;
  readonly role: Role | null;
  readonly email: string | null;
}

/** A caller with a role claim: what routes limited to roles serve, and what the domain's role rules need. */
export interface RoleCaller extends Caller {
  readonly role: Role;
}

/**
 * The caller as the property and document rules need it. They are decided by role, so an account whose token carries
 * no role claim may not act there (the Firestore rules refuse it the same way).
 */
export function withRole(caller: Caller): RoleCaller {
  const { role } = caller;
  if (role === null) throw DomainError.forbidden();
  return { ...caller, role };
}
