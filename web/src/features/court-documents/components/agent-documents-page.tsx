import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  commonTexts,
  type DocumentResponse,
  documentsTexts,
  formatShortUsDate,
  searchAgentDocuments,
} from '@estatekey/domain';
import { useState } from 'react';

import { OutlinedField } from '../../../components/form';
import { RetryAlert } from '../../../components/errors/retry-alert';
import { ShowMorePages } from '../../../components/ui/show-more-pages';
import { documentsRefreshKey, useReadableDocuments } from '../../../data/documents/use-readable-documents';
import { useOpenDocument } from '../../../data/documents/use-open-document';
import { DocumentViewerDialog } from '../../../components/documents/document-viewer-dialog';
import { ViewDocumentButton } from '../../../components/documents/view-document-button';
import { useDocumentPages } from '../api/use-document-lists';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

const text = documentsTexts;
const agentText = text.agent;
const ALL_CASES = '';

function AgentDocumentsTable({
  documents,
  onOpen,
}: {
  documents: readonly DocumentResponse[];
  onOpen: (document: DocumentResponse) => void;
}) {
  return (
    <ResponsiveTable label={agentText.title} minWidth={640}>
      <TableHead>
        <TableRow>
          <TableCell>{text.columns.name}</TableCell>
          <TableCell>{text.columns.type}</TableCell>
          <TableCell>{text.columns.case}</TableCell>
          <TableCell>{text.columns.filingDate}</TableCell>
          <TableCell>{text.columns.uploaded}</TableCell>
          <TableCell>{text.columns.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {documents.map((document) => (
          <TableRow key={document._id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {document.title}
              {document.description && (
                <Typography variant="body2" color="text.secondary">
                  {document.description}
                </Typography>
              )}
            </TableCell>
            <TableCell>{document.documentType}</TableCell>
            <TableCell>
              {document.caseName}
              <Typography variant="body2" color="text.secondary">
                {document.caseNumber}
              </Typography>
            </TableCell>
            <TableCell>{formatShortUsDate(document.filingDate)}</TableCell>
            <TableCell>{formatShortUsDate(document.uploadDate)}</TableCell>
            <TableCell>
              <ViewDocumentButton document={document} onOpen={onOpen} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
}

/**
 * /agent-documents (spec part 2 §2): the documents of cases associated with properties shared with the agent. Search
 * across title, description, case number, case name and type; a case filter; the view dialog with Download.
 */
export function AgentDocumentsPage() {
  const [search, setSearch] = useState('');
  const [caseId, setCaseId] = useState(ALL_CASES);
  const live = useReadableDocuments();
  const { request, reload, ...more } = useDocumentPages('agent', documentsRefreshKey(live));
  // Spec part 2 §2: a view modal for every type (PDF in a frame, images shown, anything else a link), with Download.
  const { viewing, open, close } = useOpenDocument('agent-documents', { dialogForEveryType: true });

  const merged = request.status === 'success' ? request.data : null;
  const all = merged?.allDocuments ?? [];
  const cases = merged?.groupedByCase ?? [];
  const shown = searchAgentDocuments(
    all.filter((document) => caseId === ALL_CASES || document.caseId === caseId),
    search,
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {agentText.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <OutlinedField
          type="search"
          label={commonTexts.search}
          placeholder={agentText.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
        />
        <OutlinedField
          select
          label={agentText.caseFilter}
          value={caseId}
          onChange={(event) => setCaseId(event.target.value)}
          sx={{ minWidth: { sm: 240 } }}
        >
          <option value={ALL_CASES}>{agentText.allCases}</option>
          {cases.map((group) => (
            <option key={group.caseId} value={group.caseId}>
              {group.caseNumber ? `${group.caseName} (${group.caseNumber})` : group.caseName}
            </option>
          ))}
        </OutlinedField>
      </Stack>
      {request.status === 'loading' && (
        <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />
      )}
      {request.status === 'error' && <RetryAlert onRetry={reload}>{text.loadFailed}</RetryAlert>}
      {request.status === 'success' && all.length === 0 && <Alert severity="info">{agentText.noDocuments}</Alert>}
      {request.status === 'success' && all.length > 0 && shown.length === 0 && (
        <Alert severity="info">{agentText.noMatches}</Alert>
      )}
      {shown.length > 0 && <AgentDocumentsTable documents={shown} onOpen={(document) => void open(document)} />}
      {request.status === 'success' && (
        <ShowMorePages more={more} label={text.showMoreDocuments} failedText={text.loadFailed} />
      )}
      {viewing && <DocumentViewerDialog key={viewing._id} document={viewing} from="agent-documents" onClose={close} />}
    </Container>
  );
}
