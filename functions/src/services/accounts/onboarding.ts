import {
  type AgentProfile,
  type AttorneyOnboarding,
  type CompanyOnboarding,
  DomainError,
  errorsTexts,
  fullName,
  type GuardianOnboarding,
  keyCustodyTexts,
  notificationContentTexts,
  onboardingTexts,
  paths,
  type UserProfile,
} from '@estatekey/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { usersCollection } from '../../lib/collections';
import { createKeyPickupIn } from '../appointments/appointments';
import { addNotificationIn } from '../notifications/notifications';
import { writeLockboxCodeIn } from '../properties/lockbox';
import { appendCustodyEntry, lockboxChangeEntry } from '../properties/custody-log';
import {
  onboardingKeyPickup,
  onboardingLockboxCode,
  onboardingPropertyDetails,
  onboardingPropertyForm,
  storedOnboardingAnswers,
} from './onboarding-outcome';
import { createPropertyIn, propertyAddressLine } from '../properties/properties';

/**
 * Applies `changes` to an existing profile and marks onboarding completed, inside `transaction`; 404 when the account
 * has no profile. Reads first, as transactions require, so callers may add their own reads before calling it.
 */
export async function completeOnboardingIn(
  transaction: Transaction,
  db: Firestore,
  uid: string,
  changes: Partial<Omit<UserProfile, 'id' | 'onboardingCompleted' | 'updatedAt'>>,
): Promise<UserProfile> {
  const profileRef = usersCollection(db).doc(uid);
  const profile = (await transaction.get(profileRef)).data();
  if (!profile) throw DomainError.notFound(errorsTexts.userNotFound);
  transaction.update(profileRef, { ...changes, onboardingCompleted: true, updatedAt: FieldValue.serverTimestamp() });
  return profile;
}

/**
 * The Guardian/Executor wizard's completion (PUT /api/user/onboarding/complete with formData). Everything the
 * completion writes happens in this one transaction, so a failure leaves the account not onboarded; the property and
 * key pickup the answers describe (DESIGN §8) are written here by the property and appointment services. A lockbox
 * code is sealed with `lockboxKey` into the property's private document; neither the property nor the profile keeps it.
 */
export async function completeGuardianOnboarding(
  db: Firestore,
  uid: string,
  answers: GuardianOnboarding,
  lockboxKey: () => Buffer,
): Promise<void> {
  const lockboxCode = onboardingLockboxCode(answers);
  // Derived before the transaction so a missing key fails before anything is written.
  const key = lockboxCode === '' ? undefined : lockboxKey();
  await db.runTransaction(async (transaction) => {
    const before = await completeOnboardingIn(transaction, db, uid, { onboarding: storedOnboardingAnswers(answers) });
    // A second completion (a double submit) would create the property and the pickup twice.
    if (before.onboardingCompleted) throw DomainError.conflict(onboardingTexts.alreadyCompleted);
    const form = onboardingPropertyForm(answers);
    const propertyId = createPropertyIn(transaction, db, uid, form, onboardingPropertyDetails(answers));
    if (key !== undefined) {
      writeLockboxCodeIn(transaction, db, propertyId, lockboxCode, key, uid);
      const actorName = fullName(before) || keyCustodyTexts.someone;
      await appendCustodyEntry(db, propertyId, lockboxChangeEntry('lockboxCodeSet', uid, actorName), { transaction });
    }
    addNotificationIn(transaction, db, uid, {
      ...notificationContentTexts.propertySubmitted(propertyAddressLine(form)),
      category: 'property',
      link: paths.submitProperty,
    });
    const pickup = onboardingKeyPickup(answers, propertyId);
    if (pickup) createKeyPickupIn(transaction, db, uid, pickup);
  });
}

/** The dashboard's company-details onboarding of company users (spec part 1 §4), sent as plain fields. */
export async function completeCompanyOnboarding(db: Firestore, uid: string, details: CompanyOnboarding): Promise<void> {
  await db.runTransaction(async (transaction) => {
    await completeOnboardingIn(transaction, db, uid, { ...details });
  });
}

/** Completes an agent's onboarding with their agent profile. Serves `PUT /api/user/onboarding/agent/complete`. */
export async function completeAgentOnboarding(db: Firestore, uid: string, agentProfile: AgentProfile): Promise<void> {
  await db.runTransaction(async (transaction) => {
    await completeOnboardingIn(transaction, db, uid, { agentProfile });
  });
}

/**
 * Completes (or updates) an attorney's onboarding with their attorney profile.
 * Serves `PUT /api/user/onboarding/attorney/complete` and `PUT /api/users/update-attorney-profile`.
 */
export async function completeAttorneyOnboarding(
  db: Firestore,
  uid: string,
  attorneyProfile: AttorneyOnboarding,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    await completeOnboardingIn(transaction, db, uid, { attorneyProfile });
  });
}
