import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  normalizeSearchTokens,
  PROFILE_CLIENT_EDITABLE_FIELDS,
  PROFILE_PRIVILEGED_FIELDS,
  userProfileSchema,
  type UserProfile,
} from '@estatekey/domain';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc, type UpdateData } from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Persona } from '@estatekey/emulators/personas';
import {
  firestoreAs,
  firestoreSignedOut,
  firestoreUnverifiedAs,
  FIXTURE_TIME,
  PERSONAS,
  seedDocuments,
  startRulesTestEnvironment,
} from './harness.ts';

const env = await startRulesTestEnvironment();
afterAll(() => env.cleanup());

function profileOf(persona: Persona): Omit<UserProfile, 'id'> {
  const { id: _id, ...profile } = userProfileSchema.parse({
    id: persona.uid,
    firstName: persona.firstName,
    lastName: persona.lastName,
    email: persona.email,
    role: persona.role,
    emailVerified: true,
    onboardingCompleted: true,
    phone: persona.phone,
    searchTokens: normalizeSearchTokens(persona),
    createdAt: FIXTURE_TIME,
  });
  return profile;
}

const alicePath = `users/${PERSONAS.alice.uid}`;

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocuments(env, {
    [alicePath]: profileOf(PERSONAS.alice),
    [`users/${PERSONAS.eve.uid}`]: profileOf(PERSONAS.eve),
    [`users/${PERSONAS.alice.uid}/private/secrets`]: { smtpPassword: 'v1:ciphertext' },
  });
});

describe('who reads a profile', () => {
  it('a user may read her own profile', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, PERSONAS.alice), alicePath)));
  });

  it('a user may not read someone else’s profile', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, PERSONAS.eve), alicePath)));
    await assertFails(getDoc(doc(firestoreAs(env, PERSONAS.aaron), alicePath)));
  });

  it('an admin may read any profile', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, PERSONAS.ada), alicePath)));
  });

  it('before verifying her e-mail a user reads her own profile, and an admin no one else’s (DESIGN §5)', async () => {
    await assertSucceeds(getDoc(doc(firestoreUnverifiedAs(env, PERSONAS.alice), alicePath)));
    await assertFails(getDoc(doc(firestoreUnverifiedAs(env, PERSONAS.ada), alicePath)));
  });

  it('a signed-out visitor may not read a profile', async () => {
    await assertFails(getDoc(doc(firestoreSignedOut(env), alicePath)));
  });
});

