import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { commonTexts, type DocumentResponse, type DocumentScreen, documentsTexts } from '@estatekey/domain';
import { useEffect, useState } from 'react';

import { fetchDocumentFile, isPreviewable, saveBlob } from '../../data/documents/document-file';

type FileState =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly blob: Blob; readonly url: string };

/** The outcome of loading one document's file; another document's outcome means this one is still loading. */
type Loaded = { readonly documentId: string; readonly state: Exclude<FileState, { status: 'loading' }> };

export interface DocumentViewerDialogProps {
  readonly document: DocumentResponse | null;
  readonly from: DocumentScreen;
  readonly onClose: () => void;
}

/**
 * The view dialog: the file fetched with the user's token, a PDF in a frame, an image as an image, anything else as a
 * link to open it; plus Download. The object URL is revoked when the dialog closes.
 */
export function DocumentViewerDialog({ document, from, onClose }: DocumentViewerDialogProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!document) return undefined;
    const controller = new AbortController();
    let url: string | null = null;
    fetchDocumentFile(document.fileUrl, from, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ documentId: document._id, state: { status: 'ready', blob, url } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the document file failed', error);
        setLoaded({ documentId: document._id, state: { status: 'error' } });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [document, from]);

  if (!document) return null;
  const title = document.title;
  const file: FileState = loaded?.documentId === document._id ? loaded.state : { status: 'loading' };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="document-viewer-title">
      <DialogTitle id="document-viewer-title" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: { xs: 240, md: 480 } }}>
        {file.status === 'loading' && (
          <CircularProgress aria-label={commonTexts.loading} sx={{ display: 'block', mx: 'auto', my: 6 }} />
        )}
        {file.status === 'error' && <Alert severity="error">{documentsTexts.viewFailed}</Alert>}
        {file.status === 'ready' && document.mimeType === 'application/pdf' && (
          <Box
            component="iframe"
            title={title}
            src={file.url}
            sx={{ width: '100%', height: { xs: '60vh', md: '70vh' }, border: 0 }}
          />
        )}
        {file.status === 'ready' && document.mimeType.startsWith('image/') && (
          <Box component="img" src={file.url} alt={title} sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }} />
        )}
        {file.status === 'ready' && !isPreviewable(document.mimeType) && (
          <Alert severity="info">
            {documentsTexts.agent.previewUnavailable}{' '}
            <Link href={file.url} target="_blank" rel="noopener">
              {documentsTexts.agent.openFile}
            </Link>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          variant="outlined"
          disabled={file.status !== 'ready'}
          onClick={() => {
            if (file.status === 'ready') saveBlob(file.blob, document.originalName || title);
          }}
        >
          {commonTexts.download}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {commonTexts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
