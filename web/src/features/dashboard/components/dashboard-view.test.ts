import { describe, expect, it } from 'vitest';

import { userProfileFixture } from '../../../test/user-profile-fixture';
import { dashboardView } from './dashboard-view';

const companyComplete = {
  companyName: 'EstateKey',
  companyAddress: '100 Main Street',
  city: 'Springfield',
  contactPersonFirstName: 'Ada',
  contactPersonLastName: 'Admin',
};

describe('dashboardView', () => {
  it('trusts the role claim over the role copy in the profile', () => {
    const profile = userProfileFixture({ role: 'Admin', onboardingCompleted: false, ...companyComplete });
    expect(dashboardView('Agent', profile)).toEqual({ kind: 'onboarding', form: 'agent' });
  });

  it('treats a user without a role claim as a company user', () => {
    expect(dashboardView(null, userProfileFixture({ role: 'Guardian', onboardingCompleted: true }))).toEqual({
      kind: 'completeProfile',
    });
    expect(dashboardView(null, userProfileFixture({ ...companyComplete }))).toEqual({
      kind: 'dashboard',
      layout: 'client',
    });
  });

  it('gives an admin with company details the admin dashboard', () => {
    const profile = userProfileFixture({ role: 'Admin', onboardingCompleted: true, ...companyComplete });
    expect(dashboardView('Admin', profile)).toEqual({ kind: 'dashboard', layout: 'admin' });
  });

  it('asks for onboarding while the profile document does not exist', () => {
    expect(dashboardView('Executor', null)).toEqual({ kind: 'onboarding', form: 'guardianExecutor' });
    expect(dashboardView('Admin', null)).toEqual({ kind: 'completeProfile' });
  });
});
