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
  },
  notification: {
    subject: (title: string) => `EstateKey: ${title}`,
    text: (message: string, link: string) => `${message}\n\n${link}\n\nEstateKey`,
  },
  intake: {
    propertySubject: 'New property submission',
    keyPickupSubject: 'New key pickup request',
  },
} as const;
