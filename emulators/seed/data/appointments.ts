import {
  type Appointment,
  appointmentSchema,
  KEY_PICKUP_DURATION_MINUTES,
  KEY_PICKUP_TYPE,
  type Property,
  propertyKeyPickupCopyOf,
  propertyKeyPickupCopySchema,
  propertySchema,
  PUBLIC_APPOINTMENT_DURATION_MINUTES,
} from '@estatekey/domain';
import { PERSONAS } from '@estatekey/emulators/personas';
import { contactOf, entity, seededEntities, type SeedClock, type SeedDocument } from './seed-kit.ts';
import { SEED_IDS } from './seed-ids.ts';

/**
 * Alice's key pickups: upcoming, confirmed, past and cancelled; plus one public request. Each pickup linked to a
 * property has its members' copy (`propertyKeyPickups`), as the appointment trigger writes it from `seeded` properties.
 */
export function buildAppointments(clock: SeedClock, seeded: readonly SeedDocument[]): SeedDocument[] {
  const appointments = buildAppointmentDocuments(clock);
  const properties = seededEntities<Property>(propertySchema, seeded, 'properties');
  const copies = [...seededEntities<Appointment>(appointmentSchema, appointments, 'appointments').values()].flatMap(
    (appointment) => {
      const property = appointment.propertyId === null ? undefined : properties.get(appointment.propertyId);
      const copy = property ? propertyKeyPickupCopyOf(appointment, property.memberIds) : null;
      if (!copy) return [];
      const { id, ...fields } = copy;
      return [entity(propertyKeyPickupCopySchema, 'propertyKeyPickups', `propertyKeyPickups/${id}`, fields)];
    },
  );
  return [...appointments, ...copies];
}

function buildAppointmentDocuments(clock: SeedClock): SeedDocument[] {
  const { alice } = PERSONAS;
  const ids = SEED_IDS;
  const keyPickup = (
    id: string,
    fields: {
      days: number;
      time: string;
      status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
      propertyId: string;
      address: string;
      details: string;
      needsCleanout: boolean;
      bookedDaysAgo: number;
    },
  ) =>
    entity(appointmentSchema, 'appointments', `appointments/${id}`, {
      userId: alice.uid,
      date: clock.dateIn(fields.days),
      time: fields.time,
      type: KEY_PICKUP_TYPE,
      duration: KEY_PICKUP_DURATION_MINUTES,
      details: fields.details,
      needsCleanout: fields.needsCleanout,
      contact: contactOf(alice),
      propertyAddress: fields.address,
      propertyId: fields.propertyId,
      status: fields.status,
      createdAt: clock.at(-fields.bookedDaysAgo, '12:00'),
    });
  return [
    keyPickup(ids.appointments.upcoming, {
      days: 3,
      time: '10:00',
      status: 'scheduled',
      propertyId: ids.properties.oak,
      address: '48 Oak Avenue, Peoria, IL',
      details: 'Keys are with the downstairs tenant.',
      needsCleanout: true,
      bookedDaysAgo: 1,
    }),
    keyPickup(ids.appointments.confirmed, {
      days: 8,
      time: '13:30',
      status: 'confirmed',
      propertyId: ids.properties.pine,
      address: '9 Pine Road, Springfield, IL',
      details: 'Gate code will be texted the day before.',
      needsCleanout: false,
      bookedDaysAgo: 2,
    }),
    keyPickup(ids.appointments.past, {
      days: -40,
      time: '10:00',
      status: 'completed',
      propertyId: ids.properties.elm,
      address: '12 Elm Street, Springfield, IL',
      details: 'Two sets of keys and the garage remote.',
      needsCleanout: true,
      bookedDaysAgo: 45,
    }),
    keyPickup(ids.appointments.cancelled, {
      days: 5,
      time: '09:30',
      status: 'cancelled',
      propertyId: ids.properties.oak,
      address: '48 Oak Avenue, Peoria, IL',
      details: 'Rescheduled because the tenant was away.',
      needsCleanout: false,
      bookedDaysAgo: 6,
    }),
    entity(appointmentSchema, 'appointments', `appointments/${ids.appointments.publicRequest}`, {
      userId: null,
      date: clock.dateIn(4),
      time: '11:00',
      type: KEY_PICKUP_TYPE,
      duration: PUBLIC_APPOINTMENT_DURATION_MINUTES,
      details: 'My late aunt’s house; the neighbour has a spare key.',
      needsCleanout: true,
      contact: { name: 'Grace Holloway', email: 'grace.holloway@example.com', phone: '(555) 010-7000' },
      propertyAddress: '',
      propertyId: null,
      status: 'scheduled',
      createdAt: clock.at(-1, '18:20'),
    }),
  ];
}
