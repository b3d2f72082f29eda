import { accountRoutes, agentTexts, onboardingTexts, validationTexts } from '@estatekey/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { callApi } from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AgentProfileWizard } from './agent-profile-wizard';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const agentText = onboardingTexts.agent;
const labels = agentTexts.wizard.labels;

async function continueTo(user: UserEvent, title: string) {
  await user.click(screen.getByRole('button', { name: onboardingTexts.continue }));
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
}

async function expectStuckWith(user: UserEvent, message: string, title: string) {
  await user.click(screen.getByRole('button', { name: /^(Continue|Complete Profile)$/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

beforeEach(() => {
  vi.mocked(callApi).mockReset();
});

describe('agent profile wizard', () => {
  it('checks each step before moving on and completes the profile with every answer', async () => {
    const user = userEvent.setup();
    answerApiCalls([[accountRoutes.completeAgentOnboarding, () => ({ message: 'ok', user: {} })]]);
    renderWithProviders(<AgentProfileWizard />);
    expect(screen.getByText(onboardingTexts.stepOf(1, 4))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: onboardingTexts.back })).toBeDisabled();

    // Personal
    await expectStuckWith(user, agentText.requiredFields, 'Personal');
    await user.type(screen.getByRole('textbox', { name: labels.address }), '5 Main Street');
    await user.type(screen.getByRole('textbox', { name: labels.city }), 'Springfield');
    await choose(user, labels.state, 'IL');
    await user.type(screen.getByRole('textbox', { name: labels.zipCode }), '62701');
    await user.type(screen.getByRole('textbox', { name: labels.phone }), '(555) 010-3000');
    await continueTo(user, 'Professional');
    expect(screen.getByText(onboardingTexts.percentComplete(33.33))).toBeInTheDocument();

    // Professional: required fields, then years 0–50
    await expectStuckWith(user, agentText.requiredFields, 'Professional');
    await user.type(screen.getByRole('textbox', { name: labels.licenseNumber }), 'IL-475.123456');
    await choose(user, labels.licenseState, 'IL');
    fireEvent.change(screen.getByLabelText(labels.licenseExpiration), { target: { value: '2028-06-30' } });
    await user.type(screen.getByRole('textbox', { name: labels.brokerageName }), 'Prairie Realty');
    const years = screen.getByRole('spinbutton', { name: labels.yearsExperience });
    await user.clear(years);
    await user.type(years, '51');
    await expectStuckWith(user, validationTexts.yearsOfExperienceRange, 'Professional');
    await user.clear(years);
    await user.type(years, '12');
    await continueTo(user, 'Services');

    // Services: a county (Enter adds; empty and duplicate ignored) and a specialty
    await expectStuckWith(user, agentText.countiesAndSpecialty, 'Services');
    const county = screen.getByRole('textbox', { name: labels.serviceCounties });
    await user.type(county, 'Sangamon{Enter}');
    await user.type(county, '   {Enter}');
    await user.type(county, 'sangamon{Enter}');
    await user.type(county, 'Cook{Enter}');
    const counties = screen.getByRole('list', { name: labels.serviceCounties });
    expect(
      within(counties)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sangamon', 'Cook']);
    await expectStuckWith(user, agentText.countiesAndSpecialty, 'Services');
    await user.click(screen.getByRole('checkbox', { name: 'Probate Properties' }));
    await continueTo(user, 'Additional');

    // Additional: the terms must be agreed to
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expectStuckWith(user, agentText.agreeToTerms, 'Additional');
    expect(callApi).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: labels.agreeToTerms }));
    await user.click(screen.getByRole('button', { name: agentText.completeProfile }));

    expect(callApi).toHaveBeenCalledWith(accountRoutes.completeAgentOnboarding, {
      body: {
        formData: expect.objectContaining({
          address: '5 Main Street',
          state: 'IL',
          licenseExpiration: '2028-06-30',
          yearsExperience: 12,
          serviceCounties: ['Sangamon', 'Cook'],
          specialties: ['Probate Properties'],
          contactPreference: 'email',
          agreeToTerms: true,
        }) as unknown,
      },
    });
    expect(await screen.findByText(agentText.success)).toBeInTheDocument();
  });

  it("marks only the current step's missing fields invalid and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AgentProfileWizard />);
    await user.type(screen.getByRole('textbox', { name: labels.address }), '5 Main Street');
    await expectStuckWith(user, agentText.requiredFields, 'Personal');
    expect(screen.getByRole('textbox', { name: labels.address })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: labels.city })).toHaveAttribute('aria-invalid', 'true');
    expect(callApi).not.toHaveBeenCalled();
  });
});
