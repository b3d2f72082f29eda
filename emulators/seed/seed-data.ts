import { buildAppointments } from './data/appointments.ts';
import { buildCases } from './data/cases.ts';
import { buildCourtDocuments } from './data/court-documents.ts';
import { buildIntakeRequests } from './data/intake-requests.ts';
import { buildNotifications } from './data/notifications.ts';
import { buildProperties } from './data/properties.ts';
import { buildOffers } from './data/sales.ts';
import { seedClock, type SeedDocument, type SeedFile } from './data/seed-kit.ts';
import { buildShowings } from './data/showings.ts';
import { buildUsers } from './data/users.ts';

export { SEED_IDS } from './data/seed-ids.ts';
export type { SeedDocument, SeedFile } from './data/seed-kit.ts';

export interface SeedData {
  readonly documents: readonly SeedDocument[];
  readonly files: readonly SeedFile[];
}

/**
 * The demo data set. Dates are relative to `now` and anchored to fixed times of day, so re-seeding on the same day
 * writes identical documents and 'upcoming' items stay upcoming whenever the seed runs. Denormalised fields (members,
 * readers, search tokens, case names on documents) come from the domain functions the services use.
 */
export function buildSeedData(now: Date = new Date()): SeedData {
  const clock = seedClock(now);
  const relations = [...buildProperties(clock), ...buildCases(clock)];
  const courtDocuments = buildCourtDocuments(clock, relations);
  return {
    documents: [
      ...buildUsers(clock),
      ...relations,
      ...buildOffers(clock),
      ...courtDocuments.documents,
      ...buildAppointments(clock, relations),
      ...buildShowings(clock),
      ...buildNotifications(clock),
      ...buildIntakeRequests(clock),
    ],
    files: courtDocuments.files,
  };
}
