export const PRODUCT_NAME = 'EstateKey';
/** The sidebar shows this when the user has no company name (spec part 1 §2.8). */
export const DEFAULT_COMPANY_NAME = PRODUCT_NAME;

export const API_BASE_PATH = '/api';

/** The spec's session cookie; the API accepts it from direct callers (DESIGN §5). */
export const AUTH_COOKIE = 'authToken';
/** The only cookie Firebase Hosting forwards to functions. */
export const HOSTING_SESSION_COOKIE = '__session';
export const REMEMBER_ME_DAYS = 7;

export const TOAST = {
  successMs: 2000,
  errorMs: 4000,
  onboardingMs: 5000,
  max: 20,
} as const;

export const NAVBAR_SOLID_AFTER_PX = 50;
export const REGISTER_REDIRECT_MS = 2000;
export const ACCOUNT_CREATED_REDIRECT_MS = 2000;
export const APPOINTMENT_MODAL_RESET_MS = 5000;
export const PROPERTY_MODAL_RESET_MS = 3000;

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
/** Most users a search returns. */
export const SEARCH_RESULTS_LIMIT = 20;
export const SEARCH_RESULTS_MAX_HEIGHT_REM = 15;

export const PASSWORD_MIN_LENGTH = 8;
export const INVITATION_TTL_DAYS = 7;
export const VERIFICATION_TTL_HOURS = 48;
/** Bytes of randomness in invitation and verification tokens (DESIGN §5: 256-bit). */
export const TOKEN_BYTES = 32;

export const UPCOMING_DEADLINES_LIMIT = 5;
/**
 * Rows a live list on the web reads per page; "Show more" raises the listener's limit by this many, so what a screen
 * reads stays bounded however much data the user has.
 */
export const LIVE_LIST_PAGE_SIZE = 20;
/**
 * Documents one page of the /documents lists reads (`?limit=` of GET /api/documents/{attorney,client}-documents);
 * "Show more documents" reads the next page.
 */
export const DOCUMENT_LIST_PAGE_SIZE = 50;
/** Cases one page of GET /api/attorney/cases answers when a screen that needs every case reads them page by page. */
export const CASE_LIST_PAGE_SIZE = 100;
/**
 * Choices one page of a picker reads (the upload form's cases, GET /api/documents/my-cases; the case's linking control,
 * GET /api/documents/case/{caseId}/client-properties); "Show more" beside it reads the next page.
 */
export const CHOICE_LIST_PAGE_SIZE = 50;
/** Attorneys see a document group expanded only when it holds fewer documents than this. */
export const ATTORNEY_GROUP_EXPAND_BELOW = 5;
export const CALENDAR_ADDRESS_MAX = 20;
export const CLIENT_LIST_HEIGHT_PX = 600;

/** Foreclosure promise of the guardian wizard, in hours. */
export const FORECLOSURE_CONTACT_HOURS = 24;

/** Public endpoints answer 429 beyond this many requests per window and client address. */
export const PUBLIC_RATE_LIMIT = { windowMs: 60_000, max: 20 } as const;
/** Login attempts per window and client address. */
export const LOGIN_RATE_LIMIT = { windowMs: 60_000, max: 10 } as const;
/**
 * Login attempts per window and target e-mail, from any address: a rotating address cannot brute-force one account.
 * Above the per-address limit, so someone who mistypes from one address is stopped by that one first.
 */
export const LOGIN_ACCOUNT_RATE_LIMIT = { windowMs: 15 * 60_000, max: 20 } as const;
/**
 * Signed-in writes that reach other people or store files (share/unshare, submit property, schedule key pickup,
 * upload) per window, route and user. Far above what a person clicks, and above what the test suites send.
 */
export const USER_WRITE_RATE_LIMIT = { windowMs: 10 * 60_000, max: 100 } as const;
/**
 * Client intakes one attorney may submit per window: each mails an address the attorney typed, so an account cannot
 * be used to send a flood of invitations. Far above a real attorney's day.
 */
export const CLIENT_INTAKE_RATE_LIMIT = { windowMs: 60 * 60_000, max: 30 } as const;
/** Invitation mails one address may receive per window from intakes, whoever sends them. */
export const INVITATION_RECIPIENT_RATE_LIMIT = { windowMs: 24 * 60 * 60_000, max: 3 } as const;
/**
 * User searches one user may make per window and route: far above a person typing with the 300 ms pause, far below
 * what walking the directory by two-letter prefixes needs.
 */
export const USER_SEARCH_RATE_LIMIT = { windowMs: 60_000, max: 30 } as const;
/** Verification mails one account may have resent per window (each one mails its address). */
export const VERIFICATION_MAIL_RATE_LIMIT = { windowMs: 15 * 60_000, max: 3 } as const;

/**
 * Pause before the next attempt after n transient mail failures (the last one repeats): an SMTP outage of hours
 * loses nothing, and a long one is not hammered.
 */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
/** A mail still failing transiently this long after it was queued ends in ERROR. */
export const MAIL_RETRY_WINDOW_MS = 3 * 24 * 60 * 60_000;
/** A mail left PROCESSING longer than this (its deliverer crashed or timed out) may be claimed again. */
export const MAIL_DELIVERY_LEASE_MS = 10 * 60_000;
/** A mail still PENDING this long after it was queued was missed by its created trigger; the outbox sweep sends it. */
export const MAIL_UNCLAIMED_AFTER_MS = 10 * 60_000;

/**
 * The showing form's date input format. The spec writes it in date-fns tokens ('MMMM d, yyyy'); this is the same
 * format in dayjs tokens, which @mui/x-date-pickers uses with its dayjs adapter.
 */
export const SHOWING_DATE_INPUT_FORMAT = 'MMMM D, YYYY';
