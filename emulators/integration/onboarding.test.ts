import {
  addDaysIso,
  type AgentProfileInput,
  apiPath,
  apiRoutes,
  apiTexts,
  type AttorneyOnboardingInput,
  authTexts,
  errorsTexts,
  firestorePaths,
  type GuardianOnboardingInput,
  onboardingTexts,
  serverTodayIsoDate,
  validationTexts,
} from '@estatekey/domain';
import { guardianOnboardingAnswers } from '@estatekey/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { createAccountWithRole } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, failedFields, withoutField } from './support/api-client';
import { signedInAccount } from './support/registered-accounts';

type OnboardingPath =
  | '/api/user/onboarding/complete'
  | '/api/user/onboarding/agent/complete'
  | '/api/user/onboarding/attorney/complete'
  | '/api/users/update-attorney-profile';

const put = (path: OnboardingPath, token: string | undefined, body: unknown) =>
  callApi(path, { method: 'PUT', body, ...(token ? { token } : {}) });

async function storedProfile(uid: string): Promise<Record<string, unknown>> {
  return (await adminDb.doc(firestorePaths.user(uid)).get()).data() ?? {};
}

function guardianAnswers(overrides: Partial<GuardianOnboardingInput> = {}): GuardianOnboardingInput {
  return guardianOnboardingAnswers({
    needsAttorneyReferral: true,
    pickupDate: addDaysIso(serverTodayIsoDate(), 7),
    ...overrides,
  });
}

function agentAnswers(overrides: Partial<AgentProfileInput> = {}): AgentProfileInput {
  return {
    address: '9 Market Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    phone: '(555) 010-5000',
    licenseNumber: 'IL-475.123456',
    licenseState: 'IL',
    licenseExpiration: '2028-06-30',
    yearsExperience: 11,
    brokerageName: 'Prairie Realty',
    brokerageAddress: '',
    brokerageCity: '',
    brokerageState: '',
    brokerageZip: '',
    brokeragePhone: '',
    serviceCounties: ['Sangamon', 'Menard'],
    specialties: ['Probate Properties', 'Estate Sales'],
    estateExperience: 'Forty estate sales',
    guardianshipExperience: true,
    executorExperience: true,
    probateExperience: true,
    bio: 'Estate specialist.',
    contactPreference: 'both',
    websiteUrl: 'https://prairie-realty.example.com',
    agreeToTerms: true,
    ...overrides,
  };
}

function attorneyAnswers(overrides: Partial<AttorneyOnboardingInput> = {}): AttorneyOnboardingInput {
  return {
    specialization: 'Probate',
    barNumber: 'IL-6300123',
    yearsOfExperience: 14,
    biography: 'Probate and guardianship practice.',
    hourlyRate: 275.5,
    practiceAreas: ['Probate', 'Guardianship', 'Probate'],
    availability: [{ day: 'Tuesday', startTime: '09:00', endTime: '12:30' }],
    ...overrides,
  };
}

