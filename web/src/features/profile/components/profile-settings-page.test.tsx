import {
  accountRoutes,
  apiTexts,
  commonTexts,
  errorsTexts,
  profileTexts,
  type ProfileUpdate,
  type UserResponse,
  userResponseSchema,
  validationTexts,
} from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError, callApi } from '../../../lib/api-client';
import { userProfileFixture } from '../../../test/user-profile-fixture';
import { renderAppAt } from '../../../test/render-app';
import { signedInAs } from '../../../test/sessions';
import { useApiQuery } from '../../../lib/use-api-query';

const shell = await vi.hoisted(() => import('../../../test/signed-in-shell-mocks'));
vi.mock('../../../lib/auth/use-sign-out', () => shell.signOutModule);
vi.mock('../../../data/user/use-user-profile', () => shell.userProfileModule());
vi.mock('../../../data/conversations/use-conversations', () => shell.conversationsModule);
vi.mock('../../../data/notifications/use-unread-notification-count', () => shell.unreadCountModule);
vi.mock('../../../lib/use-api-query', () => ({ useApiQuery: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const updateUserProfile = vi.mocked(callApi);

const { labels } = profileTexts;

const storedProfile: UserResponse = userResponseSchema.parse({
  ...userProfileFixture({
    id: 'persona-alice',
    phone: '(555) 010-2000',
    companyName: 'Guardian Services',
    city: 'Springfield',
    smtpHost: 'smtp.example.com',
    smtpPort: 587,
    smtpUser: 'alice',
    smtpPasswordSet: true,
  }),
  _id: 'persona-alice',
});

/** Everything the form sends for `storedProfile` when nothing is changed. */
const unchangedPayload: ProfileUpdate = {
  firstName: 'Alice',
  lastName: 'Guardian',
  phone: '(555) 010-2000',
  companyName: 'Guardian Services',
  kvkNumber: '',
  companyAddress: '',
  postalCode: '',
  city: 'Springfield',
  contactPersonFirstName: '',
  contactPersonLastName: '',
  companyPhone: '',
  companyWebsite: '',
  smtpHost: 'smtp.example.com',
  smtpPort: 587,
  smtpUser: 'alice',
};

const reload = vi.fn();

async function openProfileSettings() {
  renderAppAt('/profile-settings', signedInAs('Guardian', 'persona-alice'));
  await screen.findByRole('heading', { level: 1, name: profileTexts.title });
  return screen.getByRole('button', { name: profileTexts.save });
}

/** The input labelled exactly `label` (a required field's label ends in ' *'). */
function input(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const element = screen.getByLabelText(new RegExp(`^${escaped}( \\*)?$`), { selector: 'input' });
  if (!(element instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return element;
}

beforeEach(() => {
  reload.mockClear();
  updateUserProfile.mockReset();
  vi.mocked(useApiQuery).mockReturnValue({
    request: { status: 'success', data: storedProfile },
    reload,
    answerRequestedAt: 0,
  });
  updateUserProfile.mockResolvedValue({ message: apiTexts.profileUpdated, user: storedProfile });
});

describe('profile settings (/profile-settings)', () => {
  it('has the personal, company and mail server sections and a Save Changes button', async () => {
    expect(await openProfileSettings()).toHaveAttribute('type', 'submit');
    for (const section of [profileTexts.personalDetails, profileTexts.companyDetails, profileTexts.mailServer]) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: profileTexts.mailServer })).getByLabelText(labels.smtpHost),
    ).toHaveValue('smtp.example.com');
  });

  it('shows the email read-only', async () => {
    await openProfileSettings();
    const email = input(labels.email);
    expect(email).toHaveValue('alice.guardian@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText(profileTexts.emailReadOnly)).toBeInTheDocument();
  });

  it('never prefills the SMTP password, even when one is stored', async () => {
    await openProfileSettings();
    const password = input(labels.smtpPassword);
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('type', 'password');
  });

  it('saves every field but the email, the SMTP port as a number, and no password when it is left empty', async () => {
    const user = userEvent.setup();
    const save = await openProfileSettings();
    await user.clear(input(labels.firstName));
    await user.type(input(labels.firstName), 'Alicia');
    await user.clear(input(labels.smtpPort));
    await user.type(input(labels.smtpPort), '2525');
    await user.click(save);

    expect(await screen.findByText(profileTexts.success)).toBeInTheDocument();
    expect(updateUserProfile).toHaveBeenCalledTimes(1);
    expect(updateUserProfile).toHaveBeenCalledWith(accountRoutes.updateProfile, {
      body: { ...unchangedPayload, firstName: 'Alicia', smtpPort: 2525 },
    });
  });

  it('sends a newly typed SMTP password and empties the field after saving', async () => {
    const user = userEvent.setup();
    const save = await openProfileSettings();
    await user.type(input(labels.smtpPassword), 'n3w-smtp-secret');
    await user.click(save);

    await screen.findByText(profileTexts.success);
    expect(updateUserProfile).toHaveBeenCalledWith(accountRoutes.updateProfile, {
      body: { ...unchangedPayload, smtpPassword: 'n3w-smtp-secret' },
    });
    expect(input(labels.smtpPassword)).toHaveValue('');
  });

  it('refuses a port that is not a number and sends nothing', async () => {
    const user = userEvent.setup();
    const save = await openProfileSettings();
    await user.clear(input(labels.smtpPort));
    await user.type(input(labels.smtpPort), 'abc');
    await user.click(save);

    expect(await screen.findByText(validationTexts.smtpPortNumeric)).toBeInTheDocument();
    expect(updateUserProfile).not.toHaveBeenCalled();
  });

  it("shows 'Failed to update profile. Please try again.' when saving fails, and keeps what was typed", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    updateUserProfile.mockRejectedValue(new ApiError(500, commonTexts.internalError));
    const save = await openProfileSettings();
    await user.clear(input(labels.city));
    await user.type(input(labels.city), 'Chicago');
    await user.click(save);

    expect(await screen.findByText(profileTexts.failed)).toBeInTheDocument();
    expect(input(labels.city)).toHaveValue('Chicago');
    expect(save).toBeEnabled();
  });

  it("puts the server's field errors next to their inputs", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    updateUserProfile.mockRejectedValue(
      new ApiError(400, errorsTexts.validation, [{ path: 'companyWebsite', message: validationTexts.invalidUrl }]),
    );
    await user.click(await openProfileSettings());

    expect(await screen.findByText(validationTexts.invalidUrl)).toBeInTheDocument();
    expect(input(labels.companyWebsite)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows Saving... while busy and saves once however often the button is clicked', async () => {
    // Clicks land even on the disabled button, as an impatient user's would.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    let finishSaving: (answer: { message: string; user: UserResponse }) => void = () => undefined;
    updateUserProfile.mockReturnValue(new Promise((resolve) => (finishSaving = resolve)));
    const save = await openProfileSettings();
    await user.dblClick(save);
    await user.click(save);

    expect(await screen.findByRole('button', { name: commonTexts.saving })).toBeDisabled();
    expect(updateUserProfile).toHaveBeenCalledTimes(1);
    finishSaving({ message: apiTexts.profileUpdated, user: storedProfile });
    expect(await screen.findByRole('button', { name: profileTexts.save })).toBeEnabled();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    vi.mocked(useApiQuery).mockReturnValue({
      request: { status: 'error', error: new ApiError(500, commonTexts.internalError) },
      reload,
      answerRequestedAt: 0,
    });
    renderAppAt('/profile-settings', signedInAs('Guardian'));
    await user.click(await screen.findByRole('button', { name: commonTexts.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
