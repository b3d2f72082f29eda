import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ATTORNEY_AREA,
  attorneyTexts,
  type CaseResponse,
  casesTexts,
  commonTexts,
  documentsTexts,
  formatLocalDate,
  type Role,
  UPLOAD_COURT_DOCUMENTS_CASE_PARAM,
} from '@estatekey/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { DocumentViewerDialog } from '../../../components/documents/document-viewer-dialog';
import { RetryAlert } from '../../../components/errors/retry-alert';
import { ShowMorePages } from '../../../components/ui/show-more-pages';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { documentsRefreshKey, useReadableDocuments } from '../../../data/documents/use-readable-documents';
import { useOpenDocument } from '../../../data/documents/use-open-document';
import { useAttorneyCases, usePreselectedCase } from '../api/use-attorney-cases';
import { useCaseDocuments } from '../api/use-case-documents';
import { ClientUploadForm } from './client-upload-form';

const text = attorneyTexts.uploadCourtDocuments;
const UPLOAD_PAGE_ROLES: readonly Role[] = ATTORNEY_AREA;

const newestFirst = (cases: readonly CaseResponse[]) =>
  [...cases].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

function ChosenCaseDocuments({ caseId }: { caseId: string }) {
  const live = useReadableDocuments();
  const { request, reload } = useCaseDocuments(caseId, documentsRefreshKey(live));
  const { viewing, open, close } = useOpenDocument('upload-court-documents');
  if (request.status === 'loading') {
    return <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 3 }} />;
  }
  if (request.status === 'error') return <RetryAlert onRetry={reload}>{documentsTexts.loadFailed}</RetryAlert>;
  return (
    <>
      {request.data.length === 0 && <Typography color="text.secondary">{documentsTexts.noDocuments}</Typography>}
      <List dense disablePadding>
        {request.data.map((document) => (
          <ListItem
            key={document._id}
            divider
            disableGutters
            secondaryAction={
              <Button
                size="small"
                onClick={() => void open(document)}
                aria-label={`${commonTexts.view}: ${document.title}`}
              >
                {commonTexts.view}
              </Button>
            }
          >
            <ListItemText
              primary={document.title}
              secondary={`${document.documentType} · ${formatLocalDate(document.uploadDate)}`}
              sx={{ pr: 8, overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
      {viewing && (
        <DocumentViewerDialog key={viewing._id} document={viewing} from="upload-court-documents" onClose={close} />
      )}
    </>
  );
}

/** The loaded pages and the preselected case, each once, newest first (the spec's order for case listings here). */
function uploadCases(loaded: readonly CaseResponse[], preselected: CaseResponse | null): CaseResponse[] {
  const byId = new Map(loaded.map((legalCase) => [legalCase._id, legalCase]));
  if (preselected !== null && !byId.has(preselected._id)) byId.set(preselected._id, preselected);
  return newestFirst([...byId.values()]);
}

function CourtUploadCases({ preselected }: { preselected: CaseResponse | null }) {
  const [chosen, setChosen] = useState(preselected?._id ?? '');
  const { request, reload, ...more } = useAttorneyCases();
  if (request.status === 'loading') {
    return <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />;
  }
  if (request.status === 'error') return <RetryAlert onRetry={reload}>{casesTexts.loadFailed}</RetryAlert>;
  const cases = uploadCases(request.data, preselected);
  if (cases.length === 0) return <Alert severity="info">{documentsTexts.noCases}</Alert>;
  const chosenCase = cases.find((legalCase) => legalCase._id === chosen);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
            {documentsTexts.chooseCase}
          </Typography>
          <List dense disablePadding aria-label={documentsTexts.chooseCase}>
            {cases.map((legalCase) => (
              <ListItem key={legalCase._id} disablePadding>
                <ListItemButton
                  selected={legalCase._id === chosen}
                  aria-current={legalCase._id === chosen ? 'true' : undefined}
                  onClick={() => setChosen(legalCase._id)}
                >
                  <ListItemText
                    primary={legalCase.caseName}
                    secondary={`${legalCase.caseNumber} · ${formatLocalDate(legalCase.createdAt)}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <ShowMorePages more={more} label={attorneyTexts.showMoreCases} failedText={casesTexts.loadFailed} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'grid', gap: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <ClientUploadForm
            court
            cases={cases.map((legalCase) => ({
              _id: legalCase._id,
              name: legalCase.name,
              caseName: legalCase.caseName,
              caseNumber: legalCase.caseNumber,
            }))}
            selectedCaseId={chosenCase ? chosen : ''}
            onCaseChange={setChosen}
            onUploaded={() => undefined}
          />
        </Paper>
        {chosenCase && (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
              {text.caseDocuments}: {chosenCase.caseName}
            </Typography>
            <ChosenCaseDocuments caseId={chosenCase._id} />
          </Paper>
        )}
      </Grid>
    </Grid>
  );
}

/** `?caseId=` (the case page's upload link) chooses that case, read on its own: it may be older than the first page. */
function CourtUploadForCase({ caseId }: { caseId: string }) {
  const { request } = usePreselectedCase(caseId);
  if (request.status === 'loading') {
    return <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />;
  }
  // A case that is missing or not the attorney's preselects nothing.
  return <CourtUploadCases preselected={request.status === 'success' ? request.data.caseDetails : null} />;
}

function CourtUpload() {
  const [searchParams] = useSearchParams();
  const caseId = searchParams.get(UPLOAD_COURT_DOCUMENTS_CASE_PARAM) ?? '';
  return caseId === '' ? <CourtUploadCases preselected={null} /> : <CourtUploadForCase caseId={caseId} />;
}

/** /upload-court-documents (spec part 2 §2): attorneys upload court documents to their cases; others are denied. */
export function CourtUploadPage() {
  const session = useAuthSession();
  const allowed = session.status === 'signedIn' && session.role !== null && UPLOAD_PAGE_ROLES.includes(session.role);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {text.title}
      </Typography>
      {allowed ? (
        <CourtUpload />
      ) : (
        <Alert severity="warning">
          <strong>{documentsTexts.accessDenied}</strong> {documentsTexts.noPermission}
        </Alert>
      )}
    </Container>
  );
}
