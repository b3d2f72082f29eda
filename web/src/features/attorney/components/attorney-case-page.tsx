import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { commonTexts } from '@estatekey/domain';
import { useParams } from 'react-router';

import { isCaseNotFound, useAttorneyCase } from '../api/get-attorney-case';
import { CaseDetails } from './case-page/case-details';
import { CaseLoadFailed } from './case-page/case-load-failed';
import { CaseNotFound } from './case-page/case-not-found';

/** /attorney/cases/{caseId} (spec part 2 §2). */
export function AttorneyCasePage() {
  const { caseId = '' } = useParams();
  const { request } = useAttorneyCase(caseId);
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      {request.status === 'loading' && (
        <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />
      )}
      {request.status === 'error' && (isCaseNotFound(request.error) ? <CaseNotFound /> : <CaseLoadFailed />)}
      {request.status === 'success' && (
        <CaseDetails key={caseId} initial={request.data.caseDetails} documents={request.data.documents} />
      )}
    </Box>
  );
}
