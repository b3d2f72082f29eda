import {
  canEditMilestone,
  dashboardTexts,
  MILESTONE_KEYS,
  MILESTONE_LABELS,
  MILESTONES_HIDDEN_FROM,
  type PermissionLevel,
  type Role,
  ROLES,
  statusTexts,
  webShellTexts,
} from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { usePropertyWaitingToSync, useUpdateMilestone } from '../../data/properties/update-milestone';
import { OWNER_UID, propertyFixture } from '../../test/property-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { PropertyStatusPanel } from './property-status-panel';

vi.mock('../../data/properties/update-milestone', () => ({
  useUpdateMilestone: vi.fn(),
  usePropertyWaitingToSync: vi.fn(() => false),
}));

const updateMilestone = vi.fn();
const VIEWER_UID = 'viewer-uid';

beforeEach(() => {
  updateMilestone.mockReset();
  vi.mocked(useUpdateMilestone).mockReturnValue(updateMilestone);
  vi.mocked(usePropertyWaitingToSync).mockReturnValue(false);
});

/** The panel's row of a milestone: its select when editable, else the read-only entry. */
function milestoneRow(label: string): HTMLElement {
  const row = screen.getByText(label, { selector: 'label, p' }).closest('li');
  if (!row) throw new Error(`No row for ${label}`);
  return row;
}

function expectEditable(label: string) {
  expect(screen.getByRole('combobox', { name: label }), label).toBeEnabled();
  expect(within(milestoneRow(label)).queryByText(statusTexts.readOnly), label).toBeNull();
}

function expectReadOnly(label: string) {
  expect(screen.queryByRole('combobox', { name: label }), label).toBeNull();
  expect(within(milestoneRow(label)).getByText(statusTexts.readOnly), label).toBeVisible();
}

function renderPanel(role: Role | null, options: { uid?: string; share?: PermissionLevel } = {}) {
  const uid = options.uid ?? OWNER_UID;
  const property = propertyFixture({
    sharedWith: options.share ? { [uid]: options.share } : {},
    memberIds: options.share ? [OWNER_UID, uid] : [OWNER_UID],
    statusData: { keyPickup: 'Completed', cleanout: 'In Progress', photos: 'Pending' },
  });
  const view = renderWithProviders(<PropertyStatusPanel property={property} role={role} uid={uid} />);
  return { ...view, property };
}

describe('property status panel: what each role sees and may set (spec part 1 §6)', () => {
  describe.each(ROLES)('as the owner with role %s', (role) => {
    it('shows the milestones of the role, editable exactly where the matrix says', () => {
      renderPanel(role);
      for (const key of MILESTONE_KEYS) {
        const label = MILESTONE_LABELS[key];
        if (MILESTONES_HIDDEN_FROM[role].includes(key)) {
          expect(screen.queryByText(label), label).toBeNull();
          expect(screen.queryByRole('combobox', { name: label }), label).toBeNull();
        } else if (canEditMilestone(role, key)) {
          expectEditable(label);
        } else {
          expectReadOnly(label);
        }
      }
    });
  });

  it.each(['Guardian', 'Executor'] as const)('hides marketing, negotiation and paperwork from a %s', (role) => {
    renderPanel(role);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    for (const key of ['marketing', 'negotiation', 'paperwork'] as const) {
      expect(screen.queryByText(MILESTONE_LABELS[key])).toBeNull();
    }
  });

  it('lets an agent with a manage share set the agent milestones only', () => {
    renderPanel('Agent', { uid: VIEWER_UID, share: 'manage' });
    expectEditable(MILESTONE_LABELS.photos);
    expectEditable(MILESTONE_LABELS.negotiation);
    expectReadOnly(MILESTONE_LABELS.keyPickup);
    expectReadOnly(MILESTONE_LABELS.closed);
  });

  it.each([
    ['an agent with a view share', 'Agent', 'view'],
    ['a guardian with a view share', 'Guardian', 'view'],
    ['a member without a share level', 'Executor', undefined],
  ] as const)('makes everything read-only for %s', (_who, role, share) => {
    renderPanel(role, { uid: VIEWER_UID, share });
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.getAllByText(statusTexts.readOnly)).toHaveLength(screen.getAllByRole('listitem').length);
  });

  it('lets an admin who does not own the property set all 12', () => {
    renderPanel('Admin', { uid: VIEWER_UID });
    expect(screen.getAllByRole('combobox')).toHaveLength(12);
  });

  it('shows no choices to an account without a role claim', () => {
    renderPanel(null);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
  });
});

