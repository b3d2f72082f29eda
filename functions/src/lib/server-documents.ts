import { storedNotificationPreferencesSchema } from '@estatekey/domain';
import { z } from 'zod';

/*
 * Documents only functions read and write, so their shapes live here rather than in the domain. The rules close
 * them to every client (COLLECTION_ACCESS.userPrivate, .propertyPrivate and .rateLimits).
 */

/** `users/{uid}/private/secrets` (DESIGN §4). */
export const userSecretsSchema = z.object({
  id: z.string(),
  /** The SMTP password sealed with secret-box (AES-256-GCM); never returned to a client. */
  smtpPassword: z.string().optional(),
  /** The pending e-mail verification: only the SHA-256 of the token is stored, the token travels in the mail. */
  emailVerification: z
    .object({
      tokenHash: z.string(),
      expiresAt: z.date(),
    })
    .optional(),
  updatedAt: z.date().optional(),
});
export type UserSecrets = z.output<typeof userSecretsSchema>;

/** `properties/{id}/private/access` (DESIGN §4): what lets someone into the property, for the API to hand out. */
export const propertyAccessSchema = z.object({
  id: z.string(),
  /** The lockbox code sealed with secret-box (AES-256-GCM); absent when none is stored. */
  lockboxCode: z.string().optional(),
  updatedAt: z.date().optional(),
  updatedBy: z.string().optional(),
});
export type PropertyAccess = z.output<typeof propertyAccessSchema>;

/** `rateLimits/{sha256(route + client address)}`: one fixed-window counter. The address itself is not stored. */
export const rateLimitWindowSchema = z.object({
  id: z.string(),
  route: z.string(),
  windowStartedAt: z.date(),
  count: z.number().int().nonnegative(),
  /** When the window no longer matters; a Firestore TTL policy on this field can clear old counters. */
  expiresAt: z.date(),
});
export type RateLimitWindow = z.output<typeof rateLimitWindowSchema>;

/** `users/{uid}/private/notificationPreferences`: the categories whose e-mail setting the user changed. */
export const notificationPreferencesDocSchema = storedNotificationPreferencesSchema.extend({ id: z.string() });
export type NotificationPreferencesDoc = z.output<typeof notificationPreferencesDocSchema>;
