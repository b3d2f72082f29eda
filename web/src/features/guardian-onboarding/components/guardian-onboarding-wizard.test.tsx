import {
  accountRoutes,
  addDaysIso,
  apiTexts,
  commonTexts,
  type DocumentResponse,
  formatTime12h,
  GUARDIAN_WIZARD_STEPS,
  onboardingTexts,
  guardianWizardPercent,
  MAX_UPLOAD_BYTES,
  ONBOARDING_PICKUP_SLOTS,
  type Role,
  todayIsoDate,
  uploadTexts,
  userResponseSchema,
  validationTexts,
  webShellTexts,
} from '@estatekey/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../lib/api-client';
import { documentResponseFixture } from '../../../test/document-fixtures';
import { userProfileFixture } from '../../../test/user-profile-fixture';
import { useUserProfile } from '../../../data/user/use-user-profile';
import { renderAppAt } from '../../../test/render-app';
import { signedInAs } from '../../../test/sessions';
import { enterText } from '../../../test/user-input';
import { completeGuardianOnboarding } from '../api/complete-guardian-onboarding';
import { uploadOnboardingDocument } from '../api/upload-onboarding-document';

const shell = await vi.hoisted(() => import('../../../test/signed-in-shell-mocks'));
vi.mock('../../../lib/auth/use-sign-out', () => shell.signOutModule);
vi.mock('../../../data/user/use-user-profile', () => shell.userProfileModule(vi.fn()));
vi.mock('../../../data/conversations/use-conversations', () => shell.conversationsModule);
vi.mock('../../../data/notifications/use-unread-notification-count', () => shell.unreadCountModule);
// A new guardian has no case yet: the home page's two-track block stays empty.
vi.mock('../../../data/cases/use-member-cases', () => ({
  useMemberCasesSnapshot: () => ({ status: 'success', data: [] }),
}));
vi.mock('../api/complete-guardian-onboarding', () => ({ completeGuardianOnboarding: vi.fn() }));
vi.mock('../api/upload-onboarding-document', () => ({ uploadOnboardingDocument: vi.fn() }));

const text = onboardingTexts;
const guardianText = onboardingTexts.guardian;
const wizardText = onboardingTexts.guardianWizard;
const STEP_TITLES = GUARDIAN_WIZARD_STEPS.map((step) => step.title);
const today = todayIsoDate();
const tomorrow = addDaysIso(today, 1);

function documentFixture(name: string): DocumentResponse {
  return documentResponseFixture({
    _id: `doc-${name}`,
    title: name,
    originalName: name,
    fileName: name,
    documentType: 'Other',
    fileUrl: `/api/documents/doc-${name}/file`,
    size: 2048,
    uploaderName: 'Gina Guardian',
    uploaderRole: 'Guardian',
    clientName: 'Gina Guardian',
    caseId: null,
    caseName: '',
    caseNumber: '',
    case: null,
  });
}

/** The answer of PUT /api/user/onboarding/complete; the wizard only needs it to succeed. */
const COMPLETED = accountRoutes.completeOnboarding.response.parse({
  message: apiTexts.onboardingCompleted,
  user: userResponseSchema.parse({
    _id: 'persona-new-guardian',
    id: 'persona-new-guardian',
    firstName: 'Gina',
    lastName: 'Guardian',
    email: 'gina.guardian@example.com',
    role: 'Guardian',
    onboardingCompleted: true,
    createdAt: '2026-01-10T09:00:00.000Z',
  }),
});

function pdf(name: string, bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

/** A file that reports `size` bytes without allocating them. */
function fileOfSize(name: string, size: number): File {
  const file = pdf(name, 16);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openWizard(role: Role = 'Guardian') {
  vi.mocked(useUserProfile).mockReturnValue({
    status: 'success',
    data: userProfileFixture({
      role,
      firstName: 'Gina',
      lastName: 'Guardian',
      email: 'gina.guardian@example.com',
      phone: '(555) 010-3000',
      onboardingCompleted: false,
    }),
  });
  const view = renderAppAt('/home', signedInAs(role, 'persona-new-guardian'));
  await screen.findByRole('heading', { name: STEP_TITLES[0] });
  return view;
}

function stepRegion(title: string) {
  return screen.getByRole('region', { name: title });
}

function continueButton() {
  return screen.getByRole('button', { name: text.continue });
}

function previousButton() {
  return screen.getByRole('button', { name: text.previous });
}

function radioIn(question: string, answer: string) {
  return within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: answer });
}

