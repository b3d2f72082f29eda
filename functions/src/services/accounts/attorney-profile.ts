import {
  type AttorneyProfile,
  attorneyProfileSchema,
  type AttorneyProfileUpdate,
  DomainError,
  errorsTexts,
} from '@estatekey/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { usersCollection } from '../../lib/collections';
import { getUserProfileById } from './users';
import type { RoleCaller } from '../../lib/caller';

/**
 * The caller's names, contact, role and attorney profile (null before onboarding).
 * Serves `GET /api/attorney/profile`.
 */
export async function getAttorneyProfile(db: Firestore, caller: RoleCaller) {
  const profile = await getUserProfileById(db, caller.uid);
  if (!profile) throw DomainError.notFound(errorsTexts.userNotFound);
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    role: caller.role,
    onboardingCompleted: profile.onboardingCompleted,
    attorneyProfile: profile.attorneyProfile ?? null,
  };
}

/**
 * Replaces the attorney profile (names and e-mail are not editable here); a phone number,
 * when sent, is saved on the user. Returns the stored attorney profile.
 * Serves `PUT /api/attorney/profile`.
 */
export async function updateAttorneyProfile(
  db: Firestore,
  uid: string,
  update: AttorneyProfileUpdate,
): Promise<AttorneyProfile> {
  const { phone, ...fields } = update;
  const attorneyProfile = attorneyProfileSchema.parse(fields);
  const ref = usersCollection(db).doc(uid);
  await db.runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) throw DomainError.notFound(errorsTexts.userNotFound);
    transaction.update(ref, {
      attorneyProfile,
      ...(phone !== undefined ? { phone } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return attorneyProfile;
}
