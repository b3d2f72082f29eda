import {
  addDaysIso,
  apiTexts,
  type Appointment,
  appointmentRoutes,
  appointmentSchema,
  type AppointmentStatus,
  commonTexts,
  errorsTexts,
  keyPickupTexts,
  KEY_PICKUP_TYPE,
  todayIsoDate,
  validationTexts,
} from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError, callApi } from '../../../lib/api-client';
import type { LiveResult } from '../../../lib/firebase/live-result';
import { userProfileFixture } from '../../../test/user-profile-fixture';
import { useUserProfile } from '../../../data/user/use-user-profile';
import { renderAppAt } from '../../../test/render-app';
import { signedInAs } from '../../../test/sessions';
import { useUserAppointmentsSnapshot } from '../api/use-user-appointments-snapshot';
import { appointmentWhen } from './appointment-when';

const shell = await vi.hoisted(() => import('../../../test/signed-in-shell-mocks'));
vi.mock('../../../lib/auth/use-sign-out', () => shell.signOutModule);
vi.mock('../../../data/user/use-user-profile', () => shell.userProfileModule(vi.fn()));
vi.mock('../../../data/conversations/use-conversations', () => shell.conversationsModule);
vi.mock('../../../data/notifications/use-unread-notification-count', () => shell.unreadCountModule);
vi.mock('../api/use-user-appointments-snapshot', () => ({ useUserAppointmentsSnapshot: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const call = vi.mocked(callApi);
/** The key pickup bookings the page sent, by their body. */
const bookingsSent = () =>
  call.mock.calls.filter(([route]) => route === appointmentRoutes.scheduleAppointment).map(([, input]) => input?.body);

const text = keyPickupTexts;
const pageText = keyPickupTexts;
const today = todayIsoDate();

const success = <T,>(data: T): LiveResult<T> => ({ status: 'success', data });

function appointmentFixture(
  id: string,
  fields: { daysFromToday: number; time: string; status: AppointmentStatus; address: string },
): Appointment {
  return appointmentSchema.parse({
    id,
    userId: 'persona-alice',
    date: addDaysIso(today, fields.daysFromToday),
    time: fields.time,
    type: KEY_PICKUP_TYPE,
    duration: 30,
    details: '',
    needsCleanout: false,
    contact: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
    propertyAddress: fields.address,
    status: fields.status,
    createdAt: new Date('2026-01-10T09:00:00Z'),
  });
}

const nextWeek = appointmentFixture('a-next-week', {
  daysFromToday: 7,
  time: '13:30',
  status: 'confirmed',
  address: '9 Pine Road, Springfield, IL',
});
const inThreeDays = appointmentFixture('a-three-days', {
  daysFromToday: 3,
  time: '10:00',
  status: 'scheduled',
  address: '48 Oak Avenue, Peoria, IL',
});
const lastMonth = appointmentFixture('a-last-month', {
  daysFromToday: -30,
  time: '09:00',
  status: 'completed',
  address: '12 Elm Street, Springfield, IL',
});
const cancelledFuture = appointmentFixture('a-cancelled', {
  daysFromToday: 5,
  time: '09:30',
  status: 'cancelled',
  address: '48 Oak Avenue, Peoria, IL',
});
const pastStillScheduled = appointmentFixture('a-missed', {
  daysFromToday: -2,
  time: '11:00',
  status: 'scheduled',
  address: '301 Maple Drive, Naperville, IL',
});

async function openSchedulePickup() {
  const view = renderAppAt('/schedule-pickup', signedInAs('Guardian', 'persona-alice'));
  await screen.findByRole('heading', { level: 1, name: text.title });
  return view;
}

/** Cancel on the appointment's card, then confirm in the dialog. */
async function cancelThroughDialog(user: UserEvent, appointment: Parameters<typeof appointmentWhen>[0]) {
  await user.click(screen.getByRole('button', { name: pageText.cancelAppointmentOn(appointmentWhen(appointment)) }));
  await user.click(
    within(screen.getByRole('dialog', { name: text.cancelAppointment })).getByRole('button', {
      name: text.cancelAppointment,
    }),
  );
}

function form() {
  return screen.getByRole('form', { name: pageText.formTitle });
}

function field(label: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const element = within(form()).getByLabelText(label);
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  ) {
    return element;
  }
  throw new Error(`${label} is not a form field`);
}

function section(title: string) {
  return screen.getByRole('region', { name: title });
}

beforeEach(() => {
  vi.mocked(useUserProfile).mockReturnValue(
    success(userProfileFixture({ id: 'persona-alice', phone: '(555) 010-2000' })),
  );
  vi.mocked(useUserAppointmentsSnapshot).mockReturnValue(success([]));
  call.mockReset();
  call.mockResolvedValue({ message: apiTexts.keyPickupScheduled });
});

describe('schedule key pickup form (/schedule-pickup)', () => {
  it('starts on today at 10:00 with the contact details from the profile and the cleanout note', async () => {
    await openSchedulePickup();
    expect(field(text.dateLabel)).toHaveValue(today);
    expect(field(text.dateLabel)).toHaveAttribute('min', today);
    expect(field(text.timeLabel)).toHaveValue('10:00');
    expect(field(pageText.contactNameLabel)).toHaveValue('Alice Guardian');
    expect(field(pageText.contactEmailLabel)).toHaveValue('alice.guardian@example.com');
    expect(field(pageText.contactPhoneLabel)).toHaveValue('(555) 010-2000');
    expect(within(form()).getByRole('checkbox', { name: text.cleanoutLabel })).toHaveAccessibleDescription(
      text.cleanoutNote,
    );
  });

  it('offers only the half-hour slots of the morning and the afternoon', async () => {
    await openSchedulePickup();
    const slots = within(form())
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(slots).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
  });

  it('asks for complete contact information and sends nothing while the address or a contact field is empty', async () => {
    const user = userEvent.setup({ delay: null });
    await openSchedulePickup();
    await user.clear(field(pageText.contactPhoneLabel));
    await user.click(within(form()).getByRole('button', { name: text.submit }));

    expect(field(text.propertyAddressLabel)).toHaveAccessibleDescription(text.incompleteContact);
    expect(field(pageText.contactPhoneLabel)).toHaveAccessibleDescription(text.incompleteContact);
    expect(field(pageText.contactNameLabel)).not.toHaveAttribute('aria-invalid', 'true');
    expect(bookingsSent()).toEqual([]);
  });

  it('sends a 30-minute Key Pickup Schedule with the chosen slot, cleanout and contact, then confirms', async () => {
    const user = userEvent.setup({ delay: null });
    await openSchedulePickup();
    await user.type(field(text.propertyAddressLabel), '48 Oak Avenue, Peoria, IL');
    await user.selectOptions(field(text.timeLabel), '13:30');
    await user.type(field(text.detailsLabel), 'Keys are with the tenant.');
    await user.click(within(form()).getByRole('checkbox', { name: text.cleanoutLabel }));
    await user.click(within(form()).getByRole('button', { name: text.submit }));

    expect(await screen.findByText(text.success)).toBeInTheDocument();
    expect(bookingsSent()).toEqual([
      {
        appointmentDate: today,
        appointmentTime: '13:30',
        appointmentType: KEY_PICKUP_TYPE,
        duration: 30,
        details: 'Keys are with the tenant.',
        needsCleanout: true,
        propertyAddress: '48 Oak Avenue, Peoria, IL',
        contactName: 'Alice Guardian',
        contactEmail: 'alice.guardian@example.com',
        contactPhone: '(555) 010-2000',
      },
    ]);
    // Ready for the next booking, contact kept.
    expect(field(text.propertyAddressLabel)).toHaveValue('');
    expect(field(pageText.contactNameLabel)).toHaveValue('Alice Guardian');
  });

  it("shows the server's message when the booking is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    call.mockRejectedValue(new ApiError(400, validationTexts.dateInPast));
    await openSchedulePickup();
    await user.type(field(text.propertyAddressLabel), '48 Oak Avenue');
    await user.click(within(form()).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(validationTexts.dateInPast)).toBeInTheDocument();
  });

  it('shows the generic scheduling error when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    call.mockRejectedValue(new ApiError(0, commonTexts.internalError));
    await openSchedulePickup();
    await user.type(field(text.propertyAddressLabel), '48 Oak Avenue');
    await user.click(within(form()).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.error)).toBeInTheDocument();
  });

  it('has a Cancel button back to the dashboard', async () => {
    await openSchedulePickup();
    expect(within(form()).getByRole('link', { name: commonTexts.cancel })).toHaveAttribute('href', '/home');
  });
});

