/**
 * Texts every form shares, so one field reads the same on every screen that asks for it: the labels of the fields
 * several forms ask for, the contact section's heading and the empty choice of the state list (the spec spells none of these per screen).
 */
export const formTexts = {
  labels: {
    yearsOfExperience: 'Years of Experience',
    reviewStatus: 'Review status',
    email: 'Email',
    password: 'Password',
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone',
    city: 'City',
    startTime: 'Start Time',
    endTime: 'End Time',
  },
  chooseState: 'Choose a state',
  /** The heading of a form's contact person section. */
  contactSection: 'Contact Information',
} as const;