describe('own profile edits are limited to PROFILE_CLIENT_EDITABLE_FIELDS', () => {
  const validValue: Record<(typeof PROFILE_CLIENT_EDITABLE_FIELDS)[number], unknown> = {
    firstName: 'Alicia',
    lastName: 'Guardian-Smith',
    phone: '(555) 010-2999',
    companyName: 'Guardian Estates',
    kvkNumber: '12345678',
    companyAddress: '5 Court Square',
    postalCode: '62701',
    city: 'Springfield',
    contactPersonFirstName: 'Alice',
    contactPersonLastName: 'Guardian',
    companyPhone: '(555) 010-2100',
    companyWebsite: 'https://guardian-estates.example.com',
    smtpHost: 'smtp.example.com',
    smtpPort: 587,
    smtpUser: 'alice@example.com',
    updatedAt: serverTimestamp(),
  };

  for (const field of PROFILE_CLIENT_EDITABLE_FIELDS) {
    it(`a user may change her own ${field}`, async () => {
      const db = firestoreAs(env, PERSONAS.alice);
      await assertSucceeds(updateDoc(doc(db, alicePath), { [field]: validValue[field] }));
    });
  }

  it('a user may edit her own profile before verifying her e-mail (DESIGN §5)', async () => {
    const db = firestoreUnverifiedAs(env, PERSONAS.alice);
    await assertSucceeds(updateDoc(doc(db, alicePath), { phone: '(555) 010-2998', updatedAt: serverTimestamp() }));
  });

  it('the saved edit is what the user reads back', async () => {
    const db = firestoreAs(env, PERSONAS.alice);
    await assertSucceeds(updateDoc(doc(db, alicePath), { phone: '(555) 010-2999', updatedAt: serverTimestamp() }));
    const snapshot = await assertSucceeds(getDoc(doc(db, alicePath)));
    expect(snapshot.get('phone')).toBe('(555) 010-2999');
  });

  const privilegedValue: Record<(typeof PROFILE_PRIVILEGED_FIELDS)[number], unknown> = {
    email: 'alice.new@example.com',
    role: 'Admin',
    plan: 'yearly',
    emailVerified: false,
    onboardingCompleted: false,
    attorneyProfile: { barNumber: 'FAKE' },
    agentProfile: { licenseNumber: 'FAKE' },
    onboarding: { identityVerified: true },
    searchTokens: ['ad', 'ada'],
    smtpPasswordSet: true,
    tokensRevokedAt: 0,
    createdAt: serverTimestamp(),
  };

  for (const field of PROFILE_PRIVILEGED_FIELDS) {
    it(`a user may not change her own ${field}`, async () => {
      await assertFails(
        updateDoc(doc(firestoreAs(env, PERSONAS.alice), alicePath), { [field]: privilegedValue[field] }),
      );
    });
  }

  it('a user may not store an SMTP password on her profile (it is write-only through the API)', async () => {
    await assertFails(updateDoc(doc(firestoreAs(env, PERSONAS.alice), alicePath), { smtpPassword: 'hunter22' }));
  });

  it('a privileged field spoils an otherwise allowed edit', async () => {
    await assertFails(
      updateDoc(doc(firestoreAs(env, PERSONAS.alice), alicePath), { phone: '(555) 010-2999', role: 'Admin' }),
    );
  });

  const invalidEdits: Record<string, UpdateData<Record<string, unknown>>> = {
    'an empty first name': { firstName: '' },
    'a first name that is not text': { firstName: 42 },
    'an SMTP port that is not a number': { smtpPort: '587' },
    'an SMTP port out of range': { smtpPort: 70000 },
    'a company name over 300 characters': { companyName: 'x'.repeat(301) },
    'an updatedAt that is not the server time': { updatedAt: new Date('2020-01-01T00:00:00Z') },
  };
  for (const [description, edit] of Object.entries(invalidEdits)) {
    it(`a user may not save ${description}`, async () => {
      await assertFails(updateDoc(doc(firestoreAs(env, PERSONAS.alice), alicePath), edit));
    });
  }

  it('a user may not edit someone else’s profile', async () => {
    await assertFails(updateDoc(doc(firestoreAs(env, PERSONAS.eve), alicePath), { phone: '(555) 010-0001' }));
  });

  it('an admin may not edit a profile directly (admin changes go through the API)', async () => {
    await assertFails(updateDoc(doc(firestoreAs(env, PERSONAS.ada), alicePath), { phone: '(555) 010-0001' }));
  });

  it('a new account may not create its own profile (registration does)', async () => {
    const newcomer = { uid: 'newcomer', role: 'Guardian' as const };
    await assertFails(
      setDoc(doc(firestoreAs(env, newcomer), 'users/newcomer'), {
        ...profileOf(PERSONAS.alice),
        email: 'new@example.com',
      }),
    );
  });

  it('a user may not delete her own profile', async () => {
    await assertFails(deleteDoc(doc(firestoreAs(env, PERSONAS.alice), alicePath)));
  });
});

describe('the private subcollection is closed even to its owner', () => {
  const secretsPath = `users/${PERSONAS.alice.uid}/private/secrets`;

  it('the owner may not read her secrets', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, PERSONAS.alice), secretsPath)));
  });

  it('the owner may not write her secrets', async () => {
    await assertFails(setDoc(doc(firestoreAs(env, PERSONAS.alice), secretsPath), { smtpPassword: 'plain' }));
  });

  it('an admin may not read anyone’s secrets', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, PERSONAS.ada), secretsPath)));
  });
});
