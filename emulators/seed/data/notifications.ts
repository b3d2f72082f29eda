import { agentTexts, formatLongUsDate, formatTime12h, notificationSchema, paths } from '@estatekey/domain';
import type { z } from 'zod';
import { PERSONAS } from '@estatekey/emulators/personas';
import { entity, type SeedClock, type SeedDocument } from './seed-kit.ts';
import { SEED_IDS } from './seed-ids.ts';

type DemoNotification = Omit<z.input<typeof notificationSchema>, 'id' | 'createdAt'> & { hoursAgo: number };

/** Notifications: a few per persona, some unread, each with a link into the app. */
export function buildNotifications(clock: SeedClock): SeedDocument[] {
  const { ada, alice, eve, avery, aaron, mallory } = PERSONAS;
  const notificationsOf: Record<string, DemoNotification[]> = {
    [ada.uid]: [
      {
        title: 'New property submission',
        message: 'A visitor submitted 27 Birch Lane, Decatur for review.',
        read: false,
        category: 'system',
        link: '/intake-process',
        hoursAgo: 5,
      },
      {
        title: 'New key pickup request',
        message: 'Grace Holloway asked for a key pickup.',
        read: false,
        category: 'appointment',
        link: '/intake-process',
        hoursAgo: 20,
      },
      {
        title: 'Welcome to EstateKey',
        message: 'Your admin account is ready.',
        read: true,
        category: 'system',
        link: '/home',
        hoursAgo: 24 * 30,
      },
    ],
    [alice.uid]: [
      {
        title: 'New court document',
        message: 'Avery Attorney uploaded a Court Order for Probate Real Estate - Alice.',
        read: false,
        category: 'document',
        link: '/documents',
        hoursAgo: 4 * 24,
      },
      {
        title: 'Milestone updated',
        message: 'Aaron Agent set Marketing to In Progress on 12 Elm Street.',
        read: false,
        category: 'property',
        link: '/submit-property',
        hoursAgo: 26,
      },
      {
        title: 'Key pickup scheduled',
        message: 'Your key pickup at 48 Oak Avenue is scheduled.',
        read: true,
        category: 'appointment',
        link: '/schedule-pickup',
        hoursAgo: 24,
      },
      {
        // Aaron's request for 48 Oak Avenue in four days at 10:00 (data/showings.ts), which Alice approves herself.
        ...agentTexts.notifications.showingRequested(
          '48 Oak Avenue, Peoria, IL',
          `${formatLongUsDate(clock.dateIn(4))} at ${formatTime12h('10:00')}`,
        ),
        read: false,
        category: 'appointment',
        link: paths.property(SEED_IDS.properties.oak),
        action: { kind: 'showingDecision', showingId: SEED_IDS.showings.oakRequested },
        hoursAgo: 3,
      },
    ],
    [eve.uid]: [
      {
        title: 'Milestone updated',
        message: 'Aaron Agent set Inspection to In Progress on 301 Maple Drive.',
        read: false,
        category: 'property',
        link: '/submit-property',
        hoursAgo: 30,
      },
      {
        title: 'Showing today',
        message: 'A showing of 301 Maple Drive is booked for today at 4:00 PM.',
        read: true,
        category: 'property',
        link: '/submit-property',
        hoursAgo: 48,
      },
    ],
    [avery.uid]: [
      {
        title: 'Client uploaded a document',
        message: 'Alice Guardian uploaded an Affidavit for Guardianship Property - Alice.',
        read: false,
        category: 'document',
        link: '/documents',
        hoursAgo: 2 * 24,
      },
      {
        title: 'Deadline approaching',
        message: 'Estate Sale of 9 Pine Road is due in 5 days.',
        read: true,
        category: 'system',
        link: '/attorney/dashboard',
        hoursAgo: 24,
      },
    ],
    [aaron.uid]: [
      {
        title: 'Property shared with you',
        message: 'Eve Executor shared 301 Maple Drive with you (manage).',
        read: true,
        category: 'property',
        link: '/submit-property',
        hoursAgo: 24 * 20,
      },
      {
        title: 'Property shared with you',
        message: 'Alice Guardian shared 48 Oak Avenue with you (view).',
        read: false,
        category: 'property',
        link: '/submit-property',
        hoursAgo: 24 * 6,
      },
      {
        title: 'New court document',
        message: 'A Court Order was added to a case of 12 Elm Street.',
        read: false,
        category: 'document',
        link: '/agent-documents',
        hoursAgo: 4 * 24,
      },
    ],
    [mallory.uid]: [
      {
        title: 'Welcome to EstateKey',
        message: 'Submit your first property to get started.',
        read: false,
        category: 'system',
        link: '/submit-property',
        hoursAgo: 24 * 19,
      },
    ],
  };
  return Object.entries(notificationsOf).flatMap(([uid, notifications]) =>
    notifications.map(({ hoursAgo, ...fields }, index) => {
      const createdAt = new Date(clock.at(0, '08:00').getTime() - hoursAgo * 60 * 60 * 1000);
      return entity(notificationSchema, 'notifications', `users/${uid}/notifications/seed-notification-${index + 1}`, {
        ...fields,
        createdAt,
      });
    }),
  );
}
