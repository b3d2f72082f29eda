import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles/roles';
import { canAccessRoute } from './routes';
import { SIDEBAR_COMMON_ITEMS, SIDEBAR_MENU } from './sidebar';

const menu = (role: (typeof ROLES)[number]) => SIDEBAR_MENU[role].map((item) => `${item.label} ${item.path}`);

describe('SIDEBAR_MENU', () => {
  it('gives Guardian and Executor the client menu', () => {
    for (const role of ['Guardian', 'Executor'] as const) {
      expect(menu(role)).toEqual([
        'Dashboard /home',
        'Court Documents /documents',
        'Submit Property /submit-property',
        'Schedule Key Pickup /schedule-pickup',
        'Upload Documents /upload-documents',
        'Messages /chat',
        'Notifications /notifications',
        'Profile Settings /profile-settings',
        'Help Center /help-center',
      ]);
    }
  });

  it('gives Attorney, Agent and Admin their menus', () => {
    expect(menu('Attorney')).toEqual([
      'Dashboard /home',
      'Submit Client Info /submit-client-info',
      'Upload Court Documents /upload-court-documents',
      'Manage Documents /documents',
      'Messages /chat',
      'Notifications /notifications',
      'Profile Settings /profile-settings',
      'Help Center /help-center',
    ]);
    expect(menu('Agent')).toEqual([
      'Dashboard /home',
      'Properties /submit-property',
      'Documents /agent-documents',
      'Schedule Showing /schedule-showing',
      'Messages /chat',
      'Notifications /notifications',
      'Profile Settings /profile-settings',
      'Help Center /help-center',
    ]);
    expect(menu('Admin')).toEqual([
      'Dashboard /home',
      'Manage Users /manage-clients',
      'Manage Properties /manage-properties',
      'Intake Process /intake-process',
      'Intake Requests /manage-intake',
      'Audit Log /audit-log',
      'Messages /chat',
      'Notifications /notifications',
      'Profile Settings /profile-settings',
      'Help Center /help-center',
    ]);
  });

  it('ends every menu with the common items and badges Messages and Notifications', () => {
    for (const role of ROLES) {
      expect(SIDEBAR_MENU[role].slice(-2)).toEqual(SIDEBAR_COMMON_ITEMS);
      expect(SIDEBAR_MENU[role].filter((item) => item.badge).map((item) => [item.label, item.badge])).toEqual([
        ['Messages', 'unreadMessages'],
        ['Notifications', 'unreadNotifications'],
      ]);
    }
  });

  it('only links to routes the role may open', () => {
    for (const role of ROLES) {
      for (const item of SIDEBAR_MENU[role])
        expect(canAccessRoute(role, item.path), `${role} ${item.path}`).toBe('allow');
    }
  });
});
