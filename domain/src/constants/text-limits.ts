const NAME = 100;
const EMAIL = 254;

/**
 * Most characters (Unicode code points) each kind of text may hold. Every string a domain schema accepts has one of
 * these bounds, so no request can make a huge mail, notification, document or stored field. Stored and answered
 * fields use the bound of the input they come from, or of the text the server composes from such inputs.
 */
export const TEXT_LIMITS = {
  /** A first or last name. firestore.rules holds the same bound for profile names. */
  name: NAME,
  /** A person's whole name in one field: a contact, a showing's client, the wizard's full name. */
  fullName: 2 * NAME + 1,
  /** A person as the server shows them: their full name, else their e-mail address. */
  displayName: EMAIL,
  /** An e-mail address (the SMTP path limit of RFC 5321). */
  email: EMAIL,
  phone: 30,
  /** A one-line title: case and company names, a specialization, a document's title or file name, a MIME type. */
  title: 200,
  /** A street address. */
  address: 200,
  city: 100,
  /** A whole address on one line (street, city, state, ZIP), as property labels and key pickups carry it. */
  addressLine: 500,
  /** Case, court filing, licence and bar numbers; ZIP codes. */
  number: 50,
  /** Machine values kept as text: dates, times, states, roles, enum labels. */
  code: 50,
  url: 2000,
  /** The profile's optional texts (company details, SMTP host and user). firestore.rules holds the same bound. */
  profileText: 300,
  /** Free text: descriptions, notes on a showing or key pickup, a biography, a property's additional info. */
  description: 5000,
  /** Shorter free text: a document's description, an admin's reason or note, a notification, an error text. */
  note: 2000,
  /** The attorney's private notes on a case. */
  caseNotes: 20_000,
  password: 128,
  /** The SMTP password (stored encrypted). */
  secret: 500,
  /** Invitation, verification and calendar feed tokens as links carry them. */
  token: 200,
  /** A Firebase ID token handed back by the login route. */
  idToken: 8192,
  search: 100,
  /** An opaque cursor of a paged list. */
  pageToken: 2000,
  /** An in-app link, a storage path or a file URL. */
  path: 2000,
  /** A mail header line: the subject, the SMTP message id (RFC 5322's line limit). */
  mailHeader: 998,
  /** A mail's text or HTML body, which the server writes from templates and bounded fields. */
  mailBody: 200_000,
  /** A text the API answers with (`message`, field errors). */
  message: 2000,
} as const;
export type TextLimit = keyof typeof TEXT_LIMITS;

/** Firestore refuses document ids longer than this many UTF-8 bytes. */
export const ID_MAX_BYTES = 1500;
