import type { LegalDocument } from './legal-document';

/** /privacy: what EstateKey stores, who sees it and why. */
export const PRIVACY_POLICY: LegalDocument = {
  lastUpdated: '2026-01-15',
  intro:
    'This policy explains which personal information EstateKey keeps, why we keep it and who can see it. We collect only what the sale of a property and its court process need.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details: your name, email address, phone number, role and plan. Company users may add company details and mail server settings.',
        'Property and case details you or your attorney enter: addresses, contact people, appointments, milestones, court documents and their descriptions.',
        'Requests sent from the public site, such as a key pickup request or a property submitted for sale, with the contact details you type in.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To run the service: show your dashboard, schedule key pickups and showings, send the emails you expect (address verification, invitations, notifications) and let the people on your case work together.',
        'We do not sell personal information and do not use it for advertising.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'A property is visible to its owner and to the people it is shared with. A case and its documents are visible to the attorney handling it and to the client who accepted the invitation. Agents see documents only for properties shared with them.',
        'A small number of EstateKey administrators can see accounts, properties and intake requests to support you. Every access rule is enforced on our servers, not only in the app.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Data is stored with Google Cloud (Firebase) and sent over encrypted connections. Mail server passwords are encrypted and can never be read back through the app. Invitation and verification links contain random tokens that we store only in hashed form and that expire.',
      ],
    },
    {
      heading: 'Cookies and storage in your browser',
      paragraphs: [
        'We keep your sign-in in your browser. With "Remember me for 7 days" it survives closing the browser; without it, it ends when you close the browser. We use no advertising or tracking cookies.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your information while your account is active and for as long as court or tax rules require us to keep records of a sale. After that we delete or anonymise it.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can view and correct your profile in Profile Settings at any time, and stop sharing a property whenever you like. You may ask for a copy of your information or for its deletion; we answer within 30 days.',
      ],
    },
  ],
};
