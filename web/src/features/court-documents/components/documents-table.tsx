import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Document, type DocumentResponse, documentsTexts, formatLocalDate } from '@estatekey/domain';

import { DocumentStatusChip } from './document-status';
import { ViewDocumentButton } from '../../../components/documents/view-document-button';
import { ResponsiveTable } from '../../../components/ui/responsive-table';

const columns = documentsTexts.columns;

export interface DocumentsTableProps {
  readonly documents: readonly DocumentResponse[];
  readonly live: ReadonlyMap<string, Document>;
  readonly uid: string;
  readonly onOpen: (document: DocumentResponse) => void;
}

/** The table view: every document in one table, scrolling sideways on narrow screens. */
export function DocumentsTable({ documents, live, uid, onOpen }: DocumentsTableProps) {
  if (documents.length === 0) {
    return <Typography color="text.secondary">{documentsTexts.noDocuments}</Typography>;
  }
  return (
    <ResponsiveTable label={documentsTexts.title} minWidth={720}>
      <TableHead>
        <TableRow>
          <TableCell>{columns.name}</TableCell>
          <TableCell>{columns.type}</TableCell>
          <TableCell>{columns.case}</TableCell>
          <TableCell>{columns.filingDate}</TableCell>
          <TableCell>{columns.uploadedBy}</TableCell>
          <TableCell>{columns.uploaded}</TableCell>
          <TableCell>{columns.status}</TableCell>
          <TableCell>{columns.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {documents.map((document) => (
          <TableRow key={document._id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{document.title}</TableCell>
            <TableCell>{document.documentType}</TableCell>
            <TableCell>{document.caseName || documentsTexts.uncategorized}</TableCell>
            <TableCell>{formatLocalDate(document.filingDate)}</TableCell>
            <TableCell>{document.uploaderName}</TableCell>
            <TableCell>{formatLocalDate(document.uploadDate)}</TableCell>
            <TableCell>
              <DocumentStatusChip document={document} live={live.get(document._id)} uid={uid} />
            </TableCell>
            <TableCell>
              <ViewDocumentButton document={document} onOpen={onOpen} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
}
