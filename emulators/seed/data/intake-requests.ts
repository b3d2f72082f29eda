import {
  auditLogSchema,
  intakeRequestSchema,
  KEY_PICKUP_TYPE,
  PUBLIC_APPOINTMENT_DURATION_MINUTES,
} from '@estatekey/domain';
import { PERSONAS } from '@estatekey/emulators/personas';
import { entity, type SeedClock, type SeedDocument } from './seed-kit.ts';
import { SEED_IDS } from './seed-ids.ts';

/** Public submissions waiting for an admin, and the audit entry of Alice sharing 12 Elm Street. */
export function buildIntakeRequests(clock: SeedClock): SeedDocument[] {
  const { alice, aaron } = PERSONAS;
  const ids = SEED_IDS;
  return [
    entity(intakeRequestSchema, 'intakeRequests', `intakeRequests/${ids.intakeRequests.property}`, {
      kind: 'property',
      status: 'new',
      payload: {
        propertyAddress: '27 Birch Lane',
        propertyCity: 'Decatur',
        propertyState: 'IL',
        propertyZip: '62521',
        propertyType: 'residential',
        propertyCondition: 'fair',
        contactName: 'Morgan Heir',
        contactEmail: 'morgan.heir@example.com',
        contactPhone: '(555) 010-7100',
        additionalInfo: 'Inherited from my father; probate opened last month.',
      },
      createdAt: clock.at(0, '03:00'),
    }),
    entity(intakeRequestSchema, 'intakeRequests', `intakeRequests/${ids.intakeRequests.keyPickup}`, {
      kind: 'keyPickup',
      status: 'contacted',
      payload: {
        appointmentDate: clock.dateIn(4),
        appointmentTime: '11:00',
        appointmentType: KEY_PICKUP_TYPE,
        duration: PUBLIC_APPOINTMENT_DURATION_MINUTES,
        details: 'My late aunt’s house; the neighbour has a spare key.',
        needsCleanout: true,
        contactName: 'Grace Holloway',
        contactEmail: 'grace.holloway@example.com',
        contactPhone: '(555) 010-7000',
      },
      targetId: ids.appointments.publicRequest,
      createdAt: clock.at(-1, '18:20'),
    }),
    entity(auditLogSchema, 'auditLog', 'auditLog/seed-audit-elm-shared', {
      actorId: alice.uid,
      action: 'property.shared',
      targetType: 'property',
      targetId: ids.properties.elm,
      at: clock.at(-50, '12:00'),
      details: { userId: aaron.uid, permissionLevel: 'manage' },
    }),
  ];
}
