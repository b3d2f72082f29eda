import { type CaseResponse, saleRelations } from '@estatekey/domain';

import { SalePathPanel } from '../../../../components/sale-path/sale-path-panel';
import { useAuthSession } from '../../../../lib/auth/auth-session';

/**
 * The Sale path of the case's property, for its attorney (or an admin). The attorney is not a member of the property
 * and cannot follow its document, so the panel shows the path as loaded and after each of the attorney's own changes.
 */
export function CaseSalePath({ legalCase, propertyId }: { legalCase: CaseResponse; propertyId: string }) {
  const session = useAuthSession();
  if (session.status !== 'signedIn' || session.role === null) return null;
  const { role } = session;
  const { uid } = session.user;
  const linkedCase = { attorneyId: legalCase.attorneyId, clientId: legalCase.clientId._id };
  const relations = saleRelations({ role, uid, property: null }, [linkedCase]);
  return <SalePathPanel propertyId={propertyId} viewer={{ role, relations }} live={role === 'Admin'} />;
}
