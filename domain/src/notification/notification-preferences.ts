import { z } from 'zod';
import { NOTIFICATION_CATEGORIES, type NotificationCategory, notificationCategorySchema } from './notification';

/** How the notifications of one category also go by e-mail. */
export const EMAIL_DELIVERIES = ['off', 'immediate', 'digest'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];
export const emailDeliverySchema = z.enum(EMAIL_DELIVERIES);

/** The e-mail of each category until the user chooses otherwise. */
export const DEFAULT_NOTIFICATION_PREFERENCES = {
  property: 'digest',
  appointment: 'digest',
  document: 'immediate',
  case: 'immediate',
  message: 'immediate',
  system: 'immediate',
} as const satisfies Record<NotificationCategory, EmailDelivery>;

/** `{ property, appointment, document, case, message, system }`, each 'off' | 'immediate' | 'digest'. */
export const notificationPreferencesSchema = z
  .object({
    property: emailDeliverySchema,
    appointment: emailDeliverySchema,
    document: emailDeliverySchema,
    case: emailDeliverySchema,
    message: emailDeliverySchema,
    system: emailDeliverySchema,
  })
  .strict();
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/**
 * `users/{uid}/private/notificationPreferences` (server only): the categories a user chose, possibly none yet. A stored
 * value the schema no longer knows falls back to the default rather than failing the user's mail.
 */
const storedDelivery = emailDeliverySchema.optional().catch(undefined);
export const storedNotificationPreferencesSchema = z.object({
  property: storedDelivery,
  appointment: storedDelivery,
  document: storedDelivery,
  case: storedDelivery,
  message: storedDelivery,
  system: storedDelivery,
});
export type StoredNotificationPreferences = z.output<typeof storedNotificationPreferencesSchema>;

/** The stored choices completed with the defaults. */
export function effectiveNotificationPreferences(
  stored: Partial<Record<NotificationCategory, EmailDelivery | undefined>> | undefined,
): NotificationPreferences {
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES } as Record<NotificationCategory, EmailDelivery>;
  for (const category of NOTIFICATION_CATEGORIES) {
    const chosen = stored?.[category];
    if (chosen !== undefined) preferences[category] = chosen;
  }
  return preferences;
}

/** The UTC day a digest covers, its idempotency key: one digest mail per user and day. */
export function digestDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The outbox id of a notification's immediate mail: a replayed trigger finds it and sends nothing. */
export function immediateMailId(uid: string, notificationId: string): string {
  return `notification-${uid}-${notificationId}`;
}

/** The preferences with the categories of an unsubscribe link turned off. */
export function withCategoriesOff(
  preferences: NotificationPreferences,
  categories: readonly NotificationCategory[],
): NotificationPreferences {
  const next = { ...preferences };
  for (const category of categories) next[category] = 'off';
  return next;
}

/** The outbox id of a user's digest of a day. */
export function digestMailId(uid: string, day: string): string {
  return `digest-${uid}-${day}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// One-click unsubscribe tokens: `<payload>.<signature>`, both base64url. The payload names the user, the categories
// the mail was sent for (one, or those of a digest) and the expiry; the signature is an HMAC of the payload with a server key, computed by the caller's `sign`.

/** How long the unsubscribe link of a mail works. */
export const UNSUBSCRIBE_TOKEN_LIFETIME_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UnsubscribeClaims {
  readonly uid: string;
  readonly categories: readonly NotificationCategory[];
  /** Milliseconds since the epoch after which the token is refused. */
  readonly expiresAt: number;
}

const claimsSchema = z.object({
  u: z.string().min(1).max(128),
  c: z.array(notificationCategorySchema).min(1).max(NOTIFICATION_CATEGORIES.length),
  e: z.number().int().positive(),
});

/** HMAC-SHA256 of `data` as base64url; the server supplies it with its key. */
export type TokenSigner = (data: string) => string;

export type UnsubscribeTokenCheck =
  | { readonly ok: true; readonly claims: UnsubscribeClaims }
  | { readonly ok: false; readonly reason: 'malformed' | 'forged' | 'expired' };

export function createUnsubscribeToken(
  claims: Pick<UnsubscribeClaims, 'uid' | 'categories'>,
  now: Date,
  sign: TokenSigner,
): string {
  const expiresAt = now.getTime() + UNSUBSCRIBE_TOKEN_LIFETIME_DAYS * DAY_MS;
  const json = JSON.stringify({ u: claims.uid, c: [...new Set(claims.categories)], e: expiresAt });
  // Firebase uids are printable ASCII; anything else could not round-trip the payload's encoding.
  if (!/^[\x20-\x7e]*$/.test(json)) throw new Error('An unsubscribe token names a printable ASCII uid');
  const payload = toBase64Url(json);
  return `${payload}.${sign(payload)}`;
}

/** Checks the signature first (nothing of a forged token is trusted), then the expiry. */
export function verifyUnsubscribeToken(token: string, now: Date, sign: TokenSigner): UnsubscribeTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0] ?? '') || !/^[A-Za-z0-9_-]+$/.test(parts[1] ?? '')) {
    return { ok: false, reason: 'malformed' };
  }
  const [payload = '', signature = ''] = parts;
  if (!constantTimeEqual(sign(payload), signature)) return { ok: false, reason: 'forged' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(fromBase64Url(payload));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = claimsSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const claims = { uid: parsed.data.u, categories: [...new Set(parsed.data.c)], expiresAt: parsed.data.e };
  if (now.getTime() > claims.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return difference === 0;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url of a Latin-1 string (the payload is JSON of an id, a category and a number). */
function toBase64Url(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i);
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) : 0;
    const triple = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((text.length - i) * 8) / 6));
    for (let k = 0; k < chars; k += 1) out += BASE64URL[(triple >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): string {
  let bits = 0;
  let buffer = 0;
  let out = '';
  for (const char of text) {
    buffer = (buffer << 6) | BASE64URL.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((buffer >> bits) & 255);
    }
  }
  return out;
}
