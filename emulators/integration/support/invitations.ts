import { mailSchema } from '@estatekey/domain';
import { z } from 'zod';
import { adminDb } from './admin';

const invitationLinkPattern = /\/client-signup\/([A-Za-z0-9_-]+)/;

/** The token of a client-signup link in a text. */
export function invitationTokenIn(text: string): string | undefined {
  const match = invitationLinkPattern.exec(text);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** The tokens of every invitation mail queued for `email`, read from the outbox (the only place the token exists). */
export async function queuedInvitationTokens(email: string): Promise<string[]> {
  const outbox = await adminDb.collection('mail').where('to', '==', email).where('template', '==', 'invitation').get();
  const mails = z.array(mailSchema.pick({ message: true })).parse(outbox.docs.map((doc) => doc.data()));
  return mails.flatMap((mail) => invitationTokenIn(mail.message.text) ?? []);
}

/** The token of the one invitation mail queued for `email`. */
export async function queuedInvitationToken(email: string): Promise<string> {
  const tokens = await queuedInvitationTokens(email);
  if (tokens.length !== 1) throw new Error(`Expected one invitation mail for ${email}, found ${tokens.length}`);
  return tokens[0] ?? '';
}
