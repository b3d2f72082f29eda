export const mailTexts = {
  verification: {
    subject: 'Verify your EstateKey email address',
    text: (firstName: string, link: string) =>
      `Hello ${firstName},\n\nPlease verify your email address by opening this link:\n${link}\n\nThe link expires in 48 hours.\n\nEstateKey`,
  },
  invitation: {
    subject: (attorneyName: string) => `${attorneyName} invited you to EstateKey`,
    text: (clientFirstName: string, attorneyName: string, caseName: string, link: string) =>
      `Hello ${clientFirstName},\n\n${attorneyName} invited you to follow your case "${caseName}" on EstateKey.\nCreate your account here:\n${link}\n\nThe invitation expires in 7 days.\n\nEstateKey`,
    /** To an address that already has a client account: it joins the case by accepting while signed in. */
    existingAccountText: (clientFirstName: string, attorneyName: string, caseName: string, link: string) =>
      `Hello ${clientFirstName},\n\n${attorneyName} invited you to follow your case "${caseName}" on EstateKey.\nYou already have an EstateKey account with this e-mail address. Open this link, sign in with that account and accept the invitation:\n${link}\n\nIf you do not know the account's password, choose 'Forgot password?' on the sign-in page.\nThe invitation expires in 7 days.\n\nEstateKey`,
    /** To an address whose account is an attorney's, agent's or administrator's: no invitation can be used there. */
    notAClientAccountText: (clientFirstName: string, attorneyName: string, caseName: string) =>
      `Hello ${clientFirstName},\n\n${attorneyName} tried to invite you to follow the case "${caseName}" on EstateKey as their client.\nThis e-mail address belongs to an EstateKey account that cannot be a client's account (an attorney, agent or administrator account), so no invitation can be used with it.\nIf you are the client, ask ${attorneyName} to invite you at another e-mail address.\n\nEstateKey`,
  },
  notification: {
    subject: (title: string) => `EstateKey: ${title}`,
    text: (message: string, link: string) => `${message}\n\n${link}\n\nEstateKey`,
  },
  intake: {
    propertySubject: 'New property submission',
    keyPickupSubject: 'New key pickup request',
    /** The operations inbox is told of a key pickup requested on the public site. */
    keyPickupText: (request: {
      appointmentDate: string;
      appointmentTime: string;
      appointmentType: string;
      duration: number;
      needsCleanout: boolean;
      details: string;
      contactName: string;
      contactEmail: string;
      contactPhone: string;
    }) =>
      [
        'A visitor requested a key pickup on the public site.',
        '',
        `Date: ${request.appointmentDate} at ${request.appointmentTime} (${request.duration} minutes)`,
        `Type: ${request.appointmentType}`,
        `Cleanout needed: ${request.needsCleanout ? 'Yes' : 'No'}`,
        `Details: ${request.details || '-'}`,
        '',
        `Contact: ${request.contactName}, ${request.contactEmail}, ${request.contactPhone}`,
        '',
        'EstateKey',
      ].join('\n'),
    /** The operations inbox is told of a property submitted on the public site. */
    propertyText: (submission: {
      propertyAddress: string;
      propertyCity: string;
      propertyState: string;
      propertyZip: string;
      propertyType: string;
      propertyCondition: string;
      additionalInfo: string;
      contactName: string;
      contactEmail: string;
      contactPhone: string;
    }) =>
      [
        'A visitor submitted a property for sale on the public site.',
        '',
        `Address: ${submission.propertyAddress}, ${submission.propertyCity}, ${submission.propertyState} ${submission.propertyZip}`,
        `Type: ${submission.propertyType}`,
        `Condition: ${submission.propertyCondition}`,
        `Additional information: ${submission.additionalInfo || '-'}`,
        '',
        `Contact: ${submission.contactName}, ${submission.contactEmail}, ${submission.contactPhone}`,
        '',
        'EstateKey',
      ].join('\n'),
  },
} as const;
