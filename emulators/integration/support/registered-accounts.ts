import { randomUUID } from 'node:crypto';
import { apiPath, apiRoutes, mailSchema, type Role } from '@estatekey/domain';
import { z } from 'zod';
import { adminDb } from './admin';
import { turnNotificationMailOff } from './notification-mail';
import { callApi } from './api-client';

export const TEST_PASSWORD = 'integration-password-1';

export interface RegisteredAccount {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID()}@example.com`;
}

/** Registers through POST /api/user/register, as a visitor would; its notifications are not mailed (turnNotificationMailOff). */
export async function registerThroughApi(
  role: Role,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredAccount> {
  const request = {
    firstName: 'Integration',
    lastName: role,
    email: uniqueEmail(role.toLowerCase()),
    password: TEST_PASSWORD,
    role,
    ...overrides,
  };
  const answer = await callApi(apiPath(apiRoutes.register), { method: 'POST', body: request });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const { userId } = apiRoutes.register.response.parse(answer.body);
  await turnNotificationMailOff(userId);
  return {
    uid: userId,
    email: request.email,
    password: request.password,
    firstName: request.firstName,
    lastName: request.lastName,
  };
}

/** An ID token from POST /api/user/login. */
export async function logInThroughApi(account: Pick<RegisteredAccount, 'email' | 'password'>): Promise<string> {
  const answer = await callApi(apiPath(apiRoutes.login), {
    method: 'POST',
    body: { email: account.email, password: account.password },
  });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return apiRoutes.login.response.parse(answer.body).token;
}

/**
 * A registered account of `role` and a token for it. The address is verified through the mailed link first, as an
 * ordinary user's is, unless `verified: false` (an unverified account may call almost nothing, DESIGN §5).
 */
export async function signedInAccount(
  role: Role,
  { verified = true }: { verified?: boolean } = {},
): Promise<RegisteredAccount & { idToken: string }> {
  const account = await registerThroughApi(role);
  if (verified) await verifyThroughMailedLink(account.email);
  return { ...account, idToken: await logInThroughApi(account) };
}

/** Opens the verification link queued for `email`, as its owner would. Tokens issued afterwards carry the claim. */
export async function verifyThroughMailedLink(email: string): Promise<void> {
  const { uid, token } = await queuedVerificationLink(email);
  const answer = await callApi(apiPath(apiRoutes.verifyEmail, { id: uid, token }));
  if (answer.status !== 200) throw new Error(`verify answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

const verificationLinkPattern = /\/users\/([^/\s]+)\/verify\/([A-Za-z0-9_-]+)/;

/** The uid and token of a verification link in a text. */
export function verificationLinkIn(text: string): { uid: string; token: string } | undefined {
  const match = verificationLinkPattern.exec(text);
  return match?.[1] && match[2]
    ? { uid: decodeURIComponent(match[1]), token: decodeURIComponent(match[2]) }
    : undefined;
}

/** The verification links of every mail queued for `email`, read from the outbox (written with the account, no SMTP). */
export async function queuedVerificationLinks(email: string): Promise<{ uid: string; token: string }[]> {
  const outbox = await adminDb
    .collection('mail')
    .where('to', '==', email)
    .where('template', '==', 'verification')
    .get();
  const mails = z.array(mailSchema.pick({ message: true })).parse(outbox.docs.map((doc) => doc.data()));
  return mails.flatMap((mail) => verificationLinkIn(mail.message.text) ?? []);
}

/** The verification link of the mail queued for `email` at registration. */
export async function queuedVerificationLink(email: string): Promise<{ uid: string; token: string }> {
  const [link] = await queuedVerificationLinks(email);
  if (!link) throw new Error(`No verification mail was queued for ${email}`);
  return link;
}
