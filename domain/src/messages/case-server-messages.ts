/**
 * Texts the case, invitation and deadline-reminder parts of the API write that the spec does not spell: the intake's
 * answer when the client already has an account, the refusals of intake and redemption, and the reminder
 * notifications. The spec's own texts ('Client information submitted and invitation sent', 'Invalid or expired
 * invitation', ...) stay in `attorneyTexts` and `invitationTexts`.
 */
export const caseServerMessages = {
  api: {
    /** Intake for an e-mail that already has a client account: the case is linked, no invitation is sent. */
    clientLinked: 'Client information submitted; the existing account was added to the case',
  },
  errors: {
    /** Intake for an e-mail whose account is not a Guardian or Executor (an agent, an attorney, an admin). */
    notAClientAccount: 'This e-mail address belongs to an account that cannot be a client',
    /** An intake naming a case number another case already uses. */
    caseNumberTaken: 'Another case already uses this case number',
  },
  notifications: {
    /** The client whose existing account an attorney added to a new case. */
    addedToCase: (attorneyName: string, caseName: string) => ({
      title: 'New case',
      message: `${attorneyName} added you to ${caseName}.`,
    }),
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