describe('PUT /api/user/onboarding/complete', () => {
  const path = '/api/user/onboarding/complete';

  it('answers 401 without a token', async () => {
    expect((await put(path, undefined, { formData: guardianAnswers() })).status).toBe(401);
  });

  it.each(['Agent', 'Attorney'] as const)('answers 403 to an %s, who has an own onboarding', async (role) => {
    const account = await signedInAccount(role);
    const answer = await put(path, account.idToken, { formData: guardianAnswers() });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: onboardingTexts.notForRole });
    expect(await storedProfile(account.uid)).toMatchObject({ onboardingCompleted: false });
  });

  it("stores a Guardian's wizard answers sent in formData and completes the onboarding", async () => {
    const account = await signedInAccount('Guardian');
    const answers = guardianAnswers();
    const answer = await put(path, account.idToken, { formData: answers });

    expect(answer.status).toBe(200);
    const { message, user } = apiRoutes.completeOnboarding.response.parse(answer.body);
    expect(message).toBe(apiTexts.onboardingCompleted);
    expect(user).toMatchObject({ id: account.uid, onboardingCompleted: true });
    const { lockboxCode: _noCode, ...storedAnswers } = answers;
    expect(await storedProfile(account.uid)).toMatchObject({ onboardingCompleted: true, onboarding: storedAnswers });
  });

  it("accepts an Executor's answers sent as plain fields (the dashboard's variant)", async () => {
    const account = await signedInAccount('Executor');
    const answers = guardianAnswers({
      keyPickupMethod: 'lockbox',
      lockboxCode: '4821',
      pickupDate: '',
      pickupTime: '',
    });
    const answer = await put(path, account.idToken, answers);

    expect(answer.status).toBe(200);
    expect(await storedProfile(account.uid)).toMatchObject({
      onboardingCompleted: true,
      onboarding: { keyPickupMethod: 'lockbox', fullName: 'Alice Guardian' },
    });
    // The code is sealed with the property (lockbox.test.ts), never kept in the profile's answers.
    expect((await storedProfile(account.uid))['onboarding']).not.toHaveProperty('lockboxCode');
  });

  it.each([
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
  ] as const)('refuses the wizard without %s and leaves onboarding open', async (field) => {
    const account = await signedInAccount('Guardian');
    const answers = withoutField(guardianAnswers(), field);
    const answer = await put(path, account.idToken, { formData: answers });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: errorsTexts.validation });
    expect(failedFields(answer)).toEqual([`formData.${field}`]);
    expect(await storedProfile(account.uid)).toMatchObject({ onboardingCompleted: false });
    expect(await storedProfile(account.uid)).not.toHaveProperty('onboarding');
  });

  it('refuses a bad e-mail, an unconfirmed identity, a past or unoffered pickup, and a lockbox without code', async () => {
    const account = await signedInAccount('Guardian');
    const cases = [
      { answers: guardianAnswers({ email: 'alice-at-example' }), message: validationTexts.invalidEmail },
      { answers: guardianAnswers({ identityVerified: false }), message: validationTexts.identityConfirmRequired },
      {
        answers: guardianAnswers({ pickupDate: addDaysIso(serverTodayIsoDate(), -1) }),
        message: validationTexts.dateInPast,
      },
      { answers: guardianAnswers({ pickupTime: '09:30' }), message: validationTexts.chooseTimeSlot },
      {
        answers: guardianAnswers({ keyPickupMethod: 'lockbox', lockboxCode: '' }),
        message: onboardingTexts.guardian.lockboxCodeRequired,
      },
    ];
    for (const { answers, message } of cases) {
      const answer = await put(path, account.idToken, { formData: answers });
      expect(answer.status).toBe(400);
      expect((answer.body as { errors: { message: string }[] }).errors.map((error) => error.message)).toEqual([
        message,
      ]);
    }
    expect(await storedProfile(account.uid)).toMatchObject({ onboardingCompleted: false });
  });

  it("stores a company user's details (an Admin) and completes the onboarding", async () => {
    const account = await signedInAccount('Admin');
    const details = {
      companyName: 'Estate Ops LLC',
      companyAddress: '1 Main Street',
      city: 'Springfield',
      contactPersonFirstName: 'Ada',
      contactPersonLastName: 'Admin',
    };
    const answer = await put(path, account.idToken, details);
    expect(answer.status).toBe(200);
    expect(await storedProfile(account.uid)).toMatchObject({ ...details, onboardingCompleted: true });

    const incomplete = await put(path, account.idToken, { ...details, companyName: '' });
    expect(incomplete.status).toBe(400);
    expect(failedFields(incomplete)).toEqual(['companyName']);
  });

  it('answers 404 to a signed-in user without a profile', async () => {
    const account = await createAccountWithRole('Guardian');
    const answer = await put(path, account.idToken, { formData: guardianAnswers() });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: errorsTexts.userNotFound });
  });
});

describe('PUT /api/user/onboarding/agent/complete', () => {
  const path = '/api/user/onboarding/agent/complete';

  it('answers 401 without a token and 403 to other roles', async () => {
    expect((await put(path, undefined, { formData: agentAnswers() })).status).toBe(401);
    for (const role of ['Guardian', 'Attorney', 'Admin'] as const) {
      const account = await signedInAccount(role);
      const answer = await put(path, account.idToken, { formData: agentAnswers() });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: errorsTexts.forbidden });
    }
  });

  it("stores the agent's profile and completes the onboarding", async () => {
    const account = await signedInAccount('Agent');
    const answer = await put(path, account.idToken, { formData: agentAnswers() });

    expect(answer.status).toBe(200);
    const { user } = apiRoutes.completeAgentOnboarding.response.parse(answer.body);
    expect(user.onboardingCompleted).toBe(true);
    expect(await storedProfile(account.uid)).toMatchObject({
      onboardingCompleted: true,
      agentProfile: {
        licenseNumber: 'IL-475.123456',
        yearsExperience: 11,
        serviceCounties: ['Sangamon', 'Menard'],
        specialties: ['Probate Properties', 'Estate Sales'],
        contactPreference: 'both',
        agreeToTerms: true,
      },
    });
  });

  it.each([
    'address',
    'city',
    'state',
    'zipCode',
    'phone',
    'licenseNumber',
    'licenseState',
    'licenseExpiration',
    'yearsExperience',
    'brokerageName',
  ] as const)('refuses the profile without %s', async (field) => {
    const account = await signedInAccount('Agent');
    const answers = withoutField(agentAnswers(), field);
    const answer = await put(path, account.idToken, { formData: answers });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: [{ path: `formData.${field}`, message: onboardingTexts.agent.requiredFields }],
    });
    expect(await storedProfile(account.uid)).toMatchObject({ onboardingCompleted: false });
  });

  it('refuses no county, no specialty, unaccepted terms and years beyond 50', async () => {
    const account = await signedInAccount('Agent');
    const cases = [
      { answers: agentAnswers({ serviceCounties: [] }), path: 'formData.serviceCounties' },
      { answers: agentAnswers({ specialties: [] }), path: 'formData.specialties' },
      { answers: agentAnswers({ agreeToTerms: false }), path: 'formData.agreeToTerms' },
      { answers: agentAnswers({ yearsExperience: 51 }), path: 'formData.yearsExperience' },
    ];
    for (const { answers, path: field } of cases) {
      const answer = await put(path, account.idToken, { formData: answers });
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual([field]);
    }
    expect(await storedProfile(account.uid)).toMatchObject({ onboardingCompleted: false });
  });
});

