import { apiTexts, appointmentRoutes } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { getOperationsEmail } from '../../config';
import {
  cancelOwnAppointment,
  listUserAppointments,
  scheduleKeyPickup,
  toAppointmentResponse,
} from '../../services/appointments/appointments';
import { submitPublicIntake } from '../../services/admin/intake';
import { mountArea, type ApiRouter } from '../mount-route';

export function serveAppointmentArea(api: ApiRouter, { db }: { db: Firestore }) {
  mountArea(api, appointmentRoutes, {
    // The landing page's modal and the key pickup page post here (spec part 1 §7): a visitor's request goes to the
    // operations team as an intake request, a signed-in caller's books the pickup.
    scheduleAppointment: async (input) => {
      if (input.caller === null) {
        const { ownerEmail: _clientOwnerEmail, ...payload } = input.body;
        await submitPublicIntake(db, { kind: 'keyPickup', payload }, getOperationsEmail());
        return { message: apiTexts.appointmentRequested };
      }
      const appointment = await scheduleKeyPickup(db, input.caller, input.body);
      return { message: apiTexts.keyPickupScheduled, appointment: toAppointmentResponse(appointment) };
    },

    userAppointments: async ({ caller }) => (await listUserAppointments(db, caller.uid)).map(toAppointmentResponse),

    cancelAppointment: async ({ caller, params }) => {
      const appointment = await cancelOwnAppointment(db, caller.uid, params.id);
      return { message: apiTexts.appointmentCancelled, appointment: toAppointmentResponse(appointment) };
    },
  });
}
