import { formMessages } from './form-messages';
import { propertiesTexts } from './properties-messages';
import { commonTexts, screenTitles } from './public-site-messages';
import { sharingTexts } from './sharing-messages';

/**
 * Texts of the Properties page (spec part 1 §2.15) that the spec does not spell: the list's headings and toggles,
 * the Edit form (a real edit, DESIGN §8) and its outcomes, the View Details dialog, and the share modal's labels.
 * The spec's own texts stay in `propertiesTexts`, `statusTexts` and `sharingTexts`.
 */
export const propertyPageMessages = {
  list: {
    title: 'Your Properties',
    loading: 'Loading your properties',
    showDetails: 'Show details',
    hideDetails: 'Hide details',
    reviewStatus: formMessages.labels.reviewStatus,
    owned: 'Owned by you',
    sharedWithYou: (permission: string) => `Shared with you (${permission})`,
    loadCasesFailed: 'Failed to load the legal cases of this property',
    loadingCases: 'Loading legal cases',
    removeCaseOf: (caseName: string) => `${propertiesTexts.removeCase}: ${caseName}`,
    /** A linked case's second line: its number, and for the property's owner who holds the case. */
    caseNumberAndAttorney: (caseNumber: string, attorneyName: string | undefined) =>
      attorneyName ? `${caseNumber} · Attorney: ${attorneyName}` : caseNumber,
  },
  edit: {
    title: 'Edit Property',
    save: commonTexts.saveChanges,
    saving: commonTexts.saving,
    /** Also the answer of PUT /api/properties/{id}. */
    updated: 'Property updated successfully',
    updateFailed: 'Failed to update property',
  },
  details: {
    title: screenTitles.propertyDetails,
    location: 'Location',
    contact: formMessages.contactSection,
    submitted: 'Submitted',
    lastUpdated: 'Last updated',
    milestones: 'Milestones',
  },
  sharing: {
    dialogTitle: (propertyLabel: string) => `${sharingTexts.title}: ${propertyLabel}`,
    searching: 'Searching...',
    loadingShared: 'Loading shared users',
    removeUser: (name: string) => `Remove sharing with ${name}`,
    permissionOf: (permission: string) => `Permission: ${permission}`,
  },
} as const;
