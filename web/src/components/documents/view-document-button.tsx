import Button from '@mui/material/Button';
import { commonTexts, type DocumentResponse } from '@estatekey/domain';

/** 'View' for one document, named after it for screen readers ('View: petition.pdf'). */
export function ViewDocumentButton({
  document,
  onOpen,
  variant = 'text',
}: {
  document: DocumentResponse;
  onOpen: (document: DocumentResponse) => void;
  variant?: 'text' | 'outlined';
}) {
  return (
    <Button
      size="small"
      variant={variant}
      onClick={() => onOpen(document)}
      aria-label={`${commonTexts.view}: ${document.title}`}
    >
      {commonTexts.view}
    </Button>
  );
}
