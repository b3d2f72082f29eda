/**
 * Every user-facing text of EstateKey, one catalogue per feature area, each export named `<area>Texts`. UI, API and
 * tests import the catalogue they need; nothing else spells a user-facing sentence. A page's download carries only
 * the catalogues it reads, which is why the public site's texts (`public-site-texts`, `public-pages-texts`) stay
 * apart from the signed-in areas. Interface texts are English except the three Dutch ones the spec names
 * (verification and payment pages).
 */
export * from './access-texts';
export * from './admin-texts';
export * from './agent-texts';
export * from './api-texts';
export * from './attorney-texts';
export * from './auth-texts';
export * from './case-stage-texts';
export * from './cases-texts';
export * from './dashboard-texts';
export * from './documents-texts';
export * from './email-verification-texts';
export * from './errors-texts';
export * from './form-texts';
export * from './invitation-texts';
export * from './key-pickup-texts';
export * from './mail-texts';
export * from './notification-content-texts';
export * from './notification-email-texts';
export * from './notifications-page-texts';
export * from './onboarding-texts';
export * from './profile-texts';
export * from './properties-texts';
export * from './public-intake-texts';
export * from './public-pages-texts';
export * from './public-site-texts';
export * from '../sale/sale-amount-texts';
export * from '../sale/sale-texts';
export * from './sharing-texts';
export * from './showings-texts';
export * from './signed-in-area-texts';
export * from './status-texts';
export * from './table-column-texts';
export * from './upload-texts';
export * from './validation-texts';
export * from './web-shell-texts';
