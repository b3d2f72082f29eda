import { usePageTitle } from '../../../components/layouts/use-page-title';
import { TERMS_OF_SERVICE } from '../content/terms';
import { LegalPage } from './legal-page';

/** /terms (its content is not in the spec; linked from register and the footer). */
export function TermsPage() {
  return <LegalPage title={usePageTitle()} document={TERMS_OF_SERVICE} />;
}
