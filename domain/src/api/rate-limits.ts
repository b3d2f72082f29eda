import {
  CLIENT_INTAKE_RATE_LIMIT,
  INVITATION_RECIPIENT_RATE_LIMIT,
  LOGIN_ACCOUNT_RATE_LIMIT,
  LOGIN_RATE_LIMIT,
  PUBLIC_RATE_LIMIT,
  USER_SEARCH_RATE_LIMIT,
  USER_WRITE_RATE_LIMIT,
  VERIFICATION_MAIL_RATE_LIMIT,
} from '../constants/app';
import { errorsTexts } from '../messages/errors-texts';
import { MESSAGE_RATE_LIMIT } from '../conversation/conversation';
import { conversationTexts } from '../conversation/conversation-texts';

/** What a counter is keyed on; none of them is something the caller can vary at will. */
export type RateLimitSubject =
  /** The X-Forwarded-For entry our own infrastructure appended (functions/src/http/client-address.ts). */
  | 'clientAddress'
  /** The e-mail a login names, trimmed and lower-cased: one account, whatever address tries it. */
  | 'loginEmail'
  /** The signed-in caller's uid. */
  | 'callerUid'
  /** The address a request mails (an intake's client e-mail), trimmed and lower-cased: one inbox, whoever sends. */
  | 'recipientEmail';

export interface RateLimitCounter {
  readonly windowMs: number;
  readonly max: number;
  readonly per: RateLimitSubject;
  /**
   * 'refusedCredentials': only calls the handler refuses as unauthenticated (a wrong password) are counted; a full
   * window still refuses every call. An account's own successful sign-ins never lock it.
   */
  readonly counts?: 'refusedCredentials';
  /** The 429's message when it says more than the generic one. */
  readonly message?: string;
}

export interface RateLimitPolicy {
  /** visitors: calls without an account (every call of a public route). signedIn: calls with a verified token. */
  readonly counts: 'visitors' | 'signedIn';
  /** Each is counted separately; the first one that is full answers 429. */
  readonly counters: readonly RateLimitCounter[];
}

/** The named limits an `apiRoutes` entry lists in `rateLimit`; a refusal is a 429 `{message}`. */
export const RATE_LIMIT_POLICIES = {
  public: { counts: 'visitors', counters: [{ ...PUBLIC_RATE_LIMIT, per: 'clientAddress' }] },
  login: {
    counts: 'visitors',
    counters: [
      { ...LOGIN_RATE_LIMIT, per: 'clientAddress' },
      { ...LOGIN_ACCOUNT_RATE_LIMIT, per: 'loginEmail', counts: 'refusedCredentials' },
    ],
  },
  // Per account: each resend mails that account's address, whichever address the caller comes from.
  verificationMail: { counts: 'signedIn', counters: [{ ...VERIFICATION_MAIL_RATE_LIMIT, per: 'callerUid' }] },
  userWrites: { counts: 'signedIn', counters: [{ ...USER_WRITE_RATE_LIMIT, per: 'callerUid' }] },
  // Each intake mails an address the caller typed: limited per sender and per receiving inbox.
  clientIntake: {
    counts: 'signedIn',
    counters: [
      { ...CLIENT_INTAKE_RATE_LIMIT, per: 'callerUid' },
      { ...INVITATION_RECIPIENT_RATE_LIMIT, per: 'recipientEmail' },
    ],
  },
  // Per account: a user search answers names and e-mails, so one account cannot walk the directory.
  userSearches: {
    counts: 'signedIn',
    counters: [{ ...USER_SEARCH_RATE_LIMIT, per: 'callerUid', message: errorsTexts.searchRateLimited }],
  },
  // Per account: messages sent, over all conversations.
  messages: {
    counts: 'signedIn',
    counters: [{ ...MESSAGE_RATE_LIMIT, per: 'callerUid', message: conversationTexts.server.rateLimited }],
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMIT_POLICIES;
