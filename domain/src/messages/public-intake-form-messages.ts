/**
 * Texts of the landing page's two request forms (spec part 1 §2.3, §2.4) that the spec does not spell: the empty
 * choice of the state list.
 */
export const publicIntakeFormMessages = {
  chooseState: 'Select a state',
} as const;
