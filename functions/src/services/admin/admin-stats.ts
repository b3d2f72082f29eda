import {
  OPEN_INTAKE_STATUSES,
  PROPERTY_REVIEW_STATUSES,
  ROLES,
  type AdminStats,
  type PropertyReviewStatus,
  type Role,
} from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { intakeRequestsCollection, propertiesCollection, usersCollection } from '../../lib/collections';

/** Count queries only: the server reads no documents, however many users and properties there are. */
async function countsBy<Key extends string>(
  keys: readonly Key[],
  count: (key: Key) => Promise<number>,
): Promise<Record<Key, number>> {
  const counts = await Promise.all(keys.map(async (key) => [key, await count(key)] as const));
  return Object.fromEntries(counts) as Record<Key, number>;
}

/** Users by role, properties by review status, intake requests still open. Serves `GET /api/admin/stats`. */
export async function adminStats(db: Firestore): Promise<AdminStats> {
  const [usersByRole, propertiesByStatus, openIntake] = await Promise.all([
    countsBy<Role>(
      ROLES,
      async (role) => (await usersCollection(db).where('role', '==', role).count().get()).data().count,
    ),
    countsBy<PropertyReviewStatus>(
      PROPERTY_REVIEW_STATUSES,
      async (status) => (await propertiesCollection(db).where('status', '==', status).count().get()).data().count,
    ),
    intakeRequestsCollection(db)
      .where('status', 'in', [...OPEN_INTAKE_STATUSES])
      .count()
      .get(),
  ]);
  return { usersByRole, propertiesByStatus, openIntake: openIntake.data().count };
}
