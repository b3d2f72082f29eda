import {
  canViewProperty,
  canViewPropertyPage,
  type Case,
  DomainError,
  errorsTexts,
  type PropertyOverviewResponse,
  serverTodayIsoDate,
  upcomingPropertyKeyPickups,
  upcomingPropertyShowings,
} from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import {
  appointmentsCollection,
  casesCollection,
  propertiesCollection,
  showingsCollection,
} from '../../lib/collections';
import type { RoleCaller } from '../../lib/caller';
import { listedCasesOfProperty } from '../documents/documents';
import { toPropertyResponse } from './properties';

/**
 * The property page. A property that does not exist and one the caller may not see
 * (domain `canViewPropertyPage`) answer the same 404, so its existence does not leak. Showings and key pickups are
 * those from today on (cancelled pickups left out); cases are the linked ones the caller may see listed (all of them
 * for the owner).
 * Serves `GET /api/properties/{id}/overview`.
 */
export async function getPropertyOverview(
  db: Firestore,
  caller: RoleCaller,
  propertyId: string,
): Promise<PropertyOverviewResponse> {
  // The showings and key pickups do not depend on the property's document: read at the same time as it, so the page
  // costs the property, its cases and their attorneys in turn, not two round trips more. From today on only, so a
  // property's page does not read its whole history (indexes showings and appointments (propertyId, date, time)).
  const today = serverTodayIsoDate();
  const schedule = Promise.all([
    showingsCollection(db)
      .where('propertyId', '==', propertyId)
      .where('date', '>=', today)
      .orderBy('date')
      .orderBy('startTime')
      .get(),
    appointmentsCollection(db)
      .where('propertyId', '==', propertyId)
      .where('date', '>=', today)
      .orderBy('date')
      .orderBy('time')
      .get(),
  ]);
  // Awaited below; a 404 answered first leaves it unawaited, and its failure then must not end the process.
  schedule.catch(() => undefined);
  const property = (await propertiesCollection(db).doc(propertyId).get()).data();
  if (!property) throw DomainError.notFound(errorsTexts.propertyNotFound);
  const caseSnapshots =
    property.caseIds.length === 0
      ? []
      : await db.getAll(...property.caseIds.map((caseId) => casesCollection(db).doc(caseId)));
  const cases = caseSnapshots.map((snapshot) => snapshot.data()).filter((found): found is Case => found !== undefined);
  const actor = { role: caller.role, uid: caller.uid, property };
  if (!canViewPropertyPage(actor, cases)) throw DomainError.notFound(errorsTexts.propertyNotFound);

  const [[showings, appointments], listedCases] = await Promise.all([
    schedule,
    listedCasesOfProperty(db, caller, property, cases),
  ]);
  return {
    property: toPropertyResponse(property),
    member: canViewProperty(actor),
    showings: upcomingPropertyShowings(
      showings.docs.map((doc) => doc.data()),
      today,
    ),
    keyPickups: upcomingPropertyKeyPickups(
      appointments.docs.map((doc) => doc.data()),
      today,
    ),
    cases: listedCases,
  };
}
