import { randomUUID } from 'node:crypto';
import {
  emptyStatusData,
  normalizeSearchTokens,
  type MilestoneKey,
  type MilestoneStatus,
  type Notification,
  type PermissionLevel,
  type Property,
  type Role,
} from '@estatekey/domain';
import { propertyFormFixture } from '@estatekey/domain/testing/fixtures';
import { Timestamp } from 'firebase-admin/firestore';
import { notificationConverter, propertyConverter } from '../../../functions/src/lib/converters';
import { adminDb } from './admin';
import { turnNotificationMailOff } from './notification-mail';

/** A uid nobody signs in with: owners and members the API never hears from. */
export function bystanderUid(label: string): string {
  return `it-${label}-${randomUUID()}`;
}

export interface PropertySeed {
  readonly ownerId: string;
  readonly sharedWith?: Readonly<Record<string, PermissionLevel>>;
  readonly statusData?: Partial<Record<MilestoneKey, MilestoneStatus>>;
  readonly createdAt?: Date;
  readonly address?: string;
}

/** Writes a property as the API would have written it (memberIds = owner + shares) and returns its id. */
export async function seedProperty(seed: PropertySeed): Promise<string> {
  const id = `it-property-${randomUUID()}`;
  const sharedWith = seed.sharedWith ?? {};
  const createdAt = Timestamp.fromDate(seed.createdAt ?? new Date());
  await adminDb
    .collection('properties')
    .doc(id)
    .set({
      ownerId: seed.ownerId,
      ...propertyFormFixture({
        address: seed.address ?? '12 Elm Street',
        contactInfo: { name: 'Integration Owner', email: 'owner@example.com', phone: '(555) 010-2000' },
      }),
      status: 'pending',
      statusData: { ...emptyStatusData(), ...seed.statusData },
      sharedWith,
      memberIds: [seed.ownerId, ...Object.keys(sharedWith)],
      caseIds: [],
      createdAt,
      updatedAt: createdAt,
      updatedBy: seed.ownerId,
    });
  return id;
}

export async function readProperty(id: string): Promise<Property | undefined> {
  return (await adminDb.collection('properties').doc(id).withConverter(propertyConverter).get()).data();
}

export async function readPropertyOrFail(id: string): Promise<Property> {
  const property = await readProperty(id);
  if (!property) throw new Error(`properties/${id} does not exist`);
  return property;
}

export interface ProfileSeed {
  readonly uid: string;
  readonly role: Role;
  readonly firstName: string;
  readonly lastName: string;
  readonly email?: string;
  /** true keeps the default e-mail preferences, so the user's notifications are mailed (turnNotificationMailOff). */
  readonly notificationMail?: boolean;
}

/** Writes `users/{uid}` with the search tokens registration writes; its notifications are not mailed unless asked. */
export async function seedProfile(seed: ProfileSeed): Promise<void> {
  const email = seed.email ?? `${seed.uid}@example.com`;
  if (!seed.notificationMail) await turnNotificationMailOff(seed.uid);
  await adminDb
    .collection('users')
    .doc(seed.uid)
    .set({
      firstName: seed.firstName,
      lastName: seed.lastName,
      email,
      role: seed.role,
      phone: '(555) 010-9999',
      onboardingCompleted: true,
      searchTokens: normalizeSearchTokens({ firstName: seed.firstName, lastName: seed.lastName, email }),
      createdAt: Timestamp.now(),
    });
}

export function notificationsOf(uid: string) {
  return adminDb.collection('users').doc(uid).collection('notifications').withConverter(notificationConverter);
}

export async function readNotifications(uid: string): Promise<Notification[]> {
  return (await notificationsOf(uid).get()).docs.map((doc) => doc.data());
}