function textbox(label: string) {
  return screen.getByRole('textbox', { name: label });
}

function select(label: string): HTMLSelectElement {
  const element = screen.getByRole('combobox', { name: label });
  if (!(element instanceof HTMLSelectElement)) throw new Error(`${label} is not a native select`);
  return element;
}

async function goToStep(user: UserEvent, step: number) {
  while (!screen.queryByRole('heading', { name: STEP_TITLES[step - 1] })) {
    await user.click(continueButton());
  }
}

/** Answers every step as a new guardian selling one house whose keys are picked up tomorrow at 10:00 AM. */
async function answerEveryStep(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: guardianText.identityConfirm }));
  await user.click(radioIn(guardianText.needsAttorneyReferralQuestion, commonTexts.yes));
  await user.click(continueButton());

  await enterText(user, textbox(wizardText.contact.address), '9 Oak Lane');
  await enterText(user, textbox(wizardText.contact.city), 'Peoria');
  await user.selectOptions(select(wizardText.contact.state), 'IL');
  await enterText(user, textbox(wizardText.contact.zipCode), '61602');
  await user.click(continueButton());

  await enterText(user, textbox(wizardText.property.address), '12 Elm Street');
  await enterText(user, textbox(wizardText.property.city), 'Springfield');
  await user.selectOptions(select(wizardText.property.state), 'IL');
  await enterText(user, textbox(wizardText.property.zipCode), '62704');
  await user.selectOptions(select(guardianText.bedroomsLabel), '3');
  await user.selectOptions(select(guardianText.bathroomsLabel), '2.5');
  await enterText(user, screen.getByRole('spinbutton', { name: guardianText.expectedPriceLabel }), '250000');
  await user.click(continueButton());

  await user.click(radioIn(guardianText.hasMortgageQuestion, commonTexts.yes));
  await enterText(user, screen.getByRole('spinbutton', { name: guardianText.mortgageBalanceLabel }), '80000');
  await user.click(continueButton());

  await user.click(continueButton());

  fireEvent.change(screen.getByLabelText(wizardText.pickupDateLabel, { exact: false }), {
    target: { value: tomorrow },
  });
  await user.selectOptions(select(wizardText.pickupTimeLabel), '10:00');
  await user.click(continueButton());

  await user.click(radioIn(guardianText.needsCleanoutQuestion, commonTexts.yes));
  await user.click(continueButton());
}

const EXPECTED_FORM_DATA = {
  identityVerified: true,
  isAttorney: false,
  needsAttorneyReferral: true,
  fullName: 'Gina Guardian',
  email: 'gina.guardian@example.com',
  phone: '(555) 010-3000',
  address: '9 Oak Lane',
  city: 'Peoria',
  state: 'IL',
  zipCode: '61602',
  propertyAddress: '12 Elm Street',
  propertyCity: 'Springfield',
  propertyState: 'IL',
  propertyZipCode: '62704',
  bedrooms: '3',
  bathrooms: '2.5',
  propertyPrice: 250000,
  hasMortgage: true,
  mortgageBalance: 80000,
  isInForeclosure: false,
  keyPickupMethod: 'schedule',
  lockboxCode: '',
  pickupDate: tomorrow,
  pickupTime: '10:00',
  needsCleanout: true,
};

beforeEach(() => {
  vi.mocked(completeGuardianOnboarding).mockReset();
  vi.mocked(uploadOnboardingDocument).mockReset();
});

