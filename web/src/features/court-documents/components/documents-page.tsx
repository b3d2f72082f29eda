import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { commonTexts, type Document, documentsTexts, type Role, paths } from '@estatekey/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { RetryAlert } from '../../../components/errors/retry-alert';
import { ShowMorePages } from '../../../components/ui/show-more-pages';
import { useAuthSession } from '../../../lib/auth/auth-session';
import { documentsRefreshKey, useReadableDocuments } from '../../../data/documents/use-readable-documents';
import { useOpenDocument } from '../../../data/documents/use-open-document';
import { isAttorneySide, useDocumentPages } from '../api/use-document-lists';
import { useFixDocuments } from '../api/use-fix-documents';
import { DocumentGroupCard } from './document-group-card';
import { DocumentViewerDialog } from '../../../components/documents/document-viewer-dialog';
import { DocumentsTable } from './documents-table';
import { FixDocumentsDialog } from './fix-documents-dialog';

const text = documentsTexts;
type View = 'cases' | 'table';
const NO_LIVE_DOCUMENTS: ReadonlyMap<string, Document> = new Map();

/**
 * The lists from the API, a page of the newest documents at a time ("Show more documents" reads older ones), the pages
 * merged; the first page is fetched again whenever the live listener sees a document added,
 * re-linked or first viewed, so the other side's upload shows without reload. The last answer stays on screen while
 * the next one loads.
 */
function useDocumentGroups(role: Role) {
  const live = useReadableDocuments(role === 'Admin');
  const source = isAttorneySide(role) ? 'attorney' : 'client';
  const { request, reload, showMore, loadingMore, moreFailed } = useDocumentPages(source, documentsRefreshKey(live));
  const shown = request.status === 'success' ? request.data : null;
  return {
    request,
    shown,
    reload,
    more: { showMore, loadingMore, moreFailed },
    live: live.status === 'success' ? live.data : NO_LIVE_DOCUMENTS,
  };
}

function DocumentsHub({ role, uid }: { role: Role; uid: string }) {
  const [view, setView] = useState<View>('cases');
  const [confirmingFix, setConfirmingFix] = useState(false);
  const [fixResult, setFixResult] = useState<string | null>(null);
  const { request, shown, reload, more, live } = useDocumentGroups(role);
  const { viewing, open, close } = useOpenDocument('documents');
  const attorneySide = isAttorneySide(role);

  const fix = useFixDocuments((outcome) => {
    setFixResult(outcome.message);
    reload();
  });
  const fixDocuments = async () => {
    await fix.mutate({});
    setConfirmingFix(false);
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: View | null) => {
            if (next) setView(next);
          }}
          aria-label={text.title}
        >
          <ToggleButton value="cases">{text.casesView}</ToggleButton>
          <ToggleButton value="table">{text.tableView}</ToggleButton>
        </ToggleButtonGroup>
        {attorneySide && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={() => setConfirmingFix(true)}>
              {text.refreshAssignments}
            </Button>
            <Button variant="contained" component={RouterLink} to={paths.uploadCourtDocuments}>
              {text.uploadNew}
            </Button>
          </Stack>
        )}
      </Stack>
      {fixResult && (
        <Alert severity="success" onClose={() => setFixResult(null)} sx={{ mb: 2 }}>
          {fixResult}
        </Alert>
      )}
      {shown === null && request.status === 'loading' && (
        <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />
      )}
      {shown === null && request.status === 'error' && <RetryAlert onRetry={reload}>{text.loadFailed}</RetryAlert>}
      {shown !== null && view === 'cases' && (
        <Stack spacing={2}>
          {shown.groupedByCase.length === 0 && <Typography color="text.secondary">{text.noDocuments}</Typography>}
          {shown.groupedByCase.map((group) => (
            <DocumentGroupCard
              key={group.caseId}
              group={group}
              role={role}
              uid={uid}
              live={live}
              onOpen={(document) => void open(document)}
            />
          ))}
        </Stack>
      )}
      {shown !== null && view === 'table' && (
        <DocumentsTable
          documents={shown.allDocuments}
          live={live}
          uid={uid}
          onOpen={(document) => void open(document)}
        />
      )}
      {shown !== null && <ShowMorePages more={more} label={text.showMoreDocuments} failedText={text.loadFailed} />}
      {confirmingFix && <FixDocumentsDialog onClose={() => setConfirmingFix(false)} onConfirm={fixDocuments} />}
      {viewing && <DocumentViewerDialog key={viewing._id} document={viewing} from="documents" onClose={close} />}
    </>
  );
}

/** /documents (spec part 2 §2 Court Documents): cases view and table view of every document the user reads. */
export function DocumentsPage() {
  const session = useAuthSession();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {text.title}
      </Typography>
      {session.status === 'signedIn' && session.role !== null && (
        <DocumentsHub role={session.role} uid={session.user.uid} />
      )}
    </Container>
  );
}
