import { createHash, hkdfSync } from 'node:crypto';
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

/*
 * Server configuration. In production the values come from `functions/.env.<project-id>` (or the deploy
 * prompt) and Cloud Secret Manager. The Emulator Suite runs the `demo-estatekey` project, whose values live
 * in `functions/.env.demo-estatekey` and point at the local SMTP sink (127.0.0.1:1025).
 */
export const smtpHost = defineString('SMTP_HOST', { description: 'SMTP server host of the outgoing mail' });
export const smtpPort = defineInt('SMTP_PORT', { description: 'SMTP server port', default: 587 });
export const smtpSecure = defineBoolean('SMTP_SECURE', {
  description: 'Connect with TLS from the start (port 465); otherwise STARTTLS when the server offers it',
  default: false,
});
export const smtpUser = defineString('SMTP_USER', {
  description: 'SMTP user name; empty for a server without authentication',
  default: '',
});
export const smtpPassword = defineSecret('SMTP_PASSWORD');
export const mailFrom = defineString('MAIL_FROM', {
  description: 'Sender of every e-mail, e.g. "EstateKey <no-reply@example.com>"',
});
export const appBaseUrl = defineString('APP_BASE_URL', {
  description: 'Public address of the web app; links in e-mails start with it',
});
export const operationsEmail = defineString('OPERATIONS_EMAIL', {
  description: 'Operations inbox that receives public appointment and property requests',
});
/** The web API key of the Firebase project; POST /api/user/login signs in through the Identity Toolkit with it. */
export const webApiKey = defineString('WEB_API_KEY', {
  description: 'Web API key of the Firebase project (Project settings > General), used to sign users in',
});
/**
 * How many proxies of our own stand between Google's front end and the function, i.e. how many X-Forwarded-For
 * entries to skip from the right before the one that names the client (functions/src/http/client-address.ts).
 * 0 (the default) keys rate limits on the address Google's front end appended, which no caller can forge. Behind a
 * Firebase Hosting rewrite that entry may be Hosting's own address, shared by every visitor; only then set 1, after
 * checking a logged request's X-Forwarded-For. Never more than the proxies really there: each extra hop lets the
 * caller choose the key again.
 */
export const trustedProxyHops = defineInt('TRUSTED_PROXY_HOPS', {
  description: 'X-Forwarded-For entries appended by our own proxies (Firebase Hosting) to skip from the right',
  default: 0,
});
/** Key for the users' stored SMTP passwords (AES-256-GCM); any string, hashed to 32 bytes. */
export const smtpPasswordEncryptionKey = defineSecret('SMTP_PASSWORD_ENCRYPTION_KEY');

export function isFunctionsEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/*
 * Secrets a function declares (`secrets: [...]`) to read them at runtime. The emulator would try to fetch
 * declared secrets from Secret Manager, which a demo project cannot reach; it declares none and uses the
 * emulator-only fallbacks below (the local SMTP sink needs no password).
 */
export const mailSecrets = isFunctionsEmulator() ? [] : [smtpPassword];
export const apiSecrets = isFunctionsEmulator() ? [] : [smtpPasswordEncryptionKey];

/** A fixed key, used only when the functions run in the emulator and no secret was provided. */
export const EMULATOR_ONLY_ENCRYPTION_KEY = 'estatekey-emulator-only-smtp-password-key';

export interface MailTransportConfig {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly user: string;
  readonly password: string;
  readonly from: string;
}

export function getMailTransportConfig(): MailTransportConfig {
  return {
    host: requireValue(smtpHost.value(), 'SMTP_HOST'),
    port: smtpPort.value(),
    secure: smtpSecure.value(),
    user: smtpUser.value(),
    password: smtpUser.value() === '' ? '' : smtpPassword.value(),
    from: requireValue(mailFrom.value(), 'MAIL_FROM'),
  };
}

export function getAppBaseUrl(): string {
  return requireValue(appBaseUrl.value(), 'APP_BASE_URL').replace(/\/+$/, '');
}

export function getOperationsEmail(): string {
  return requireValue(operationsEmail.value(), 'OPERATIONS_EMAIL');
}

export interface IdentityToolkitConfig {
  /** Base of the `accounts:*` REST methods, without a trailing slash. */
  readonly accountsUrl: string;
  readonly apiKey: string;
}

/** Google's Identity Toolkit, or the Auth emulator's copy of it when the functions run against the emulators. */
export function getIdentityToolkitConfig(): IdentityToolkitConfig {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const origin = emulatorHost
    ? `http://${emulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return { accountsUrl: `${origin}/v1/accounts`, apiKey: requireValue(webApiKey.value(), 'WEB_API_KEY') };
}

/** 32 bytes for AES-256, derived from the configured secret. */
export function getSmtpPasswordEncryptionKey(): Buffer {
  return createHash('sha256').update(encryptionSecret()).digest();
}

/**
 * 32 bytes for AES-256 for the properties' lockbox codes: derived from the same configured secret (no second secret
 * to provision), but a different key than the SMTP passwords', so neither sealed value opens with the other's key.
 */
export function getLockboxCodeEncryptionKey(): Buffer {
  return Buffer.from(hkdfSync('sha256', encryptionSecret(), '', 'estatekey lockbox code', 32));
}

/**
 * The HMAC key of the one-click unsubscribe links in notification mails: derived from the same configured secret,
 * under its own label, so it opens nothing the encryption keys seal.
 */
export function getUnsubscribeSigningKey(): Buffer {
  return unsubscribeSigningKeyOf(encryptionSecret());
}

export function unsubscribeSigningKeyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'estatekey unsubscribe link', 32));
}

function encryptionSecret(): string {
  const secret = smtpPasswordEncryptionKey.value();
  if (secret !== '') return secret;
  if (isFunctionsEmulator()) return EMULATOR_ONLY_ENCRYPTION_KEY;
  throw new Error('SMTP_PASSWORD_ENCRYPTION_KEY is not configured');
}

function requireValue(value: string, name: string): string {
  if (value.trim() === '') throw new Error(`${name} is not configured`);
  return value;
}
