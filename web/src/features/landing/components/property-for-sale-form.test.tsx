import {
  apiTexts,
  DEFAULT_PROPERTY_CONDITION,
  DEFAULT_PROPERTY_TYPE,
  errorsTexts,
  commonTexts,
  pagesTexts,
  propertiesTexts,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_MODAL_RESET_MS,
  PROPERTY_TYPE_LABELS,
  publicIntakeTexts,
  US_STATES,
  validationTexts,
} from '@estatekey/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../lib/api-client';
import { renderAppAt } from '../../../test/render-app';
import { signedOut } from '../../../test/sessions';
import { deferred, enterText } from '../../../test/user-input';
import { submitPropertyForSale, type PropertyForSaleResponse } from '../api/submit-property-for-sale';
import { enterVisitorContact, openIntakeModal } from '../testing/intake-modal';

vi.mock('../api/submit-property-for-sale', () => ({ submitPropertyForSale: vi.fn() }));
const submitPropertyForSaleMock = vi.mocked(submitPropertyForSale);

const text = publicIntakeTexts.property;
const labels = propertiesTexts.labels;
const submitted: PropertyForSaleResponse = { message: apiTexts.propertySubmitted };

type User = ReturnType<typeof userEvent.setup>;

function openModal(user: User) {
  return openIntakeModal(user, {
    opener: pagesTexts.submitPropertyForSale,
    title: text.title,
    submit: text.submit,
  });
}

function fieldsOf(dialog: HTMLElement) {
  const scope = within(dialog);
  return {
    address: scope.getByRole('textbox', { name: labels.address }),
    city: scope.getByRole('textbox', { name: labels.city }),
    state: scope.getByRole('combobox', { name: labels.state }),
    zip: scope.getByRole('textbox', { name: labels.zipCode }),
    type: scope.getByRole('combobox', { name: labels.propertyType }),
    condition: scope.getByRole('combobox', { name: labels.condition }),
    name: scope.getByRole('textbox', { name: labels.contactName }),
    email: scope.getByRole('textbox', { name: labels.contactEmail }),
    phone: scope.getByRole('textbox', { name: labels.contactPhone }),
    additionalInfo: scope.getByRole('textbox', { name: labels.additionalInfo }),
    submit: scope.getByRole('button', { name: text.submit }),
  };
}

async function fillRequiredFields(user: User, dialog: HTMLElement) {
  const fields = fieldsOf(dialog);
  await enterText(user, fields.address, '12 Elm Street');
  await enterText(user, fields.city, 'Springfield');
  await user.selectOptions(fields.state, 'IL');
  await enterText(user, fields.zip, '62701');
  await enterVisitorContact(user, fields);
}