describe('guardian onboarding wizard: moving between steps', { timeout: 15_000 }, () => {
  it.each(['Guardian', 'Executor'] as const)('opens on /home for %s users who have not onboarded yet', async (role) => {
    await openWizard(role);
    expect(screen.getByText(text.stepOf(1, 9))).toBeInTheDocument();
    expect(screen.getByText(text.percentComplete(guardianWizardPercent(1)))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: wizardText.progressLabel })).toHaveAttribute(
      'aria-valuetext',
      `${text.stepOf(1, 9)}, ${text.percentComplete(guardianWizardPercent(1))}`,
    );
    expect(screen.queryByText(webShellTexts.intakeFormComingSoon)).toBeNull();
  });

  it('moves forward and back freely, without checking anything, and keeps the answers', async () => {
    const user = userEvent.setup({ delay: null });
    await openWizard();
    expect(previousButton()).toBeDisabled();

    await user.click(radioIn(guardianText.isAttorneyQuestion, commonTexts.yes));
    // The identity box is left unticked: Continue still moves on.
    await user.click(continueButton());
    expect(stepRegion(STEP_TITLES[1] ?? '')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: STEP_TITLES[1] })).toHaveFocus();
    expect(screen.getByText(text.stepOf(2, 9))).toBeInTheDocument();
    expect(screen.getByText(text.percentComplete(guardianWizardPercent(2)))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(textbox(wizardText.contact.fullName));
    await user.click(continueButton());
    expect(screen.getByRole('heading', { name: STEP_TITLES[2] })).toHaveFocus();

    await user.click(previousButton());
    expect(screen.getByRole('heading', { name: STEP_TITLES[1] })).toHaveFocus();
    expect(textbox(wizardText.contact.fullName)).toHaveValue('');
    await user.click(previousButton());
    expect(radioIn(guardianText.isAttorneyQuestion, commonTexts.yes)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: guardianText.identityConfirm })).not.toBeChecked();
  });

  it("shows 'Complete Onboarding' instead of Continue on the ninth step, with the five next steps", async () => {
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await goToStep(user, 9);
    expect(screen.getByText(text.stepOf(9, 9))).toBeInTheDocument();
    expect(screen.getByText(text.percentComplete(100))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.continue })).toBeNull();
    expect(screen.getByRole('button', { name: text.complete })).toBeEnabled();
    const nextSteps = within(stepRegion(STEP_TITLES[8] ?? '')).getAllByRole('listitem');
    expect(nextSteps.map((item) => item.textContent)).toEqual([...guardianText.nextSteps]);
  });

  it('prefills the contact step from the profile, every field marked required', async () => {
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await user.click(continueButton());
    expect(textbox(wizardText.contact.fullName)).toHaveValue('Gina Guardian');
    expect(textbox(wizardText.contact.email)).toHaveValue('gina.guardian@example.com');
    expect(textbox(wizardText.contact.phone)).toHaveValue('(555) 010-3000');
    for (const label of [
      wizardText.contact.fullName,
      wizardText.contact.email,
      wizardText.contact.phone,
      wizardText.contact.address,
      wizardText.contact.city,
      wizardText.contact.zipCode,
    ]) {
      expect(textbox(label)).toBeRequired();
    }
    expect(select(wizardText.contact.state)).toBeRequired();
  });
});

describe('guardian onboarding wizard: questions that depend on answers', { timeout: 15_000 }, () => {
  it('asks about an attorney referral only when the user is not an attorney', async () => {
    const user = userEvent.setup({ delay: null });
    await openWizard();
    expect(screen.getByRole('radiogroup', { name: guardianText.needsAttorneyReferralQuestion })).toBeInTheDocument();
    await user.click(radioIn(guardianText.isAttorneyQuestion, commonTexts.yes));
    expect(screen.queryByRole('radiogroup', { name: guardianText.needsAttorneyReferralQuestion })).toBeNull();
    await user.click(radioIn(guardianText.isAttorneyQuestion, commonTexts.no));
    expect(screen.getByRole('radiogroup', { name: guardianText.needsAttorneyReferralQuestion })).toBeInTheDocument();
  });

  it('asks for the mortgage balance only when there is a mortgage', async () => {
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await goToStep(user, 4);
    expect(screen.queryByRole('spinbutton', { name: guardianText.mortgageBalanceLabel })).toBeNull();
    await user.click(radioIn(guardianText.hasMortgageQuestion, commonTexts.yes));
    expect(screen.getByRole('spinbutton', { name: guardianText.mortgageBalanceLabel })).toBeInTheDocument();
    await user.click(radioIn(guardianText.hasMortgageQuestion, commonTexts.no));
    expect(screen.queryByRole('spinbutton', { name: guardianText.mortgageBalanceLabel })).toBeNull();
  });

  it('promises a call within 24 hours when the property is in foreclosure', async () => {
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await goToStep(user, 5);
    expect(screen.queryByText(guardianText.foreclosurePromise)).toBeNull();
    await user.click(radioIn(guardianText.isInForeclosureQuestion, commonTexts.yes));
    expect(screen.getByText(guardianText.foreclosurePromise)).toBeInTheDocument();
  });

  it('schedules a pickup by default, from today on, in eight hourly slots; a lockbox asks for its code instead', async () => {
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await goToStep(user, 6);
    expect(radioIn(guardianText.keyPickupMethodLabel, guardianText.keyPickupSchedule)).toBeChecked();
    expect(screen.getByLabelText(wizardText.pickupDateLabel, { exact: false })).toHaveAttribute('min', today);
    const slots = Array.from(select(wizardText.pickupTimeLabel).options)
      .filter((option) => option.value !== '')
      .map((option) => option.textContent);
    expect(slots).toEqual(ONBOARDING_PICKUP_SLOTS.map(formatTime12h));
    expect(slots).toEqual(['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM']);
    expect(screen.queryByRole('textbox', { name: guardianText.lockboxCodeLabel })).toBeNull();

    await user.click(radioIn(guardianText.keyPickupMethodLabel, guardianText.keyPickupLockbox));
    expect(textbox(guardianText.lockboxCodeLabel)).toBeInTheDocument();
    expect(screen.queryByLabelText(wizardText.pickupDateLabel, { exact: false })).toBeNull();
    expect(screen.queryByRole('combobox', { name: wizardText.pickupTimeLabel })).toBeNull();
  });
});

