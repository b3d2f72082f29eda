import {
  addDaysIso,
  apiTexts,
  APPOINTMENT_MODAL_RESET_MS,
  commonTexts,
  errorsTexts,
  KEY_PICKUP_TYPE,
  pagesTexts,
  PUBLIC_APPOINTMENT_DURATION_MINUTES,
  publicIntakeTexts,
  todayIsoDate,
  validationTexts,
} from '@estatekey/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../lib/api-client';
import { renderAppAt } from '../../../test/render-app';
import { signedOut } from '../../../test/sessions';
import { deferred, enterText } from '../../../test/user-input';
import { requestKeyPickup, type KeyPickupRequestResponse } from '../api/request-key-pickup';
import { enterVisitorContact, openIntakeModal } from '../testing/intake-modal';

vi.mock('../api/request-key-pickup', () => ({ requestKeyPickup: vi.fn() }));
const requestKeyPickupMock = vi.mocked(requestKeyPickup);

const text = publicIntakeTexts.appointment;
const requested: KeyPickupRequestResponse = { message: apiTexts.appointmentRequested };

function openModal(user: ReturnType<typeof userEvent.setup>) {
  return openIntakeModal(user, { opener: pagesTexts.scheduleKeyPickup, title: text.title, submit: text.submit });
}

function fieldsOf(dialog: HTMLElement) {
  const scope = within(dialog);
  return {
    date: scope.getByLabelText(text.dateLabel),
    time: scope.getByRole('combobox', { name: text.timeLabel }),
    type: scope.getByRole('combobox', { name: text.typeLabel }),
    details: scope.getByRole('textbox', { name: text.detailsLabel }),
    cleanoutYes: within(scope.getByRole('radiogroup', { name: text.cleanoutQuestion })).getByRole('radio', {
      name: commonTexts.yes,
    }),
    cleanoutNo: within(scope.getByRole('radiogroup', { name: text.cleanoutQuestion })).getByRole('radio', {
      name: commonTexts.no,
    }),
    name: scope.getByRole('textbox', { name: text.contactNameLabel }),
    email: scope.getByRole('textbox', { name: text.contactEmailLabel }),
    phone: scope.getByRole('textbox', { name: text.contactPhoneLabel }),
    submit: scope.getByRole('button', { name: text.submit }),
  };
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await enterVisitorContact(user, fieldsOf(dialog));
}

