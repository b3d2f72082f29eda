import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { attorneyTexts, type DocumentResponse, type DocumentScreen, paths } from '@estatekey/domain';
import { Link as RouterLink } from 'react-router';

import { DocumentViewerDialog } from '../../../../components/documents/document-viewer-dialog';
import { ViewDocumentButton } from '../../../../components/documents/view-document-button';
import { useOpenDocument } from '../../../../data/documents/use-open-document';

const text = attorneyTexts.caseDetail;
/** The audit log's name for this screen (`?from=`). */
const documentScreen: DocumentScreen = 'attorney-case';

/** The case's documents, each opened in the shared viewer, and the way to upload one to this case. */
export function CaseDocumentList({ caseId, documents }: { caseId: string; documents: readonly DocumentResponse[] }) {
  // Opened like on /documents: the view is recorded (from this screen) and the file shows in the shared viewer.
  const { viewing, open, close } = useOpenDocument(documentScreen);
  return (
    <>
      {documents.length === 0 ? (
        <Typography color="text.secondary">{text.noDocuments}</Typography>
      ) : (
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
      )}
      <Button
        component={RouterLink}
        to={paths.uploadCourtDocumentsForCase(caseId)}
        variant="outlined"
        startIcon={<UploadFileIcon aria-hidden />}
        sx={{ mt: 2 }}
      >
        {text.uploadDocument}
      </Button>
      {viewing && <DocumentViewerDialog key={viewing._id} document={viewing} from={documentScreen} onClose={close} />}
    </>
  );
}
