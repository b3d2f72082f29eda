import { z } from 'zod';

/** maildev's JSON inbox, started with the emulators by `npm test` and `npm start`. */
const INBOX_URL = 'http://127.0.0.1:1080/email';
const POLL_INTERVAL_MS = 250;

// maildev stores what mailparser produced: `html` is false for a text-only mail; `time` is always set.
const mailSchema = z.object({
  id: z.string(),
  subject: z.string().default(''),
  text: z.string().default(''),
  html: z
    .union([z.string(), z.literal(false)])
    .transform((html) => html || '')
    .default(''),
  envelope: z.object({ to: z.array(z.object({ address: z.string() })) }),
  time: z.coerce.date(),
});
export type Mail = z.infer<typeof mailSchema>;

const inboxSchema = z.array(mailSchema);

export interface MailQuery {
  to: string;
  subject?: string;
  /** Only mail received at or after this moment, so an older mail to the same address is not mistaken for it. */
  since?: Date;
  timeoutMs?: number;
}

async function readInbox(): Promise<Mail[]> {
  const response = await fetch(INBOX_URL, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`The mail inbox answered HTTP ${response.status} at ${INBOX_URL}.`);
  return inboxSchema.parse(await response.json());
}

function matches(mail: Mail, query: MailQuery): boolean {
  const recipient = query.to.toLowerCase();
  return (
    mail.envelope.to.some((to) => to.address.toLowerCase() === recipient) &&
    (query.subject === undefined || mail.subject === query.subject) &&
    // The Date header has whole seconds, so allow the second the mail was sent in.
    (query.since === undefined || mail.time.getTime() >= query.since.getTime() - 1_000)
  );
}

/**
 * Polls the inbox until a mail matching the query arrives; the newest one wins. The 45 s deadline is a hang guard:
 * every notification is mailed too (per the recipient's preferences), so in the full suite a mail can queue behind
 * others in the Functions emulator for longer than 15 s.
 */
export async function waitForMail(query: MailQuery): Promise<Mail> {
  const deadline = Date.now() + (query.timeoutMs ?? 45_000);
  for (;;) {
    const found = (await readInbox())
      .filter((mail) => matches(mail, query))
      .sort((a, b) => b.time.getTime() - a.time.getTime());
    if (found[0]) return found[0];
    if (Date.now() >= deadline) {
      throw new Error(
        `No mail to ${query.to}${query.subject ? ` with subject "${query.subject}"` : ''} arrived in time.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/** The first link in the mail whose path starts with `pathPrefix`, e.g. '/client-signup/'. */
export function linkInMail(mail: Mail, pathPrefix: string): URL {
  for (const candidate of `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? []) {
    const url = new URL(candidate);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`The mail "${mail.subject}" has no link to ${pathPrefix}.`);
}

export const mailbox = { waitForMail, linkInMail };
export type Mailbox = typeof mailbox;
