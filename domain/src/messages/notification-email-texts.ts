import { PRODUCT_NAME } from '../constants/app';
import type { NotificationCategory } from '../notification/notification';
import type { EmailDelivery } from '../notification/notification-preferences';

const categoryLabels = {
  property: 'Property updates',
  appointment: 'Appointments and showings',
  document: 'Documents',
  case: 'Case updates',
  message: 'Messages',
  system: 'System and reminders',
} as const satisfies Record<NotificationCategory, string>;

/** E-mail notifications: the settings section, the mails and the unsubscribe page. */
export const notificationEmailTexts = {
  categoryLabels,
  deliveryLabels: {
    off: 'Off',
    immediate: 'Immediately',
    digest: 'Daily digest',
  } as const satisfies Record<EmailDelivery, string>,
  settings: {
    title: 'Notifications',
    intro: 'Choose which notifications also reach you by e-mail, and when.',
    save: 'Save notification settings',
    saved: 'Notification settings saved.',
    failed: 'Failed to save notification settings. Please try again.',
    loadFailed: 'Failed to load notification settings.',
  },
  mail: {
    immediateSubject: (title: string) => `${PRODUCT_NAME}: ${title}`,
    digestSubject: (count: number) =>
      `${PRODUCT_NAME}: your daily summary (${count} ${count === 1 ? 'notification' : 'notifications'})`,
    digestIntro: 'Here is what happened on EstateKey since your last summary:',
    open: 'Open in EstateKey',
    unsubscribeLine: (label: string) => `You receive this because "${label}" e-mails are on. Turn them off:`,
    unsubscribe: 'Unsubscribe',
    settingsLine: 'Change all e-mail settings:',
    signature: PRODUCT_NAME,
  },
  unsubscribe: {
    title: 'E-mail Notifications',
    turnedOff: (label: string) => `"${label}" e-mails are now off.`,
    wouldTurnOff: (label: string) => `This link turns off "${label}" e-mails.`,
    settingsHint: 'You can turn them on again, or change other categories, in your notification settings.',
    settingsLink: 'Open notification settings',
    confirm: 'Turn off these e-mails',
    loading: 'Checking your link…',
    invalidLink: 'This unsubscribe link is not valid. Change your e-mail settings in your notification settings.',
    expiredLink: 'This unsubscribe link has expired. Change your e-mail settings in your notification settings.',
    done: 'Unsubscribed.',
  },
} as const;
