import type { LegalDocument } from './legal-document';

/** /terms: the terms of service, in plain language. */
export const TERMS_OF_SERVICE: LegalDocument = {
  lastUpdated: '2026-01-15',
  intro:
    'These terms apply to everyone who uses EstateKey: guardians, executors, attorneys, real estate agents and our own staff. By creating an account you agree to them.',
  sections: [
    {
      heading: 'What EstateKey does',
      paragraphs: [
        'EstateKey is a workspace for selling estate, probate and guardianship property. It lets you submit properties, schedule key pickups and cleanouts, share court documents with your attorney and follow every listing milestone until closing.',
        'EstateKey is not a law firm and does not give legal advice. Court approvals, filings and deadlines remain the responsibility of the appointed guardian or executor and their attorney.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Give us accurate details and keep your password to yourself. You are responsible for what happens under your account; tell us at once if you think someone else has used it.',
        'Choose the role that matches your real position. Guardians and executors confirm that a court appointed them; attorneys and agents confirm that they hold the licence they enter.',
      ],
    },
    {
      heading: 'Your information and documents',
      paragraphs: [
        'You keep every right to the documents and information you upload. You allow us to store them and to show them to the people you work with on the same case or property, as described in our Privacy Policy.',
        'Only upload documents you are allowed to share. Do not upload files with malware or content that is unlawful.',
      ],
    },
    {
      heading: 'Sharing and permissions',
      paragraphs: [
        'When you share a property you choose whether the other person may only view it or also manage its progress. You can remove a share at any time; the change takes effect immediately.',
      ],
    },
    {
      heading: 'Plans and payment',
      paragraphs: [
        'Accounts choose a monthly or yearly plan. While payment is disabled, no charges are made. We will tell you before any fee applies to your account.',
      ],
    },
    {
      heading: 'Availability and liability',
      paragraphs: [
        'We work to keep EstateKey available and your data safe, but we cannot promise uninterrupted service. To the extent the law allows, we are not liable for indirect losses, such as a missed sale or a delayed court date, caused by using or being unable to use the service.',
      ],
    },
    {
      heading: 'Ending your account',
      paragraphs: [
        'You may stop using EstateKey at any time. We may suspend an account that breaks these terms or puts other users at risk, and will tell you why unless the law forbids it.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'If we change these terms we update the date above and, for important changes, notify you in the app before they take effect.',
      ],
    },
  ],
};
