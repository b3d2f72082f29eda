import { describe, expect, it } from 'vitest';
import { onboardingTexts } from '../messages/onboarding-texts';
import { validationTexts } from '../messages/validation-texts';
import { expectEachFieldRequired, issuesOf } from '../testing/schema-cases';
import {
  addServiceCounty,
  AGENT_SPECIALTIES,
  AGENT_WIZARD_STEPS,
  agentAdditionalStepSchema,
  agentOnboardingRequestSchema,
  agentPersonalStepSchema,
  agentProfessionalStepSchema,
  agentProfileSchema,
  agentServicesStepSchema,
  emptyAgentProfile,
} from './agent-profile';

const personal = { address: '5 Oak Ave', city: 'Springfield', state: 'IL', zipCode: '62704', phone: '555-010-0005' };
const professional = {
  licenseNumber: 'LIC-1',
  licenseState: 'IL',
  licenseExpiration: '2027-12-31',
  yearsExperience: 12,
  brokerageName: 'Best Realty',
};
const services = { serviceCounties: ['Sangamon'], specialties: ['Probate Properties'] };
const additional = { agreeToTerms: true };
const required = onboardingTexts.agent.requiredFields;

describe('agent wizard steps', () => {
  it('has four steps: Personal, Professional, Services, Additional', () => {
    expect(AGENT_WIZARD_STEPS.map((s) => s.title)).toEqual(['Personal', 'Professional', 'Services', 'Additional']);
  });

  it('step 1 requires address, city, state, ZIP and phone', () => {
    expectEachFieldRequired(
      agentPersonalStepSchema,
      personal,
      ['address', 'city', 'state', 'zipCode', 'phone'],
      required,
    );
  });

  it('step 2 requires license number, state, expiration, years and brokerage name', () => {
    expectEachFieldRequired(
      agentProfessionalStepSchema,
      professional,
      ['licenseNumber', 'licenseState', 'licenseExpiration', 'yearsExperience', 'brokerageName'],
      required,
    );
  });

  it('step 2 keeps years of experience between 0 and 50', () => {
    expect(agentProfessionalStepSchema.parse({ ...professional, yearsExperience: '0' }).yearsExperience).toBe(0);
    expect(agentProfessionalStepSchema.safeParse({ ...professional, yearsExperience: 50 }).success).toBe(true);
    expect(issuesOf(agentProfessionalStepSchema, { ...professional, yearsExperience: 51 })).toEqual({
      yearsExperience: [validationTexts.yearsOfExperienceRange],
    });
    expect(issuesOf(agentProfessionalStepSchema, { ...professional, yearsExperience: -1 })).toHaveProperty([
      'yearsExperience',
    ]);
  });

  it('step 3 needs a county and a specialty', () => {
    const message = onboardingTexts.agent.countiesAndSpecialty;
    expect(agentServicesStepSchema.safeParse(services).success).toBe(true);
    expect(issuesOf(agentServicesStepSchema, { ...services, serviceCounties: [] })).toEqual({
      serviceCounties: [message],
    });
    expect(issuesOf(agentServicesStepSchema, { ...services, specialties: [] })).toEqual({ specialties: [message] });
    expect(issuesOf(agentServicesStepSchema, { ...services, specialties: ['Castles'] })).toHaveProperty([
      'specialties.0',
    ]);
    expect(AGENT_SPECIALTIES).toHaveLength(8);
  });

  it('step 4 needs the terms accepted', () => {
    expect(agentAdditionalStepSchema.parse(additional).contactPreference).toBe('email');
    expect(issuesOf(agentAdditionalStepSchema, { agreeToTerms: false })).toEqual({
      agreeToTerms: [onboardingTexts.agent.agreeToTerms],
    });
    expect(issuesOf(agentAdditionalStepSchema, {})).toEqual({ agreeToTerms: [onboardingTexts.agent.agreeToTerms] });
    expect(issuesOf(agentAdditionalStepSchema, { ...additional, websiteUrl: 'not a url' })).toHaveProperty([
      'websiteUrl',
    ]);
  });
});

describe('whole agent profile', () => {
  const whole = { ...personal, ...professional, ...services, ...additional };

  it('accepts all four steps together and wraps in formData for the API', () => {
    expect(agentProfileSchema.safeParse(whole).success).toBe(true);
    expect(agentOnboardingRequestSchema.safeParse({ formData: whole }).success).toBe(true);
    expect(agentOnboardingRequestSchema.safeParse(whole).success).toBe(false);
  });

  it('reports every step problem at once', () => {
    expect(Object.keys(issuesOf(agentProfileSchema, emptyAgentProfile())).sort()).toEqual(
      [
        'address',
        'agreeToTerms',
        'brokerageName',
        'city',
        'licenseExpiration',
        'licenseNumber',
        'licenseState',
        'phone',
        'serviceCounties',
        'specialties',
        'state',
        'zipCode',
      ].sort(),
    );
  });
});

describe('addServiceCounty', () => {
  it('adds a trimmed county, ignoring empty and duplicate entries', () => {
    expect(addServiceCounty([], ' Cook ')).toEqual(['Cook']);
    expect(addServiceCounty(['Cook'], '   ')).toEqual(['Cook']);
    expect(addServiceCounty(['Cook'], 'cook')).toEqual(['Cook']);
    expect(addServiceCounty(['Cook'], 'Lake')).toEqual(['Cook', 'Lake']);
  });
});
