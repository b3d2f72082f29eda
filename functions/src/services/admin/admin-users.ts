import {
  adminTexts,
  type AdminUser,
  type AdminUsersQuery,
  DomainError,
  errorsTexts,
  fullName,
  normalizeSearchQuery,
  type Role,
  ROLE_LABELS,
  type UserProfile,
} from '@estatekey/domain';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { usersCollection } from '../../lib/collections';
import { readAdminPage } from './admin-pages';
import { recordAudit } from '../../lib/audit-log';
import { revokeCalendarFeeds } from '../appointments/calendar-feed';
import { recordTokensRevokedAt, revokeSessions } from '../accounts/session-revocation';

/** What user management needs of the Admin SDK's Auth. */
export type AdminUserAuth = Pick<
  Auth,
  'getUser' | 'getUsers' | 'setCustomUserClaims' | 'updateUser' | 'revokeRefreshTokens'
>;

export interface AdminUserServices {
  readonly auth: AdminUserAuth;
  readonly db: Firestore;
}

/** A Manage Users row: the profile's name and role, Auth's verified and disabled flags (Auth is the truth for both). */
function toAdminUser(profile: UserProfile, record: UserRecord | undefined): AdminUser {
  return {
    _id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    role: profile.role,
    emailVerified: record?.emailVerified ?? profile.emailVerified,
    onboardingCompleted: profile.onboardingCompleted,
    disabled: record?.disabled ?? false,
    createdAt: profile.createdAt,
  };
}

/** Newest first, by role and/or name or e-mail prefix (the profiles' search tokens). Serves `GET /api/admin/users`. */
export async function listUsersForAdmin(
  { auth, db }: AdminUserServices,
  query: AdminUsersQuery,
): Promise<{ users: AdminUser[]; nextPageToken: string | null }> {
  const collection = usersCollection(db);
  let filtered = collection.orderBy('createdAt', 'desc');
  if (query.role !== undefined) filtered = filtered.where('role', '==', query.role);
  if (query.query !== undefined) {
    filtered = filtered.where('searchTokens', 'array-contains', normalizeSearchQuery(query.query));
  }
  const page = await readAdminPage(collection, filtered, query);
  const profiles = page.items;
  const records = profiles.length === 0 ? [] : (await auth.getUsers(profiles.map(({ id }) => ({ uid: id })))).users;
  const recordsByUid = new Map(records.map((record) => [record.uid, record]));
  return {
    users: profiles.map((profile) => toAdminUser(profile, recordsByUid.get(profile.id))),
    nextPageToken: page.nextPageToken,
  };
}

async function requireUserProfile(db: Firestore, uid: string): Promise<UserProfile> {
  const profile = (await usersCollection(db).doc(uid).get()).data();
  if (!profile) throw DomainError.notFound(errorsTexts.userNotFound);
  return profile;
}

async function adminUser({ auth, db }: AdminUserServices, uid: string): Promise<AdminUser> {
  return toAdminUser(await requireUserProfile(db, uid), await auth.getUser(uid));
}

/**
 * The `role` claim and the profile's role together, then every session of the user
 * revoked, so the old ID token is refused on the next request by the API (authenticate checks revocation) and by the
 * rules (the profile's revocation time), and the next sign-in carries the new role. An admin never changes their own
 * role (409). The profile's role change resyncs the reader lists of documents (syncReadersOnUserUpdated).
 * Serves `PUT /api/admin/users/{id}/role`.
 */
export async function changeUserRole(
  services: AdminUserServices,
  adminUid: string,
  uid: string,
  role: Role,
): Promise<{ message: string; user: AdminUser }> {
  const { auth, db } = services;
  if (uid === adminUid) throw DomainError.conflict(adminTexts.errors.selfRoleChange);
  const profile = await requireUserProfile(db, uid);
  const record = await auth.getUser(uid);
  const previousClaims = record.customClaims ?? {};
  await auth.setCustomUserClaims(uid, { ...previousClaims, role });
  try {
    await db.runTransaction(async (transaction) => {
      transaction.update(usersCollection(db).doc(uid), { role, updatedAt: FieldValue.serverTimestamp() });
      await recordAudit(
        db,
        {
          actorId: adminUid,
          action: 'user.roleChanged',
          targetType: 'user',
          targetId: uid,
          details: { from: profile.role, to: role },
        },
        { transaction },
      );
    });
  } catch (error) {
    // Claim and profile change together: a profile that could not be written puts the claim back.
    await auth.setCustomUserClaims(uid, previousClaims);
    throw error;
  }
  await revokeSessions(services, uid);
  const user = await adminUser(services, uid);
  return { message: adminTexts.success.roleChanged(fullName(user), ROLE_LABELS[role]), user };
}

/**
 * Auth refuses a disabled user's sign-in, revoking the sessions ends those already
 * open (API and rules), and the user's calendar feed links are deleted (a feed answers without a session). Enabling
 * copies the revocation time back for the rules. An admin never disables themselves (409).
 * Serves `PUT /api/admin/users/{id}/disabled`.
 */
export async function setUserDisabled(
  services: AdminUserServices,
  adminUid: string,
  uid: string,
  disabled: boolean,
): Promise<{ message: string; user: AdminUser }> {
  const { auth, db } = services;
  if (uid === adminUid && disabled) throw DomainError.conflict(adminTexts.errors.selfDisable);
  await requireUserProfile(db, uid);
  await auth.updateUser(uid, { disabled });
  if (disabled) {
    await revokeSessions(services, uid);
    await revokeCalendarFeeds(db, uid);
  } else {
    await recordTokensRevokedAt(services, uid);
  }
  await recordAudit(db, {
    actorId: adminUid,
    action: disabled ? 'user.disabled' : 'user.enabled',
    targetType: 'user',
    targetId: uid,
  });
  const user = await adminUser(services, uid);
  const name = fullName(user);
  return { message: disabled ? adminTexts.success.disabled(name) : adminTexts.success.enabled(name), user };
}
