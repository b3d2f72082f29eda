import { describe, expect, it } from 'vitest';
import {
  CLIENT_ROLES,
  isClientRole,
  isRole,
  parseRole,
  ROLE_LABELS,
  roleLabel,
  ROLES,
  SELF_REGISTER_ROLES,
} from './roles';
import { roleSchema } from './role-schema';

describe('roles', () => {
  it('lists the five roles of the spec in order', () => {
    expect(ROLES).toEqual(['Admin', 'Guardian', 'Executor', 'Attorney', 'Agent']);
  });

  it('shows Agent as Real Estate Agent and every other role by its name', () => {
    expect(ROLE_LABELS.Agent).toBe('Real Estate Agent');
    for (const role of ROLES.filter((r) => r !== 'Agent')) expect(ROLE_LABELS[role]).toBe(role);
  });

  it('does not offer Admin for self-registration', () => {
    expect(SELF_REGISTER_ROLES).toEqual(['Guardian', 'Executor', 'Attorney', 'Agent']);
    expect(SELF_REGISTER_ROLES).not.toContain('Admin');
  });

  it('treats a missing or unknown role as Admin for menus', () => {
    expect(parseRole(undefined)).toBe('Admin');
    expect(parseRole(null)).toBe('Admin');
    expect(parseRole('Janitor')).toBe('Admin');
    expect(parseRole('agent')).toBe('Admin');
    expect(parseRole(42)).toBe('Admin');
    for (const role of ROLES) expect(parseRole(role)).toBe(role);
  });

  it('recognises only the exact role names', () => {
    expect(isRole('Attorney')).toBe(true);
    expect(isRole('attorney')).toBe(false);
    expect(isRole('Guest')).toBe(false);
    expect(isRole(undefined)).toBe(false);
    expect(roleSchema.safeParse('Executor').success).toBe(true);
    expect(roleSchema.safeParse('Owner').success).toBe(false);
  });

  it('labels an unknown role as Guest', () => {
    expect(roleLabel('Agent')).toBe('Real Estate Agent');
    expect(roleLabel('Nobody')).toBe('Guest');
    expect(roleLabel(undefined)).toBe('Guest');
  });

  it('has Guardian and Executor as the client roles', () => {
    expect(CLIENT_ROLES).toEqual(['Guardian', 'Executor']);
    expect(isClientRole('Guardian')).toBe(true);
    expect(isClientRole('Attorney')).toBe(false);
  });
});
