/**
 * Every user-facing text of EstateKey (spec parts 1 and 2, plus the texts DESIGN.md adds), one catalogue per feature
 * area. UI, API and tests import the catalogue they need; nothing else spells a user-facing sentence. A page's
 * download carries only the catalogues it reads. Interface texts are English except the three Dutch ones the spec
 * names (verification and payment pages).
 */
export * from './account-messages';
export * from './admin-messages';
export * from './agent-workspace-messages';
export * from './api-messages';
export * from './attorney-messages';
export * from './attorney-workspace-messages';
export * from './auth-messages';
export * from './case-server-messages';
export * from './cases-messages';
export * from './court-documents-messages';
export * from './dashboard-messages';
export * from './documents-messages';
export * from './errors-messages';
export * from './form-messages';
export * from './guardian-onboarding-wizard-messages';
export * from './guardian-workspace-page-messages';
export * from './http-messages';
export * from './invitation-messages';
export * from './key-pickup-messages';
export * from './mail-messages';
export * from './notification-content-messages';
export * from './notifications-page-messages';
export * from './onboarding-messages';
export * from './profile-messages';
export * from './properties-messages';
export * from './property-details-messages';
export * from './property-page-messages';
export * from './property-server-messages';
export * from './public-intake-messages';
export * from './public-pages-messages';
export * from './public-site-messages';
export * from './server-messages';
export * from './sharing-messages';
export * from './showings-messages';
export * from './signed-in-area-messages';
export * from './status-messages';
export * from './upload-messages';
export * from './validation-messages';
export * from './web-shell';
export * from './workspace-server-messages';
