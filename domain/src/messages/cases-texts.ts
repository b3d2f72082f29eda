import { statusTexts } from './status-texts';
import { uploadTexts } from './upload-texts';
import { attorneyTexts } from './attorney-texts';

/** A case's progress on the client's and the attorney's screens, and what the API writes about cases: the refusal
 * of a taken case number, the deadline reminders and the invitation of a converted intake's owner. */
export const casesTexts = {
  progressUpdated: statusTexts.updated,
  progressFailed: statusTexts.updateFailed,
  statusUpdated: attorneyTexts.caseDetail.statusUpdated,
  statusFailed: attorneyTexts.caseDetail.statusFailed,
  loadFailed: attorneyTexts.loadCasesFailed,
  loadClientCasesFailed: uploadTexts.loadCasesFailed,
  progressReadOnly: attorneyTexts.stages.readOnly,
  errors: {
    /** An intake naming a case number another case already uses. */
    caseNumberTaken: 'This case number is already in use.',
  },
  notifications: {
    /** 7 days and 1 day before a case's due date, to its attorney and its client. */
    deadlineApproaching: (caseName: string, dueDate: string, daysLeft: number) => ({
      title: 'Case deadline approaching',
      message: `${caseName} is due ${daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`} (${dueDate}).`,
    }),
  },
  mail: {
    /** The admin's intake conversion: the invited person becomes the owner of the property they submitted. */
    propertyOwnerInvitation: {
      subject: (inviterName: string) => `${inviterName} invited you to EstateKey`,
      text: (firstName: string, inviterName: string, address: string, link: string) =>
        `Hello ${firstName},\n\n${inviterName} invited you to follow your property at ${address} on EstateKey.\nCreate your account here:\n${link}\n\nThe invitation expires in 7 days.\n\nEstateKey`,
    },
  },
} as const;
