import {
  errorsTexts,
  commonTexts,
  propertiesTexts,
  type PropertyForm,
  type PropertyResponse,
  propertyRoutes,
  validationTexts,
} from '@estatekey/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError, callApi } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SubmitPropertySection } from './submit-property-section';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const submitProperty = vi.mocked(callApi);

const { labels } = propertiesTexts;
const REQUIRED_TEXT_FIELDS = [
  labels.address,
  labels.city,
  labels.zipCode,
  labels.contactName,
  labels.contactEmail,
  labels.contactPhone,
];

async function openForm(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: propertiesTexts.submitNew }));
  // The form is its own chunk, loaded when the section first opens.
  return await screen.findByRole('form', { name: propertiesTexts.submitNew });
}

/** Puts `text` into the field as one paste: typing every character is slow on a busy machine. */
async function enter(user: UserEvent, label: string, text: string) {
  const field = screen.getByLabelText(label);
  if (field instanceof HTMLInputElement && field.value !== '') await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillValidForm(user: UserEvent) {
  await enter(user, labels.address, '  77 Birch Lane ');
  await enter(user, labels.city, 'Decatur');
  await user.selectOptions(screen.getByLabelText(labels.state), 'IL');
  await enter(user, labels.zipCode, '62521');
  await user.selectOptions(screen.getByLabelText(labels.propertyType), 'multiFamily');
  await user.selectOptions(screen.getByLabelText(labels.condition), 'needsWork');
  await enter(user, labels.contactName, 'Alice Guardian');
  await enter(user, labels.contactEmail, 'alice.guardian@example.com');
  await enter(user, labels.contactPhone, '(555) 010-2000');
  await enter(user, labels.additionalInfo, 'Keys with the neighbour.');
}

const expectedPayload: PropertyForm = {
  address: '77 Birch Lane',
  city: 'Decatur',
  state: 'IL',
  zipCode: '62521',
  propertyType: 'multiFamily',
  condition: 'needsWork',
  contactInfo: { name: 'Alice Guardian', email: 'alice.guardian@example.com', phone: '(555) 010-2000' },
  additionalInfo: 'Keys with the neighbour.',
};

beforeEach(() => {
  submitProperty.mockReset();
});

// Filling ten MUI fields takes seconds in jsdom on a busy two-core machine.
describe('Submit New Property', { timeout: 20_000 }, () => {
  it('starts folded and opens on its heading', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SubmitPropertySection />);

    const toggle = screen.getByRole('button', { name: propertiesTexts.submitNew });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await openForm(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText(labels.address)).toBeVisible();
  });

  it('marks every field but additional info as required, email as an email input', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SubmitPropertySection />);
    await openForm(user);

    for (const label of [...REQUIRED_TEXT_FIELDS, labels.state, labels.propertyType, labels.condition]) {
      expect(screen.getByLabelText(label), label).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText(labels.additionalInfo)).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText(labels.contactEmail)).toHaveAttribute('type', 'email');
  });

  it('refuses an empty form field by field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SubmitPropertySection />);
    await openForm(user);

    await user.click(screen.getByRole('button', { name: propertiesTexts.submit }));

    for (const label of [...REQUIRED_TEXT_FIELDS, labels.state]) {
      await waitFor(() => expect(screen.getByLabelText(label), label).toHaveAttribute('aria-invalid', 'true'));
    }
    expect(screen.getByLabelText(labels.address)).toHaveAccessibleDescription(validationTexts.required);
    expect(screen.getByLabelText(labels.additionalInfo)).toHaveAttribute('aria-invalid', 'false');
    expect(submitProperty).not.toHaveBeenCalled();
  });

  it('refuses a malformed email and ZIP code', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SubmitPropertySection />);
    await openForm(user);
    await fillValidForm(user);
    await enter(user, labels.contactEmail, 'alice-at-example');
    await enter(user, labels.zipCode, '625');

    await user.click(screen.getByRole('button', { name: propertiesTexts.submit }));

    expect(await screen.findByText(validationTexts.invalidEmail)).toBeVisible();
    expect(screen.getByText(validationTexts.invalidZip)).toBeVisible();
    expect(submitProperty).not.toHaveBeenCalled();
  });

  it('submits the parsed form once, toasts success, empties and folds the form', async () => {
    const user = userEvent.setup({ delay: null });
    submitProperty.mockResolvedValue(undefined);
    renderWithProviders(<SubmitPropertySection />);
    await openForm(user);
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: propertiesTexts.submit }));

    expect(await screen.findByText(propertiesTexts.submitSuccess)).toBeVisible();
    expect(submitProperty).toHaveBeenCalledTimes(1);
    expect(submitProperty).toHaveBeenCalledWith(propertyRoutes.submitProperty, { body: expectedPayload });
    expect(screen.getByRole('button', { name: propertiesTexts.submitNew })).toHaveAttribute('aria-expanded', 'false');
    await openForm(user);
    expect(screen.getByLabelText(labels.address)).toHaveValue('');
  });

  it('sends one request when Submit is clicked twice, and shows Submitting... while busy', async () => {
    const user = userEvent.setup({ delay: null });
    let finish: (value: PropertyResponse | undefined) => void = () => undefined;
    submitProperty.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderWithProviders(<SubmitPropertySection />);
    await openForm(user);
    await fillValidForm(user);

    const submit = screen.getByRole('button', { name: propertiesTexts.submit });
    await user.dblClick(submit);

    expect(await screen.findByRole('button', { name: propertiesTexts.submitting })).toBeDisabled();
    finish(undefined);
    expect(await screen.findByText(propertiesTexts.submitSuccess)).toBeVisible();
    expect(submitProperty).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message and its field errors when the API refuses", async () => {
    const user = userEvent.setup({ delay: null });
    submitProperty.mockRejectedValue(
      new ApiError(400, errorsTexts.validation, [{ path: 'zipCode', message: validationTexts.invalidZip }]),
    );
    renderWithProviders(<SubmitPropertySection />);
    await openForm(user);
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: propertiesTexts.submit }));

    expect(await screen.findByText(errorsTexts.validation)).toBeVisible();
    expect(screen.getByLabelText(labels.zipCode)).toHaveAccessibleDescription(validationTexts.invalidZip);
    expect(screen.getByLabelText(labels.address)).toHaveValue('  77 Birch Lane ');
  });

  it("says 'Error submitting property' when the server cannot be reached", async () => {
    const user = userEvent.setup({ delay: null });
    submitProperty.mockRejectedValue(new ApiError(0, commonTexts.internalError));
    renderWithProviders(<SubmitPropertySection />);
    await openForm(user);
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: propertiesTexts.submit }));

    expect(await screen.findByText(propertiesTexts.submitError)).toBeVisible();
  });
});
