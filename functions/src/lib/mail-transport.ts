import nodemailer from 'nodemailer';
import { getMailTransportConfig, type MailTransportConfig } from '../config';
import { stringErrorCode } from './error-code';

export interface OutgoingMail {
  readonly to: string | readonly string[];
  readonly subject: string;
  readonly text?: string | undefined;
  readonly html?: string | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/** What the outbox trigger needs from an SMTP client. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

export function createSmtpMailSender(config: MailTransportConfig): MailSender {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user !== '' ? { auth: { user: config.user, pass: config.password } } : {}),
    // Fail fast so a dead server turns into a RETRY instead of a function timeout.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.from,
        to: typeof mail.to === 'string' ? mail.to : [...mail.to],
        subject: mail.subject,
        ...(mail.text !== undefined ? { text: mail.text } : {}),
        ...(mail.html !== undefined ? { html: mail.html } : {}),
        ...(mail.headers !== undefined ? { headers: { ...mail.headers } } : {}),
      });
      return { messageId: info.messageId };
    },
  };
}

let configuredSender: MailSender | undefined;

/** The sender built from the functions' configuration, created on first use (params are read at runtime). */
export function getConfiguredMailSender(): MailSender {
  configuredSender ??= createSmtpMailSender(getMailTransportConfig());
  return configuredSender;
}

const TRANSIENT_ERROR_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * Whether trying again later may succeed: the server could not be reached, the connection broke or timed out,
 * or the server answered with a temporary (4xx) SMTP reply. Authentication and permanent (5xx) refusals are not.
 */
export function isTransientMailError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode } = error as { responseCode?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  const code = stringErrorCode(error);
  return code !== undefined && TRANSIENT_ERROR_CODES.has(code);
}
