import { describe, expect, it } from 'vitest';
import { validationTexts } from '../messages/validation-texts';
import { invitationTexts } from '../messages/invitation-texts';
import { expectEachFieldRequired, issuesOf } from '../testing/schema-cases';
import {
  createAccountFormSchema,
  createAccountRequestSchema,
  invitationExpiresAt,
  invitationSchema,
  isInvitationUsable,
  matchesInvitation,
} from './invitation';

const account = {
  firstName: 'Eve',
  lastName: 'Executor',
  email: 'eve.executor@example.com',
  password: 'EstateKey-demo-2026',
};

describe('client account creation', () => {
  it('requires names, email and a password of at least 8 characters', () => {
    expectEachFieldRequired(createAccountRequestSchema, account, ['firstName', 'lastName', 'email', 'password']);
    expect(issuesOf(createAccountRequestSchema, { ...account, password: '1234567' })).toEqual({
      password: [validationTexts.passwordTooShort],
    });
    expect(createAccountRequestSchema.safeParse({ ...account, password: '12345678' }).success).toBe(true);
  });

  it('needs a matching confirmation in the form', () => {
    expect(createAccountFormSchema.safeParse({ ...account, confirmPassword: account.password }).success).toBe(true);
    expect(issuesOf(createAccountFormSchema, { ...account, confirmPassword: 'other-password' })).toEqual({
      confirmPassword: [invitationTexts.passwordsMismatch],
    });
  });
});

describe('invitation lifetime', () => {
  const created = new Date('2026-03-01T10:00:00Z');
  const expiresAt = invitationExpiresAt(created);

  it('expires after 7 days', () => {
    expect(expiresAt.toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });

  it('is usable once, before it expires', () => {
    expect(isInvitationUsable({ expiresAt, acceptedAt: null }, new Date('2026-03-08T09:59:59Z'))).toBe(true);
    expect(isInvitationUsable({ expiresAt, acceptedAt: null }, new Date('2026-03-08T10:00:00Z'))).toBe(false);
    expect(isInvitationUsable({ expiresAt, acceptedAt: new Date('2026-03-02') }, new Date('2026-03-03'))).toBe(false);
  });

  it('stores the invited client and what accepting does', () => {
    const stored = {
      id: 'a'.repeat(64),
      purpose: { kind: 'caseClient', caseId: 'c1' },
      invitedBy: 'persona-avery',
      client: { firstName: 'Eve', lastName: 'Executor', email: 'eve.executor@example.com', role: 'Executor' },
      expiresAt,
      acceptedAt: null,
      createdAt: created,
    };
    expect(invitationSchema.parse(stored)).toMatchObject({ acceptedBy: null, client: { phone: '' } });
    expect(invitationSchema.safeParse({ ...stored, client: { ...stored.client, role: 'Agent' } }).success).toBe(false);
    const owner = { ...stored, purpose: { kind: 'propertyOwner', propertyId: 'p1' } };
    expect(invitationSchema.parse(owner).purpose).toEqual({ kind: 'propertyOwner', propertyId: 'p1' });
    expect(invitationSchema.safeParse({ ...stored, purpose: { kind: 'caseClient' } }).success).toBe(false);
  });

  it('locks names and e-mail to the invitation', () => {
    const client = { firstName: 'Eve', lastName: 'Executor', email: 'Eve.Executor@example.com' };
    expect(matchesInvitation(account, client)).toBe(true);
    expect(matchesInvitation({ ...account, firstName: 'Evelyn' }, client)).toBe(false);
    expect(matchesInvitation({ ...account, email: 'other@example.com' }, client)).toBe(false);
  });
});