describe('property status panel: progress and notes', () => {
  it('shows (completed + half of in progress) / 12 as percent, as text and bar', () => {
    renderPanel('Guardian');
    const percentText = dashboardTexts.percentComplete(12.5);
    expect(screen.getByText(percentText)).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: `${statusTexts.title}: ${percentText}` });
    expect(bar).toHaveAttribute('aria-valuenow', '12.5');
  });

  it('follows new live values without a reload', () => {
    const { property, rerender } = renderPanel('Guardian');
    rerender(
      <PropertyStatusPanel
        property={{ ...property, statusData: { ...property.statusData, photos: 'Completed', listing: 'Completed' } }}
        role="Guardian"
        uid={OWNER_UID}
      />,
    );
    expect(screen.getByText(dashboardTexts.percentComplete(3.5 / 0.12))).toBeVisible();
    expect(screen.getByRole('combobox', { name: MILESTONE_LABELS.photos })).toHaveValue('Completed');
  });

  it.each(ROLES)('shows the approval note to agents only (%s)', (role) => {
    renderPanel(role);
    const note = screen.queryByText(statusTexts.agentApprovalNote);
    if (role === 'Agent') expect(note).toBeVisible();
    else expect(note).toBeNull();
  });
});

describe('property status panel: setting a milestone', () => {
  it('offers the three values and writes the chosen one', async () => {
    const user = userEvent.setup();
    updateMilestone.mockResolvedValue('updated');
    const { property } = renderPanel('Guardian');
    const photos = screen.getByRole('combobox', { name: MILESTONE_LABELS.photos });
    expect(
      within(photos)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending', 'In Progress', 'Completed']);

    await user.selectOptions(photos, 'In Progress');

    expect(updateMilestone).toHaveBeenCalledWith(property.id, 'photos', 'In Progress');
    expect(await screen.findByText(statusTexts.updated)).toBeVisible();
  });

  it('warns with the permission text when the rules refuse the change', async () => {
    const user = userEvent.setup();
    updateMilestone.mockResolvedValue('forbidden');
    renderPanel('Guardian');

    await user.selectOptions(screen.getByRole('combobox', { name: MILESTONE_LABELS.listing }), 'Completed');

    expect(await screen.findByText(statusTexts.noPermission)).toBeVisible();
    expect(screen.queryByText(statusTexts.updated)).toBeNull();
  });

  it("says 'Failed to update status' when the write fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    updateMilestone.mockRejectedValue(new Error('unavailable'));
    renderPanel('Guardian');

    await user.selectOptions(screen.getByRole('combobox', { name: MILESTONE_LABELS.offer }), 'Completed');

    expect(await screen.findByText(statusTexts.updateFailed)).toBeVisible();
  });

  it("keeps the choices open while a change waits offline, marked 'Waiting to sync'", async () => {
    const user = userEvent.setup();
    updateMilestone.mockReturnValue(new Promise(() => undefined));
    vi.mocked(usePropertyWaitingToSync).mockReturnValue(true);
    renderPanel('Guardian');

    await user.selectOptions(screen.getByRole('combobox', { name: MILESTONE_LABELS.photos }), 'In Progress');
    await user.selectOptions(screen.getByRole('combobox', { name: MILESTONE_LABELS.cleanout }), 'Completed');

    expect(updateMilestone).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('combobox', { name: MILESTONE_LABELS.photos })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(webShellTexts.waitingToSync);
  });
});