// Each test types into a real form inside the routed landing page; two busy cores need more than the default 5 s.
describe("the 'Submit Property For Sale' modal", { timeout: 30_000 }, () => {
  beforeEach(() => {
    submitPropertyForSaleMock.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the 50 states, the property types and conditions with their defaults, and needs every field but additional info', async () => {
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    const fields = fieldsOf(dialog);

    const stateOptions = within(fields.state)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(stateOptions).toEqual(['', ...US_STATES]);
    expect(fields.type).toHaveValue(DEFAULT_PROPERTY_TYPE);
    expect(
      within(fields.type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Object.values(PROPERTY_TYPE_LABELS));
    expect(fields.condition).toHaveValue(DEFAULT_PROPERTY_CONDITION);
    expect(
      within(fields.condition)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Object.values(PROPERTY_CONDITION_LABELS));

    await user.click(fields.submit);

    for (const input of [
      fields.address,
      fields.city,
      fields.state,
      fields.zip,
      fields.name,
      fields.email,
      fields.phone,
    ]) {
      await waitFor(() => expect(input).toBeInvalid());
      expect(input).toHaveAccessibleDescription(validationTexts.required);
    }
    expect(fields.address).toHaveFocus();
    expect(fields.additionalInfo).toBeValid();
    expect(submitPropertyForSaleMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed email and ZIP code', async () => {
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    await fillRequiredFields(user, dialog);
    const fields = fieldsOf(dialog);
    await user.clear(fields.email);
    await enterText(user, fields.email, 'not-an-email');
    await user.clear(fields.zip);
    await enterText(user, fields.zip, '6270');

    await user.click(fields.submit);

    await waitFor(() => expect(fields.email).toHaveAccessibleDescription(validationTexts.invalidEmail));
    expect(fields.zip).toHaveAccessibleDescription(validationTexts.invalidZip);
    expect(submitPropertyForSaleMock).not.toHaveBeenCalled();
  });

  it("shows 'Submitting...' and sends one request however often the button is pressed", async () => {
    const answer = deferred<PropertyForSaleResponse>();
    submitPropertyForSaleMock.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    await fillRequiredFields(user, dialog);

    await user.dblClick(fieldsOf(dialog).submit);

    expect(await within(dialog).findByRole('button', { name: text.submitting })).toBeDisabled();
    expect(submitPropertyForSaleMock).toHaveBeenCalledTimes(1);
    answer.resolve(submitted);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.success);
    expect(submitPropertyForSaleMock).toHaveBeenCalledTimes(1);
  });

  it('sends the submission, shows the success text, then closes and resets after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submitPropertyForSaleMock.mockResolvedValue(submitted);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    await fillRequiredFields(user, dialog);
    const fields = fieldsOf(dialog);
    await user.selectOptions(fields.type, 'multiFamily');
    await user.selectOptions(fields.condition, 'needsWork');
    await enterText(user, fields.additionalInfo, 'Vacant since spring');

    await user.click(fields.submit);

    const success = await within(dialog).findByRole('alert');
    expect(success).toHaveTextContent(text.success);
    expect(success).toHaveFocus();
    expect(submitPropertyForSaleMock).toHaveBeenCalledExactlyOnceWith({
      propertyAddress: '12 Elm Street',
      propertyCity: 'Springfield',
      propertyState: 'IL',
      propertyZip: '62701',
      propertyType: 'multiFamily',
      propertyCondition: 'needsWork',
      contactName: 'Vera Visitor',
      contactEmail: 'vera.visitor@example.com',
      contactPhone: '555-123-4567',
      additionalInfo: 'Vacant since spring',
    });

    vi.advanceTimersByTime(PROPERTY_MODAL_RESET_MS - 1000);
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
    vi.advanceTimersByTime(1000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: pagesTexts.submitPropertyForSale })).toHaveFocus();

    const reopened = fieldsOf(await openModal(user));
    expect(reopened.address).toHaveValue('');
    expect(reopened.city).toHaveValue('');
    expect(reopened.state).toHaveValue('');
    expect(reopened.zip).toHaveValue('');
    expect(reopened.type).toHaveValue(DEFAULT_PROPERTY_TYPE);
    expect(reopened.condition).toHaveValue(DEFAULT_PROPERTY_CONDITION);
    expect(reopened.name).toHaveValue('');
    expect(reopened.email).toHaveValue('');
    expect(reopened.phone).toHaveValue('');
    expect(reopened.additionalInfo).toHaveValue('');
  });

  it('keeps the modal open with the input when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    submitPropertyForSaleMock.mockRejectedValue(new ApiError(0, commonTexts.internalError));
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    await fillRequiredFields(user, dialog);
    const fields = fieldsOf(dialog);

    await user.click(fields.submit);

    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent(text.error);
    expect(error).toHaveFocus();
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
    expect(fields.address).toHaveValue('12 Elm Street');
    expect(fields.state).toHaveValue('IL');
    expect(fields.phone).toHaveValue('555-123-4567');
    expect(fields.submit).toBeEnabled();
  });

  it("puts the server's field errors on their inputs", async () => {
    submitPropertyForSaleMock.mockRejectedValue(
      new ApiError(400, errorsTexts.validation, [{ path: 'propertyZip', message: validationTexts.invalidZip }]),
    );
    const user = userEvent.setup();
    renderAppAt('/', signedOut);
    const dialog = await openModal(user);
    await fillRequiredFields(user, dialog);
    const { zip, submit } = fieldsOf(dialog);

    await user.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text.error);
    expect(zip).toBeInvalid();
    expect(zip).toHaveAccessibleDescription(validationTexts.invalidZip);
  });
});
