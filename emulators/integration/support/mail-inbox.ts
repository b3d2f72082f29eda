import { z } from 'zod';
import { fetchWithTimeout, MAIL_INBOX_ORIGIN } from './endpoints';

const inboxMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  to: z.array(z.object({ address: z.string() })),
  text: z.string().optional(),
  html: z.string().optional(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** Messages the local SMTP sink (maildev) holds, from its JSON API. */
export async function inboxMessages(): Promise<InboxMessage[]> {
  const response = await fetchWithTimeout(`${MAIL_INBOX_ORIGIN}/email`);
  if (!response.ok) throw new Error(`The mail inbox answered ${response.status}; is maildev running on 1025/1080?`);
  return z.array(inboxMessageSchema).parse(await response.json());
}

export async function inboxMessagesWithSubject(subject: string): Promise<InboxMessage[]> {
  return (await inboxMessages()).filter((message) => message.subject === subject);
}
