import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentsTexts, type Document, type DocumentResponse, formatLocalDate } from '@estatekey/domain';

import { DocumentStatusChip, DocumentViewersLine } from './document-status';
import { ViewDocumentButton } from '../../../components/documents/view-document-button';

export interface DocumentListProps {
  readonly documents: readonly DocumentResponse[];
  readonly live: ReadonlyMap<string, Document>;
  readonly uid: string;
  /** Attorneys and admins: the unassigned flag, and who opened each document. */
  readonly attorneyView: boolean;
  readonly onOpen: (document: DocumentResponse) => void;
}

/** The documents of one case group: name, type, dates, uploader, New / Viewed, and View. */
export function DocumentList({ documents, live, uid, attorneyView, onOpen }: DocumentListProps) {
  if (documents.length === 0) {
    return <Typography color="text.secondary">{documentsTexts.noDocuments}</Typography>;
  }
  return (
    <List disablePadding>
      {documents.map((document) => {
        const liveDocument = live.get(document._id);
        const showViewers = attorneyView || liveDocument?.uploaderId === uid;
        return (
          <ListItem key={document._id} divider disableGutters sx={{ display: 'block' }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <div>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{document.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {document.documentType} · {formatLocalDate(document.uploadDate)} · {document.uploaderName}
                </Typography>
                {document.description && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {document.description}
                  </Typography>
                )}
                {showViewers && <DocumentViewersLine live={liveDocument} uid={uid} />}
              </div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                {attorneyView && document.caseId === null && (
                  <Chip
                    size="small"
                    color="warning"
                    label={documentsTexts.unassigned}
                    title={documentsTexts.unassignedHint}
                  />
                )}
                <DocumentStatusChip document={document} live={liveDocument} uid={uid} />
                <ViewDocumentButton document={document} onOpen={onOpen} variant="outlined" />
              </Stack>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