describe('upcoming and previous appointments', () => {
  it('lists upcoming ones soonest first and everything past, cancelled or completed under previous', async () => {
    vi.mocked(useUserAppointmentsSnapshot).mockReturnValue(
      success([nextWeek, lastMonth, inThreeDays, cancelledFuture, pastStillScheduled]),
    );
    await openSchedulePickup();

    const upcomingTitles = within(section(text.upcoming))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(upcomingTitles).toEqual([appointmentWhen(inThreeDays), appointmentWhen(nextWeek)]);

    const previousTitles = within(section(text.previous))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(previousTitles).toEqual([
      appointmentWhen(cancelledFuture),
      appointmentWhen(pastStillScheduled),
      appointmentWhen(lastMonth),
    ]);

    expect(within(section(text.upcoming)).getAllByRole('button', { name: /^Cancel Appointment on / })).toHaveLength(2);
    expect(within(section(text.previous)).queryByRole('button', { name: /^Cancel Appointment/ })).toBeNull();
  });

  it('says so when there are no appointments yet', async () => {
    await openSchedulePickup();
    expect(within(section(text.upcoming)).getByText(text.noUpcoming)).toBeInTheDocument();
    expect(within(section(text.previous)).getByText(text.noPrevious)).toBeInTheDocument();
  });

  it('asks for confirmation before cancelling and sends nothing when the user keeps the appointment', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(useUserAppointmentsSnapshot).mockReturnValue(success([inThreeDays]));
    await openSchedulePickup();

    await user.click(screen.getByRole('button', { name: pageText.cancelAppointmentOn(appointmentWhen(inThreeDays)) }));
    const dialog = screen.getByRole('dialog', { name: text.cancelAppointment });
    expect(dialog).toHaveAccessibleDescription(text.cancelConfirm);
    await user.click(within(dialog).getByRole('button', { name: pageText.keepAppointment }));

    expect(call).not.toHaveBeenCalled();
  });

  it('cancels the appointment once confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    call.mockResolvedValue({ ...inThreeDays, _id: inThreeDays.id, status: 'cancelled' });
    vi.mocked(useUserAppointmentsSnapshot).mockReturnValue(success([inThreeDays]));
    await openSchedulePickup();

    await cancelThroughDialog(user, inThreeDays);

    expect(await screen.findByText(text.cancelled)).toBeInTheDocument();
    expect(call).toHaveBeenCalledExactlyOnceWith(appointmentRoutes.cancelAppointment, {
      params: { id: inThreeDays.id },
    });
  });

  it('reports a failed cancellation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    call.mockRejectedValue(new ApiError(404, errorsTexts.appointmentNotFound));
    vi.mocked(useUserAppointmentsSnapshot).mockReturnValue(success([inThreeDays]));
    await openSchedulePickup();

    await cancelThroughDialog(user, inThreeDays);

    expect(await screen.findByText(text.cancelFailed)).toBeInTheDocument();
  });

  it('says the appointments could not be loaded when the live list fails, and the form still works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(useUserAppointmentsSnapshot).mockImplementation(() => {
      throw new Error('permission-denied');
    });
    await openSchedulePickup();
    expect(screen.getByText(text.loadFailed)).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: text.submit })).toBeEnabled();
  });
});