describe('guardian onboarding wizard: documents step', { timeout: 15_000 }, () => {
  it('refuses a file over 10 MB and one of a type not allowed, and holds the others until removed', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await openWizard();
    await goToStep(user, 8);
    const input = screen.getByLabelText(wizardText.documents.chooseFiles, { selector: 'input' });

    await user.upload(input, [
      fileOfSize('inventory-scan.pdf', MAX_UPLOAD_BYTES + 1),
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
      pdf('letters-of-office.pdf'),
    ]);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(wizardText.documents.rejected('inventory-scan.pdf', uploadTexts.fileTooLarge));
    expect(alert).toHaveTextContent(wizardText.documents.rejected('setup.exe', uploadTexts.fileTypeNotAllowed));
    const list = screen.getByRole('list', { name: wizardText.documents.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/letters-of-office\.pdf/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: wizardText.documents.removeOf('letters-of-office.pdf') }));
    expect(screen.queryByRole('list', { name: wizardText.documents.listLabel })).toBeNull();
    expect(screen.getByText(wizardText.documents.none)).toBeInTheDocument();
  });

  it('takes a GIF as the spec lists (PDF, PNG, JPG, GIF) and says so in the hint', async () => {
    // userEvent applies the input's accept list here, as a browser's file picker does.
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await goToStep(user, 8);
    expect(screen.getByText(guardianText.documentHint, { exact: false })).toHaveTextContent(/GIF/);
    const input = screen.getByLabelText(wizardText.documents.chooseFiles, { selector: 'input' });

    await user.upload(input, [new File(['GIF89a'], 'deed-scan.gif', { type: 'image/gif' }), pdf('will.pdf')]);

    expect(screen.queryByRole('alert')).toBeNull();
    const list = screen.getByRole('list', { name: wizardText.documents.listLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/deed-scan\.gif/)).toBeInTheDocument();
  });
});

