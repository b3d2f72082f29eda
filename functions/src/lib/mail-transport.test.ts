import { createServer, type AddressInfo, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailSender, isTransientMailError, type MailSender } from './mail-transport';

const servers: { close(callback: () => void): void }[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

/** An SMTP server that answers RCPT TO with the given reply code. */
async function smtpServerRefusingRecipients(responseCode: number): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('Recipient refused'), { responseCode }));
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.server.address() as AddressInfo).port;
}

async function closedPort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function senderTo(port: number): MailSender {
  return createSmtpMailSender({ host: '127.0.0.1', port, secure: false, user: '', password: '', from: 'EstateKey <no-reply@estatekey.test>' });
}

async function sendFailure(sender: MailSender): Promise<unknown> {
  try {
    await sender.send({ to: 'alice.guardian@example.com', subject: 'Hello', text: 'Hello' });
  } catch (error) {
    return error;
  }
  throw new Error('the send was expected to fail');
}

describe('isTransientMailError', () => {
  it('treats a server that cannot be reached as transient', async () => {
    expect(isTransientMailError(await sendFailure(senderTo(await closedPort())))).toBe(true);
  });

  it('treats a temporary SMTP refusal (4xx) as transient', async () => {
    expect(isTransientMailError(await sendFailure(senderTo(await smtpServerRefusingRecipients(451))))).toBe(true);
  });

  it('treats a permanent SMTP refusal (5xx) as final', async () => {
    expect(isTransientMailError(await sendFailure(senderTo(await smtpServerRefusingRecipients(550))))).toBe(false);
  });

  it('treats anything that is not a mail error as final', () => {
    expect(isTransientMailError(new Error('SMTP_HOST is not configured'))).toBe(false);
    expect(isTransientMailError('oops')).toBe(false);
  });
});
