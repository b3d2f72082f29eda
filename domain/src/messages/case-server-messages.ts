/**
 * Texts the case, invitation and deadline-reminder parts of the API write that the spec does not spell: the refusals
 * of intake and redemption, and the reminder notifications. The spec's own texts ('Client information submitted and invitation sent', 'Invalid or expired
 * invitation', ...) stay in `attorneyTexts` and `invitationTexts`.
 */
export const caseServerMessages = {
  errors: {
    /** An intake naming a case number another case already uses. */
    caseNumberTaken: 'Another case already uses this case number',
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
