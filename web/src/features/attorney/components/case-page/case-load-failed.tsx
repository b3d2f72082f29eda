import { attorneyTexts, paths } from '@estatekey/domain';
import { useEffect } from 'react';
import { Navigate } from 'react-router';

import { useNotify } from '../../../../lib/notify';

/** A load failure other than a missing case: toast, then back to the dashboard (spec part 2 §2). */
export function CaseLoadFailed() {
  const notify = useNotify();
  useEffect(() => notify.error(attorneyTexts.caseDetail.loadFailed), [notify]);
  return <Navigate to={paths.attorneyDashboard} replace />;
}
