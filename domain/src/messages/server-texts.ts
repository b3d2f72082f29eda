import { mailTexts } from './mail-texts';

/**
 * Texts the API writes that the spec does not spell: what admins are told about public intake requests, the mail the
 * operations inbox gets for them (the server's replacement for the spec's client-sent ownerEmail, DESIGN §5), and the
 * refusals of the onboarding endpoints.
 */
export const serverTexts = {
  intake: {
    keyPickupNotification: (contactName: string, date: string, time: string) => ({
      title: mailTexts.intake.keyPickupSubject,
      message: `${contactName} requested a key pickup on ${date} at ${time}.`,
    }),
    propertyNotification: (contactName: string, address: string) => ({
      title: mailTexts.intake.propertySubject,
      message: `${contactName} submitted ${address} for sale.`,
    }),
    keyPickupMailText: (request: {
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
    propertyMailText: (submission: {
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
  onboarding: {
    /** Agents and attorneys complete their own profile forms, not this one. */
    notForRole: 'This onboarding is not for your account type',
  },
  /** The admins' audit log (GET /api/admin/audit-log and its CSV export). */
  auditLog: {
    invalidLimit: (max: number) => `The limit must be a whole number from 1 to ${max}.`,
    invalidPageToken: 'The page token is not valid.',
    exportFileName: 'audit-log.csv',
  },
} as const;
