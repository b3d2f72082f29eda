import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { caseProgressPercent, dashboardTexts, runsCase, signedInAreaTexts, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { CaseStagesEditor } from '../../../components/case-progress/case-stages-editor';
import { CaseStagesPanel } from '../../../components/case-progress/case-stages-panel';
import { useAuthSession, useSignedInUid } from '../../../lib/auth/auth-session';
import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { useMemberCasesSnapshot } from '../../../data/cases/use-member-cases';
import { DashboardSection } from './dashboard-section';
import { ProgressSummary } from './progress-summary';

function CaseProgress() {
  const cases = useMemberCasesSnapshot();
  const session = useAuthSession();
  const uid = useSignedInUid();
  const role = session.status === 'signedIn' ? session.role : null;
  if (cases.status === 'loading') return <Skeleton variant="rounded" height={72} />;
  if (cases.data.length === 0) {
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {dashboardTexts.noCases}
        </Typography>
        <Button component={RouterLink} to={paths.submitClientInfo} variant="contained">
          {dashboardTexts.addClientCase}
        </Button>
      </>
    );
  }
  return (
    <ProgressSummary
      selectLabel={dashboardTexts.selectCase}
      showMore={cases.showMore}
      showMoreLabel={dashboardTexts.showMoreCases}
      options={cases.data.map((legalCase) => ({
        id: legalCase.id,
        label: legalCase.caseNumber ? `${legalCase.title} (${legalCase.caseNumber})` : legalCase.title,
        percent: caseProgressPercent(legalCase.progressStatus),
      }))}
      renderDetails={(caseId) => {
        const legalCase = cases.data.find((candidate) => candidate.id === caseId);
        if (!legalCase) return null;
        // The live case brings every saved stage back, so the editor needs no update callback.
        return role !== null && runsCase({ role, uid, case: legalCase }) ? (
          <CaseStagesEditor
            key={legalCase.id}
            caseId={legalCase.id}
            progressStatus={legalCase.progressStatus}
            showPercent={false}
          />
        ) : (
          <CaseStagesPanel key={legalCase.id} progressStatus={legalCase.progressStatus} showPercent={false} />
        );
      }}
    />
  );
}

/**
 * The attorney's Case Progress panel with a case selector, newest case first, and the selected case's six stages, which
 * its attorney moves from here; empty state 'Add Client Case'.
 */
export function CaseProgressPanel() {
  return (
    <DashboardSection title={dashboardTexts.caseProgress}>
      <LiveDataBoundary
        label="case progress"
        fallback={<Alert severity="warning">{signedInAreaTexts.progressUnavailable}</Alert>}
      >
        <CaseProgress />
      </LiveDataBoundary>
    </DashboardSection>
  );
}