describe('PUT /api/user/onboarding/attorney/complete', () => {
  const path = '/api/user/onboarding/attorney/complete';

  it("answers 401 without a token and 403 'You do not have attorney privileges' to every other role, an admin's included, storing nothing", async () => {
    expect((await put(path, undefined, { formData: attorneyAnswers() })).status).toBe(401);
    for (const role of ['Guardian', 'Agent', 'Admin'] as const) {
      const account = await signedInAccount(role);
      const answer = await put(path, account.idToken, { formData: attorneyAnswers() });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: authTexts.notAttorney });
      expect(await storedProfile(account.uid)).not.toHaveProperty('attorneyProfile');
    }
  });

  it.each(['Attorney'] as const)('stores the attorney profile of an %s and completes the onboarding', async (role) => {
    const account = await signedInAccount(role);
    const answer = await put(path, account.idToken, { formData: attorneyAnswers() });

    expect(answer.status).toBe(200);
    const { user } = apiRoutes.completeAttorneyOnboarding.response.parse(answer.body);
    expect(user.onboardingCompleted).toBe(true);
    expect(user.attorneyProfile?.barNumber).toBe('IL-6300123');
    expect(await storedProfile(account.uid)).toMatchObject({
      onboardingCompleted: true,
      attorneyProfile: {
        specialization: 'Probate',
        barNumber: 'IL-6300123',
        yearsOfExperience: 14,
        biography: 'Probate and guardianship practice.',
        hourlyRate: 275.5,
        practiceAreas: ['Probate', 'Guardianship'],
        availability: [{ day: 'Tuesday', startTime: '09:00', endTime: '12:30' }],
      },
    });
  });

  it.each(['specialization', 'barNumber', 'yearsOfExperience', 'biography', 'hourlyRate'] as const)(
    'refuses the form without %s',
    async (field) => {
      const account = await signedInAccount('Attorney');
      const answers = withoutField(attorneyAnswers(), field);
      const answer = await put(path, account.idToken, { formData: answers });
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual([`formData.${field}`]);
      expect(await storedProfile(account.uid)).toMatchObject({ onboardingCompleted: false });
      expect(await storedProfile(account.uid)).not.toHaveProperty('attorneyProfile');
    },
  );
});

describe('PUT /api/users/update-attorney-profile', () => {
  const path = '/api/users/update-attorney-profile';

  it('answers 401 without a token and 403 to a Guardian', async () => {
    expect((await put(path, undefined, attorneyAnswers())).status).toBe(401);
    const guardian = await signedInAccount('Guardian');
    expect((await put(path, guardian.idToken, attorneyAnswers())).status).toBe(403);
  });

  it('refuses a negative rate, a rate with three decimals and an availability row that ends before it starts', async () => {
    const account = await signedInAccount('Attorney');
    const cases = [
      {
        body: attorneyAnswers({ hourlyRate: -1 }),
        field: 'hourlyRate',
        message: validationTexts.mustBeNonNegative,
      },
      {
        body: attorneyAnswers({ hourlyRate: 100.005 }),
        field: 'hourlyRate',
        message: validationTexts.hourlyRateStep,
      },
      {
        body: attorneyAnswers({ availability: [{ day: 'Monday', startTime: '17:00', endTime: '09:00' }] }),
        field: 'availability.0.endTime',
        message: validationTexts.endAfterStart,
      },
    ];
    for (const { body, field, message } of cases) {
      const answer = await put(path, account.idToken, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: [{ path: field, message }] });
    }
    expect(await storedProfile(account.uid)).not.toHaveProperty('attorneyProfile');
  });

  it('saves the onboarding form sent without formData, which /api/users/me then answers', async () => {
    const account = await signedInAccount('Attorney');
    const answer = await put(
      path,
      account.idToken,
      attorneyAnswers({ practiceAreas: ['Elder Law'], hourlyRate: '300' }),
    );
    expect(answer.status).toBe(200);
    expect(apiRoutes.updateAttorneyOnboardingProfile.response.parse(answer.body).message).toBe(
      apiTexts.attorneyProfileUpdated,
    );

    const me = apiRoutes.me.response.parse((await callApi(apiPath(apiRoutes.me), { token: account.idToken })).body);
    expect(me).toMatchObject({
      role: 'Attorney',
      onboardingCompleted: true,
      attorneyProfile: { practiceAreas: ['Elder Law'], hourlyRate: 300, barNumber: 'IL-6300123' },
    });
  });
});
