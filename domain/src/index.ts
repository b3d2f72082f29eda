export * from './roles/roles';
export * from './constants/app';
export * from './constants/us-states';
export * from './constants/weekdays';
export * from './constants/collections';
export * from './common/dates';
export * from './common/primitives';
export * from './common/contact';
export * from './messages/messages';
export * from './messages/web-shell';
export * from './messages/http-messages';

export * from './property/milestones';
export * from './property/sharing';
export * from './property/property';
export * from './appointment/appointment';
export * from './case/case';
export * from './document/document';
export * from './showing/showing';
export * from './notification/notification';
export * from './user/user';
export * from './user/agent-profile';
export * from './user/attorney-profile';
export * from './user/guardian-onboarding';
export * from './intake/intake-request';
export * from './invitation/invitation';
export * from './mail/mail';
export * from './audit/audit-log';

export * from './permissions/milestones';
export * from './permissions/routes';
export * from './permissions/sidebar';
export * from './permissions/collections';
export * from './permissions/property-access';

export * from './api/errors';
export * from './api/common';
export * from './api/routes';
