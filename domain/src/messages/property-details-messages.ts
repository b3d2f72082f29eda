import { commonTexts } from './public-site-messages';
import { propertiesTexts } from './properties-messages';
import { propertyPageMessages } from './property-page-messages';
import { agentWorkspaceMessages } from './agent-workspace-messages';
import { guardianWorkspacePageMessages } from './guardian-workspace-page-messages';

/**
 * Texts of the property page, `/properties/{propertyId}` (issue 13): where the Related Property link of a case and the
 * property cards lead. The spec names the route only; the milestone texts stay in `statusTexts`.
 */
export const propertyDetailsMessages = {
  /** On each property card of the Properties page. */
  openPage: 'Open Property Page',
  loading: 'Loading the property',
  loadFailed: 'Failed to load the property',
  reviewStatus: propertyPageMessages.list.reviewStatus,
  readOnlyNote: 'You follow this property through a case: its details are read-only for you.',
  detailsTitle: propertyPageMessages.details.title,
  propertyType: 'Property type',
  condition: 'Condition',
  contact: propertyPageMessages.details.contact,
  additionalInfo: 'Additional information',
  none: commonTexts.notProvided,
  showingsTitle: agentWorkspaceMessages.ownerShowings.title,
  noShowings: agentWorkspaceMessages.ownerShowings.none,
  showingTime: (date: string, start: string, end: string) => `${date}, ${start} to ${end}`,
  showingFor: (clientName: string) => `For ${clientName}`,
  keyPickupsTitle: 'Upcoming Key Pickups',
  noKeyPickups: 'No upcoming key pickups.',
  keyPickupTime: (date: string, time: string) => `${date} at ${time}`,
  withCleanout: guardianWorkspacePageMessages.keyPickup.cleanoutRequested,
  casesTitle: propertiesTexts.associatedCases,
  noCases: 'No associated cases you can see.',
  caseNumber: (caseNumber: string) => `Case number ${caseNumber}`,
  caseStatus: (status: string) => `Status: ${status}`,
} as const;
