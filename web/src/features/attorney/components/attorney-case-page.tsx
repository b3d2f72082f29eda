import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { commonTexts } from '@estatekey/domain';
import { useParams } from 'react-router';

import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { caseRefreshKey, useLiveCase } from '../../../data/cases/use-live-case';
import { useCaseDocumentsSnapshot } from '../../../data/documents/use-case-documents-snapshot';
import { documentsRefreshKey } from '../../../data/documents/use-readable-documents';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { isCaseNotFound, useAttorneyCase } from '../api/get-attorney-case';
import { CaseDetails } from './case-page/case-details';
import { CaseLoadFailed } from './case-page/case-load-failed';
import { CaseNotFound } from './case-page/case-not-found';

/**
 * The case as the API answers it, fetched again whenever `refreshKey` changes; the last answer stays on screen while
 * the next one loads (useApiQuery keeps it).
 */
function CaseView({ caseId, refreshKey }: { caseId: string; refreshKey: string }) {
  const { request, answerRequestedAt } = useAttorneyCase(caseId, refreshKey);
  if (request.status === 'error') return isCaseNotFound(request.error) ? <CaseNotFound /> : <CaseLoadFailed />;
  if (request.status === 'loading') {
    return <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />;
  }
  return (
    <CaseDetails
      key={caseId}
      initial={request.data.caseDetails}
      requestedAt={answerRequestedAt ?? 0}
      documents={request.data.documents}
    />
  );
}

/**
 * Follows the case document and the case's documents: a change by another attorney, an admin or the client (status,
 * stages, property, an upload) fetches the page again, so it shows without reload.
 */
function LiveCaseView({ caseId, admin }: { caseId: string; admin: boolean }) {
  const liveCase = useLiveCase(caseId);
  const liveDocuments = useCaseDocumentsSnapshot(caseId, admin);
  return <CaseView caseId={caseId} refreshKey={`${caseRefreshKey(liveCase)}#${documentsRefreshKey(liveDocuments)}`} />;
}

/** /attorney/cases/{caseId} (spec part 2 §2). */
export function AttorneyCasePage() {
  const { caseId = '' } = useParams();
  const session = useAuthSession();
  const admin = session.status === 'signedIn' && session.role === 'Admin';
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      {/* A listener the rules refuse (a case that is not the caller's) leaves the page as the API answers it. */}
      <LiveDataBoundary label="attorney case page" fallback={<CaseView caseId={caseId} refreshKey="" />}>
        <LiveCaseView key={caseId} caseId={caseId} admin={admin} />
      </LiveDataBoundary>
    </Box>
  );
}
