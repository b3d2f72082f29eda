import { mailSchema } from '@estatekey/domain';
import { z } from 'zod';
import { adminDb } from './admin';

const invitationLinkPattern = /\/client-signup\/([A-Za-z0-9_-]+)/;

/** The token of a client-signup link in a text. */
export function invitationTokenIn(text: string): string | undefined {
  const match = invitationLinkPattern.exec(text);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

type QueuedMail = Pick<z.output<typeof mailSchema>, 'message'>;

/** Every mail queued for `email` of a template ('invitation' by default), read from the outbox. */
export async function queuedMails(email: string, template = 'invitation'): Promise<QueuedMail[]> {
  const outbox = await adminDb.collection('mail').where('to', '==', email).where('template', '==', template).get();
  return z.array(mailSchema.pick({ message: true })).parse(outbox.docs.map((doc) => doc.data()));
}

/** The tokens of every invitation mail queued for `email` (the outbox is the only place the token exists). */
export async function queuedInvitationTokens(email: string): Promise<string[]> {
  return (await queuedMails(email)).flatMap((mail) => invitationTokenIn(mail.message.text) ?? []);
}

/** The one invitation mail queued for `email` that carries a link. */
export async function queuedInvitationMail(email: string): Promise<QueuedMail> {
  const mails = (await queuedMails(email)).filter((mail) => invitationTokenIn(mail.message.text) !== undefined);
  const [mail] = mails;
  if (mails.length !== 1 || !mail) throw new Error(`Expected one invitation mail for ${email}, found ${mails.length}`);
  return mail;
}

/** The token of the one invitation mail queued for `email`. */
export async function queuedInvitationToken(email: string): Promise<string> {
  return invitationTokenOf(await queuedInvitationMail(email));
}

export function invitationTokenOf(mail: QueuedMail): string {
  return invitationTokenIn(mail.message.text) ?? '';
}

/** The whole client-signup link of an invitation mail. */
export function mailLinkOf(mail: QueuedMail): string {
  return /\S*\/client-signup\/\S+/.exec(mail.message.text)?.[0] ?? '';
}