// Each of these answers all nine steps first.
describe('guardian onboarding wizard: completion', { timeout: 30_000 }, () => {
  it('sends every answer in formData, then uploads the chosen files, and says so', async () => {
    vi.mocked(completeGuardianOnboarding).mockResolvedValue(COMPLETED);
    vi.mocked(uploadOnboardingDocument).mockImplementation(async (file) => documentFixture(file.name));
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await answerEveryStep(user);
    const letters = pdf('letters-of-office.pdf');
    const will = pdf('will.pdf');
    await user.upload(screen.getByLabelText(wizardText.documents.chooseFiles, { selector: 'input' }), [letters, will]);
    await user.click(continueButton());

    await user.click(screen.getByRole('button', { name: text.complete }));

    expect(await screen.findByText(text.dashboardSuccess)).toBeInTheDocument();
    expect(completeGuardianOnboarding).toHaveBeenCalledTimes(1);
    expect(completeGuardianOnboarding).toHaveBeenCalledWith(EXPECTED_FORM_DATA);
    expect(await screen.findByText(wizardText.uploads.allUploaded(2))).toBeInTheDocument();
    expect(vi.mocked(uploadOnboardingDocument).mock.calls.map(([file]) => file)).toEqual([letters, will]);
  });

  it('completes once on a double click', async () => {
    vi.mocked(completeGuardianOnboarding).mockResolvedValue(COMPLETED);
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await answerEveryStep(user);
    await user.click(continueButton());

    await user.dblClick(screen.getByRole('button', { name: text.complete }));

    expect(await screen.findByText(text.dashboardSuccess)).toBeInTheDocument();
    expect(completeGuardianOnboarding).toHaveBeenCalledTimes(1);
    expect(uploadOnboardingDocument).not.toHaveBeenCalled();
  });

  it('a double click on Continue before the last step does not complete the onboarding', async () => {
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await goToStep(user, 8);
    await user.dblClick(continueButton());
    expect(screen.getByRole('heading', { name: STEP_TITLES[8] })).toBeInTheDocument();
    expect(completeGuardianOnboarding).not.toHaveBeenCalled();
  });

  it('reports the files that failed to upload without undoing the completed onboarding', async () => {
    vi.mocked(completeGuardianOnboarding).mockResolvedValue(COMPLETED);
    vi.mocked(uploadOnboardingDocument).mockImplementation(async (file) => {
      if (file.name === 'will.pdf') throw new ApiError(415, uploadTexts.fileTypeNotAllowed);
      return documentFixture(file.name);
    });
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await answerEveryStep(user);
    await user.upload(screen.getByLabelText(wizardText.documents.chooseFiles, { selector: 'input' }), [
      pdf('letters-of-office.pdf'),
      pdf('will.pdf'),
    ]);
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: text.complete }));

    expect(await screen.findByText(text.dashboardSuccess)).toBeInTheDocument();
    expect(await screen.findByText(wizardText.uploads.someFailed(['will.pdf'], 2))).toBeInTheDocument();
    expect(uploadOnboardingDocument).toHaveBeenCalledTimes(2);
  });

  it('checks the whole form and opens the first step with an error, focused on the field', async () => {
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await goToStep(user, 9);

    await user.click(screen.getByRole('button', { name: text.complete }));

    expect(screen.getByRole('heading', { name: STEP_TITLES[0] })).toBeInTheDocument();
    const identity = screen.getByRole('checkbox', { name: guardianText.identityConfirm });
    expect(identity).toHaveFocus();
    expect(identity).toHaveAccessibleDescription(validationTexts.identityConfirmRequired);
    expect(completeGuardianOnboarding).not.toHaveBeenCalled();

    await user.click(identity);
    await goToStep(user, 9);
    await user.click(screen.getByRole('button', { name: text.complete }));

    // Contact is prefilled except the address: the next error is on step 2.
    expect(screen.getByRole('heading', { name: STEP_TITLES[1] })).toBeInTheDocument();
    expect(textbox(wizardText.contact.address)).toHaveFocus();
    expect(textbox(wizardText.contact.address)).toHaveAccessibleDescription(validationTexts.required);
    expect(completeGuardianOnboarding).not.toHaveBeenCalled();
  });

  it('keeps the wizard and every answer when the server fails, behind an alert with the spec text', async () => {
    vi.mocked(completeGuardianOnboarding).mockRejectedValue(new ApiError(500, commonTexts.internalError));
    const user = userEvent.setup({ delay: null });
    await openWizard();
    await answerEveryStep(user);
    await user.upload(screen.getByLabelText(wizardText.documents.chooseFiles, { selector: 'input' }), [
      pdf('letters-of-office.pdf'),
    ]);
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: text.complete }));

    const alert = await screen.findByRole('alertdialog', { name: wizardText.completionErrorTitle });
    expect(alert).toHaveAccessibleDescription(guardianText.completionError);
    expect(uploadOnboardingDocument).not.toHaveBeenCalled();
    expect(screen.queryByText(text.dashboardSuccess)).toBeNull();
    await user.click(within(alert).getByRole('button', { name: commonTexts.close }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    expect(screen.getByRole('heading', { name: STEP_TITLES[8] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.complete })).toBeEnabled();
    await user.click(previousButton());
    expect(screen.getByRole('list', { name: wizardText.documents.listLabel })).toHaveTextContent(
      'letters-of-office.pdf',
    );
    await user.click(previousButton());
    await user.click(previousButton());
    expect(select(wizardText.pickupTimeLabel)).toHaveValue('10:00');
  });
});
