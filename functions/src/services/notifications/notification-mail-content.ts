import {
  apiPath,
  createUnsubscribeToken,
  type Mail,
  type Notification,
  type NotificationCategory,
  notificationEmailTexts,
  notificationRoutes,
  ONE_CLICK_UNSUBSCRIBE_BODY,
  paths,
  type TokenSigner,
} from '@estatekey/domain';

type MailMessage = Mail['message'];
export type MailedNotification = Pick<Notification, 'title' | 'message' | 'category' | 'link'>;

export interface MailLinks {
  /** The web app's public address, without a trailing slash. */
  readonly appBaseUrl: string;
  readonly sign: TokenSigner;
  readonly now: Date;
}

const texts = notificationEmailTexts.mail;

/** One notification by itself: its title as subject, its message, its link, and the unsubscribe of its category. */
export function immediateNotificationMail(
  uid: string,
  notification: MailedNotification,
  links: MailLinks,
): MailMessage {
  const unsubscribe = unsubscribeLinks(uid, [notification.category], links);
  const link = absoluteLink(notification.link, links.appBaseUrl);
  const label = notificationEmailTexts.categoryLabels[notification.category];
  return {
    subject: texts.immediateSubject(notification.title),
    text: [
      notification.title,
      '',
      notification.message,
      ...(link ? ['', `${texts.open}: ${link}`] : []),
      '',
      '--',
      texts.unsubscribeLine(label),
      unsubscribe.page,
      texts.settingsLine,
      unsubscribe.settings,
      '',
      texts.signature,
    ].join('\n'),
    html: htmlPage([
      `<h1 style="font-size:20px">${escapeHtml(notification.title)}</h1>`,
      `<p>${escapeHtml(notification.message)}</p>`,
      ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(texts.open)}</a></p>`] : []),
      footer(label, unsubscribe),
    ]),
    headers: unsubscribe.headers,
  };
}

/** A day's notifications of digest categories in one mail; its unsubscribe turns off the categories it holds. */
export function digestMail(uid: string, notifications: readonly MailedNotification[], links: MailLinks): MailMessage {
  const categories = [...new Set(notifications.map((notification) => notification.category))];
  const unsubscribe = unsubscribeLinks(uid, categories, links);
  const label = categories.map((category) => notificationEmailTexts.categoryLabels[category]).join(', ');
  const items = notifications.map((notification) => ({
    ...notification,
    absolute: absoluteLink(notification.link, links.appBaseUrl),
  }));
  return {
    subject: texts.digestSubject(notifications.length),
    text: [
      texts.digestIntro,
      '',
      ...items.flatMap((item) => [
        `* ${item.title}`,
        `  ${item.message}`,
        ...(item.absolute ? [`  ${item.absolute}`] : []),
        '',
      ]),
      '--',
      texts.unsubscribeLine(label),
      unsubscribe.page,
      texts.settingsLine,
      unsubscribe.settings,
      '',
      texts.signature,
    ].join('\n'),
    html: htmlPage([
      `<p>${escapeHtml(texts.digestIntro)}</p>`,
      '<ul style="padding-left:20px">',
      ...items.map(
        (item) =>
          `<li style="margin-bottom:12px"><strong>${escapeHtml(item.title)}</strong><br>${escapeHtml(item.message)}` +
          (item.absolute ? `<br><a href="${escapeHtml(item.absolute)}">${escapeHtml(texts.open)}</a>` : '') +
          '</li>',
      ),
      '</ul>',
      footer(label, unsubscribe),
    ]),
    headers: unsubscribe.headers,
  };
}

interface UnsubscribeLinks {
  /** The web page that turns the categories off and says so. */
  readonly page: string;
  readonly settings: string;
  readonly headers: Record<string, string>;
}

function unsubscribeLinks(uid: string, categories: readonly NotificationCategory[], links: MailLinks): UnsubscribeLinks {
  const token = createUnsubscribeToken({ uid, categories }, links.now, links.sign);
  const oneClick = `${links.appBaseUrl}${apiPath(notificationRoutes.unsubscribe, { token })}`;
  return {
    page: `${links.appBaseUrl}${paths.unsubscribe(token)}`,
    settings: `${links.appBaseUrl}${paths.notificationSettings}`,
    // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` to the https URL.
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': ONE_CLICK_UNSUBSCRIBE_BODY },
  };
}

/** An in-app path as an absolute URL; a notification without a link has none. */
function absoluteLink(link: string, appBaseUrl: string): string | null {
  if (link === '') return null;
  return link.startsWith('/') ? `${appBaseUrl}${link}` : `${appBaseUrl}/${link}`;
}

function footer(label: string, unsubscribe: UnsubscribeLinks): string {
  return [
    '<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">',
    `<p style="font-size:13px;color:#555">${escapeHtml(texts.unsubscribeLine(label))} `,
    `<a href="${escapeHtml(unsubscribe.page)}">${escapeHtml(texts.unsubscribe)}</a><br>`,
    `${escapeHtml(texts.settingsLine)} <a href="${escapeHtml(unsubscribe.settings)}">${escapeHtml(unsubscribe.settings)}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(texts.signature)}</p>`,
  ].join('');
}

/** A plain, phone-width page: no images, no scripts, no tracking. */
function htmlPage(body: readonly string[]): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '</head><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222;margin:0;padding:16px">',
    '<div style="max-width:560px;margin:0 auto">',
    ...body,
    '</div></body></html>',
  ].join('');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
