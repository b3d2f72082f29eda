import { accountRoutes, agentTexts, onboardingTexts, profileTexts, storedAgentProfileSchema } from '@estatekey/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { callApi } from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AgentProfileEditor } from './agent-profile-editor';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const labels = agentTexts.wizard.labels;
const stored = storedAgentProfileSchema.parse({
  address: '5 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  phone: '(555) 010-3000',
  licenseNumber: 'IL-475.123456',
  licenseState: 'IL',
  licenseExpiration: '2028-06-30',
  yearsExperience: 12,
  brokerageName: 'Prairie Realty',
  serviceCounties: ['Sangamon'],
  specialties: ['Residential'],
  agreeToTerms: true,
});

beforeEach(() => {
  vi.mocked(callApi).mockReset();
});

describe('agent profile on Profile Settings', () => {
  it('prefills the stored answers and saves a change', async () => {
    const user = userEvent.setup();
    answerApiCalls([[accountRoutes.completeAgentOnboarding, () => ({ message: 'ok', user: {} })]]);
    renderWithProviders(<AgentProfileEditor stored={stored} />);
    const brokerage = screen.getByRole('textbox', { name: labels.brokerageName });
    expect(brokerage).toHaveValue('Prairie Realty');
    expect(screen.getByRole('checkbox', { name: 'Residential' })).toBeChecked();
    await user.clear(brokerage);
    await user.type(brokerage, 'Lakeside Homes');
    await user.click(screen.getByRole('button', { name: agentTexts.wizard.saveProfile }));
    expect(callApi).toHaveBeenCalledWith(accountRoutes.completeAgentOnboarding, {
      body: {
        formData: expect.objectContaining({
          brokerageName: 'Lakeside Homes',
          serviceCounties: ['Sangamon'],
        }) as unknown,
      },
    });
    expect(await screen.findByText(profileTexts.success)).toBeInTheDocument();
  });

  it('refuses to save without a specialty and says why', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AgentProfileEditor stored={stored} />);
    await user.click(screen.getByRole('checkbox', { name: 'Residential' }));
    await user.click(screen.getByRole('button', { name: agentTexts.wizard.saveProfile }));
    expect(await screen.findByText(onboardingTexts.agent.countiesAndSpecialty)).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });
});
