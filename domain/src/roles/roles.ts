export const ROLES = ['Admin', 'Guardian', 'Executor', 'Attorney', 'Agent'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  Admin: 'Admin',
  Guardian: 'Guardian',
  Executor: 'Executor',
  Attorney: 'Attorney',
  Agent: 'Real Estate Agent',
};

/** Roles a visitor may pick on /register. Admin is granted, never chosen (DESIGN §5). */
export const SELF_REGISTER_ROLES = ['Guardian', 'Executor', 'Attorney', 'Agent'] as const satisfies readonly Role[];
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/** The register form's default during development (spec part 1 §3); only honoured against the emulators. */
export const DEVELOPMENT_DEFAULT_ROLE: Role = 'Admin';

/** Roles a client of an attorney (an invited case client) can have. */
export const CLIENT_ROLES = ['Guardian', 'Executor'] as const satisfies readonly Role[];
export type ClientRole = (typeof CLIENT_ROLES)[number];

/** Views that do not know the role show this label (spec part 2 §1). */
export const GUEST_LABEL = 'Guest';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Menus treat a missing or unknown role as Admin (spec part 1 §2.8, §6). Never use this for authorization. */
export function parseRole(value: unknown): Role {
  return isRole(value) ? value : 'Admin';
}

/** Display label of a role value that may be unknown; unknown values read as 'Guest'. */
export function roleLabel(value: unknown): string {
  return isRole(value) ? ROLE_LABELS[value] : GUEST_LABEL;
}

export function isClientRole(value: unknown): value is ClientRole {
  return value === 'Guardian' || value === 'Executor';
}
