import { describe, expect, it } from 'vitest';
import { validationTexts } from '../messages/validation-texts';
import { expectEachFieldRequired, issuesOf } from '../testing/schema-cases';
import { loginRequestSchema, profileUpdateSchema, registerRequestSchema } from './account-requests';
import { DEFAULT_PLAN, PLANS, PROFILE_CLIENT_EDITABLE_FIELDS, PROFILE_PRIVILEGED_FIELDS } from './user';

const registration = {
  firstName: 'Alice',
  lastName: 'Guardian',
  email: 'alice.guardian@example.com',
  password: 'EstateKey-demo-2026',
  plan: 'yearly',
  role: 'Guardian',
};

describe('register request', () => {
  it('requires names, email and password', () => {
    expectEachFieldRequired(registerRequestSchema, registration, ['firstName', 'lastName', 'email', 'password']);
  });

  it('defaults to the monthly plan and the development Admin role', () => {
    const { plan: _p, role: _r, ...minimal } = registration;
    expect(registerRequestSchema.parse(minimal)).toMatchObject({ plan: 'monthly', role: 'Admin' });
    expect(PLANS).toEqual(['monthly', 'yearly']);
    expect(DEFAULT_PLAN).toBe('monthly');
  });

  it('refuses a short password, a bad email, an unknown plan or role', () => {
    expect(issuesOf(registerRequestSchema, { ...registration, password: 'short' })).toEqual({
      password: [validationTexts.passwordTooShort],
    });
    expect(issuesOf(registerRequestSchema, { ...registration, email: 'alice@' })).toEqual({
      email: [validationTexts.invalidEmail],
    });
    expect(issuesOf(registerRequestSchema, { ...registration, plan: 'weekly' })).toHaveProperty(['plan']);
    expect(issuesOf(registerRequestSchema, { ...registration, role: 'Guest' })).toHaveProperty(['role']);
  });

  it('trims the e-mail address', () => {
    expect(registerRequestSchema.parse({ ...registration, email: '  alice.guardian@example.com ' }).email).toBe(
      'alice.guardian@example.com',
    );
  });
});

describe('login request', () => {
  it('requires email and password, remember-me is optional', () => {
    expectEachFieldRequired(loginRequestSchema, { email: 'a@example.com', password: 'x' }, ['email', 'password']);
    expect(loginRequestSchema.parse({ email: 'a@example.com', password: 'x' }).rememberMe).toBe(false);
  });
});

describe('profile update', () => {
  it('drops email and role and keeps editable fields', () => {
    const parsed = profileUpdateSchema.parse({
      firstName: 'Ada',
      email: 'evil@example.com',
      role: 'Admin',
      id: 'someone-else',
      companyName: 'Acme',
      smtpPort: '587',
    });
    expect(parsed).toEqual({ firstName: 'Ada', companyName: 'Acme', smtpPort: 587 });
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('role');
  });

  it('wants a numeric SMTP port and allows clearing it', () => {
    expect(issuesOf(profileUpdateSchema, { smtpPort: 'abc' })).toEqual({
      smtpPort: [validationTexts.smtpPortNumeric],
    });
    expect(issuesOf(profileUpdateSchema, { smtpPort: 70000 })).toEqual({
      smtpPort: [validationTexts.smtpPortNumeric],
    });
    expect(profileUpdateSchema.parse({ smtpPort: '' }).smtpPort).toBeNull();
  });

  it('refuses a blank name', () => {
    expect(issuesOf(profileUpdateSchema, { firstName: '  ' })).toHaveProperty(['firstName']);
  });

  it('separates client-editable from privileged fields', () => {
    const editable: readonly string[] = PROFILE_CLIENT_EDITABLE_FIELDS;
    for (const field of PROFILE_PRIVILEGED_FIELDS) expect(editable).not.toContain(field);
    expect(editable).not.toContain('smtpPassword');
  });
});
