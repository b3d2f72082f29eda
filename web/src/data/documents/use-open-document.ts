import { type DocumentResponse, documentRoutes, type DocumentScreen, documentsTexts } from '@estatekey/domain';
import { useCallback, useState } from 'react';

import { callApi } from '../../lib/api-client';
import { fetchDocumentFile, isPreviewable, saveBlob } from './document-file';
import { useNotify } from '../../lib/notify';

export interface OpenDocumentOptions {
  readonly markViewed?: boolean;
  /** Every type opens the viewer dialog (a Word file as a link there, with Download), as agent documents do. */
  readonly dialogForEveryType?: boolean;
}

/**
 * Opening a document from `from`: it is marked viewed (a failed mark still opens it, spec part 2 §8), then a PDF or an
 * image shows in the viewer dialog and any other type downloads, unless `dialogForEveryType` (spec part 2 §2).
 */
export function useOpenDocument(
  from: DocumentScreen,
  { markViewed = true, dialogForEveryType = false }: OpenDocumentOptions = {},
) {
  const notify = useNotify();
  const [viewing, setViewing] = useState<DocumentResponse | null>(null);

  const open = useCallback(
    async (document: DocumentResponse) => {
      if (markViewed) {
        await callApi(documentRoutes.markDocumentViewed, { params: { id: document._id }, query: { from } }).catch(
          (error: unknown) => console.error('Marking the document viewed failed', error),
        );
      }
      if (dialogForEveryType || isPreviewable(document.mimeType)) {
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
    [from, markViewed, dialogForEveryType, notify],
  );

  const close = useCallback(() => setViewing(null), []);
  return { viewing, open, close };
}
