import {
  commonTexts,
  DomainError,
  errorsTexts,
  fullName,
  normalizeSearchTokens,
  type ProfileUpdate,
  type Role,
  type UserProfile,
  type UserResponse,
} from '@estatekey/domain';
import { FieldValue, type Firestore, type UpdateData } from 'firebase-admin/firestore';
import { usersCollection, userSecretsDoc } from '../../lib/collections';
import { sealSecret } from '../../lib/secret-box';
import type { Caller } from '../../lib/caller';

export async function getUserProfileById(db: Firestore, uid: string): Promise<UserProfile | undefined> {
  const snapshot = await usersCollection(db).doc(uid).get();
  return snapshot.data();
}

/** The name an action of the caller shows (an upload, a document view): the profile's name, else the e-mail, else 'User'. */
export async function callerDisplayName(
  db: Firestore,
  caller: { readonly uid: string; readonly email: string | null },
): Promise<string> {
  const profile = await getUserProfileById(db, caller.uid);
  return (profile ? fullName(profile) : '') || caller.email || commonTexts.user;
}

/** The profiles of `uids` (repeats read once) in one round trip, by uid; accounts without a profile are absent. */
export async function getUserProfilesByIds(db: Firestore, uids: Iterable<string>): Promise<Map<string, UserProfile>> {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Map();
  // The references carry the user converter, which parses each profile; getAll's typing just does not say so.
  const snapshots = await db.getAll(...unique.map((uid) => usersCollection(db).doc(uid)));
  return new Map(
    snapshots
      .map((snapshot) => snapshot.data())
      .filter((profile): profile is UserProfile => profile !== undefined)
      .map((profile) => [profile.id, profile] as const),
  );
}

/**
 * A profile as GET /api/user/profile and /api/users/me answer it: `_id` beside `id`, no search tokens, and the role
 * the API authorizes with (the custom claim), the profile's copy only when the token has none.
 */
export function toUserResponse(profile: UserProfile, claimRole: Role | null): UserResponse {
  const { searchTokens: _searchTokens, ...visible } = profile;
  return { ...visible, _id: profile.id, role: claimRole ?? profile.role };
}

/** The caller's profile, or 404 when the account has none. */
export async function getUserResponse(db: Firestore, caller: Pick<Caller, 'uid' | 'role'>): Promise<UserResponse> {
  const profile = await getUserProfileById(db, caller.uid);
  if (!profile) throw DomainError.notFound(errorsTexts.userNotFound);
  return toUserResponse(profile, caller.role);
}

/** The answer of a route that changed the caller's profile: what happened, and the profile as it now is. */
export async function updatedUserResponse(
  db: Firestore,
  caller: Pick<Caller, 'uid' | 'role'>,
  message: string,
): Promise<{ message: string; user: UserResponse }> {
  return { message, user: await getUserResponse(db, caller) };
}

/**
 * Updates the caller's own profile. Only the fields of `profileUpdateSchema` arrive here (e-mail and role were dropped
 * by the parse). A non-empty SMTP password is sealed into the private secrets document, and the profile only records that
 * one is set; an empty or absent one keeps the stored password.
 */
export async function updateOwnProfile(
  db: Firestore,
  uid: string,
  update: ProfileUpdate,
  encryptionKey: () => Buffer,
): Promise<void> {
  const { smtpPassword, ...fields } = update;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const sealedPassword = smtpPassword ? sealSecret(smtpPassword, encryptionKey()) : undefined;
  const profileRef = usersCollection(db).doc(uid);

  await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(profileRef)).data();
    if (!current) throw DomainError.notFound(errorsTexts.userNotFound);
    const next = { ...current, ...changes };
    const profileChanges: UpdateData<UserProfile> = {
      ...changes,
      searchTokens: normalizeSearchTokens(next),
      updatedAt: FieldValue.serverTimestamp(),
    };
    if (sealedPassword !== undefined) {
      profileChanges.smtpPasswordSet = true;
      transaction.set(
        userSecretsDoc(db, uid),
        { smtpPassword: sealedPassword, updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    transaction.update(profileRef, profileChanges);
  });
}
