import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { commonTexts, documentsTexts } from '@estatekey/domain';
import { useState } from 'react';

/** Asks before 'Refresh Document Assignments' runs (spec part 2 §8: the fix-documents action asks first). */
export function FixDocumentsDialog({ onClose, onConfirm }: { onClose: () => void; onConfirm: () => Promise<void> }) {
  const [running, setRunning] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby="fix-documents-title" aria-describedby="fix-documents-text">
      <DialogTitle id="fix-documents-title">{documentsTexts.fixConfirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="fix-documents-text">{documentsTexts.fixConfirm}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{commonTexts.cancel}</Button>
        <Button
          variant="contained"
          disabled={running}
          onClick={() => {
            setRunning(true);
            void onConfirm().finally(() => setRunning(false));
          }}
        >
          {commonTexts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
