import { describe, expect, it } from 'vitest';
import { onboardingTexts } from '../messages/onboarding-texts';
import { validationTexts } from '../messages/validation-texts';
import { expectEachFieldRequired, issuesOf } from '../testing/schema-cases';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  companyOnboardingSchema,
  emptyGuardianOnboarding,
  GUARDIAN_WIZARD_STEPS,
  guardianWizardPercent,
  makeGuardianOnboardingSchema,
  makeOnboardingCompleteRequestSchema,
} from './guardian-onboarding';

const today = '2026-03-10';
const answers = {
  ...emptyGuardianOnboarding(),
  identityVerified: true,
  fullName: 'Alice Guardian',
  email: 'alice.guardian@example.com',
  phone: '555-010-0001',
  address: '1 Court St',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  propertyAddress: '12 Elm Street',
  propertyCity: 'Springfield',
  propertyState: 'IL',
  propertyZipCode: '62701',
  pickupDate: '2026-03-11',
  pickupTime: '09:00',
};

describe('guardian wizard', () => {
  const schema = makeGuardianOnboardingSchema(today);

  it('has nine steps and reports progress as Step n of 9', () => {
    expect(GUARDIAN_WIZARD_STEPS).toHaveLength(9);
    expect(GUARDIAN_WIZARD_STEPS[0].title).toBe('Guardian/Executor Identity Verification');
    expect(GUARDIAN_WIZARD_STEPS[8].title).toBe('Almost Done');
    expect(guardianWizardPercent(9)).toBe(100);
    expect(guardianWizardPercent(3)).toBeCloseTo(33.33, 1);
    expect(guardianWizardPercent(0)).toBeCloseTo(100 / 9);
    expect(onboardingTexts.stepOf(2, 9)).toBe('Step 2 of 9');
  });

  it('offers bedrooms 1 to 5+ and bathrooms 1 to 4+ in half steps', () => {
    expect(BEDROOM_OPTIONS).toEqual(['1', '2', '3', '4', '5+']);
    expect(BATHROOM_OPTIONS).toEqual(['1', '1.5', '2', '2.5', '3', '3.5', '4+']);
  });

  it('completes with full contact, property and pickup details', () => {
    const parsed = schema.parse({ ...answers, propertyPrice: '350000', bedrooms: '3' });
    expect(parsed).toMatchObject({
      keyPickupMethod: 'schedule',
      propertyPrice: 350000,
      bedrooms: '3',
      mortgageBalance: null,
    });
  });

  it('requires the contact and property fields at completion', () => {
    expectEachFieldRequired(schema, answers, [
      'fullName',
      'email',
      'phone',
      'address',
      'city',
      'state',
      'zipCode',
      'propertyAddress',
      'propertyCity',
      'propertyState',
      'propertyZipCode',
    ]);
  });

  it('requires the identity confirmation', () => {
    expect(issuesOf(schema, { ...answers, identityVerified: false })).toEqual({
      identityVerified: [validationTexts.identityConfirmRequired],
    });
  });

  it('needs a date from today and an hourly slot when scheduling', () => {
    const message = onboardingTexts.guardian.pickupDateTimeRequired;
    expect(issuesOf(schema, { ...answers, pickupDate: '', pickupTime: '' })).toEqual({
      pickupDate: [message],
      pickupTime: [message],
    });
    expect(issuesOf(schema, { ...answers, pickupDate: '2026-03-09' })).toEqual({
      pickupDate: [validationTexts.dateInPast],
    });
    expect(issuesOf(schema, { ...answers, pickupTime: '09:30' })).toHaveProperty(['pickupTime']);
    expect(schema.safeParse({ ...answers, pickupDate: today, pickupTime: '16:00' }).success).toBe(true);
  });

  it('needs a lockbox code, and no date, for a lockbox', () => {
    const lockbox = { ...answers, keyPickupMethod: 'lockbox', pickupDate: '', pickupTime: '' };
    expect(issuesOf(schema, lockbox)).toEqual({ lockboxCode: [onboardingTexts.guardian.lockboxCodeRequired] });
    expect(schema.safeParse({ ...lockbox, lockboxCode: '4321' }).success).toBe(true);
  });

  it('refuses a negative price or balance', () => {
    expect(issuesOf(schema, { ...answers, mortgageBalance: -5 })).toHaveProperty(['mortgageBalance']);
  });
});

describe('onboarding completion request', () => {
  const schema = makeOnboardingCompleteRequestSchema(today);
  const company = {
    companyName: 'Acme',
    companyAddress: '1 Main St',
    city: 'Springfield',
    contactPersonFirstName: 'Ada',
    contactPersonLastName: 'Admin',
  };

  it('takes the wizard in formData or company fields directly', () => {
    expect(schema.safeParse({ formData: answers }).success).toBe(true);
    expect(schema.safeParse(company).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(false);
  });

  it('requires the five company details', () => {
    expectEachFieldRequired(companyOnboardingSchema, company, Object.keys(company));
  });
});
