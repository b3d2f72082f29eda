import type { UserProfile } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { usersCollection } from '../lib/collections';

export async function getUserProfileById(db: Firestore, uid: string): Promise<UserProfile | undefined> {
  const snapshot = await usersCollection(db).doc(uid).get();
  return snapshot.data();
}
