import { type CaseResponse, saleRelations } from '@estatekey/domain';

import { LiveDataBoundary } from '../../../../components/errors/live-data-boundary';
import { SalePathPanel, type SaleViewer } from '../../../../components/sale-path/sale-path-panel';
import { saleRefreshKey, useLiveCase } from '../../../../data/cases/use-live-case';
import { useAuthSession } from '../../../../lib/auth/auth-session';

interface PanelProps {
  readonly caseId: string;
  readonly propertyId: string;
  readonly viewer: SaleViewer;
}

/** Follows the case, which functions stamp on every change of its property's sale: anyone's change loads the path. */
function LiveCaseSalePath({ caseId, propertyId, viewer }: PanelProps) {
  const refreshKey = saleRefreshKey(useLiveCase(caseId));
  // The page follows the same case, so its first snapshot is at hand; waiting for it saves loading the path twice.
  if (refreshKey === undefined) return null;
  return <SalePathPanel propertyId={propertyId} viewer={viewer} live={false} refreshKey={refreshKey} />;
}

/**
 * The Sale path of the case's property, for its attorney (or an admin). The attorney need not be a member of the
 * property, so the panel follows the case document instead of the property's.
 */
export function CaseSalePath({ legalCase, propertyId }: { legalCase: CaseResponse; propertyId: string }) {
  const session = useAuthSession();
  if (session.status !== 'signedIn' || session.role === null) return null;
  const { role } = session;
  const { uid } = session.user;
  const linkedCase = { attorneyId: legalCase.attorneyId, clientId: legalCase.clientId._id };
  const viewer = { role, relations: saleRelations({ role, uid, property: null }, [linkedCase]) };
  return (
    // A listener the rules refuse leaves the path as loaded and after the viewer's own changes.
    <LiveDataBoundary
      label="case sale path"
      fallback={<SalePathPanel propertyId={propertyId} viewer={viewer} live={false} />}
    >
      <LiveCaseSalePath caseId={legalCase._id} propertyId={propertyId} viewer={viewer} />
    </LiveDataBoundary>
  );
}
