import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { caseProgressPercent, messages, signedInAreaMessages } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { paths } from '../../../config/paths';
import { LiveDataBoundary } from '../../../components/errors/live-data-boundary';
import { useMemberCasesSnapshot } from '../api/use-member-cases';
import { DashboardSection } from './dashboard-section';
import { ProgressSummary } from './progress-summary';

function CaseProgress() {
  const cases = useMemberCasesSnapshot();
  if (cases.status === 'loading') return <Skeleton variant="rounded" height={72} />;
  if (cases.data.length === 0) {
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {messages.dashboard.noCases}
        </Typography>
        <Button component={RouterLink} to={paths.submitClientInfo} variant="contained">
          {messages.dashboard.addClientCase}
        </Button>
      </>
    );
  }
  return (
    <ProgressSummary
      selectLabel={messages.dashboard.selectCase}
      options={cases.data.map((legalCase) => ({
        id: legalCase.id,
        label: legalCase.caseNumber ? `${legalCase.title} (${legalCase.caseNumber})` : legalCase.title,
        percent: caseProgressPercent(legalCase.progressStatus),
      }))}
    />
  );
}

/** The attorney's Case Progress panel with a case selector, newest case first; empty state 'Add Client Case'. */
export function CaseProgressPanel() {
  return (
    <DashboardSection title={messages.dashboard.caseProgress}>
      <LiveDataBoundary
        label="case progress"
        fallback={<Alert severity="warning">{signedInAreaMessages.progressUnavailable}</Alert>}
      >
        <CaseProgress />
      </LiveDataBoundary>
    </DashboardSection>
  );
}
