import { formTexts } from './form-texts';
import { commonTexts, screenTitleTexts, sidebarTexts } from './public-site-texts';
import { publicIntakeTexts } from './public-intake-texts';

const removeCase = 'Remove case association';
const associatedCases = 'Associated Legal Cases';

/**
 * The properties area: the Properties page (list, edit form, details dialog), the property page, and what the API
 * writes about properties (member notifications, sharing refusals, the lockbox code).
 */
export const propertiesTexts = {
  title: screenTitleTexts.properties,
  submitNew: 'Submit New Property',
  submit: sidebarTexts.submitProperty,
  submitting: commonTexts.submitting,
  submitSuccess: 'Property submitted successfully!',
  submitError: publicIntakeTexts.property.error,
  loadFailed: 'Failed to load your properties',
  empty: "You haven't submitted any properties yet.",
  edit: commonTexts.edit,
  viewDetails: commonTexts.viewDetails,
  share: 'Share',
  manageLegalCases: 'Manage Legal Cases',
  casesHint: 'Cases can be associated with properties from the Court Documents page.',
  associatedCases,
  noAssociatedCases: 'No legal cases associated with this property.',
  removeCase,
  caseDisassociated: 'Case disassociated from property',
  caseDisassociateFailed: 'Failed to remove case association',
  labels: {
    address: 'Address',
    city: formTexts.labels.city,
    state: 'State',
    zipCode: 'ZIP Code',
    propertyType: 'Property Type',
    condition: 'Condition',
    contactName: 'Contact Name',
    contactEmail: 'Contact Email',
    contactPhone: 'Contact Phone',
    additionalInfo: 'Additional Information',
  },
  list: {
    title: 'Your Properties',
    loading: 'Loading your properties',
    /** Under the list when more properties exist than are shown: reads the next page. */
    showMore: 'Show more properties',
    showDetails: 'Show details',
    hideDetails: 'Hide details',
    reviewStatus: formTexts.labels.reviewStatus,
    owned: 'Owned by you',
    sharedWithYou: (permission: string) => `Shared with you (${permission})`,
    loadCasesFailed: 'Failed to load the legal cases of this property',
    loadingCases: 'Loading legal cases',
    removeCaseOf: (caseName: string) => `${removeCase}: ${caseName}`,
    /** A linked case's second line: its number, and for the property's owner who holds the case. */
    caseNumberAndAttorney: (caseNumber: string, attorneyName: string | undefined) =>
      attorneyName ? `${caseNumber} · Attorney: ${attorneyName}` : caseNumber,
  },
  editForm: {
    title: 'Edit Property',
    save: commonTexts.saveChanges,
    saving: commonTexts.saving,
    /** Also the answer of PUT /api/properties/{id}. */
    updated: 'Property updated successfully',
    updateFailed: 'Failed to update property',
  },
  /** The property page, `/properties/{propertyId}`: where the Related Property link of a case and the property cards lead. */
  page: {
    submitted: 'Submitted',
    lastUpdated: 'Last updated',
    loading: 'Loading the property',
    loadFailed: 'Failed to load the property',
    reviewStatus: formTexts.labels.reviewStatus,
    readOnlyNote: 'You follow this property through a case: its details are read-only for you.',
    detailsTitle: screenTitleTexts.propertyDetails,
    propertyType: 'Property type',
    condition: 'Condition',
    contact: formTexts.contactSection,
    additionalInfo: 'Additional information',
    none: commonTexts.notProvided,
    showingsTitle: 'Upcoming Showings',
    noShowings: 'No upcoming showings.',
    showingTime: (date: string, start: string, end: string) => `${date}, ${start} to ${end}`,
    showingFor: (clientName: string) => `For ${clientName}`,
    keyPickupsTitle: 'Upcoming Key Pickups',
    noKeyPickups: 'No upcoming key pickups.',
    /** Under the property's upcoming showings or key pickups when there are more than a page: reads the next. */
    showMoreShowings: 'Show more showings',
    showMoreKeyPickups: 'Show more key pickups',
    keyPickupTime: (date: string, time: string) => `${date} at ${time}`,
    withCleanout: 'Cleanout requested',
    casesTitle: associatedCases,
    noCases: 'No associated cases you can see.',
    caseNumber: (caseNumber: string) => `Case number ${caseNumber}`,
    caseStatus: (status: string) => `Status: ${status}`,
  },
  notifications: {
    /** One notification per member for every update, naming each milestone that changed and its new status. */
    milestonesChanged: (
      address: string,
      changes: readonly { readonly milestone: string; readonly status: string }[],
    ) => ({
      title: changes.length === 1 ? 'Milestone updated' : 'Milestones updated',
      message: `${address}: ${changes.map((change) => `${change.milestone} is now ${change.status}`).join('; ')}.`,
    }),
    permissionChanged: (address: string, permission: string) => ({
      title: 'Property access changed',
      message: `Your access to ${address} is now ${permission}.`,
    }),
    unshared: (address: string) => ({
      title: 'Property no longer shared',
      message: `${address} is no longer shared with you.`,
    }),
  },
  errors: {
    /** Sharing a property with its own owner (an admin sharing someone else's property). */
    cannotShareWithOwner: 'The property already belongs to this user',
    /** Unsharing the owner, who is a member by ownership, not by a share. */
    cannotUnshareOwner: 'The owner of a property cannot be removed from it',
    /** A view share, an attorney of a linked case: only the owner and a 'manage' share hold the key code. */
    lockboxForbidden:
      'Only the owner of the property or a user it is shared with to manage may see or change its lockbox code',
  },
  lockbox: {
    saved: 'Lockbox code saved',
    cleared: 'Lockbox code removed',
  },
} as const;
