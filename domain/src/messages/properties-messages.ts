import { formMessages } from './form-messages';
import { commonTexts, screenTitles, sidebarLabels } from './public-site-messages';
import { publicIntakeTexts } from './public-intake-messages';

export const propertiesTexts = {
  title: screenTitles.properties,
  submitNew: 'Submit New Property',
  submit: sidebarLabels.submitProperty,
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
  associatedCases: 'Associated Legal Cases',
  noAssociatedCases: 'No legal cases associated with this property.',
  removeCase: 'Remove case association',
  caseDisassociated: 'Case disassociated from property',
  caseDisassociateFailed: 'Failed to remove case association',
  labels: {
    address: 'Address',
    city: formMessages.labels.city,
    state: 'State',
    zipCode: 'ZIP Code',
    propertyType: 'Property Type',
    condition: 'Condition',
    contactName: 'Contact Name',
    contactEmail: 'Contact Email',
    contactPhone: 'Contact Phone',
    additionalInfo: 'Additional Information',
  },
} as const;
