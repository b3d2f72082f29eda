import { usePageTitle } from '../../../components/layouts/use-page-title';
import { PRIVACY_POLICY } from '../content/privacy';
import { LegalPage } from './legal-page';

/** /privacy (its content is not in the spec; linked from register and the footer). */
export function PrivacyPage() {
  return <LegalPage title={usePageTitle()} document={PRIVACY_POLICY} />;
}