// Each test types into a real form inside the routed landing page; two busy cores need more than the default 5 s.
describe("the 'Schedule Key Pickup' modal", { timeout: 30_000 }, () => {
  beforeEach(() => {
    requestKeyPickupMock.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with today, 10:00, the one appointment type and no cleanout, and needs name, email and phone', async () => {
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    const fields = fieldsOf(dialog);

    expect(fields.date).toHaveValue(todayIsoDate());
    expect(fields.date).toHaveAttribute('min', todayIsoDate());
    expect(fields.time).toHaveValue('10:00');
    expect(fields.type).toHaveValue(KEY_PICKUP_TYPE);
    expect(fields.cleanoutNo).toBeChecked();
    expect(fields.cleanoutYes).not.toBeChecked();

    await user.click(fields.submit);

    for (const input of [fields.name, fields.email, fields.phone]) {
      await waitFor(() => expect(input).toBeInvalid());
      expect(input).toHaveAccessibleDescription(validationTexts.required);
    }
    expect(fields.name).toHaveFocus();
    expect(fields.details).toBeValid();
    expect(requestKeyPickupMock).not.toHaveBeenCalled();
  });

  it('refuses a date before today', async () => {
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    await fillContact(user, dialog);
    const { date, submit } = fieldsOf(dialog);

    fireEvent.change(date, { target: { value: addDaysIso(todayIsoDate(), -1) } });
    await user.click(submit);

    await waitFor(() => expect(date).toHaveAccessibleDescription(validationTexts.dateInPast));
    expect(date).toBeInvalid();
    expect(requestKeyPickupMock).not.toHaveBeenCalled();
  });

  it("shows 'Scheduling...' and sends one request however often the button is pressed", async () => {
    const answer = deferred<KeyPickupRequestResponse>();
    requestKeyPickupMock.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    await fillContact(user, dialog);
    const { submit } = fieldsOf(dialog);

    await user.dblClick(submit);

    const busyButton = await within(dialog).findByRole('button', { name: text.submitting });
    expect(busyButton).toBeDisabled();
    expect(requestKeyPickupMock).toHaveBeenCalledTimes(1);
    answer.resolve(requested);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.success);
    expect(requestKeyPickupMock).toHaveBeenCalledTimes(1);
  });

  it('sends the visitor request, shows the success text, then closes and resets after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    requestKeyPickupMock.mockResolvedValue(requested);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAppAt('/', signedOut);
    const today = todayIsoDate();
    const dialog = await openModal(user);
    const fields = fieldsOf(dialog);
    const inThreeDays = addDaysIso(today, 3);
    fireEvent.change(fields.date, { target: { value: inThreeDays } });
    await user.selectOptions(fields.time, '14:30');
    await enterText(user, fields.details, 'Side door, ring twice');
    await user.click(fields.cleanoutYes);
    await fillContact(user, dialog);

    await user.click(fields.submit);

    const success = await within(dialog).findByRole('alert');
    expect(success).toHaveTextContent(text.success);
    expect(success).toHaveFocus();
    expect(requestKeyPickupMock).toHaveBeenCalledExactlyOnceWith({
      appointmentDate: inThreeDays,
      appointmentTime: '14:30',
      appointmentType: KEY_PICKUP_TYPE,
      duration: PUBLIC_APPOINTMENT_DURATION_MINUTES,
      details: 'Side door, ring twice',
      needsCleanout: true,
      contactName: 'Vera Visitor',
      contactEmail: 'vera.visitor@example.com',
      contactPhone: '555-123-4567',
    });

    vi.advanceTimersByTime(APPOINTMENT_MODAL_RESET_MS - 1000);
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
    vi.advanceTimersByTime(1000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: pagesTexts.scheduleKeyPickup })).toHaveFocus();

    const reopened = fieldsOf(await openModal(user));
    expect(reopened.date).toHaveValue(today);
    expect(reopened.time).toHaveValue('10:00');
    expect(reopened.type).toHaveValue(KEY_PICKUP_TYPE);
    expect(reopened.details).toHaveValue('');
    expect(reopened.cleanoutNo).toBeChecked();
    expect(reopened.name).toHaveValue('');
    expect(reopened.email).toHaveValue('');
    expect(reopened.phone).toHaveValue('');
  });

  it('keeps the modal open with the input when the request fails, and lets the visitor try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    requestKeyPickupMock.mockRejectedValueOnce(new ApiError(500, commonTexts.internalError));
    requestKeyPickupMock.mockResolvedValueOnce(requested);
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    await fillContact(user, dialog);
    const fields = fieldsOf(dialog);

    await user.click(fields.submit);

    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent(text.error);
    expect(error).toHaveFocus();
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
    expect(fields.name).toHaveValue('Vera Visitor');
    expect(fields.email).toHaveValue('vera.visitor@example.com');
    expect(fields.phone).toHaveValue('555-123-4567');
    expect(fields.submit).toBeEnabled();

    await user.click(fields.submit);
    expect(await within(dialog).findByText(text.success)).toBeInTheDocument();
    expect(requestKeyPickupMock).toHaveBeenCalledTimes(2);
  });

  it("puts the server's field errors on their inputs", async () => {
    requestKeyPickupMock.mockRejectedValue(
      new ApiError(400, errorsTexts.validation, [{ path: 'contactPhone', message: validationTexts.invalidPhone }]),
    );
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    await fillContact(user, dialog);
    const { phone, submit } = fieldsOf(dialog);

    await user.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.error);
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription(validationTexts.invalidPhone);
  });

  it("shows the server's message when the visitor sent too many requests", async () => {
    requestKeyPickupMock.mockRejectedValue(new ApiError(429, errorsTexts.rateLimited));
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    await fillContact(user, dialog);

    await user.click(fieldsOf(dialog).submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errorsTexts.rateLimited);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    await openModal(user);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: pagesTexts.scheduleKeyPickup })).toHaveFocus();
  });
});
