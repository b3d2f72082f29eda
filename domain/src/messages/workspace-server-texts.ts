/**
 * Texts the key pickup and client document parts of the API answer that the spec does not spell: refusals of a
 * cancellation, an association removal, a repeated onboarding completion and a multipart upload. The spec's own texts ('Please provide complete contact
 * information', 'Please select a case', ...) stay in `keyPickupTexts` and `uploadTexts`.
 */
export const workspaceServerTexts = {
  appointments: {
    /** Cancelling an appointment that already took place. */
    completedNotCancellable: 'A completed appointment cannot be cancelled',
  },
  documents: {
    /** DELETE /api/documents/disassociate-property for a property and case that are not linked. */
    notAssociated: 'The property is not associated with this case',
  },
  onboarding: {
    /** Completing the Guardian/Executor wizard again, which would create its property and key pickup twice. */
    alreadyCompleted: 'Onboarding is already completed',
  },
  uploads: {
    /** A multipart body with more than one file. */
    oneFileOnly: 'Please upload one file at a time',
  },
} as const;
