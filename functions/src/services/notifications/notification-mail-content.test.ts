import { notificationEmailTexts, verifyUnsubscribeToken } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { hmacSigner } from '../../lib/unsubscribe-signer';
import { digestMail, immediateNotificationMail } from './notification-mail-content';

const sign = hmacSigner(Buffer.from('k'.repeat(32)));
const now = new Date('2030-05-01T09:00:00Z');
const links = { appBaseUrl: 'https://app.example', sign, now };

function tokenOf(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? '');
}

describe('notification mails', () => {
  const mail = immediateNotificationMail(
    'uid-1',
    { title: 'Court approved <sale>', message: 'The hearing confirmed the offer.', category: 'case', link: '/home' },
    links,
  );

  it('carry the title, the message and the link as an absolute URL, in text and simple HTML', () => {
    expect(mail.subject).toBe(notificationEmailTexts.mail.immediateSubject('Court approved <sale>'));
    expect(mail.text).toContain('The hearing confirmed the offer.');
    expect(mail.text).toContain('https://app.example/home');
    expect(mail.html).toContain('href="https://app.example/home"');
    expect(mail.html).toContain('Court approved &lt;sale&gt;');
    expect(mail.html).not.toMatch(/<img|<script/i);
    expect(mail.text).toContain('EstateKey');
  });

  it('carry RFC 8058 one-click unsubscribe headers for their category, signed for their user', () => {
    const header = mail.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<https:\/\/app\.example\/api\/notifications\/unsubscribe\/[^>]+>$/);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const check = verifyUnsubscribeToken(tokenOf(header.slice(1, -1)), now, sign);
    expect(check).toMatchObject({ ok: true, claims: { uid: 'uid-1', categories: ['case'] } });
    expect(mail.text).toMatch(/https:\/\/app\.example\/unsubscribe\/\S+/);
  });

  it('gather a digest in one mail whose unsubscribe turns off the categories it holds', () => {
    const digest = digestMail(
      'uid-2',
      [
        { title: 'Showing booked', message: 'Tuesday 10:00', category: 'appointment', link: '/schedule-showing' },
        { title: 'Milestone done', message: 'Listing is live', category: 'property', link: '/properties/p1' },
      ],
      links,
    );
    expect(digest.subject).toBe(notificationEmailTexts.mail.digestSubject(2));
    expect(digest.text).toContain('Showing booked');
    expect(digest.text).toContain('https://app.example/properties/p1');
    const header = digest.headers?.['List-Unsubscribe'] ?? '';
    const check = verifyUnsubscribeToken(tokenOf(header.slice(1, -1)), now, sign);
    expect(check).toMatchObject({ ok: true, claims: { uid: 'uid-2', categories: ['appointment', 'property'] } });
  });
});
