import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { attorneyTexts, type DocumentResponse, type DocumentScreen } from '@estatekey/domain';

import { DocumentViewerDialog } from '../../../../components/documents/document-viewer-dialog';
import { ViewDocumentButton } from '../../../../components/documents/view-document-button';
import { useOpenDocument } from '../../../../data/documents/use-open-document';

/** The audit log's name for this screen (`?from=`). */
const documentScreen: DocumentScreen = 'attorney-case';

/** The case's documents, each opened in the shared viewer. */
export function CaseDocumentList({ documents }: { documents: readonly DocumentResponse[] }) {
  // Opened like on /documents: the view is recorded (from this screen) and the file shows in the shared viewer.
  const { viewing, open, close } = useOpenDocument(documentScreen);
  if (documents.length === 0) {
    return <Typography color="text.secondary">{attorneyTexts.caseDetail.noDocuments}</Typography>;
  }
  return (
    <>
      <List dense disablePadding>
        {documents.map((document) => (
          <ListItem
            key={document._id}
            disableGutters
            secondaryAction={<ViewDocumentButton document={document} onOpen={(chosen) => void open(chosen)} />}
          >
            <ListItemText primary={document.title} secondary={document.documentType} sx={{ pr: 8 }} />
          </ListItem>
        ))}
      </List>
      {viewing && <DocumentViewerDialog key={viewing._id} document={viewing} from={documentScreen} onClose={close} />}
    </>
  );
}
