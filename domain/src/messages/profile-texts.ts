import { formTexts } from './form-texts';
import { commonTexts, sidebarTexts } from './public-site-texts';

export const profileTexts = {
  title: sidebarTexts.profileSettings,
  personalDetails: 'Personal Details',
  companyDetails: 'Company Details',
  mailServer: 'Mail Server Configuration',
  emailReadOnly: 'Your email address cannot be changed.',
  smtpPasswordHint: 'Leave empty to keep the current password.',
  save: commonTexts.saveChanges,
  success: 'Profile updated successfully!',
  failed: 'Failed to update profile. Please try again.',
  labels: {
    firstName: formTexts.labels.firstName,
    lastName: formTexts.labels.lastName,
    email: formTexts.labels.email,
    phone: formTexts.labels.phone,
    companyName: 'Company Name',
    kvkNumber: 'Chamber of Commerce Number',
    companyAddress: 'Company Address',
    postalCode: 'Postal Code',
    city: formTexts.labels.city,
    contactPersonFirstName: 'Contact Person First Name',
    contactPersonLastName: 'Contact Person Last Name',
    companyPhone: 'Company Phone',
    companyWebsite: 'Company Website',
    smtpHost: 'SMTP Host',
    smtpPort: 'SMTP Port',
    smtpUser: 'SMTP User',
    smtpPassword: 'SMTP Password',
  },
} as const;
