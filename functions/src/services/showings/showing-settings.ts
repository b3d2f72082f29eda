import {
  canChangeShowingSettings,
  DEFAULT_SHOWING_SETTINGS,
  DomainError,
  type ShowingSettings,
} from '@estatekey/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { RoleCaller } from '../../lib/caller';
import { showingSettingsCollection } from '../../lib/collections';
import { getVisibleProperty } from '../properties/properties';

/** The property's showing settings (inside `transaction` when given); the defaults when none were ever saved. */
export async function readShowingSettings(
  db: Firestore,
  propertyId: string,
  transaction?: Transaction,
): Promise<ShowingSettings> {
  const ref = showingSettingsCollection(db).doc(propertyId);
  const stored = (transaction ? await transaction.get(ref) : await ref.get()).data();
  if (!stored) return DEFAULT_SHOWING_SETTINGS;
  const { id: _id, ...settings } = stored;
  return settings;
}

/** Any member of the property reads them; others answer 404. Serves `GET /api/properties/{id}/showing-settings`. */
export async function getShowingSettings(db: Firestore, caller: RoleCaller, propertyId: string) {
  await getVisibleProperty(db, caller, propertyId);
  return await readShowingSettings(db, propertyId);
}

/**
 * The owner, a 'manage' share or an admin replaces them (SHOWING_ACCESS.changeShowingSettings); a 'view' share gets 403.
 * Serves `PUT /api/properties/{id}/showing-settings`.
 */
export async function saveShowingSettings(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
  settings: ShowingSettings,
): Promise<ShowingSettings> {
  const { property } = await getVisibleProperty(db, caller, propertyId);
  if (!canChangeShowingSettings({ role: caller.role, uid: caller.uid, property })) throw DomainError.forbidden();
  await showingSettingsCollection(db)
    .doc(propertyId)
    .set({ id: propertyId, ...settings });
  return settings;
}
