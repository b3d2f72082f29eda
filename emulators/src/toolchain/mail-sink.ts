import type { ChildProcess } from 'node:child_process';
import { npxBin, startBackground, waitForHttp } from './processes.ts';

export const MAIL_SINK = {
  smtpPort: 1025,
  webPort: 1080,
  host: '127.0.0.1',
  inboxUrl: 'http://127.0.0.1:1080',
} as const;

async function alreadyRunning(): Promise<boolean> {
  try {
    const response = await fetch(`${MAIL_SINK.inboxUrl}/email`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts maildev (SMTP on 1025, web and JSON inbox on 1080) unless one is already listening. */
export async function startMailSink(): Promise<ChildProcess | null> {
  if (await alreadyRunning()) return null;
  const child = startBackground(
    npxBin('maildev'),
    [
      '--ip', MAIL_SINK.host,
      '--smtp', String(MAIL_SINK.smtpPort),
      '--web', String(MAIL_SINK.webPort),
      '--silent',
    ],
    { quiet: true },
  );
  await waitForHttp(`${MAIL_SINK.inboxUrl}/email`, 30_000);
  return child;
}
