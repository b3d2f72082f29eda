import { type DocumentResponse, documentRoutes, type DocumentScreen, documentsTexts } from '@estatekey/domain';
import { useCallback, useState } from 'react';

import { callApi } from '../../lib/api-client';
import { fetchDocumentFile, isPreviewable, saveBlob } from './document-file';
import { useNotify } from '../../lib/notify';

/**
 * Opening a document from `from`: it is marked viewed (a failed mark still opens it, spec part 2 §8), then a PDF or an
 * image shows in the viewer dialog and any other type downloads.
 */
export function useOpenDocument(from: DocumentScreen, { markViewed = true }: { markViewed?: boolean } = {}) {
  const notify = useNotify();
  const [viewing, setViewing] = useState<DocumentResponse | null>(null);

  const open = useCallback(
    async (document: DocumentResponse) => {
      if (markViewed) {
        await callApi(documentRoutes.markDocumentViewed, { params: { id: document._id }, query: { from } }).catch(
          (error: unknown) => console.error('Marking the document viewed failed', error),
        );
      }
      if (isPreviewable(document.mimeType)) {
        setViewing(document);
        return;
      }
      try {
        saveBlob(await fetchDocumentFile(document.fileUrl, from), document.originalName || document.title);
      } catch (error) {
        console.error('Downloading the document failed', error);
        notify.error(documentsTexts.viewFailed);
      }
    },
    [from, markViewed, notify],
  );

  const close = useCallback(() => setViewing(null), []);
  return { viewing, open, close };
}
