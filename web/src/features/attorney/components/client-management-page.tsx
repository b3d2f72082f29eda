import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  attorneyTexts,
  caseProgressPercent,
  type CaseResponse,
  type CaseStatus,
  CLIENT_LIST_HEIGHT_PX,
  commonTexts,
  dashboardTexts,
  type ProgressStatus,
  paths,
} from '@estatekey/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { CaseStagesEditor } from '../../../components/case-progress/case-stages-editor';
import { RetryAlert } from '../../../components/errors/retry-alert';
import { ShowMorePages } from '../../../components/ui/show-more-pages';
import { useAttorneyCases } from '../api/get-attorney-cases';
import { CaseStatusChip } from './case-chips';
import { ClientIntakeForm } from './client-intake-form';

const text = attorneyTexts.clients;
const extra = attorneyTexts.clients;

function ClientCaseList({
  cases,
  selectedId,
  onSelect,
}: {
  cases: readonly CaseResponse[];
  selectedId: string | null;
  onSelect: (caseId: string) => void;
}) {
  if (cases.length === 0) return <Typography color="text.secondary">{text.noClientCases}</Typography>;
  return (
    // The list scrolls inside its 600 px area (spec part 2 §9); tabIndex lets keyboard users scroll it.
    <Box
      tabIndex={0}
      role="region"
      aria-label={text.clientCases}
      sx={{ maxHeight: CLIENT_LIST_HEIGHT_PX, overflowY: 'auto' }}
    >
      <List disablePadding>
        {cases.map((legalCase) => {
          const percent = caseProgressPercent(legalCase.progressStatus);
          return (
            <ListItem key={legalCase._id} disablePadding>
              <ListItemButton
                selected={legalCase._id === selectedId}
                aria-current={legalCase._id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(legalCase._id)}
                sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1.5 }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    alignItems: 'center',
                    justifyContent: 'space-between',
                  }}
                >
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{legalCase.name}</Typography>
                  <CaseStatusChip status={legalCase.status} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {legalCase.clientName}
                  {legalCase.caseNumber ? ` · ${extra.caseNumberLine(legalCase.caseNumber)}` : ''}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={`${legalCase.name}: ${dashboardTexts.percentComplete(percent)}`}
                  sx={{ mt: 1, height: 6, borderRadius: 3 }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

function CaseProgressSide({
  legalCase,
  onUpdated,
}: {
  legalCase: CaseResponse | undefined;
  onUpdated: (caseId: string, update: { progressStatus: ProgressStatus; status: CaseStatus }) => void;
}) {
  if (!legalCase) return <Typography color="text.secondary">{extra.selectCaseHint}</Typography>;
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {extra.progressOf(legalCase.name)}
      </Typography>
      <CaseStagesEditor
        caseId={legalCase._id}
        progressStatus={legalCase.progressStatus}
        onUpdated={(update) => onUpdated(legalCase._id, update)}
      />
      <Button component={RouterLink} to={paths.attorneyCase(legalCase._id)} sx={{ mt: 2 }}>
        {attorneyTexts.viewDetails}
      </Button>
    </>
  );
}

/** Client Management, /submit-client-info (spec part 2 §2): intake form or case list with the six-stage panel. */
export function ClientManagementPage() {
  const [showIntake, setShowIntake] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Stage changes saved on this screen, laid over the loaded list until it is loaded again.
  const [updates, setUpdates] = useState<Record<string, { progressStatus: ProgressStatus; status: CaseStatus }>>({});
  const { request, reload, ...more } = useAttorneyCases({ failure: { text: text.loadFailed } });
  const cases =
    request.status === 'success' ? request.data.map((legalCase) => ({ ...legalCase, ...updates[legalCase._id] })) : [];
  const selected = cases.find((legalCase) => legalCase._id === selectedId) ?? cases[0];

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1">{text.title}</Typography>
        <Button variant="contained" aria-expanded={showIntake} onClick={() => setShowIntake((shown) => !shown)}>
          {showIntake ? extra.showCases : text.addNewClient}
        </Button>
      </Box>
      {showIntake ? (
        <Paper variant="outlined" component="section" aria-label={text.addNewClient} sx={{ p: { xs: 2, md: 3 } }}>
          <ClientIntakeForm
            onCreated={() => {
              setShowIntake(false);
              setUpdates({});
              reload();
            }}
          />
        </Paper>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            {/* The scrolling list below is the region named 'Client Cases'. */}
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography id="client-cases" variant="h5" component="h2" sx={{ mb: 1 }}>
                {text.clientCases}
              </Typography>
              {request.status === 'loading' && (
                <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 4 }} />
              )}
              {request.status === 'error' && <RetryAlert onRetry={reload}>{text.loadFailed}</RetryAlert>}
              {request.status === 'success' && (
                <>
                  <ClientCaseList cases={cases} selectedId={selected?._id ?? null} onSelect={setSelectedId} />
                  <ShowMorePages more={more} label={attorneyTexts.showMoreCases} failedText={text.loadFailed} />
                </>
              )}
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" component="section" aria-labelledby="case-progress" sx={{ p: 2 }}>
              <Typography id="case-progress" variant="h5" component="h2" sx={{ mb: 1 }}>
                {dashboardTexts.caseProgress}
              </Typography>
              <CaseProgressSide
                legalCase={selected}
                onUpdated={(caseId, update) => setUpdates((current) => ({ ...current, [caseId]: update }))}
              />
            </Paper>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
